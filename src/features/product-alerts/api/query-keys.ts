/**
 * Every query key of this feature (app/query-client.ts registers the union of all features' keys).
 * Types only, so no chunk pays bytes for them.
 */
export type ProductAlertQueryKey =
  | readonly ['user', 'alerts', 'restock', number]
  | readonly ['user', 'alerts', 'opening', number]
  | readonly ['user', 'alerts', 'list'];
