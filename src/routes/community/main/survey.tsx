import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../ui/coming-soon.tsx';

export const Route = createFileRoute('/community/main/survey')({
  staticData: { title: '투표' },
  codeSplitGroupings: [],
  component: ComingSoon,
});
