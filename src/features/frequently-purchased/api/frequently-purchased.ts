import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '#contract/constants.ts';
import { getFrequentlyPurchasedProducts } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';

/** The member's most bought products (the shop's orders: order count, quantity, latest purchase first). */
export const frequentlyPurchasedQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['user', 'frequently-purchased-products'] as const,
    queryFn: ({ pageParam, signal }) =>
      call(getFrequentlyPurchasedProducts, {
        query: { page: pageParam, size: PAGE_SIZE.default },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageInfo.hasNext ? last.pageInfo.page + 1 : undefined),
  });

export function useFrequentlyPurchased() {
  return useInfiniteQuery(frequentlyPurchasedQueryOptions());
}
