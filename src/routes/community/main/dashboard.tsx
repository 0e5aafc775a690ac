import { createFileRoute } from '@tanstack/react-router';
import { useMemberGate } from '../../../app/use-member-gate.ts';
import { CommunityMainScreen } from '../../../features/community/components/community-main-screen.tsx';

export const Route = createFileRoute('/community/main/dashboard')({
  staticData: { title: '오늘의 식탁' },
  component: Dashboard,
});

function Dashboard() {
  return <CommunityMainScreen tab="dashboard" gate={useMemberGate()} />;
}
