import { queryOptions, useQuery } from '@tanstack/react-query';
import { getLastNotice } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';

/** GET /api/v1/notice/last: the newest published notice (null when there is none), for my page's line. */
export const lastNoticeQueryOptions = () =>
  queryOptions({
    queryKey: ['notice', 'last'] as const,
    queryFn: ({ signal }) => call(getLastNotice, { signal }),
  });

export function useLastNotice() {
  return useQuery(lastNoticeQueryOptions());
}
