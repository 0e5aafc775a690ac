import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../ui/coming-soon.tsx';

export const Route = createFileRoute('/alarm')({
  staticData: { title: '알림', requireAuth: true },
  codeSplitGroupings: [],
  component: ComingSoon,
});
