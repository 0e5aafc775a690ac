import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../ui/coming-soon.tsx';

export const Route = createFileRoute('/community/main/dashboard')({
  staticData: { title: '오늘의 식탁' },
  codeSplitGroupings: [],
  component: ComingSoon,
});
