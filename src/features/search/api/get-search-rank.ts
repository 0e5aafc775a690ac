import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSearchRank } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';

export function fetchSearchRank(signal?: AbortSignal) {
  return call(getSearchRank, { signal });
}

export const searchRankQueryOptions = () =>
  queryOptions({ queryKey: ['search', 'rank'] as const, queryFn: ({ signal }) => fetchSearchRank(signal) });

export function useSearchRank() {
  return useQuery(searchRankQueryOptions());
}
