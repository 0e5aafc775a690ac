import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '#contract/constants.ts';
import type { PointHistoryType } from '#contract/rules/star-rules.ts';
import { getPointHistory } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';
import { cursorParam, nextCursorParam } from '../../../api/list-cursor.ts';

/**
 * Where a page of the history starts: the server's opaque `nextCursor` of the page before, or null for
 * the first page. A number is a page of the offset paging this list used before cursors (a query
 * cache persisted by that version and restored within its five minutes), which the server still reads.
 */
function position(pageParam: unknown): { cursor?: string; page?: number } {
  const cursor = cursorParam(pageParam);
  if (cursor !== undefined) return { cursor };
  if (typeof pageParam === 'number') return { page: pageParam };
  return {};
}

export const pointHistoryQueryOptions = (type: PointHistoryType) =>
  infiniteQueryOptions({
    queryKey: ['user', 'point', 'history', type] as const,
    queryFn: ({ pageParam, signal }) =>
      call(getPointHistory, { query: { type, size: PAGE_SIZE.default, ...position(pageParam) }, signal }),
    initialPageParam: null as string | null,
    // The cursor keeps each page the same cost however deep, and a row written meanwhile never
    // repeats or pushes one out between pages.
    getNextPageParam: nextCursorParam,
  });

export function usePointHistory(type: PointHistoryType) {
  return useInfiniteQuery(pointHistoryQueryOptions(type));
}
