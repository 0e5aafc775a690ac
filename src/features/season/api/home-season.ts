import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHomeSeason } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';

/** The home's 제철 shelf: this month's seasonal food, most popular first (the server's month). */
export const homeSeasonQueryOptions = () =>
  queryOptions({
    queryKey: ['display', 'season', 'home'] as const,
    queryFn: ({ signal }) => call(getHomeSeason, { query: { size: 10 }, signal }),
  });

export function useHomeSeason() {
  return useQuery(homeSeasonQueryOptions());
}
