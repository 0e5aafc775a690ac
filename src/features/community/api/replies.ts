import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { QUERY } from '#contract/constants.ts';
import { replyEndpoints } from '#contract/rules/reply-endpoints.ts';
import * as replyRefs from '../../../api/contract-gen/community-replies.gen.ts';
import { call } from '../../../api/http.ts';
import { cursorParam, nextCursorParam } from '../../../api/list-cursor.ts';
import type { PostKind } from './post-detail.ts';
import { communityKeys } from './query-keys.ts';

/** The reply calls of a post of `kind`: 묻고 답하기's, or 오늘의 식탁's (votes included). */
const endpointsOf = (kind: PostKind) => replyEndpoints(replyRefs, kind === 'qna' ? 'qna' : 'dashboard');

export const repliesQueryOptions = (kind: PostKind, postId: number) =>
  infiniteQueryOptions({
    queryKey: communityKeys.replies(postId),
    queryFn: ({ pageParam, signal }) =>
      call(endpointsOf(kind).list, {
        params: { id: String(postId) },
        query: { cursor: cursorParam(pageParam) },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursorParam,
  });

/** The thread on screen: asked again every 30 s while the page is visible, like its post. */
export function useReplies(kind: PostKind, postId: number) {
  return useInfiniteQuery({ ...repliesQueryOptions(kind, postId), refetchInterval: QUERY.memberStaleTimeMs });
}

/** After any reply write: the replies again, and the post (its reply count, a Q&A's accepted answer). */
function useRefreshAfterReply(postId: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: communityKeys.replies(postId) });
    void queryClient.invalidateQueries({ queryKey: communityKeys.post(postId) });
    void queryClient.invalidateQueries({ queryKey: communityKeys.lists(), refetchType: 'none' });
  };
}

export function useCreateReply(kind: PostKind, postId: number) {
  const refresh = useRefreshAfterReply(postId);
  return useMutation({
    mutationFn: ({
      body,
      parentReplyId,
      answeredReplyId,
    }: {
      body: string;
      parentReplyId?: number;
      /** The reply 답글 was pressed on (the parent or a reply in its thread): its author is notified. */
      answeredReplyId?: number;
    }) =>
      call(endpointsOf(kind).create, {
        params: { id: String(postId) },
        body: { body, parentReplyId, answeredReplyId },
      }),
    onSuccess: refresh,
  });
}

export function useUpdateReply(kind: PostKind, postId: number) {
  const refresh = useRefreshAfterReply(postId);
  return useMutation({
    mutationFn: ({ replyId, body }: { replyId: number; body: string }) =>
      call(endpointsOf(kind).update, {
        params: { id: String(postId), replyId: String(replyId) },
        body: { body },
      }),
    onSuccess: refresh,
  });
}

export function useDeleteReply(kind: PostKind, postId: number) {
  const refresh = useRefreshAfterReply(postId);
  return useMutation({
    mutationFn: (replyId: number) =>
      call(endpointsOf(kind).remove, {
        params: { id: String(postId), replyId: String(replyId) },
      }),
    onSuccess: refresh,
  });
}

export function useLikeReply(kind: PostKind, postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ replyId, on }: { replyId: number; on: boolean }) =>
      call(endpointsOf(kind).like, {
        params: { id: String(postId), replyId: String(replyId) },
        body: { isLike: on },
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: communityKeys.replies(postId) }),
  });
}
