import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHomeBest } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';

/** The home's 베스트 shelf: the top of today's ranking. */
export const homeBestQueryOptions = () =>
  queryOptions({
    queryKey: ['display', 'best', 'home'] as const,
    queryFn: ({ signal }) => call(getHomeBest, { query: { size: 10 }, signal }),
  });

export function useHomeBest() {
  return useQuery(homeBestQueryOptions());
}
