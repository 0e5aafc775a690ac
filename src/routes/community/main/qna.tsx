import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../ui/coming-soon.tsx';

export const Route = createFileRoute('/community/main/qna')({
  staticData: { title: '묻고 답하기' },
  codeSplitGroupings: [],
  component: ComingSoon,
});
