import { type ManagedTimerId, type QueryClient, timeoutManager } from '@tanstack/react-query';
import {
  type PersistedClient,
  type Persister,
  persistQueryClient,
  persistQueryClientSave,
} from '@tanstack/react-query-persist-client';
import { QUERY, WEB_VERSION } from '#contract/constants.ts';
import { libraryKeys } from '../platform/storage.ts';
import { MEMBER_NEWS } from './query-client.ts';

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

/** A burst of query updates (a screen's queries settling) is written once, this long after its first. */
const SAVE_THROTTLE_MS = 1000;

interface SessionPersister extends Persister {
  /** Writes the cache the last change handed over now, instead of when its second is up. */
  flush(): void;
  /** Drops a write still waiting. */
  cancel(): void;
}

/**
 * The query cache in session storage as JSON, written at most once a second on TanStack's timers, like
 * its sync storage persister, but with a write that can be made at once (`flush`).
 */
function sessionPersister(storage: Storage | undefined, key: string): SessionPersister {
  let waiting: PersistedClient | undefined;
  let timer: ManagedTimerId | undefined;
  const cancel = () => {
    if (timer !== undefined) timeoutManager.clearTimeout(timer);
    timer = undefined;
    waiting = undefined;
  };
  const flush = () => {
    const client = waiting;
    cancel();
    if (!client) return;
    try {
      storage?.setItem(key, JSON.stringify(client));
    } catch {
      // Storage full or denied: the next page loads afresh, as without a cache.
    }
  };
  return {
    persistClient: (client) => {
      waiting = client;
      timer ??= timeoutManager.setTimeout(flush, SAVE_THROTTLE_MS);
    },
    restoreClient: () => {
      const text = storage?.getItem(key);
      return text ? (JSON.parse(text) as PersistedClient) : undefined;
    },
    removeClient: () => {
      cancel();
      storage?.removeItem(key);
    },
    flush,
    cancel,
  };
}

/**
 * Persists the query cache to session storage for at most 5 minutes (spec section 9), so a reload or a
 * return from the shop's pages paints from cache. A new web version starts empty. Resolves once the
 * cache is restored, then saves what the client already holds (queries that settled before this module
 * arrived) and from then on every change; the function it resolves with stops that (tests).
 *
 * A change is written up to a second late, and a page left within that second (a reload right after a
 * nickname change) would restore the cache from before the change, whose queries then stay fresh for
 * 5 minutes. So the cache is written at once when the page is hidden or left, and when a mutation
 * settles (every mutation here is the member's: a nickname, a consent, a like), after the updates and
 * invalidations it made to the cache.
 */
export async function persistQueryCache(queryClient: QueryClient): Promise<() => void> {
  // The lock file holds the persist packages one minor behind react-query, each with its own nested
  // query-core; the npm overrides install one copy, so only the types differ here.
  const client = queryClient as unknown as Parameters<typeof persistQueryClient>[0]['queryClient'];
  const persister = sessionPersister(sessionStorageOrUndefined(), libraryKeys.session.queryCache);
  const options = {
    queryClient: client,
    persister,
    buster: WEB_VERSION,
    // A query a write has invalidated is stale whatever its age: restored, it would count as fresh for
    // 5 minutes (a list without the post just written). Only settled, valid answers are kept.
    dehydrateOptions: {
      shouldDehydrateQuery: (query: { state: { status: string; isInvalidated: boolean } }) =>
        query.state.status === 'success' && !query.state.isInvalidated,
    },
  };
  const [unsubscribe, restored] = persistQueryClient({ ...options, maxAge: QUERY.persistMaxAgeMs });
  await restored.catch(() => {});
  // A reload is the member asking for the truth: their news restored from an earlier page paints from
  // the cache and is asked again (what this page fetched itself before the persister came is current).
  const restoredHere = (query: { state: { dataUpdatedAt: number } }) =>
    query.state.dataUpdatedAt < performance.timeOrigin;
  for (const queryKey of MEMBER_NEWS)
    void queryClient.invalidateQueries({ queryKey, predicate: restoredHere, refetchType: 'none' });
  await persistQueryClientSave(options).catch(() => {});

  const saveNow = () => {
    // persistQueryClientSave hands the persister the cache as it is now before its first await.
    void persistQueryClientSave(options).catch(() => {});
    persister.flush();
  };
  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') saveNow();
  };
  window.addEventListener('pagehide', saveNow);
  document.addEventListener('visibilitychange', onVisibilityChange);
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    if (event.action.type === 'success' || event.action.type === 'error') saveNow();
  });
  return () => {
    unsubscribe();
    stopMutations();
    window.removeEventListener('pagehide', saveNow);
    document.removeEventListener('visibilitychange', onVisibilityChange);
    persister.cancel();
  };
}
