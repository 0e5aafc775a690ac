import { categoryCode, intIn, searchSchema } from '../../platform/search-params.ts';
import { defaultSearchSort, parseSearchSort } from '../../ui/product-grid-search.ts';

const month = intIn(1, 12);

/**
 * `?month=&categoryCode=&sort=` of the delicacy screens; bad values read as absent (this month, every
 * category) and the sort as the contract's default.
 */
export const validateDelicacySearch = searchSchema(
  { month, categoryCode, sort: parseSearchSort },
  { defaults: { sort: defaultSearchSort } },
);

export type DelicacySearch = ReturnType<typeof validateDelicacySearch>;

/** `?month=` (and for occasions `?recommendationCategoryId=`) of the recommendation screens. */
export const validateRecommendationSearch = searchSchema({
  month,
  recommendationCategoryId: intIn(1, 1_000_000),
});

export type RecommendationSearch = ReturnType<typeof validateRecommendationSearch>;
