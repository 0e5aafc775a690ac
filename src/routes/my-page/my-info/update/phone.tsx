import { createFileRoute } from '@tanstack/react-router';
import { useMemberGate } from '#src/app/use-member-gate.ts';
import { profileQueryOptions } from '#src/features/account/api/profile.ts';
import { FormSkeleton } from '#src/features/account/components/form-skeleton.tsx';
import { PhoneScreen } from '#src/features/account/components/phone-screen.tsx';

export const Route = createFileRoute('/my-page/my-info/update/phone')({
  staticData: { title: '휴대폰 번호 변경' },
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(profileQueryOptions()),
  pendingMs: 200,
  pendingComponent: FormSkeleton,
  component: Screen,
});

function Screen() {
  return <PhoneScreen gate={useMemberGate()} />;
}
