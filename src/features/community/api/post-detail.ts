import {
  type InfiniteData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { PostDetail, PostList } from '#contract/community.ts';
import { QUERY } from '#contract/constants.ts';
import type { CommunityType, ReportReason } from '#contract/rules/community-rules.ts';
import {
  acceptQnaReply,
  clipDashboardPost,
  clipQnaPost,
  countPostView,
  deleteDashboardPost,
  deleteQnaPost,
  getDashboardPost,
  getQnaPost,
  likeDashboardPost,
  likeQnaPost,
  reportContent,
  sharePost,
  voteSurvey,
} from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';
import { communityKeys } from './query-keys.ts';

/** Which path family a post is read through: board-detail (오늘의 식탁, 투표) or qna. */
export type PostKind = 'board' | 'qna';

export const postDetailQueryOptions = (kind: PostKind, postId: number) =>
  queryOptions({
    queryKey: communityKeys.post(postId),
    queryFn: async ({ signal }) => {
      const { post } = await call(kind === 'qna' ? getQnaPost : getDashboardPost, {
        params: { id: String(postId) },
        signal,
      });
      return post;
    },
  });

/** The post on screen: asked again every 30 s while the page is visible (a member's news, docs/freshness.md). */
export function usePostDetail(kind: PostKind, postId: number) {
  return useQuery({ ...postDetailQueryOptions(kind, postId), refetchInterval: QUERY.memberStaleTimeMs });
}

/** Changes one post wherever it is cached: its detail and every list that shows it. */
function usePatchPost() {
  const queryClient = useQueryClient();
  return useCallback(
    (postId: number, patch: (post: PostDetail) => PostDetail) => {
      queryClient.setQueryData<PostDetail>(communityKeys.post(postId), (post) => post && patch(post));
      // Only the lists that show the post: setting a list's data marks it fresh again, and a list a new
      // post invalidated (it is not in it yet) must still be asked again when next seen.
      queryClient.setQueriesData<InfiniteData<PostList>>({ queryKey: communityKeys.lists() }, (data) =>
        data?.pages?.some((page) => page.posts.some((post) => post.postId === postId))
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                posts: page.posts.map((post) =>
                  post.postId === postId ? { ...post, ...pickSummary(patch(post as PostDetail)) } : post,
                ),
              })),
            }
          : undefined,
      );
    },
    [queryClient],
  );
}

function pickSummary(post: PostDetail) {
  const { likeCount, isLiked, clipCount, isClipped, viewCount, replyCount, qna, survey } = post;
  return { likeCount, isLiked, clipCount, isClipped, viewCount, replyCount, qna, survey };
}

/** POST /view-count once when the post is opened (the server counts once per 8 hours anyway). */
export function useCountView(post: Pick<PostDetail, 'postId' | 'type'> | undefined) {
  const counted = useRef<number | null>(null);
  const patch = usePatchPost();
  const postId = post?.postId;
  const type = post?.type;
  useEffect(() => {
    if (postId === undefined || type === undefined || counted.current === postId) return;
    counted.current = postId;
    call(countPostView, { body: { communityType: type, postId } }).then(
      ({ viewCount }) => patch(postId, (current) => ({ ...current, viewCount })),
      () => {
        // A view that was not counted changes nothing the shopper sees.
      },
    );
  }, [postId, type, patch]);
}

/**
 * Like or clip: the new state shows at once, the server's answer (the state is set, never toggled, so
 * a retry or a second tap cannot flip it back) then replaces it, and a refusal restores what was.
 */
export function usePostToggle(kind: PostKind, postId: number, what: 'like' | 'clip') {
  const queryClient = useQueryClient();
  const patch = usePatchPost();
  return useMutation({
    mutationFn: async (on: boolean) => {
      if (what === 'like') {
        const answer = await call(kind === 'qna' ? likeQnaPost : likeDashboardPost, {
          params: { id: String(postId) },
          body: { isLike: on },
        });
        return { on: answer.isLiked, count: answer.likeCount };
      }
      const answer = await call(kind === 'qna' ? clipQnaPost : clipDashboardPost, {
        params: { id: String(postId) },
        body: { isClipped: on },
      });
      return { on: answer.isClipped, count: answer.clipCount };
    },
    onMutate: async (on) => {
      await queryClient.cancelQueries({ queryKey: communityKeys.post(postId) });
      const before = queryClient.getQueryData<PostDetail>(communityKeys.post(postId));
      patch(postId, (post) => toggled(post, what, on, undefined));
      return { before };
    },
    onError: (_error, _on, context) => {
      const before = context?.before;
      if (before) patch(postId, (post) => ({ ...post, ...pickToggle(before, what) }));
    },
    onSuccess: (answer) => {
      patch(postId, (post) => toggled(post, what, answer.on, answer.count));
      // My activity lists (내가 좋아요한 글, 스크랩) change with this.
      void queryClient.invalidateQueries({ queryKey: communityKeys.lists(), refetchType: 'none' });
    },
  });
}

function toggled(
  post: PostDetail,
  what: 'like' | 'clip',
  on: boolean,
  count: number | undefined,
): PostDetail {
  if (what === 'like') {
    const likeCount = count ?? Math.max(0, post.likeCount + (on === post.isLiked ? 0 : on ? 1 : -1));
    return { ...post, isLiked: on, likeCount };
  }
  const clipCount = count ?? Math.max(0, post.clipCount + (on === post.isClipped ? 0 : on ? 1 : -1));
  return { ...post, isClipped: on, clipCount };
}

function pickToggle(post: PostDetail, what: 'like' | 'clip') {
  return what === 'like'
    ? { isLiked: post.isLiked, likeCount: post.likeCount }
    : { isClipped: post.isClipped, clipCount: post.clipCount };
}

export function useDeletePost(kind: PostKind, postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      call(kind === 'qna' ? deleteQnaPost : deleteDashboardPost, { params: { id: String(postId) } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: communityKeys.post(postId) });
      void queryClient.invalidateQueries({ queryKey: communityKeys.lists() });
    },
  });
}

export function useVote(postId: number) {
  const patch = usePatchPost();
  return useMutation({
    mutationFn: (optionId: number) =>
      call(voteSurvey, { params: { id: String(postId), replyId: String(optionId) } }),
    onSuccess: ({ survey }) => patch(postId, (post) => ({ ...post, survey })),
  });
}

export function useAcceptReply(postId: number) {
  const queryClient = useQueryClient();
  const patch = usePatchPost();
  return useMutation({
    mutationFn: (replyId: number) =>
      call(acceptQnaReply, { params: { id: String(postId), replyId: String(replyId) } }),
    onSuccess: ({ qna }) => {
      patch(postId, (post) => ({ ...post, qna }));
      void queryClient.invalidateQueries({ queryKey: communityKeys.replies(postId) });
    },
  });
}

export function reportTarget(targetType: 'post' | 'reply', targetId: number, reason: ReportReason) {
  return call(reportContent, { body: { targetType, targetId, reason } });
}

/** Records the share and gives the share dialog its link (POST /post-share). */
export function recordShare(communityType: CommunityType, postId: number) {
  return call(sharePost, { body: { communityType, postId } });
}
