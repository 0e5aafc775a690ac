import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../ui/coming-soon.tsx';

export const Route = createFileRoute('/community/my-page/like')({
  staticData: { title: '좋아요' },
  codeSplitGroupings: [],
  component: ComingSoon,
});
