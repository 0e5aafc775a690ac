import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../ui/coming-soon.tsx';

export const Route = createFileRoute('/my-page/point-exchange')({
  staticData: { title: '포인트 전환' },
  codeSplitGroupings: [],
  component: ComingSoon,
});
