import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchSortCodes, searchSortNames } from '../../../../contract/display.ts';
import { effectiveSearchSort, priceStep, searchSortOptions } from './filter-bar.tsx';

describe('search filters', () => {
  it('offers the profile sorts the app can request, in the profile order, else the contract list', () => {
    expect(
      searchSortOptions([
        { code: 'PRICE_LOW', name: '낮은가격순', isSelected: false },
        { code: 'SOMETHING_NEW', name: '새 정렬', isSelected: false },
        { code: 'ACCURACY', name: '정확도순', isSelected: true },
      ]),
    ).toEqual([
      { code: 'PRICE_LOW', name: '낮은가격순' },
      { code: 'ACCURACY', name: '정확도순' },
    ]);
    expect(searchSortOptions(undefined)).toEqual(
      searchSortCodes.map((code) => ({ code, name: searchSortNames[code] })),
    );
  });

  it('sorts by the URL first, then the profile selection, then accuracy', () => {
    const list = [
      { code: 'ACCURACY', name: '정확도순', isSelected: false },
      { code: 'NEW', name: '신상품순', isSelected: true },
    ];
    expect(effectiveSearchSort('PRICE_HIGH', list)).toBe('PRICE_HIGH');
    expect(effectiveSearchSort(undefined, list)).toBe('NEW');
    expect(effectiveSearchSort(undefined, [{ code: 'WHAT', name: '?', isSelected: true }])).toBe('ACCURACY');
    expect(effectiveSearchSort(undefined, undefined)).toBe('ACCURACY');
  });

  it('steps the price slider in round amounts, about a hundred steps over the range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), (maxPrice) => {
        const step = priceStep(maxPrice);
        expect(step).toBeGreaterThanOrEqual(10);
        expect(step % 10).toBe(0);
        // At most about a hundred steps, and not so coarse that the range has fewer than ten.
        expect(maxPrice / step).toBeLessThanOrEqual(100);
        if (maxPrice >= 10_000) expect(maxPrice / step).toBeGreaterThanOrEqual(10);
      }),
    );
  });
});
