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
 * the token the client sends). Keyed under 'user', as the member's own answers are: signing out removes
 * it and signing in refetches it, so one shopper never sees another's stores; a store like refreshes it.
 */
export const homeShopQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'home-shop'] as const,
    queryFn: ({ signal }) => call(getHomeShop, { query: { size: 10 }, signal }),
  });

export function useHomeShop() {
  return useQuery(homeShopQueryOptions());
}
