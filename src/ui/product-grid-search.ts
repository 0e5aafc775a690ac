import type { DiscountRateCode, RankPeriodCode, SearchSortCode } from '#contract/display.ts';
import {
  defaultFilterCodes,
  discountRateCodes,
  rankPeriodCodes,
  searchSortCodes,
} from '../api/contract.gen.ts';
import { oneOf, searchSchema } from '../platform/search-params.ts';

/**
 * The product-list filters kept in the URL (`?sort=`, `?discountRate=`, ...), built from the routes'
 * one validator (platform/search-params.ts) and mirroring the contract's zod enums.
 * product-grid-search.test.ts proves they agree with the contract's schemas. A parser gives undefined
 * for a bad value (the profile's chips are read with it too); a route's validator turns that into the
 * default below.
 */
export const parseSearchSort = oneOf<SearchSortCode>(searchSortCodes);
export const parseDiscountRate = oneOf<DiscountRateCode>(discountRateCodes);
export const parseRankPeriod = oneOf<RankPeriodCode>(rankPeriodCodes);

/**
 * What an absent or bad filter means: the contract's defaults, which the server's profile also marks
 * `isSelected` (display.service.ts builds every list with them) and the server applies itself.
 */
export const defaultSearchSort: SearchSortCode = defaultFilterCodes.searchSortFilterList;
export const defaultDiscountRate: DiscountRateCode = defaultFilterCodes.discountRateFilterList;
export const defaultRankPeriod: RankPeriodCode = defaultFilterCodes.periodSortFilterList;

/** `?sort=` of a product list (a planned exhibition, a local store): the sort in effect. */
export const validateSortSearch = searchSchema(
  { sort: parseSearchSort },
  { defaults: { sort: defaultSearchSort } },
);

/** `?period=` of the best ranking: the period in effect. */
export const validateRankSearch = searchSchema(
  { period: parseRankPeriod },
  { defaults: { period: defaultRankPeriod } },
);
