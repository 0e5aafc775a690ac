import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '#src/ui/coming-soon.tsx';

export const Route = createFileRoute('/my-page/my-info/update/phone')({
  staticData: { title: '휴대폰 번호 변경' },
  codeSplitGroupings: [],
  component: ComingSoon,
});
