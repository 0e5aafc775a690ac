import type { SearchSortCode } from '#contract/display.ts';

/**
 * Every query key of this feature, as its endpoints' queryOptions (in this folder) make them.
 * app/query-client.ts registers the union of all features' keys with TanStack Query, so a key a
 * queryOptions makes, or a filter (invalidate, remove) names, must be one of these or a prefix of one.
 * Types only, so no chunk pays bytes for them.
 */
export type LocalQueryKey =
  | readonly ['display', 'local', 'regions']
  | readonly ['display', 'local', 'stores', string]
  | readonly ['display', 'local', 'store', string, number, SearchSortCode]
  | readonly ['display', 'local', 'home']
  /** Under 'user': a member's liked stores, removed at sign-out and refreshed at sign-in. */
  | readonly ['user', 'home-shop'];
