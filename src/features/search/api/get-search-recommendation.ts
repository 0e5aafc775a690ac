import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSearchRecommendation } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';

const SIZE = 10;

export function fetchSearchRecommendation(keyword: string, signal?: AbortSignal) {
  return call(getSearchRecommendation, { query: { keyword, size: SIZE }, signal });
}

/** Products to offer when a search found nothing: close to the keyword first. */
export const searchRecommendationQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: ['search', 'recommendation', keyword] as const,
    queryFn: ({ signal }) => fetchSearchRecommendation(keyword, signal),
  });

export function useSearchRecommendation(keyword: string, enabled: boolean) {
  return useQuery({ ...searchRecommendationQueryOptions(keyword), enabled });
}
