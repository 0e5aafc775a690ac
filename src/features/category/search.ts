import { CATEGORY_CODE_PATTERN } from '../../../contract/constants.ts';
import type { DiscountRateCode, SearchSortCode } from '../../../contract/display.ts';
import { parseDiscountRate, parsePrice, parseSearchSort } from '../../ui/product-grid-search.ts';

/** The category detail's filters in the URL, so they survive back navigation and can be shared. */
export interface CategoryDetailSearch {
  sort?: SearchSortCode;
  discountRate?: DiscountRateCode;
  minPrice?: number;
  maxPrice?: number;
}

/**
 * Bad values fall back to the default (absent). A price range whose minimum is above its maximum
 * (which the API refuses with code 13) falls back to the whole range.
 */
export function validateCategoryDetailSearch(search: Record<string, unknown>): CategoryDetailSearch {
  let minPrice = parsePrice(search.minPrice);
  let maxPrice = parsePrice(search.maxPrice);
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    minPrice = undefined;
    maxPrice = undefined;
  }
  return {
    sort: parseSearchSort(search.sort),
    discountRate: parseDiscountRate(search.discountRate),
    minPrice,
    maxPrice,
  };
}

/**
 * The contract's `categoryCodeSchema` (C01, C0101, C010101, T0101...), from the zod-free constants
 * module so this route check never pulls zod into the first load.
 */
const CATEGORY_CODE = CATEGORY_CODE_PATTERN;

export function isCategoryCode(value: string): boolean {
  return CATEGORY_CODE.test(value);
}
