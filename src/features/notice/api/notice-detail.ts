import { queryOptions, useQuery } from '@tanstack/react-query';
import { getNoticeDetail } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';

/** GET /api/v1/notice/view/:noticeId: one published notice; 404 (code 8) when unknown or unpublished. */
export const noticeDetailQueryOptions = (noticeId: number) =>
  queryOptions({
    queryKey: ['notice', 'detail', noticeId] as const,
    queryFn: ({ signal }) => call(getNoticeDetail, { params: { noticeId: String(noticeId) }, signal }),
  });

export function useNoticeDetail(noticeId: number) {
  return useQuery(noticeDetailQueryOptions(noticeId));
}
