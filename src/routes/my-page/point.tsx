import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../ui/coming-soon.tsx';

export const Route = createFileRoute('/my-page/point')({
  staticData: { title: '별 포인트' },
  codeSplitGroupings: [],
  component: ComingSoon,
});
