// @vitest-environment jsdom
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUERY } from '#contract/constants.ts';
import { shopLikeQueryOptions } from '../features/likes/api/shop-likes.ts';
import { libraryKeys } from '../platform/storage.ts';
import { persistQueryCache } from './query-cache-persistence.ts';
import { createQueryClient, hasPersistedQueryCache } from './query-client.ts';

const likeKey = shopLikeQueryOptions(2).queryKey;
const like = (likeCount: number) => ({ shopId: 2, isLiked: true, likeCount });

/** The sync persister throttles its writes (1 s by default). */
const written = () => vi.waitFor(() => expect(hasPersistedQueryCache()).toBe(true), { timeout: 3000 });

const stops: (() => void)[] = [];
/** Starts persisting `client` as main.tsx does; stopped after the test. */
async function persist(client: QueryClient) {
  stops.push(await persistQueryCache(client));
}

/** What the next page of the visit (a reload) restores. */
async function restoredOnReload() {
  const next = createQueryClient();
  await persist(next);
  return next.getQueryData(likeKey);
}

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  window.sessionStorage.clear();
  vi.useRealTimers();
});

describe('the query cache in session storage (spec section 9)', () => {
  it('a first visit has nothing to restore; what settled before the persister arrived is saved', async () => {
    expect(hasPersistedQueryCache()).toBe(false);
    const first = createQueryClient();
    first.setQueryData(likeKey, like(11));
    await persist(first);
    await written();

    // The next page of the visit (a reload, a return from the shop) paints from it.
    const next = createQueryClient();
    await persist(next);
    expect(next.getQueryData(likeKey)).toEqual(like(11));
  });

  it('keeps saving what arrives later', async () => {
    const first = createQueryClient();
    await persist(first);
    first.setQueryData(likeKey, like(4321));
    await vi.waitFor(
      () => expect(window.sessionStorage.getItem(libraryKeys.session.queryCache)).toContain('4321'),
      { timeout: 3000 },
    );
  });

  it('restores nothing older than the persist max age', async () => {
    const first = createQueryClient();
    first.setQueryData(likeKey, like(12));
    await persist(first);
    await written();

    vi.useFakeTimers({ now: Date.now() + QUERY.persistMaxAgeMs + 1000, toFake: ['Date'] });
    const next = createQueryClient();
    await persist(next);
    expect(next.getQueryData(likeKey)).toBeUndefined();
  });

  describe('a page left right after a change restores the change, not the cache from before it', () => {
    /** A page whose cache was written with 11 likes, and then changed to 12 (not yet written). */
    async function changedJustNow() {
      const first = createQueryClient();
      first.setQueryData(likeKey, like(11));
      await persist(first);
      await written();
      first.setQueryData(likeKey, like(12));
      return first;
    }

    it('when the page is left (pagehide)', async () => {
      await changedJustNow();
      window.dispatchEvent(new Event('pagehide'));
      expect(await restoredOnReload()).toEqual(like(12));
    });

    it('when the page is hidden (visibilitychange)', async () => {
      await changedJustNow();
      const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      document.dispatchEvent(new Event('visibilitychange'));
      visibility.mockRestore();
      expect(await restoredOnReload()).toEqual(like(12));
    });

    it('when a mutation settles, with what it wrote into the cache', async () => {
      const first = createQueryClient();
      first.setQueryData(likeKey, like(11));
      await persist(first);
      await written();
      await new MutationObserver(first, {
        mutationFn: async (likeCount: number) => like(likeCount),
        onSuccess: (answer) => first.setQueryData(likeKey, answer),
      }).mutate(13);
      expect(await restoredOnReload()).toEqual(like(13));
    });

    it('a failed mutation too (its rollback is what the server holds)', async () => {
      const first = await changedJustNow();
      await new MutationObserver(first, {
        mutationFn: async () => {
          throw new Error('offline');
        },
      })
        .mutate()
        .catch(() => {});
      expect(await restoredOnReload()).toEqual(like(12));
    });

    it('a query a write has invalidated is not kept: the reload fetches it again', async () => {
      const first = createQueryClient();
      first.setQueryData(likeKey, like(11));
      await persist(first);
      await written();
      await new MutationObserver(first, {
        mutationFn: async () => undefined,
        onSuccess: () => first.invalidateQueries({ queryKey: likeKey, refetchType: 'none' }),
      }).mutate();
      expect(await restoredOnReload()).toBeUndefined();
    });

    it('and without either, the cache written a second earlier is what comes back', async () => {
      await changedJustNow();
      expect(await restoredOnReload()).toEqual(like(11));
    });
  });

  it("asks again for a member's news an earlier page saved, and paints from it meanwhile", async () => {
    const earlier = performance.timeOrigin - 10_000;
    const catalogueKey = ['display', 'deal', 21] as const;
    // An earlier page of the visit (its answers older than this page).
    const first = createQueryClient();
    await persist(first);
    first.setQueryData(likeKey, like(11), { updatedAt: earlier });
    first.setQueryData(catalogueKey, { deals: [] } as never, { updatedAt: earlier });
    window.dispatchEvent(new Event('pagehide'));

    const next = createQueryClient();
    await persist(next);
    expect(next.getQueryData(likeKey)).toEqual(like(11));
    expect(next.getQueryState(likeKey)?.isInvalidated).toBe(true);
    // The catalogue keeps the spec's 5 minutes.
    expect(next.getQueryState(catalogueKey)?.isInvalidated).toBe(false);
  });

  it('reads unreachable storage as no cache instead of throwing', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(hasPersistedQueryCache()).toBe(false);
    getItem.mockRestore();
  });
});
