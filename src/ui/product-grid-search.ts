import type { DiscountRateCode, RankPeriodCode, SearchSortCode } from '../../contract/display.ts';
import { discountRateCodes, rankPeriodCodes, searchSortCodes } from '../api/contract.gen.ts';

/**
 * Hand-written checks of the product-list filters kept in the URL (`?sort=`, `?discountRate=`, ...),
 * mirroring the contract's zod enums: route `validateSearch` runs in the first-load bundle, which
 * carries no zod. product-grid-search.test.ts proves they agree with the contract's schemas. A bad
 * value reads as absent, which means the default.
 */
function member<C extends string>(codes: readonly C[]) {
  const known = new Set<string>(codes);
  return (value: unknown): C | undefined =>
    typeof value === 'string' && known.has(value) ? (value as C) : undefined;
}

export const parseSearchSort = member<SearchSortCode>(searchSortCodes);
export const parseDiscountRate = member<DiscountRateCode>(discountRateCodes);
export const parseRankPeriod = member<RankPeriodCode>(rankPeriodCodes);

/** Whole won 0-100,000,000, as the contract's `minPrice`/`maxPrice`; numbers or digit strings. */
export function parsePrice(value: unknown): number | undefined {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d{1,9}$/.test(value)
        ? Number(value)
        : NaN;
  // `+ 0` turns -0 into 0.
  return Number.isInteger(number) && number >= 0 && number <= 100_000_000 ? number + 0 : undefined;
}

/** A positive whole number such as a month (1-12) or an id. */
export function parseIntIn(value: unknown, min: number, max: number): number | undefined {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d{1,12}$/.test(value)
        ? Number(value)
        : NaN;
  return Number.isInteger(number) && number >= min && number <= max ? number : undefined;
}
