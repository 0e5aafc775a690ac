import { createFileRoute } from '@tanstack/react-router';
import { LoginScreen } from '../features/session/components/login-screen.tsx';
import { validateLoginSearch } from '../features/session/return-path.ts';

export const Route = createFileRoute('/login')({
  staticData: { title: '로그인' },
  validateSearch: validateLoginSearch,
  component: Login,
});

function Login() {
  const { returnUrl } = Route.useSearch();
  return <LoginScreen returnPath={returnUrl} />;
}
