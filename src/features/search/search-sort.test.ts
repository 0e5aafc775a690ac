import { describe, expect, it } from 'vitest';
import { searchSortCodes, searchSortNames } from '#contract/display.ts';
import { searchSortOptions } from './search-sort.ts';

describe('search sort', () => {
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
});
