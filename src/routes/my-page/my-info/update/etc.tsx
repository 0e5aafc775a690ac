import { createFileRoute } from '@tanstack/react-router';
import { useMemberGate } from '#src/app/use-member-gate.ts';
import { profileQueryOptions } from '#src/features/account/api/profile.ts';
import { EtcScreen } from '#src/features/account/components/etc-screen.tsx';
import { FormSkeleton } from '#src/features/account/components/form-skeleton.tsx';

export const Route = createFileRoute('/my-page/my-info/update/etc')({
  staticData: { title: '회원 정보 수정' },
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(profileQueryOptions()),
  pendingMs: 200,
  pendingComponent: FormSkeleton,
  component: Screen,
});

function Screen() {
  return <EtcScreen gate={useMemberGate()} />;
}
