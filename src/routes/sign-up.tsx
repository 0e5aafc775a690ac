import { createFileRoute } from '@tanstack/react-router';
import { SignUpScreen } from '../features/session/components/sign-up-screen.tsx';
import { matching, searchSchema } from '../platform/search-params.ts';

export const Route = createFileRoute('/sign-up')({
  staticData: { title: '약관 동의', requireAuth: true },
  // The ticked boxes (sign-up-screen.tsx AGREED_PATTERN), so a policy page and back keeps them.
  validateSearch: searchSchema({
    agreed: matching(/^(service|privacy|age|marketing)(,(service|privacy|age|marketing)){0,3}$/),
  }),
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
