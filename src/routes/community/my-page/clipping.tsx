import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../ui/coming-soon.tsx';

export const Route = createFileRoute('/community/my-page/clipping')({
  staticData: { title: '스크랩' },
  codeSplitGroupings: [],
  component: ComingSoon,
});
