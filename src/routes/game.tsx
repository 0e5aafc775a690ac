import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../ui/coming-soon.tsx';

export const Route = createFileRoute('/game')({
  staticData: { title: '게임', requireAuth: true },
  codeSplitGroupings: [],
  component: ComingSoon,
});
