import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { searchCommunity } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';
import { cursorParam, nextCursorParam } from '../../../api/list-cursor.ts';
import { communityKeys } from '../api/query-keys.ts';

/** The result tabs of /community/search, in the order they show. */
export const SEARCH_TABS = ['dashboard', 'survey', 'qna'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

/** GET /api/v1/community/search: one kind of post for a keyword (초성 and spacing are the server's). */
export const communitySearchQueryOptions = (keyword: string, type: SearchTab) =>
  infiniteQueryOptions({
    queryKey: communityKeys.list('search', { keyword, type }),
    queryFn: ({ pageParam, signal }) =>
      call(searchCommunity, { query: { keyword, type, cursor: cursorParam(pageParam) }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursorParam,
  });

export function useCommunitySearch(keyword: string, type: SearchTab) {
  return useInfiniteQuery(communitySearchQueryOptions(keyword, type));
}
