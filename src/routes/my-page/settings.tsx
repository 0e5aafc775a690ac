import { createFileRoute } from '@tanstack/react-router';
import { useMemberGate } from '../../app/use-member-gate.ts';
import { SettingsScreen } from '../../features/account/components/settings-screen.tsx';
import { useSession } from '../../features/session/hooks/use-session.ts';
import { logout } from '../../features/session/session.ts';

export const Route = createFileRoute('/my-page/settings')({
  staticData: { title: '설정' },
  component: Settings,
});

function Settings() {
  const gate = useMemberGate();
  const session = useSession();
  // The session's logout (spec section 4): token delete, stored keys and cookies cleared, shop logout, home.
  return <SettingsScreen gate={gate} onLogout={() => session && logout(session)} />;
}
