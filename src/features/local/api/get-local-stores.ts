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

export function useLocalStores(localCode: string) {
  return useInfiniteQuery(localStoresQueryOptions(localCode));
}
