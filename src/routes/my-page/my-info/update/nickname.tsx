import { createFileRoute } from '@tanstack/react-router';
import { useMemberGate } from '#src/app/use-member-gate.ts';
import { NicknameScreen } from '#src/features/account/components/nickname-screen.tsx';

export const Route = createFileRoute('/my-page/my-info/update/nickname')({
  staticData: { title: '닉네임 변경' },
  component: Screen,
});

function Screen() {
  return <NicknameScreen gate={useMemberGate()} />;
}
