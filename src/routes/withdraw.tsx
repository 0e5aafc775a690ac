import { createFileRoute } from '@tanstack/react-router';
import { WithdrawScreen } from '../features/account/components/withdraw-screen.tsx';
import { useSession } from '../features/session/hooks/use-session.ts';
import { logout } from '../features/session/session.ts';

export const Route = createFileRoute('/withdraw')({
  staticData: { title: '회원 탈퇴', requireAuth: true },
  component: Withdraw,
});

function Withdraw() {
  const session = useSession();
  // The account is closed: the session ends the spec's way (its logout clears tokens and goes home).
  return <WithdrawScreen onWithdrawn={() => session && logout(session)} />;
}
