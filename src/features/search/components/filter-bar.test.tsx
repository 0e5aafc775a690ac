// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterBar } from './filter-bar.tsx';

afterEach(cleanup);

/** Where a browser lets a range thumb rest at the far right: the last step at or below max (jsdom does not snap). */
function highestReachable(input: HTMLInputElement): number {
  const step = Number(input.step);
  return Math.floor(Number(input.max) / step) * step;
}

function renderBar(priceCeiling: number) {
  const onChange = vi.fn();
  render(
    <FilterBar
      values={{ sort: 'ACCURACY' }}
      categories={[]}
      categoryPath={undefined}
      priceCeiling={priceCeiling}
      totalCount={3}
      sortList={undefined}
      onChange={onChange}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: '가격' }));
  return onChange;
}

describe('filter bar: price slider', () => {
  it('the top of the slider is no upper bound, even when the step does not divide the dearest price', () => {
    // priceStep(101_900) is 2,000: a slider ending at 101,900 stops at 100,000.
    const onChange = renderBar(101_900);
    const high = screen.getByRole('slider', { name: '최대 가격' }) as HTMLInputElement;
    fireEvent.change(high, { target: { value: String(highestReachable(high)) } });
    expect(high.getAttribute('aria-valuetext')).toBe('101,900원');
    fireEvent.click(screen.getByRole('button', { name: '적용' }));
    expect(onChange).toHaveBeenCalledWith({ minPrice: undefined, maxPrice: undefined });
  });

  it('a thumb below the top still sends its price', () => {
    const onChange = renderBar(101_900);
    fireEvent.change(screen.getByRole('slider', { name: '최소 가격' }), { target: { value: '4000' } });
    fireEvent.change(screen.getByRole('slider', { name: '최대 가격' }), { target: { value: '60000' } });
    fireEvent.click(screen.getByRole('button', { name: '적용' }));
    expect(onChange).toHaveBeenCalledWith({ minPrice: 4000, maxPrice: 60_000 });
  });
});
