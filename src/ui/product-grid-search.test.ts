import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getBestRank } from '#contract/best.ts';
import { getCategoryProducts } from '#contract/category.ts';
import { discountRateCodes, rankPeriodCodes, searchSortCodes } from '#contract/display.ts';
import { getSeasonDelicacy } from '#contract/season.ts';
import { intIn, price } from '../platform/search-params.ts';
import {
  defaultDiscountRate,
  defaultRankPeriod,
  defaultSearchSort,
  parseDiscountRate,
  parseRankPeriod,
  parseSearchSort,
  validateRankSearch,
  validateSortSearch,
} from './product-grid-search.ts';

const categoryQuery = getCategoryProducts.query!.shape;
const anyValue = (codes: readonly string[]) =>
  fc.oneof(fc.constantFrom(...codes), fc.string(), fc.integer(), fc.boolean(), fc.constant(null));

describe('URL filter parsers agree with the contract', () => {
  it.each([
    ['sort', parseSearchSort, categoryQuery.sort, searchSortCodes],
    ['discountRate', parseDiscountRate, categoryQuery.discountRate, discountRateCodes],
    ['period', parseRankPeriod, getBestRank.query!.shape.period, rankPeriodCodes],
  ] as const)('%s keeps exactly what the contract accepts', (_, parse, schema, codes) => {
    fc.assert(
      fc.property(anyValue(codes), (value) => {
        const accepted = typeof value === 'string' && schema.safeParse(value).success;
        expect(parse(value)).toBe(accepted ? value : undefined);
      }),
    );
  });

  it('the defaults are the contract defaults', () => {
    expect(defaultSearchSort).toBe(categoryQuery.sort.parse(undefined));
    expect(defaultDiscountRate).toBe(categoryQuery.discountRate.parse(undefined));
    expect(defaultRankPeriod).toBe(getBestRank.query!.shape.period.parse(undefined));
  });

  it('a price is whole won in the contract range, as a number or a digit string', () => {
    const value = fc.oneof(
      fc.integer({ min: -10, max: 100_000_010 }),
      fc.integer({ min: 0, max: 100_000_000 }).map(String),
      fc.double(),
      fc.string(),
    );
    fc.assert(
      fc.property(value, (raw) => {
        const parsed = price(raw);
        const contract = categoryQuery.minPrice.safeParse(typeof raw === 'number' ? String(raw) : raw);
        if (parsed === undefined) {
          // Refused here: the contract refuses it too (or it is not a plain digit string).
          if (contract.success && contract.data !== undefined) expect(String(raw)).not.toMatch(/^\d{1,9}$/);
        } else {
          expect(contract.success).toBe(true);
          expect(contract.success && contract.data).toBe(parsed);
        }
      }),
    );
  });

  it('a month is 1-12 like the season calls', () => {
    const month = getSeasonDelicacy.query!.shape.month;
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 20 }), (raw) => {
        expect(intIn(1, 12)(String(raw)) !== undefined).toBe(
          month.safeParse(String(raw)).success && raw >= 1 && raw <= 12,
        );
      }),
    );
  });
});

describe('the list validators give the filter in effect', () => {
  it('a valid value as is, anything else as the contract default', () => {
    fc.assert(
      fc.property(anyValue(searchSortCodes), anyValue(rankPeriodCodes), (sort, period) => {
        expect(validateSortSearch({ sort }).sort).toBe(parseSearchSort(sort) ?? defaultSearchSort);
        expect(validateRankSearch({ period }).period).toBe(parseRankPeriod(period) ?? defaultRankPeriod);
      }),
    );
    expect(validateSortSearch({})).toEqual({ sort: categoryQuery.sort.parse(undefined) });
    expect(validateRankSearch({})).toEqual({ period: getBestRank.query!.shape.period.parse(undefined) });
  });

  it('offer their defaults to strip from the URL', () => {
    expect(validateSortSearch.defaults).toEqual({ sort: defaultSearchSort });
    expect(validateRankSearch.defaults).toEqual({ period: defaultRankPeriod });
  });
});
