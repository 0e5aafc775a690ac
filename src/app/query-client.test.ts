import { queryOptions } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../api/http.ts';
import { eventApplyStatusQueryOptions } from '../features/exhibition/api/exhibition-queries.ts';
import { productLikeQueryOptions } from '../features/likes/api/product-likes.ts';
import { shopLikeQueryOptions } from '../features/likes/api/shop-likes.ts';
import { createQueryClient } from './query-client.ts';

describe('query keys come from the endpoints’ queryOptions', () => {
  it('a key that no feature lists does not type-check', () => {
    const queryClient = createQueryClient();
    // @ts-expect-error no query has this key (the like list this invalidation once named does not exist)
    void queryClient.invalidateQueries({ queryKey: ['user', 'like', 'products'] });
    // @ts-expect-error the event id is a number in every event key
    void queryClient.invalidateQueries({ queryKey: ['display', 'event', '7'] });
    // @ts-expect-error a new endpoint's key must first be added to its feature's query-keys.ts
    queryOptions({ queryKey: ['display', 'unlisted'] as const, queryFn: () => 1 });
    // Prefixes of real keys are fine: signing out drops every member fact at once.
    queryClient.removeQueries({ queryKey: ['user'] });
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it('a prefix reaches the queries under it', () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(productLikeQueryOptions(1).queryKey, true);
    queryClient.setQueryData(shopLikeQueryOptions(2).queryKey, { shopId: 2, isLiked: true, likeCount: 3 });
    queryClient.setQueryData(eventApplyStatusQueryOptions(5).queryKey, {
      eventId: 5,
      applied: false,
      appliedAt: null,
    });
    queryClient.removeQueries({ queryKey: ['user', 'like'] });
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([eventApplyStatusQueryOptions(5).queryKey]);
  });
});

describe('retries', () => {
  const failing = (status: number, code: number) => {
    let calls = 0;
    const options = queryOptions({
      queryKey: ['display', 'local', 'stores', `failing-${status}`] as const,
      queryFn: () => {
        calls += 1;
        throw new ApiRequestError(status, { code, name: 'X', message: '실패' }, 'GET /x');
      },
    });
    return { options, calls: () => calls };
  };

  it('asks once for something that does not exist (404 code 8): asking again cannot find it', async () => {
    const missing = failing(404, 8);
    await expect(createQueryClient().fetchQuery(missing.options)).rejects.toThrow('실패');
    expect(missing.calls()).toBe(1);
  });

  it('asks a second time, once, when the server failed (spec section 9)', async () => {
    const broken = failing(500, 5);
    await expect(createQueryClient().fetchQuery(broken.options)).rejects.toThrow('실패');
    expect(broken.calls()).toBe(2);
  });
});
