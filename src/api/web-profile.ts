import { queryOptions, useQuery } from '@tanstack/react-query';
import { getWebProfile } from './contract.gen.ts';
import { call } from './http.ts';

/**
 * The web profile (GET /api/v1/display/web-profile): its sort and filter lists for the home, the
 * search results and the product lists. One query key, so every screen shares one cached answer.
 */
export const webProfileQueryOptions = () =>
  queryOptions({
    queryKey: ['display', 'web-profile'] as const,
    queryFn: ({ signal }) => call(getWebProfile, { signal }),
  });

export function useWebProfile() {
  return useQuery(webProfileQueryOptions());
}
