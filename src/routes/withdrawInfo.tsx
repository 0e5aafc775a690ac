import { createFileRoute } from '@tanstack/react-router';
import { WithdrawInfoScreen } from '../features/account/components/withdraw-info-screen.tsx';

export const Route = createFileRoute('/withdrawInfo')({
  staticData: { title: '회원 탈퇴 안내', requireAuth: true },
  component: WithdrawInfoScreen,
});
