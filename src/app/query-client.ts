import { QueryClient } from '@tanstack/react-query';
import { QUERY } from '#contract/constants.ts';
import { ApiRequestError } from '../api/http.ts';
import type { AccountQueryKey } from '../features/account/api/query-keys.ts';
import type { AlarmQueryKey } from '../features/alarm/api/query-keys.ts';
import type { BestQueryKey } from '../features/best/api/query-keys.ts';
import type { CategoryQueryKey } from '../features/category/api/query-keys.ts';
import type { CommunityQueryKey } from '../features/community/api/query-keys.ts';
import type { DealQueryKey } from '../features/deals/api/query-keys.ts';
import type { ExhibitionQueryKey } from '../features/exhibition/api/query-keys.ts';
import type { FrequentlyPurchasedQueryKey } from '../features/frequently-purchased/api/query-keys.ts';
import type { GameQueryKey } from '../features/game/api/query-keys.ts';
import type { HomeQueryKey } from '../features/home/api/query-keys.ts';
import type { LikeQueryKey } from '../features/likes/api/query-keys.ts';
import type { LocalQueryKey } from '../features/local/api/query-keys.ts';
import type { MyPageQueryKey } from '../features/my-page/api/query-keys.ts';
import type { NoticeQueryKey } from '../features/notice/api/query-keys.ts';
import type { PreviewQueryKey } from '../features/preview/api/query-keys.ts';
import type { ProductAlertQueryKey } from '../features/product-alerts/api/query-keys.ts';
import type { SearchQueryKey } from '../features/search/api/query-keys.ts';
import type { SeasonQueryKey } from '../features/season/api/query-keys.ts';
import type { ShortLinkQueryKey } from '../features/shortlink/api/query-keys.ts';
import type { StarsQueryKey } from '../features/stars/api/query-keys.ts';
import { libraryKeys } from '../platform/storage.ts';

/** A key and every shorter prefix of it (`['user', 'like', 'shop', 1]`, `['user', 'like']`, `['user']`). */
type Prefixes<Key extends readonly unknown[]> = Key extends readonly [...infer Head, unknown]
  ? Key | Prefixes<readonly [...Head]>
  : never;

/**
 * Every query key the app can make, and every prefix a filter may name: the union of each feature's
 * keys (`features/<feature>/api/query-keys.ts`). Registered with TanStack Query, so a queryOptions
 * whose key is not listed there, or an invalidation that could match no query (such as the
 * `['user', 'like', 'products']` there once was), does not type-check. A new feature adds its type here.
 */
export type AppQueryKey = Prefixes<
  | AccountQueryKey
  | AlarmQueryKey
  | BestQueryKey
  | CategoryQueryKey
  | CommunityQueryKey
  | DealQueryKey
  | ExhibitionQueryKey
  | FrequentlyPurchasedQueryKey
  | GameQueryKey
  | HomeQueryKey
  | LikeQueryKey
  | LocalQueryKey
  | MyPageQueryKey
  | NoticeQueryKey
  | PreviewQueryKey
  | ProductAlertQueryKey
  | SearchQueryKey
  | SeasonQueryKey
  | ShortLinkQueryKey
  | StarsQueryKey
>;

declare module '@tanstack/react-query' {
  interface Register {
    queryKey: AppQueryKey;
  }
}

/** A 4xx answer will not change on a second try; only server and network failures are retried. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < QUERY.retry;
}

/**
 * The queries holding a member's own news: their pages and stars ('user'), alarms, and the community
 * (the threads they write in). Fresh for 30 s instead of 5 minutes, and asked again when the tab comes
 * back; a reload asks again too (app/query-cache-persistence.ts). docs/freshness.md says why.
 */
export const MEMBER_NEWS = [['user'], ['alarm'], ['community']] as const;

/**
 * Spec section 9: fresh 300000 ms, kept 10 minutes, one retry after 500 ms, no refetch on focus; a
 * member's news (MEMBER_NEWS) at most 30 s old.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY.staleTimeMs,
        gcTime: QUERY.gcTimeMs,
        retry: shouldRetry,
        retryDelay: QUERY.retryDelayMs,
        refetchOnWindowFocus: false,
      },
    },
  });
  for (const queryKey of MEMBER_NEWS)
    client.setQueryDefaults(queryKey, { staleTime: QUERY.memberStaleTimeMs, refetchOnWindowFocus: true });
  return client;
}

/**
 * Whether this tab holds a persisted query cache (an earlier page of the same visit wrote one). Only
 * then is the persister (app/query-cache-persistence.ts) worth waiting for before the first route
 * loads; on a first visit it loads after the first screen (docs/performance.md).
 */
export function hasPersistedQueryCache(): boolean {
  try {
    return window.sessionStorage.getItem(libraryKeys.session.queryCache) !== null;
  } catch {
    return false;
  }
}
