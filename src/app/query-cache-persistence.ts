import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClient, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { QUERY, WEB_VERSION } from '../../contract/constants.ts';
import { libraryKeys } from '../platform/storage.ts';

/**
 * Loaded on its own (main.tsx): before the first route when the tab holds a cache to restore, after
 * the first screen otherwise, so a first visit does not pay for TanStack's persister and hydration code.
 */

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
 * cache is restored, then saves what the client already holds (queries that settled before this module
 * arrived) and from then on every change.
 */
export async function persistQueryCache(queryClient: QueryClient): Promise<void> {
  // The lock file holds the persist packages one minor behind react-query, each with its own nested
  // query-core; the npm overrides install one copy, so only the types differ here.
  const client = queryClient as unknown as Parameters<typeof persistQueryClient>[0]['queryClient'];
  const persister = createSyncStoragePersister({
    storage: sessionStorageOrUndefined(),
    key: libraryKeys.session.queryCache,
  });
  const options = { queryClient: client, persister, buster: WEB_VERSION };
  const [, restored] = persistQueryClient({ ...options, maxAge: QUERY.persistMaxAgeMs });
  await restored.catch(() => {});
  await persistQueryClientSave(options).catch(() => {});
}
