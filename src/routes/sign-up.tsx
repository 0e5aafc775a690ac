import { createFileRoute } from '@tanstack/react-router';
import { SignUpScreen } from '../features/session/components/sign-up-screen.tsx';

export const Route = createFileRoute('/sign-up')({
  staticData: { title: '약관 동의', requireAuth: true },
  component: SignUpScreen,
});
