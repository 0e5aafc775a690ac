import { queryOptions, useQuery } from '@tanstack/react-query';
import { getWebProfile } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';

/**
 * The profile's sort lists (searchSortFilterList). Same query key as the home screen's, so the two
 * screens share one cached answer without importing from each other's feature.
 */
export const webProfileQueryOptions = () =>
  queryOptions({
    queryKey: ['display', 'web-profile'] as const,
    queryFn: ({ signal }) => call(getWebProfile, { signal }),
  });

export function useWebProfile() {
  return useQuery(webProfileQueryOptions());
}
