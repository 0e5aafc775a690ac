import { queryOptions, useQuery } from '@tanstack/react-query';
import { getLocalRegions } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';

export const localRegionsQueryOptions = () =>
  queryOptions({
    queryKey: ['display', 'local', 'regions'] as const,
    queryFn: ({ signal }) => call(getLocalRegions, { signal }),
  });

export function useLocalRegions() {
  return useQuery(localRegionsQueryOptions());
}
