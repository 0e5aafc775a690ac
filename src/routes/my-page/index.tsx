import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/my-page/')({
  staticData: {},
  beforeLoad: () => {
    throw redirect({ to: '/my-page/main', replace: true });
  },
});
