import { createFileRoute } from '@tanstack/react-router';
import { useMemberGate } from '#src/app/use-member-gate.ts';
import { profileQueryOptions } from '#src/features/account/api/profile.ts';
import { FormSkeleton } from '#src/features/account/components/form-skeleton.tsx';
import { NicknameScreen } from '#src/features/account/components/nickname-screen.tsx';

export const Route = createFileRoute('/my-page/my-info/update/nickname')({
  staticData: { title: '닉네임 변경' },
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(profileQueryOptions()),
  pendingMs: 200,
  pendingComponent: FormSkeleton,
  component: Screen,
});

function Screen() {
  return <NicknameScreen gate={useMemberGate()} />;
}
