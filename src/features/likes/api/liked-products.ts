import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '#contract/constants.ts';
import { getLikedProducts } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';

/**
 * The member's liked products, latest like first. A like or unlike on any screen changes it, so each
 * visit asks again (`staleTime` 0) and a left list is not kept (`gcTime` 0): the screen shows its
 * skeleton, then the list as it is now, never an old list that jumps when the new one arrives. An
 * unlike made on the list itself keeps its card (heart empty) until the next visit, so a slip can be
 * undone on the spot.
 */
export const likedProductsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['user', 'like', 'product-list'] as const,
    queryFn: ({ pageParam, signal }) =>
      call(getLikedProducts, { query: { page: pageParam, size: PAGE_SIZE.default }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageInfo.hasNext ? last.pageInfo.page + 1 : undefined),
    staleTime: 0,
    gcTime: 0,
  });

export function useLikedProducts() {
  return useInfiniteQuery(likedProductsQueryOptions());
}
