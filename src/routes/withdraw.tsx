import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../ui/coming-soon.tsx';

export const Route = createFileRoute('/withdraw')({
  staticData: { title: '회원 탈퇴', requireAuth: true },
  codeSplitGroupings: [],
  component: ComingSoon,
});
