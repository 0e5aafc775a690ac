import { createFileRoute } from '@tanstack/react-router';
import { LoginLanding } from '../features/session/components/login-landing.tsx';

export const Route = createFileRoute('/login-landing-apple')({
  staticData: { title: 'Apple 로그인' },
  component: () => <LoginLanding provider="apple" />,
});
