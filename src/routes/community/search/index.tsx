import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../ui/coming-soon.tsx';

export const Route = createFileRoute('/community/search/')({
  staticData: { title: '커뮤니티 검색' },
  codeSplitGroupings: [],
  component: ComingSoon,
});
