import { createFileRoute } from '@tanstack/react-router';
import { PointExchangeScreen } from '../../features/stars/components/point-exchange-screen.tsx';

// No loader (see my-page/main.tsx): the form and the monthly switch each show their own skeleton and error.
export const Route = createFileRoute('/my-page/point-exchange')({
  staticData: { title: '별 전환' },
  component: PointExchangeScreen,
});
