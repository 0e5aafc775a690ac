import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../ui/coming-soon.tsx';

export const Route = createFileRoute('/my-page/my-info/main')({
  staticData: { title: '내 정보' },
  codeSplitGroupings: [],
  component: ComingSoon,
});
