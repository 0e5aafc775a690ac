import { createFileRoute } from '@tanstack/react-router';
import { useMemberGate } from '../../../app/use-member-gate.ts';
import { CommunityMainScreen } from '../../../features/community/components/community-main-screen.tsx';

/** The empty path of /community/main is the popular tab too (spec section 2). */
export const Route = createFileRoute('/community/main/')({
  staticData: { title: '인기글' },
  component: Popular,
});

function Popular() {
  return <CommunityMainScreen tab="popular" gate={useMemberGate()} />;
}
