import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPoint } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';

export const pointBalanceQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'point', 'balance'] as const,
    queryFn: ({ signal }) => call(getPoint, { signal }),
  });

export function usePointBalance() {
  return useQuery(pointBalanceQueryOptions());
}
