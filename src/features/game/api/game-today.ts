import { queryOptions, useQuery } from '@tanstack/react-query';
import { getGameToday } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';

export const gameTodayQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'game', 'today'] as const,
    queryFn: ({ signal }) => call(getGameToday, { signal }),
    // Each visit asks the server (another tab or device may have played, or the Seoul day turned);
    // a cached answer (also one restored from session storage) only paints while it answers.
    staleTime: 0,
  });

export function useGameToday() {
  return useQuery(gameTodayQueryOptions());
}
