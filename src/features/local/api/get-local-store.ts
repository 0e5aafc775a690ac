import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '#contract/constants.ts';
import type { SearchSortCode } from '#contract/display.ts';
import { getLocalStore } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';

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
