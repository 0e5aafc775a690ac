import type { DealSortCode } from '#contract/display.ts';

/**
 * Every query key of this feature, as its endpoints' queryOptions (in this folder) make them.
 * app/query-client.ts registers the union of all features' keys with TanStack Query, so a key a
 * queryOptions makes, or a filter (invalidate, remove) names, must be one of these or a prefix of one.
 * Types only, so no chunk pays bytes for them.
 */
export type DealQueryKey =
  // Shared with the search screens and the product grids, which ask for the same profile.
  | readonly ['display', 'web-profile']
  | readonly ['display', 'banners', 'home']
  | readonly ['display', 'home-deals', DealSortCode]
  | readonly ['display', 'deal', number];
