import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categoryCodeSchema, getCategoryProducts } from '#contract/category.ts';
import { isCategoryCode, validateCategoryDetailSearch } from './search.ts';

const query = getCategoryProducts.query!.shape;

describe('validateCategoryDetailSearch', () => {
  it('keeps valid filters', () => {
    expect(
      validateCategoryDetailSearch({
        sort: 'PRICE_LOW',
        discountRate: 'OVER_30',
        minPrice: 1000,
        maxPrice: '5000',
      }),
    ).toEqual({ sort: 'PRICE_LOW', discountRate: 'OVER_30', minPrice: 1000, maxPrice: 5000 });
  });

  it("reads bad values as the defaults: the contract's sort and discount rate, the whole price range", () => {
    expect(
      validateCategoryDetailSearch({
        sort: 'CHEAPEST',
        discountRate: 'OVER_99',
        minPrice: -1,
        maxPrice: 'abc',
      }),
    ).toEqual({
      sort: query.sort.parse(undefined),
      discountRate: query.discountRate.parse(undefined),
      minPrice: undefined,
      maxPrice: undefined,
    });
    expect(validateCategoryDetailSearch({})).toEqual(validateCategoryDetailSearch({ sort: 'CHEAPEST' }));
  });

  it('offers the defaults to strip from the URL', () => {
    expect(validateCategoryDetailSearch.defaults).toEqual({
      sort: query.sort.parse(undefined),
      discountRate: query.discountRate.parse(undefined),
    });
  });

  it('never yields a range the API refuses (min above max falls back to the whole range)', () => {
    fc.assert(
      fc.property(fc.nat(200_000), fc.nat(200_000), (minPrice, maxPrice) => {
        const search = validateCategoryDetailSearch({ minPrice, maxPrice });
        if (search.minPrice !== undefined && search.maxPrice !== undefined)
          expect(search.minPrice).toBeLessThanOrEqual(search.maxPrice);
        if (minPrice > maxPrice) expect(search).toMatchObject({ minPrice: undefined, maxPrice: undefined });
        else expect(search).toMatchObject({ minPrice, maxPrice });
      }),
    );
  });
});

describe('isCategoryCode', () => {
  it('accepts imported categories whatever their letter, at every depth', () => {
    // An imported catalogue's T0101 must not send /category/detail/T0101 to /404.
    for (const code of ['T01', 'T0101', 'T010101', 'C0101']) expect(isCategoryCode(code)).toBe(true);
    for (const code of ['t0101', 'T1', 'T0101010', 'T01-01', 'fruit', ''])
      expect(isCategoryCode(code)).toBe(false);
  });

  it('agrees with the contract', () => {
    const code = fc.oneof(
      fc.stringMatching(/^[A-Za-z]\d{2,7}$/),
      fc.string(),
      fc.constantFrom('C01', 'C0101', 'C010101', 'C0', 'C01010101', 'T0101', 't0101', 'TT0101'),
    );
    fc.assert(
      fc.property(code, (value) => {
        expect(isCategoryCode(value)).toBe(categoryCodeSchema.safeParse(value).success);
      }),
    );
  });
});
