import { createFileRoute } from '@tanstack/react-router';
import { MyInfoScreen } from '#src/features/account/components/my-info-screen.tsx';

// No loader: the screen asks for my info and shows its skeleton, so the route adds only its
// component's lazy reference to the first screen of `/`.
export const Route = createFileRoute('/my-page/my-info/main')({
  staticData: { title: '내 정보' },
  component: MyInfoScreen,
});
