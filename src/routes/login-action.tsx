import { createFileRoute } from '@tanstack/react-router';
import { LoginAction } from '../features/session/components/login-action.tsx';
import { safeReturnPath } from '../features/session/return-path.ts';

export const Route = createFileRoute('/login-action')({
  staticData: { title: '로그인 처리 중' },
  validateSearch: (search: Record<string, unknown>): { returnUrl?: string } => {
    const returnUrl = safeReturnPath(search.returnUrl);
    return returnUrl ? { returnUrl } : {};
  },
  component: Action,
});

function Action() {
  const { returnUrl } = Route.useSearch();
  return <LoginAction returnPath={returnUrl} />;
}
