import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../ui/coming-soon.tsx';

export const Route = createFileRoute('/community/search/survey')({
  staticData: { title: '투표 검색 결과' },
  codeSplitGroupings: [],
  component: ComingSoon,
});
