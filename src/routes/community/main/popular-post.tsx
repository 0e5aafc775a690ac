import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../ui/coming-soon.tsx';

export const Route = createFileRoute('/community/main/popular-post')({
  staticData: { title: '인기글' },
  codeSplitGroupings: [],
  component: ComingSoon,
});
