import type { DelicacyFilters, RecommendationFilters } from './season-queries.ts';

/**
 * Every query key of this feature, as its endpoints' queryOptions (in this folder) make them.
 * app/query-client.ts registers the union of all features' keys with TanStack Query, so a key a
 * queryOptions makes, or a filter (invalidate, remove) names, must be one of these or a prefix of one.
 * Types only, so no chunk pays bytes for them.
 */
export type SeasonQueryKey =
  | readonly ['display', 'season', 'delicacy', DelicacyFilters]
  | readonly ['display', 'season', 'recommendation', RecommendationFilters]
  | readonly ['display', 'season', 'home'];
