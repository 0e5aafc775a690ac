import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPointSummary } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';

/** GET /api/v2/user/point/summary: the stars a withdrawal would take away. */
export const pointSummaryQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'point', 'summary'] as const,
    queryFn: ({ signal }) => call(getPointSummary, { signal }),
  });

export function usePointSummary() {
  return useQuery(pointSummaryQueryOptions());
}
