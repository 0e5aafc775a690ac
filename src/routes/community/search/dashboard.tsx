import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../ui/coming-soon.tsx';

export const Route = createFileRoute('/community/search/dashboard')({
  staticData: { title: '오늘의 식탁 검색 결과' },
  codeSplitGroupings: [],
  component: ComingSoon,
});
