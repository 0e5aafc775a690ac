import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { PostList, PostSummary } from '#contract/community.ts';
import { listDashboardPosts, listPopularPosts, listQnaPosts } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';
import { cursorParam, nextCursorParam } from '../../../api/list-cursor.ts';
import { communityKeys } from './query-keys.ts';

/** The tabs of /community/main, each an infinite list of its own (spec section 2). */
export type MainTab = 'popular' | 'dashboard' | 'qna' | 'survey';

const first = undefined as string | undefined;

export const popularPostsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: communityKeys.list('popular'),
    queryFn: ({ pageParam, signal }) =>
      call(listPopularPosts, { query: { cursor: cursorParam(pageParam) }, signal }),
    initialPageParam: first,
    getNextPageParam: nextCursorParam,
  });

export const qnaPostsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: communityKeys.list('qna'),
    queryFn: ({ pageParam, signal }) =>
      call(listQnaPosts, { query: { cursor: cursorParam(pageParam) }, signal }),
    initialPageParam: first,
    getNextPageParam: nextCursorParam,
  });

/** 오늘의 식탁 or 투표, every day newest first, or one Seoul day (`date`, the daily board). */
export const boardPostsQueryOptions = (type: 'dashboard' | 'survey', date?: string) =>
  infiniteQueryOptions({
    queryKey: communityKeys.list(type, { date }),
    queryFn: ({ pageParam, signal }) =>
      call(listDashboardPosts, { query: { type, date, cursor: cursorParam(pageParam) }, signal }),
    initialPageParam: first,
    getNextPageParam: nextCursorParam,
  });

export function useMainTabPosts(tab: MainTab) {
  const options =
    tab === 'popular'
      ? popularPostsQueryOptions()
      : tab === 'qna'
        ? qnaPostsQueryOptions()
        : boardPostsQueryOptions(tab);
  // The three option shapes differ only in their page type's extras; the list reads `posts` alone.
  return useInfiniteQuery(options as unknown as ReturnType<typeof popularPostsQueryOptions>);
}

export function useDailyBoardPosts(date: string) {
  return useInfiniteQuery(boardPostsQueryOptions('dashboard', date));
}

/** Where a post opens: Q&A under /community/qna, 오늘의 식탁 and votes under board-detail. */
export function postPath(post: Pick<PostSummary, 'type' | 'postId'>) {
  return post.type === 'qna'
    ? ({ to: '/community/qna/$id', params: { id: post.postId } } as const)
    : ({ to: '/community/board-detail/$id', params: { id: post.postId } } as const);
}

export type { PostList };
