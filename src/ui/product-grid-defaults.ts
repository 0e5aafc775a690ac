import type { DiscountRateCode, FilterItem, RankPeriodCode, SearchSortCode } from '../../contract/display.ts';
import { defaultFilterCodes } from '../api/contract.gen.ts';

// Apart from product-grid-search.ts: only the screens need these, while the parsers there also run in
// route `validateSearch`, which is in the first-load bundle.

/**
 * The filter in effect: the URL's when valid, else the profile's selected item (when the app knows
 * it), else the contract's default.
 */
export function effectiveFilter<C extends string>(
  fromUrl: C | undefined,
  list: readonly FilterItem[] | undefined,
  parse: (value: unknown) => C | undefined,
  fallback: C,
): C {
  if (fromUrl) return fromUrl;
  return parse(list?.find((item) => item.isSelected)?.code) ?? fallback;
}

export const defaultSearchSort: SearchSortCode = defaultFilterCodes.searchSortFilterList;
export const defaultDiscountRate: DiscountRateCode = defaultFilterCodes.discountRateFilterList;
export const defaultRankPeriod: RankPeriodCode = defaultFilterCodes.periodSortFilterList;
