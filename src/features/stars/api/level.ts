import { queryOptions, useQuery } from '@tanstack/react-query';
import { getLevel } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';

export const levelQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'level'] as const,
    queryFn: ({ signal }) => call(getLevel, { signal }),
  });

export function useLevel() {
  return useQuery(levelQueryOptions());
}
