import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dealSortCodes, getHomeDeals } from '../../../contract/display.ts';
import { effectiveSort, sortOptionsOf, validateHomeSearch } from './sort.ts';

const contractSort = getHomeDeals.query!.shape.sort;

describe('validateHomeSearch', () => {
  it('keeps exactly the sorts the contract accepts, and drops anything else', () => {
    const value = fc.oneof(
      fc.constantFrom(...dealSortCodes),
      fc.string(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
    );
    fc.assert(
      fc.property(value, (sort) => {
        const accepted = typeof sort === 'string' && contractSort.safeParse(sort).success;
        expect(validateHomeSearch({ sort })).toEqual({ sort: accepted ? sort : undefined });
      }),
    );
  });

  it('reads a missing sort as absent', () => {
    expect(validateHomeSearch({}).sort).toBeUndefined();
  });
});

describe('effectiveSort', () => {
  const list = [
    { code: 'RECOMMEND', name: '추천순', isSelected: false },
    { code: 'DISCOUNT', name: '할인율순', isSelected: true },
  ];

  it('prefers the URL, then the profile selection, then the contract default', () => {
    expect(effectiveSort('PRICE_LOW', list)).toBe('PRICE_LOW');
    expect(effectiveSort(undefined, list)).toBe('DISCOUNT');
    expect(effectiveSort(undefined, undefined)).toBe(contractSort.parse(undefined));
  });

  it('ignores a selected code the contract does not know', () => {
    expect(effectiveSort(undefined, [{ code: 'NEWEST', name: '최신순', isSelected: true }])).toBe(
      'RECOMMEND',
    );
  });
});

it('offers only the chips whose code the app can request', () => {
  expect(
    sortOptionsOf([
      { code: 'RECOMMEND', name: '추천순', isSelected: true },
      { code: 'NEWEST', name: '최신순', isSelected: false },
    ]),
  ).toEqual([{ code: 'RECOMMEND', name: '추천순' }]);
  expect(sortOptionsOf(undefined)).toBeUndefined();
});

it('reads the profile by the same rule as the URL: a chip or selected code is one the route accepts back', () => {
  const item = fc.record({
    code: fc.oneof(fc.constantFrom(...dealSortCodes), fc.string()),
    name: fc.string(),
    isSelected: fc.boolean(),
  });
  fc.assert(
    fc.property(fc.array(item), (list) => {
      for (const { code } of sortOptionsOf(list) ?? [])
        expect(validateHomeSearch({ sort: code }).sort).toBe(code);
      const sort = effectiveSort(undefined, list);
      expect(validateHomeSearch({ sort }).sort).toBe(sort);
    }),
  );
});
