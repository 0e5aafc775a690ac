import { createFileRoute } from '@tanstack/react-router';
import { optionalDigitIdParams } from '#src/app/route-params.ts';
import { useMemberGate } from '#src/app/use-member-gate.ts';
import { PostFormScreen } from '#src/features/community/form/post-form-screen.tsx';

// No loader: an edit asks for its post itself (skeleton, error with retry, someone else's post refused).
export const Route = createFileRoute('/community/dash-board/form/{-$id}')({
  staticData: { title: '글쓰기', requireAuth: true },
  params: optionalDigitIdParams,
  component: DashboardForm,
});

function DashboardForm() {
  const { id } = Route.useParams();
  return <PostFormScreen kind="dashboard" postId={id} gate={useMemberGate()} />;
}
