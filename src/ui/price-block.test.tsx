// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PriceBlock } from './price-block.tsx';

afterEach(cleanup);

describe('PriceBlock', () => {
  it('reads the prices from the product or deal it is given', () => {
    // A whole contract object, extra fields and all, is what the cards pass.
    const deal = { dealId: 7, title: '사과', salePrice: 9900, regularPrice: 13200, discountRate: 25 };
    const { container } = render(<PriceBlock price={deal} />);
    expect(container.textContent).toBe('할인율 25%판매가 9,900원정상가 13,200원');
  });

  it('shows neither rate nor struck-through price without a discount', () => {
    const { container } = render(
      <PriceBlock price={{ salePrice: 5000, regularPrice: 5000, discountRate: 0 }} />,
    );
    expect(container.textContent).toBe('판매가 5,000원');
    expect(container.querySelector('del')).toBeNull();
  });
});
