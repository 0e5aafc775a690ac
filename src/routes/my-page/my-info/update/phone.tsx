import { createFileRoute } from '@tanstack/react-router';
import { useMemberGate } from '#src/app/use-member-gate.ts';
import { PhoneScreen } from '#src/features/account/components/phone-screen.tsx';

export const Route = createFileRoute('/my-page/my-info/update/phone')({
  staticData: { title: '휴대폰 번호 변경' },
  component: Screen,
});

function Screen() {
  return <PhoneScreen gate={useMemberGate()} />;
}
