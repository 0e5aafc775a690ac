import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '#contract/constants.ts';
import { getNoticeList } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';

/** GET /api/v1/notice/view: published notices, pinned first, then newest first, page by page. */
export const noticeListQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['notice', 'list'] as const,
    queryFn: ({ pageParam, signal }) =>
      call(getNoticeList, { query: { page: pageParam, size: PAGE_SIZE.default }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageInfo.hasNext ? last.pageInfo.page + 1 : undefined),
  });

export function useNoticeList() {
  return useInfiniteQuery(noticeListQueryOptions());
}
