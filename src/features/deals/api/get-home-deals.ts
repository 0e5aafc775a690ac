import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '#contract/constants.ts';
import type { DealSortCode } from '#contract/display.ts';
import { getHomeDeals } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';

export function fetchHomeDeals(sort: DealSortCode, page: number, signal?: AbortSignal) {
  return call(getHomeDeals, { query: { sort, page, size: PAGE_SIZE.default }, signal });
}

/** Pages of the home deal list, one request per page, following the server's pageInfo. */
export const homeDealsQueryOptions = (sort: DealSortCode) =>
  infiniteQueryOptions({
    queryKey: ['display', 'home-deals', sort] as const,
    queryFn: ({ pageParam, signal }) => fetchHomeDeals(sort, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageInfo.hasNext ? last.pageInfo.page + 1 : undefined),
  });

export function useHomeDeals(sort: DealSortCode) {
  return useInfiniteQuery(homeDealsQueryOptions(sort));
}
