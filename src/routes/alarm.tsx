import { createFileRoute } from '@tanstack/react-router';
import { AlarmScreen } from '../features/alarm/components/alarm-screen.tsx';

/**
 * /alarm (requireAuth): the member's notifications. The type filter is the screen's own state, not a
 * search parameter: a `validateSearch` would ride in the first screen's chunk (the route tree's).
 */
export const Route = createFileRoute('/alarm')({
  staticData: { title: '알림', requireAuth: true },
  component: AlarmScreen,
});
