import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../ui/coming-soon.tsx';

export const Route = createFileRoute('/community/daily-board/$date')({
  staticData: { title: '날짜별 오늘의 식탁' },
  codeSplitGroupings: [],
  component: ComingSoon,
});
