import { createFileRoute, redirect } from '@tanstack/react-router';

/** The bare search path opens the recent keywords (spec section 2). */
export const Route = createFileRoute('/community/search/')({
  staticData: { title: '커뮤니티 검색' },
  beforeLoad: () => {
    throw redirect({ to: '/community/search/recent', replace: true });
  },
});
