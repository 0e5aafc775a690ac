import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { listMyClippings, listMyLikes, listMyPosts } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';
import { cursorParam, nextCursorParam } from '../../../api/list-cursor.ts';
import { communityKeys } from '../api/query-keys.ts';

/** The tabs of /community/my-page: what the member wrote, clipped and liked. */
export type MyActivityTab = 'post' | 'clipping' | 'like';

const endpoints = { post: listMyPosts, clipping: listMyClippings, like: listMyLikes } as const;

export const myActivityQueryOptions = (tab: MyActivityTab) =>
  infiniteQueryOptions({
    // Under the lists: a new post, a like or a clipping anywhere invalidates these too.
    queryKey: communityKeys.list(`my-${tab}`),
    queryFn: ({ pageParam, signal }) =>
      call(endpoints[tab], { query: { cursor: cursorParam(pageParam) }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursorParam,
  });

export function useMyActivity(tab: MyActivityTab) {
  return useInfiniteQuery(myActivityQueryOptions(tab));
}
