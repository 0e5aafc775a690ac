import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../ui/coming-soon.tsx';

export const Route = createFileRoute('/community/my-page/post')({
  staticData: { title: '내가 쓴 글' },
  codeSplitGroupings: [],
  component: ComingSoon,
});
