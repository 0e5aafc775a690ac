import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../ui/coming-soon.tsx';

export const Route = createFileRoute('/marketing-info')({
  staticData: { title: '마케팅 정보 수신 동의' },
  codeSplitGroupings: [],
  component: ComingSoon,
});
