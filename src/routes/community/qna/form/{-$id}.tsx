import { createFileRoute } from '@tanstack/react-router';
import { optionalDigitIdParams } from '#src/app/route-params.ts';
import { useMemberGate } from '#src/app/use-member-gate.ts';
import { PostFormScreen } from '#src/features/community/form/post-form-screen.tsx';

// No loader: an edit asks for its question itself (skeleton, error with retry, someone else's refused).
export const Route = createFileRoute('/community/qna/form/{-$id}')({
  staticData: { title: '질문하기', requireAuth: true },
  params: optionalDigitIdParams,
  component: QnaForm,
});

function QnaForm() {
  const { id } = Route.useParams();
  return <PostFormScreen kind="qna" postId={id} gate={useMemberGate()} />;
}
