import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dealSortCodes, getHomeDeals } from '#contract/display.ts';
import { sortOptionsOf, validateHomeSearch } from './sort.ts';

const contractSort = getHomeDeals.query!.shape.sort;

describe('validateHomeSearch', () => {
  it('keeps exactly the sorts the contract accepts, and reads anything else as the default', () => {
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
        expect(validateHomeSearch({ sort })).toEqual({
          sort: accepted ? sort : contractSort.parse(undefined),
        });
      }),
    );
  });

  it('reads a missing sort as the contract default, the value the route keeps out of the URL', () => {
    expect(validateHomeSearch({}).sort).toBe(contractSort.parse(undefined));
    expect(validateHomeSearch.defaults).toEqual({ sort: contractSort.parse(undefined) });
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

it('reads the profile by the same rule as the URL: a chip is one the route accepts back', () => {
  const item = fc.record({
    code: fc.oneof(fc.constantFrom(...dealSortCodes), fc.string()),
    name: fc.string(),
    isSelected: fc.boolean(),
  });
  fc.assert(
    fc.property(fc.array(item), (list) => {
      for (const { code } of sortOptionsOf(list) ?? [])
        expect(validateHomeSearch({ sort: code }).sort).toBe(code);
    }),
  );
});
