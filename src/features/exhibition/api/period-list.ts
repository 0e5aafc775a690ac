import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '#contract/constants.ts';
import { getPeriods } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';

/** The running planned exhibitions, ending soonest first (the 기획전 shelf's first page, and /period). */
export const periodListQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['display', 'periods'] as const,
    queryFn: ({ pageParam, signal }) =>
      call(getPeriods, { query: { page: pageParam, size: PAGE_SIZE.default }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageInfo.hasNext ? last.pageInfo.page + 1 : undefined),
  });

export function usePeriodList() {
  return useInfiniteQuery(periodListQueryOptions());
}
