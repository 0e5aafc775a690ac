import { createFileRoute, redirect } from '@tanstack/react-router';

/** `/deal` is the home screen's other name (spec section 2); one canonical URL keeps caches and links simple. */
export const Route = createFileRoute('/deal/')({
  staticData: { title: '홈' },
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/', search, replace: true });
  },
});
