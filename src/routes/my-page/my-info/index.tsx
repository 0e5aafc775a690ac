import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/my-page/my-info/')({
  staticData: {},
  beforeLoad: () => {
    throw redirect({ to: '/my-page/my-info/main', replace: true });
  },
});
