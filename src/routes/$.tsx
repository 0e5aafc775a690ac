import { createFileRoute, redirect } from '@tanstack/react-router';

/** Any path no other route claims goes to /404, replacing the bad entry (spec section 2). */
export const Route = createFileRoute('/$')({
  staticData: {},
  beforeLoad: () => {
    throw redirect({ to: '/404', replace: true });
  },
});
