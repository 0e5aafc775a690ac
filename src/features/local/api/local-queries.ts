import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '../../../../contract/constants.ts';
import type { SearchSortCode } from '../../../../contract/display.ts';
import { getLocalRegions, getLocalStore, getLocalStores } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';

export const localRegionsQueryOptions = () =>
  queryOptions({
    queryKey: ['display', 'local', 'regions'] as const,
    queryFn: ({ signal }) => call(getLocalRegions, { signal }),
  });

export function useLocalRegions() {
  return useQuery(localRegionsQueryOptions());
}

export const localStoresQueryOptions = (localCode: string) =>
  infiniteQueryOptions({
    queryKey: ['display', 'local', 'stores', localCode] as const,
    queryFn: ({ pageParam, signal }) =>
      call(getLocalStores, {
        params: { localCode },
        query: { page: pageParam, size: PAGE_SIZE.default },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageInfo.hasNext ? last.pageInfo.page + 1 : undefined),
  });

export function useLocalStores(localCode: string) {
  return useInfiniteQuery(localStoresQueryOptions(localCode));
}

export const localStoreQueryOptions = (localCode: string, shopId: number, sort: SearchSortCode) =>
  infiniteQueryOptions({
    queryKey: ['display', 'local', 'store', localCode, shopId, sort] as const,
    queryFn: ({ pageParam, signal }) =>
      call(getLocalStore, {
        params: { localCode, shopId: String(shopId) },
        query: { sort, page: pageParam, size: PAGE_SIZE.default },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageInfo.hasNext ? last.pageInfo.page + 1 : undefined),
  });

export function useLocalStore(localCode: string, shopId: number, sort: SearchSortCode) {
  return useInfiniteQuery(localStoreQueryOptions(localCode, shopId, sort));
}
