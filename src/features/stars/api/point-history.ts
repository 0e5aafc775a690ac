import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '#contract/constants.ts';
import type { PointHistoryType } from '#contract/star-rules.ts';
import { getPointHistory } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';

export const pointHistoryQueryOptions = (type: PointHistoryType) =>
  infiniteQueryOptions({
    queryKey: ['user', 'point', 'history', type] as const,
    queryFn: ({ pageParam, signal }) =>
      call(getPointHistory, { query: { type, page: pageParam, size: PAGE_SIZE.default }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageInfo.hasNext ? last.pageInfo.page + 1 : undefined),
  });

export function usePointHistory(type: PointHistoryType) {
  return useInfiniteQuery(pointHistoryQueryOptions(type));
}
