import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPointGuide } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';

export const pointGuideQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'point', 'guide'] as const,
    queryFn: ({ signal }) => call(getPointGuide, { signal }),
    // The guide is written from the contract's constants: it changes with a release, not a visit.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePointGuide() {
  return useQuery(pointGuideQueryOptions());
}
