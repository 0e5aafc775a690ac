import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/community/')({
  staticData: {},
  beforeLoad: () => {
    throw redirect({ to: '/community/main/popular-post', replace: true });
  },
});
