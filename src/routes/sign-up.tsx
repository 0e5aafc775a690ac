import { createFileRoute } from '@tanstack/react-router';
import { SignUpScreen } from '../features/session/components/sign-up-screen.tsx';
import { safeReturnPath } from '../features/session/return-path.ts';
import { anyString, searchSchema } from '../platform/search-params.ts';

export const Route = createFileRoute('/sign-up')({
  staticData: { title: '약관 동의', requireAuth: true },
  // The ticked boxes (sign-up-screen.tsx reads them and ignores anything else), so a policy page and
  // back keeps them. No pattern here: a route's validateSearch is in the first-load bundle.
  // returnUrl: where the sign-in was headed, once the agreement is done (else /welcome).
  validateSearch: searchSchema({ agreed: anyString, returnUrl: safeReturnPath }),
  component: SignUp,
});

function SignUp() {
  const { agreed, returnUrl } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SignUpScreen
      agreed={agreed}
      returnPath={returnUrl}
      onAgreedChange={(next) =>
        void navigate({ search: { agreed: next, returnUrl }, replace: true, resetScroll: false })
      }
    />
  );
}
