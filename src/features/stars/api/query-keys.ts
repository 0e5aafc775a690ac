import type { PointHistoryType } from '#contract/rules/star-rules.ts';

/**
 * Every query key of this feature, as its endpoints' queryOptions (in this folder) make them.
 * app/query-client.ts registers the union of all features' keys with TanStack Query. They all start
 * with 'user', so the session's logout (`removeQueries({ queryKey: ['user'] })`) drops them, and
 * `['user', 'point']` is what an exchange invalidates. Types only, so no chunk pays bytes for them.
 */
export type StarsQueryKey =
  | readonly ['user', 'level']
  | readonly ['user', 'point', 'balance']
  | readonly ['user', 'point', 'history', PointHistoryType]
  | readonly ['user', 'point', 'guide']
  | readonly ['user', 'point', 'exchange', 'auto'];
