// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUERY } from '../../contract/constants.ts';
import { shopLikeQueryOptions } from '../features/likes/api/shop-likes.ts';
import { libraryKeys } from '../platform/storage.ts';
import { persistQueryCache } from './query-cache-persistence.ts';
import { createQueryClient, hasPersistedQueryCache } from './query-client.ts';

const likeKey = shopLikeQueryOptions(2).queryKey;
const like = (likeCount: number) => ({ shopId: 2, isLiked: true, likeCount });

/** The sync persister throttles its writes (1 s by default). */
const written = () => vi.waitFor(() => expect(hasPersistedQueryCache()).toBe(true), { timeout: 3000 });

afterEach(() => {
  window.sessionStorage.clear();
  vi.useRealTimers();
});

describe('the query cache in session storage (spec section 9)', () => {
  it('a first visit has nothing to restore; what settled before the persister arrived is saved', async () => {
    expect(hasPersistedQueryCache()).toBe(false);
    const first = createQueryClient();
    first.setQueryData(likeKey, like(11));
    await persistQueryCache(first);
    await written();

    // The next page of the visit (a reload, a return from the shop) paints from it.
    const next = createQueryClient();
    await persistQueryCache(next);
    expect(next.getQueryData(likeKey)).toEqual(like(11));
  });

  it('keeps saving what arrives later', async () => {
    const first = createQueryClient();
    await persistQueryCache(first);
    first.setQueryData(likeKey, like(4321));
    await vi.waitFor(
      () => expect(window.sessionStorage.getItem(libraryKeys.session.queryCache)).toContain('4321'),
      { timeout: 3000 },
    );
  });

  it('restores nothing older than the persist max age', async () => {
    const first = createQueryClient();
    first.setQueryData(likeKey, like(12));
    await persistQueryCache(first);
    await written();

    vi.useFakeTimers({ now: Date.now() + QUERY.persistMaxAgeMs + 1000, toFake: ['Date'] });
    const next = createQueryClient();
    await persistQueryCache(next);
    expect(next.getQueryData(likeKey)).toBeUndefined();
  });

  it('reads unreachable storage as no cache instead of throwing', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(hasPersistedQueryCache()).toBe(false);
    getItem.mockRestore();
  });
});
