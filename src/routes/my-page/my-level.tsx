import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../ui/coming-soon.tsx';

export const Route = createFileRoute('/my-page/my-level')({
  staticData: { title: '나의 등급' },
  codeSplitGroupings: [],
  component: ComingSoon,
});
