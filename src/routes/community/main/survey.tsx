import { createFileRoute } from '@tanstack/react-router';
import { useMemberGate } from '../../../app/use-member-gate.ts';
import { CommunityMainScreen } from '../../../features/community/components/community-main-screen.tsx';

export const Route = createFileRoute('/community/main/survey')({
  staticData: { title: '투표' },
  component: Survey,
});

function Survey() {
  return <CommunityMainScreen tab="survey" gate={useMemberGate()} />;
}
