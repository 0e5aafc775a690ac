import { createFileRoute } from '@tanstack/react-router';
import { LoginLanding } from '../features/session/components/login-landing.tsx';

export const Route = createFileRoute('/login-landing')({
  staticData: { title: '네이버 로그인' },
  component: () => <LoginLanding provider="naver" />,
});
