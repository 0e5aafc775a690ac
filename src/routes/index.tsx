import { createFileRoute, redirect } from '@tanstack/react-router';
import { lazy } from 'react';
import { homeBannersQueryOptions } from '../features/deals/api/get-banners.ts';
import { HomeScreen } from '../features/deals/components/home-screen.tsx';

/** The shelves under the banners: their own chunk, loaded when their place nears the viewport. */
const HomeShelves = lazy(() => import('../app/home-shelves.tsx'));

export const Route = createFileRoute('/')({
  staticData: { title: '홈' },
  // The deal list's sort lived on the home before the shelves: an old link keeps its order on /deal.
  beforeLoad: ({ location }) => {
    const sort = new URLSearchParams(location.searchStr).get('sort');
    if (sort !== null) throw redirect({ to: '/deal', search: { sort: sort as never }, replace: true });
  },
  // The loader stays in the first-screen code (other routes' loaders load with their screens): it
  // starts the banners' request while the screen's code loads; the shelves ask for their own data.
  codeSplitGroupings: [['component'], ['errorComponent'], ['notFoundComponent'], ['pendingComponent']],
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(homeBannersQueryOptions());
  },
  component: Home,
});

function Home() {
  return <HomeScreen shelves={<HomeShelves />} />;
}
