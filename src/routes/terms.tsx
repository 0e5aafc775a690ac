import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../ui/coming-soon.tsx';

export const Route = createFileRoute('/terms')({
  staticData: { title: '서비스 이용약관' },
  codeSplitGroupings: [],
  component: ComingSoon,
});
