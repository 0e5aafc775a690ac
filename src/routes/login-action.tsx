import { createFileRoute } from '@tanstack/react-router';
import { LoginAction } from '../features/session/components/login-action.tsx';
import { validateLoginSearch } from '../features/session/return-path.ts';

export const Route = createFileRoute('/login-action')({
  staticData: { title: '로그인 처리 중' },
  validateSearch: validateLoginSearch,
  component: Action,
});

function Action() {
  const { returnUrl } = Route.useSearch();
  return <LoginAction returnPath={returnUrl} />;
}
