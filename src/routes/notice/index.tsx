import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../ui/coming-soon.tsx';

export const Route = createFileRoute('/notice/')({
  staticData: { title: '공지사항' },
  codeSplitGroupings: [],
  component: ComingSoon,
});
