import { createFileRoute } from '@tanstack/react-router';
import { digitIdParams } from '../../../app/route-params.ts';
import { useMemberGate } from '../../../app/use-member-gate.ts';
import { PostDetailScreen } from '../../../features/community/components/post-detail-screen.tsx';
import { validatePostDetailSearch } from '../../../features/community/post-detail-search.ts';

// No loader: the screen asks for the post itself (skeleton, error with retry, not-found state).
export const Route = createFileRoute('/community/qna/$id')({
  staticData: { title: '질문' },
  params: digitIdParams,
  validateSearch: validatePostDetailSearch,
  component: QnaDetail,
});

function QnaDetail() {
  const { id } = Route.useParams();
  const { reply } = Route.useSearch();
  return <PostDetailScreen kind="qna" postId={id} replyId={reply} gate={useMemberGate()} />;
}
