import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/community/my-page/')({
  staticData: {},
  beforeLoad: () => {
    throw redirect({ to: '/community/my-page/post', replace: true });
  },
});
