import { createFileRoute } from '@tanstack/react-router';
import { FindAccountScreen } from '../features/account/components/find-account-screen.tsx';
import { startSignIn } from '../features/session/api/sign-in.ts';
import { validateLoginSearch } from '../features/session/return-path.ts';

/** 가입한 계정 찾기, linked from /login: which social account a mobile number signed up with. */
export const Route = createFileRoute('/find-account')({
  staticData: { title: '가입한 계정 찾기' },
  validateSearch: validateLoginSearch,
  component: FindAccount,
});

function FindAccount() {
  const { returnUrl } = Route.useSearch();
  return (
    <FindAccountScreen
      returnPath={returnUrl}
      onSignIn={(provider) => startSignIn(provider, { returnPath: returnUrl })}
    />
  );
}
