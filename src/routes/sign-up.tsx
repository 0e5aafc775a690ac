import { createFileRoute } from '@tanstack/react-router';
import { SignUpScreen } from '../features/session/components/sign-up-screen.tsx';
import { anyString, searchSchema } from '../platform/search-params.ts';

export const Route = createFileRoute('/sign-up')({
  staticData: { title: '약관 동의', requireAuth: true },
  // The ticked boxes (sign-up-screen.tsx reads them and ignores anything else), so a policy page and
  // back keeps them. No pattern here: a route's validateSearch is in the first-load bundle.
  validateSearch: searchSchema({ agreed: anyString }),
  component: SignUp,
});

function SignUp() {
  const { agreed } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SignUpScreen
      agreed={agreed}
      onAgreedChange={(next) =>
        void navigate({ search: { agreed: next }, replace: true, resetScroll: false })
      }
    />
  );
}
