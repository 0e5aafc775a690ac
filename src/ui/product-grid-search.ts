import type { DiscountRateCode, RankPeriodCode, SearchSortCode } from '../../contract/display.ts';
import { discountRateCodes, rankPeriodCodes, searchSortCodes } from '../api/contract.gen.ts';
import { intIn, oneOf, price } from '../platform/search-params.ts';

/**
 * The product-list filters kept in the URL (`?sort=`, `?discountRate=`, ...), built from the routes'
 * one validator (platform/search-params.ts) and mirroring the contract's zod enums.
 * product-grid-search.test.ts proves they agree with the contract's schemas. A bad value reads as
 * absent, which means the default.
 */
export const parseSearchSort = oneOf<SearchSortCode>(searchSortCodes);
export const parseDiscountRate = oneOf<DiscountRateCode>(discountRateCodes);
export const parseRankPeriod = oneOf<RankPeriodCode>(rankPeriodCodes);

/** Whole won 0-100,000,000, as the contract's `minPrice`/`maxPrice`; numbers or digit strings. */
export const parsePrice = price;

/** A positive whole number such as a month (1-12) or an id. */
export function parseIntIn(value: unknown, min: number, max: number): number | undefined {
  return intIn(min, max)(value);
}
