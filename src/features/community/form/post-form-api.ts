import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { PostDetail } from '#contract/community.ts';
import type { PostSubmission } from '#machines/community-post-form/community-post-form.machine.ts';
import {
  createDashboardPost,
  createQnaPost,
  searchProducts,
  updateDashboardPost,
  updateQnaPost,
} from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';
import { communityKeys } from '../api/query-keys.ts';

/** Creates the post, or updates post `postId`; the answer is the post as its detail shows it. */
export async function sendPost(submission: PostSubmission, postId: number | undefined): Promise<PostDetail> {
  const body = { body: submission.body, photoIds: submission.photoIds, productNos: submission.productNos };
  if (submission.kind === 'qna') {
    const qna = { ...body, title: submission.title ?? '' };
    const answer =
      postId === undefined
        ? await call(createQnaPost, { body: qna })
        : await call(updateQnaPost, { params: { id: String(postId) }, body: qna });
    return answer.post;
  }
  const answer =
    postId === undefined
      ? await call(createDashboardPost, { body })
      : await call(updateDashboardPost, { params: { id: String(postId) }, body });
  return answer.post;
}

/**
 * After a post was written or edited: its detail is the answer itself, and every community list may
 * show it (the tab lists, the daily board, my posts, search), so they are fetched again when next seen.
 */
export function afterPostSaved(queryClient: QueryClient, post: PostDetail): void {
  queryClient.setQueryData(communityKeys.post(post.postId), post);
  void queryClient.invalidateQueries({ queryKey: communityKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: communityKeys.activity() });
}

/** The product picker's search: the catalogue search's first page (contract/search.ts). */
export const productPickQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: communityKeys.productPick(keyword),
    queryFn: ({ signal }) =>
      call(searchProducts, { query: { keyword, sort: 'ACCURACY', page: 1, size: 20 }, signal }),
    enabled: keyword !== '',
  });

export function useProductPick(keyword: string) {
  return useQuery({ ...productPickQueryOptions(keyword), placeholderData: keepPreviousData });
}
