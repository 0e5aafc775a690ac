import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHomeShelves } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';

/** The home's shelves in the operator's order (docs/home.md); the home's loader starts it. */
export const homeShelvesQueryOptions = () =>
  queryOptions({
    queryKey: ['display', 'home', 'shelves'] as const,
    queryFn: ({ signal }) => call(getHomeShelves, { signal }),
  });

export function useHomeShelves() {
  return useQuery(homeShelvesQueryOptions());
}
