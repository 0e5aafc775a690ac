import type { ProductSearch } from './search-products.ts';

/**
 * Every query key of this feature, as its endpoints' queryOptions (in this folder) make them.
 * app/query-client.ts registers the union of all features' keys with TanStack Query, so a key a
 * queryOptions makes, or a filter (invalidate, remove) names, must be one of these or a prefix of one.
 * Types only, so no chunk pays bytes for them.
 */
export type SearchQueryKey =
  // Shared with the home screen, which asks for the same profile.
  | readonly ['display', 'web-profile']
  | readonly ['display', 'category-tree', string]
  | readonly ['search', 'products', ProductSearch]
  | readonly ['search', 'stores', string]
  | readonly ['search', 'recommendation', string]
  | readonly ['search', 'auto-keyword', string]
  | readonly ['search', 'recommend-keyword']
  | readonly ['search', 'rank'];
