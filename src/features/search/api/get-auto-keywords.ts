import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getAutoKeywords } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';

export function fetchAutoKeywords(keyword: string, signal?: AbortSignal) {
  return call(getAutoKeywords, { query: { keyword }, signal });
}

/**
 * Suggestions for what is typed. The request gets the query's AbortSignal, so when the keyword
 * changes the unobserved request for the old one is cancelled.
 */
export const autoKeywordsQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: ['search', 'auto-keyword', keyword] as const,
    queryFn: ({ signal }) => fetchAutoKeywords(keyword, signal),
    // Suggestions are cheap and personal to the moment; a minute is fresh enough.
    staleTime: 60_000,
  });

/** `keyword` undefined means nothing worth asking about yet (blank, or a syllable still being composed). */
export function useAutoKeywords(keyword: string | undefined) {
  return useQuery({
    ...autoKeywordsQueryOptions(keyword ?? ''),
    enabled: keyword !== undefined,
    // The previous suggestions stay while the next ones load, so the list does not flicker per keystroke.
    placeholderData: keepPreviousData,
  });
}
