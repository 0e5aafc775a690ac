import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../ui/coming-soon.tsx';

export const Route = createFileRoute('/privacy')({
  staticData: { title: '개인정보 처리방침' },
  codeSplitGroupings: [],
  component: ComingSoon,
});
