import { createFileRoute } from '@tanstack/react-router';
import { digitIdParams } from '../../../app/route-params.ts';
import { useMemberGate } from '../../../app/use-member-gate.ts';
import { PostDetailScreen } from '../../../features/community/components/post-detail-screen.tsx';

// No loader: the screen asks for the post itself (skeleton, error with retry, not-found state).
export const Route = createFileRoute('/community/qna/$id')({
  staticData: { title: '질문' },
  params: digitIdParams,
  component: QnaDetail,
});

function QnaDetail() {
  const { id } = Route.useParams();
  return <PostDetailScreen kind="qna" postId={id} gate={useMemberGate()} />;
}
