import { createFileRoute } from '@tanstack/react-router';
import { useMemberGate } from '../../../app/use-member-gate.ts';
import { CommunityMainScreen } from '../../../features/community/components/community-main-screen.tsx';

// No loader: the list asks for its posts itself (skeleton, error with retry), so the route adds only
// its lazy reference to the first screen of /.
export const Route = createFileRoute('/community/main/popular-post')({
  staticData: { title: '인기글' },
  component: PopularPost,
});

function PopularPost() {
  return <CommunityMainScreen tab="popular" gate={useMemberGate()} />;
}
