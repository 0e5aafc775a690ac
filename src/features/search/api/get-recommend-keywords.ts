import { queryOptions, useQuery } from '@tanstack/react-query';
import { getRecommendKeywords } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';

export function fetchRecommendKeywords(signal?: AbortSignal) {
  return call(getRecommendKeywords, { signal });
}

export const recommendKeywordsQueryOptions = () =>
  queryOptions({
    queryKey: ['search', 'recommend-keyword'] as const,
    queryFn: ({ signal }) => fetchRecommendKeywords(signal),
  });

export function useRecommendKeywords() {
  return useQuery(recommendKeywordsQueryOptions());
}
