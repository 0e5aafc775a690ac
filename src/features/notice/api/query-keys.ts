/**
 * Every query key of this feature, as its endpoints' queryOptions (in this folder) make them.
 * app/query-client.ts registers the union of all features' keys with TanStack Query. Notices are the
 * same for everyone, so they do not start with 'user' and survive a logout. Types only.
 */
export type NoticeQueryKey =
  | readonly ['notice', 'list']
  | readonly ['notice', 'detail', number]
  // my page's newest-notice line (latest-notice.tsx)
  | readonly ['notice', 'last'];
