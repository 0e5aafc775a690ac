import { createFileRoute } from '@tanstack/react-router';
import { MyLevelScreen } from '../../features/stars/components/my-level-screen.tsx';

// No loader (see my-page/main.tsx): the screen shows its own skeleton and error.
export const Route = createFileRoute('/my-page/my-level')({
  staticData: { title: '나의 등급' },
  component: MyLevelScreen,
});
