import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { QueryClient } from '@tanstack/react-query';
import { persistQueryClient } from '@tanstack/react-query-persist-client';
import { QUERY, WEB_VERSION } from '../../contract/constants.ts';
import { ApiRequestError } from '../api/http.ts';
import type { BestQueryKey } from '../features/best/api/query-keys.ts';
import type { CategoryQueryKey } from '../features/category/api/query-keys.ts';
import type { DealQueryKey } from '../features/deals/api/query-keys.ts';
import type { ExhibitionQueryKey } from '../features/exhibition/api/query-keys.ts';
import type { LikeQueryKey } from '../features/likes/api/query-keys.ts';
import type { LocalQueryKey } from '../features/local/api/query-keys.ts';
import type { PreviewQueryKey } from '../features/preview/api/query-keys.ts';
import type { SearchQueryKey } from '../features/search/api/query-keys.ts';
import type { SeasonQueryKey } from '../features/season/api/query-keys.ts';
import type { ShortLinkQueryKey } from '../features/shortlink/api/query-keys.ts';
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
  | BestQueryKey
  | CategoryQueryKey
  | DealQueryKey
  | ExhibitionQueryKey
  | LikeQueryKey
  | LocalQueryKey
  | PreviewQueryKey
  | SearchQueryKey
  | SeasonQueryKey
  | ShortLinkQueryKey
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

/** Spec section 9: fresh 300000 ms, kept 10 minutes, one retry after 500 ms, no refetch on focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
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
}

function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Persists the query cache to session storage for at most 5 minutes (spec section 9), so a reload or a
 * return from the shop's pages paints from cache. A new web version starts empty. Resolves once the
 * cache is restored, so the first route load sees it.
 */
export function persistQueryCache(queryClient: QueryClient): Promise<void> {
  const persister = createSyncStoragePersister({
    storage: sessionStorageOrUndefined(),
    key: libraryKeys.session.queryCache,
  });
  const [, restored] = persistQueryClient({
    // The lock file holds the persist packages one minor behind react-query, each with its own nested
    // query-core; vite.config.ts resolves all of them to one copy, so only the types differ here.
    queryClient: queryClient as unknown as Parameters<typeof persistQueryClient>[0]['queryClient'],
    persister,
    maxAge: QUERY.persistMaxAgeMs,
    buster: WEB_VERSION,
  });
  return restored.catch(() => {});
}
