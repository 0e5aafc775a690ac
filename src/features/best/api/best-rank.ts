import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '#contract/constants.ts';
import type { RankPeriodCode } from '#contract/display.ts';
import { getBestRank } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';

export const bestRankQueryOptions = (period: RankPeriodCode) =>
  infiniteQueryOptions({
    queryKey: ['display', 'best', 'rank', period] as const,
    queryFn: ({ pageParam, signal }) =>
      call(getBestRank, { query: { period, page: pageParam, size: PAGE_SIZE.default }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageInfo.hasNext ? last.pageInfo.page + 1 : undefined),
  });

export function useBestRank(period: RankPeriodCode) {
  return useInfiniteQuery(bestRankQueryOptions(period));
}
