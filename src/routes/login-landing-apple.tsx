import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { loadUserProfile } from '../features/account/api/user-profile.ts';
import { LoginLanding } from '../features/session/components/login-landing.tsx';

export const Route = createFileRoute('/login-landing-apple')({
  staticData: { title: 'Apple 로그인' },
  component: Landing,
});

/** Signed in, the profile is read before the next screen: its e-mail to session storage, the rest to the user state. */
function Landing() {
  const queryClient = useQueryClient();
  return <LoginLanding provider="apple" afterSignIn={() => loadUserProfile(queryClient)} />;
}
