import { createFileRoute } from '@tanstack/react-router';
import { digitIdParams } from '../../../app/route-params.ts';
import { useMemberGate } from '../../../app/use-member-gate.ts';
import { PostDetailScreen } from '../../../features/community/components/post-detail-screen.tsx';

// No loader: the screen asks for the post itself (skeleton, error with retry, not-found state).
export const Route = createFileRoute('/community/board-detail/$id')({
  staticData: { title: '게시글' },
  params: digitIdParams,
  component: BoardDetail,
});

function BoardDetail() {
  const { id } = Route.useParams();
  return <PostDetailScreen kind="board" postId={id} gate={useMemberGate()} />;
}
