import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '#src/ui/coming-soon.tsx';

export const Route = createFileRoute('/my-page/my-info/update/etc')({
  staticData: { title: '회원 정보 수정' },
  codeSplitGroupings: [],
  component: ComingSoon,
});
