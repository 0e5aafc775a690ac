import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../ui/coming-soon.tsx';

export const Route = createFileRoute('/my-page/point-guide')({
  staticData: { title: '포인트 안내' },
  codeSplitGroupings: [],
  component: ComingSoon,
});
