import { createFileRoute } from '@tanstack/react-router';
import { useMemberGate } from '#src/app/use-member-gate.ts';
import { EtcScreen } from '#src/features/account/components/etc-screen.tsx';

export const Route = createFileRoute('/my-page/my-info/update/etc')({
  staticData: { title: '회원 정보 수정' },
  component: Screen,
});

function Screen() {
  return <EtcScreen gate={useMemberGate()} />;
}
