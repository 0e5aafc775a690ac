import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../ui/coming-soon.tsx';

export const Route = createFileRoute('/community/search/recent')({
  staticData: { title: '최근 검색어' },
  codeSplitGroupings: [],
  component: ComingSoon,
});
