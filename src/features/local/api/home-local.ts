import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHomeLocal, getHomeShop } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';

/** The home's 지역 특산 shelf: the 17 시/도 with their counts (and the popular local products). */
export const homeLocalQueryOptions = () =>
  queryOptions({
    queryKey: ['display', 'local', 'home'] as const,
    queryFn: ({ signal }) => call(getHomeLocal, { query: { size: 10 }, signal }),
  });

export function useHomeLocal() {
  return useQuery(homeLocalQueryOptions());
}

/**
 * The home's 상점 shelf: a signed-in member's liked stores, else the most liked ones (the server reads
 * the token the client sends). Kept 5 minutes like every answer, so a like made meanwhile shows later.
 */
export const homeShopQueryOptions = () =>
  queryOptions({
    queryKey: ['display', 'local', 'home-shop'] as const,
    queryFn: ({ signal }) => call(getHomeShop, { query: { size: 10 }, signal }),
  });

export function useHomeShop() {
  return useQuery(homeShopQueryOptions());
}
