import { categoryCode, price, searchSchema } from '../../platform/search-params.ts';
import {
  defaultDiscountRate,
  defaultSearchSort,
  parseDiscountRate,
  parseSearchSort,
} from '../../ui/product-grid-search.ts';

/**
 * The category detail's filters in the URL, so they survive back navigation and can be shared. Absent
 * or bad values are the defaults (the contract's sort and discount rate, the whole price range). A
 * price range whose minimum is above its maximum (which the API refuses with code 13) falls back to
 * the whole range.
 */
export const validateCategoryDetailSearch = searchSchema(
  { sort: parseSearchSort, discountRate: parseDiscountRate, minPrice: price, maxPrice: price },
  {
    defaults: { sort: defaultSearchSort, discountRate: defaultDiscountRate },
    across: (search) =>
      search.minPrice !== undefined && search.maxPrice !== undefined && search.minPrice > search.maxPrice
        ? { ...search, minPrice: undefined, maxPrice: undefined }
        : search,
  },
);

export type CategoryDetailSearch = ReturnType<typeof validateCategoryDetailSearch>;

/** `?tab=` of the category main: a first-level category code, else the first tab. */
export const validateCategoryMainSearch = searchSchema({ tab: categoryCode });

/** The contract's `categoryCodeSchema` (C01, C0101, C010101, T0101...), for the detail route's params. */
export function isCategoryCode(value: string): boolean {
  return categoryCode(value) !== undefined;
}
