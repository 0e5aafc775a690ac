import { queryOptions, useQuery } from '@tanstack/react-query';
import { getWebProfile } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';

export function fetchWebProfile(signal?: AbortSignal) {
  return call(getWebProfile, { signal });
}

export const webProfileQueryOptions = () =>
  queryOptions({
    queryKey: ['display', 'web-profile'] as const,
    queryFn: ({ signal }) => fetchWebProfile(signal),
  });

export function useWebProfile() {
  return useQuery(webProfileQueryOptions());
}
