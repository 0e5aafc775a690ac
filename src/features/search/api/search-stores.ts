import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '#contract/constants.ts';
import { searchStores } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';

export function fetchSearchStores(keyword: string, page: number, signal?: AbortSignal) {
  return call(searchStores, { query: { keyword, page, size: PAGE_SIZE.default }, signal });
}

export const searchStoresQueryOptions = (keyword: string) =>
  infiniteQueryOptions({
    queryKey: ['search', 'stores', keyword] as const,
    queryFn: ({ pageParam, signal }) => fetchSearchStores(keyword, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageInfo.hasNext ? last.pageInfo.page + 1 : undefined),
  });

export function useSearchStores(keyword: string) {
  return useInfiniteQuery(searchStoresQueryOptions(keyword));
}
