import { createFileRoute } from '@tanstack/react-router';
import { digitIdParams } from '../../../app/route-params.ts';
import { useMemberGate } from '../../../app/use-member-gate.ts';
import { postDetailQueryOptions } from '../../../features/community/api/post-detail.ts';
import {
  PostDetailPending,
  PostDetailScreen,
} from '../../../features/community/components/post-detail-screen.tsx';
import { validatePostDetailSearch } from '../../../features/community/post-detail-search.ts';

export const Route = createFileRoute('/community/board-detail/$id')({
  staticData: { title: '게시글' },
  params: digitIdParams,
  validateSearch: validatePostDetailSearch,
  // The post is asked for with the screen's code, so React takes over from the server's pre-paint
  // shell (the post's photo or text, docs/performance.md) with the post itself, not a skeleton in
  // between. A failed or unknown post settles here without throwing: the screen shows its own error
  // (with a retry) and not-found states from the query, as before.
  loader: ({ context: { queryClient }, params: { id } }) =>
    queryClient.prefetchQuery(postDetailQueryOptions('board', id)),
  codeSplitGroupings: [['loader'], ['component', 'pendingComponent']],
  pendingMs: 300,
  pendingComponent: PostDetailPending,
  component: BoardDetail,
});

function BoardDetail() {
  const { id } = Route.useParams();
  const { reply } = Route.useSearch();
  return <PostDetailScreen kind="board" postId={id} replyId={reply} gate={useMemberGate()} />;
}
