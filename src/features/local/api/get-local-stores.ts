import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '#contract/constants.ts';
import { getLocalStores } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';

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

/**
 * The route's loader asks first (routes/local/$code.tsx). An unknown region answers 404 at once, often
 * before this screen's code has loaded; a screen mounting on that failed query would ask again
 * (TanStack Query's retryOnMount), so it does not: the loader has just asked (a 5xx retried by the
 * client's rule), and it asks afresh on every visit.
 */
export function useLocalStores(localCode: string) {
  return useInfiniteQuery({ ...localStoresQueryOptions(localCode), retryOnMount: false });
}
