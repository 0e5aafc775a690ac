import { createFileRoute } from '@tanstack/react-router';
import { digitIdParams } from '../../../app/route-params.ts';
import { useMemberGate } from '../../../app/use-member-gate.ts';
import { postDetailQueryOptions } from '../../../features/community/api/post-detail.ts';
import {
  PostDetailPending,
  PostDetailScreen,
} from '../../../features/community/components/post-detail-screen.tsx';
import { validatePostDetailSearch } from '../../../features/community/post-detail-search.ts';

export const Route = createFileRoute('/community/qna/$id')({
  staticData: { title: '질문' },
  params: digitIdParams,
  validateSearch: validatePostDetailSearch,
  // As the board post's route: the question is asked for with the screen's code, so React replaces the
  // server's pre-paint shell with the question itself (docs/performance.md, "Detail pages").
  loader: ({ context: { queryClient }, params: { id } }) =>
    queryClient.prefetchQuery(postDetailQueryOptions('qna', id)),
  codeSplitGroupings: [['loader'], ['component', 'pendingComponent']],
  pendingMs: 300,
  pendingComponent: PostDetailPending,
  component: QnaDetail,
});

function QnaDetail() {
  const { id } = Route.useParams();
  const { reply } = Route.useSearch();
  return <PostDetailScreen kind="qna" postId={id} replyId={reply} gate={useMemberGate()} />;
}
