import { createFileRoute } from '@tanstack/react-router';
import { AlarmBell } from '../../features/alarm/components/alarm-bell.tsx';
import { MyPageScreen } from '../../features/stars/components/my-page-screen.tsx';

// No loader: its lazy reference would cost the first screen of / bytes; the screen asks for its data
// itself and shows its own skeleton and error with retry.
export const Route = createFileRoute('/my-page/main')({
  staticData: { title: '마이페이지' },
  component: MyPage,
});

function MyPage() {
  return <MyPageScreen bell={<AlarmBell />} />;
}
