import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '#contract/constants.ts';
import type { SearchSortCode } from '#contract/display.ts';
import type { SeasonKind } from '#contract/season.ts';
import { getSeasonDelicacy, getSeasonRecommendation } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';

export interface DelicacyFilters {
  month: number | undefined;
  categoryCode: string | undefined;
  sort: SearchSortCode;
}

export const seasonDelicacyQueryOptions = (filters: DelicacyFilters) =>
  infiniteQueryOptions({
    queryKey: ['display', 'season', 'delicacy', filters] as const,
    queryFn: ({ pageParam, signal }) =>
      call(getSeasonDelicacy, {
        query: { ...filters, page: pageParam, size: PAGE_SIZE.default },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageInfo.hasNext ? last.pageInfo.page + 1 : undefined),
  });

export function useSeasonDelicacy(filters: DelicacyFilters) {
  return useInfiniteQuery(seasonDelicacyQueryOptions(filters));
}

export interface RecommendationFilters {
  kind: SeasonKind;
  month: number | undefined;
  recommendationCategoryId: number | undefined;
}

export const seasonRecommendationQueryOptions = (filters: RecommendationFilters) =>
  infiniteQueryOptions({
    queryKey: ['display', 'season', 'recommendation', filters] as const,
    queryFn: ({ pageParam, signal }) =>
      call(getSeasonRecommendation, {
        query: { ...filters, page: pageParam, size: PAGE_SIZE.default },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageInfo.hasNext ? last.pageInfo.page + 1 : undefined),
  });

export function useSeasonRecommendation(filters: RecommendationFilters) {
  return useInfiniteQuery(seasonRecommendationQueryOptions(filters));
}
