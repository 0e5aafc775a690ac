import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../ui/coming-soon.tsx';

export const Route = createFileRoute('/withdrawInfo')({
  staticData: { title: '회원 탈퇴 안내', requireAuth: true },
  codeSplitGroupings: [],
  component: ComingSoon,
});
