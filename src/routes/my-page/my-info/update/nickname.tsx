import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '#src/ui/coming-soon.tsx';

export const Route = createFileRoute('/my-page/my-info/update/nickname')({
  staticData: { title: '닉네임 변경' },
  codeSplitGroupings: [],
  component: ComingSoon,
});
