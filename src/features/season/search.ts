import { CATEGORY_CODE_PATTERN } from '../../../contract/constants.ts';
import type { SearchSortCode } from '../../../contract/display.ts';
import { parseIntIn, parseSearchSort } from '../../ui/product-grid-search.ts';

/** `?month=&categoryCode=&sort=` of the delicacy screens; bad values read as absent (the default). */
export interface DelicacySearch {
  month?: number;
  categoryCode?: string;
  sort?: SearchSortCode;
}

/**
 * The contract's `categoryCodeSchema` (C01, C0101, C010101, T0101...), from the zod-free constants
 * module so this route check never pulls zod into the first load.
 */
const CATEGORY_CODE = CATEGORY_CODE_PATTERN;

export function validateDelicacySearch(search: Record<string, unknown>): DelicacySearch {
  return {
    month: parseIntIn(search.month, 1, 12),
    categoryCode:
      typeof search.categoryCode === 'string' && CATEGORY_CODE.test(search.categoryCode)
        ? search.categoryCode
        : undefined,
    sort: parseSearchSort(search.sort),
  };
}

/** `?month=` (and for occasions `?recommendationCategoryId=`) of the recommendation screens. */
export interface RecommendationSearch {
  month?: number;
  recommendationCategoryId?: number;
}

export function validateRecommendationSearch(search: Record<string, unknown>): RecommendationSearch {
  return {
    month: parseIntIn(search.month, 1, 12),
    recommendationCategoryId: parseIntIn(search.recommendationCategoryId, 1, 1_000_000),
  };
}
