/**
 * Every query key of this feature, as its endpoints' queryOptions (in this folder) make them.
 * app/query-client.ts registers the union of all features' keys with TanStack Query. Under 'user', so
 * the session's logout drops it; the star screens and the nickname form invalidate it after a write.
 * Types only.
 */
export type MyPageQueryKey = readonly ['user', 'mypage'];
