import { createFileRoute } from '@tanstack/react-router';
import { digitIdParams } from '../../../app/route-params.ts';
import { useMemberGate } from '../../../app/use-member-gate.ts';
import { PostDetailScreen } from '../../../features/community/components/post-detail-screen.tsx';
import { validatePostDetailSearch } from '../../../features/community/post-detail-search.ts';

// No loader: the screen asks for the post itself (skeleton, error with retry, not-found state).
export const Route = createFileRoute('/community/board-detail/$id')({
  staticData: { title: '게시글' },
  params: digitIdParams,
  validateSearch: validatePostDetailSearch,
  component: BoardDetail,
});

function BoardDetail() {
  const { id } = Route.useParams();
  const { reply } = Route.useSearch();
  return <PostDetailScreen kind="board" postId={id} replyId={reply} gate={useMemberGate()} />;
}
