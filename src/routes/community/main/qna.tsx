import { createFileRoute } from '@tanstack/react-router';
import { useMemberGate } from '../../../app/use-member-gate.ts';
import { CommunityMainScreen } from '../../../features/community/components/community-main-screen.tsx';

export const Route = createFileRoute('/community/main/qna')({
  staticData: { title: '묻고 답하기' },
  component: Qna,
});

function Qna() {
  return <CommunityMainScreen tab="qna" gate={useMemberGate()} />;
}
