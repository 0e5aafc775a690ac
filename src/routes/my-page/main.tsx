import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../ui/coming-soon.tsx';

export const Route = createFileRoute('/my-page/main')({
  staticData: { title: '마이페이지' },
  codeSplitGroupings: [],
  component: ComingSoon,
});
