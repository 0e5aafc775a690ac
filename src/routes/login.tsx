import { createFileRoute } from '@tanstack/react-router';
import { LoginScreen } from '../features/session/components/login-screen.tsx';
import { safeReturnPath } from '../features/session/return-path.ts';

interface LoginSearch {
  /** Where to go after signing in (set by the requireAuth guard). */
  returnUrl?: string;
}

export const Route = createFileRoute('/login')({
  staticData: { title: '로그인' },
  validateSearch: (search: Record<string, unknown>): LoginSearch => {
    const returnUrl = safeReturnPath(search.returnUrl);
    return returnUrl ? { returnUrl } : {};
  },
  component: Login,
});

function Login() {
  const { returnUrl } = Route.useSearch();
  return <LoginScreen returnPath={returnUrl} />;
}
