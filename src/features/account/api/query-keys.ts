/**
 * Every query key of this feature, as its endpoints' queryOptions (in this folder) make them.
 * app/query-client.ts registers the union of all features' keys with TanStack Query. They all start
 * with 'user', so the session's logout (`removeQueries({ queryKey: ['user'] })`) drops them; the point
 * summary sits under `['user', 'point']`, which a star exchange invalidates. Types only.
 */
export type AccountQueryKey =
  | readonly ['user', 'myinfo']
  /** GET /api/v2/user/profile less the e-mail (session storage): the user state. */
  | readonly ['user', 'profile']
  | readonly ['user', 'settings']
  /** Inside the app: whether the phone lets the app notify (getDevicePush). */
  | readonly ['user', 'settings', 'device-push']
  /** GET /api/v1/app/settings: this device's push and ad consent (a guest's inside the app). */
  | readonly ['user', 'settings', 'app']
  | readonly ['user', 'nick-name', 'validation', string]
  | readonly ['user', 'survey']
  | readonly ['user', 'point', 'summary'];
