import { createFileRoute } from '@tanstack/react-router';
import { PointGuideScreen } from '../../features/stars/components/point-guide-screen.tsx';

// No loader (see my-page/main.tsx): the screen shows its own skeleton and error.
export const Route = createFileRoute('/my-page/point-guide')({
  staticData: { title: '별 이용 안내' },
  component: PointGuideScreen,
});
