import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { webProfileQueryOptions } from '../api/web-profile.ts';
import { homeBannersQueryOptions } from '../features/deals/api/get-banners.ts';
import { homeDealsQueryOptions } from '../features/deals/api/get-home-deals.ts';
import { HomeScreen } from '../features/deals/components/home-screen.tsx';
import { validateHomeSearch } from '../features/deals/sort.ts';

export const Route = createFileRoute('/')({
  staticData: { title: '홈' },
  validateSearch: validateHomeSearch,
  search: { middlewares: [stripSearchParams(validateHomeSearch.defaults)] },
  loaderDeps: ({ search }) => ({ sort: search.sort }),
  // The loader stays in the first-screen code (other routes' loaders load with their screens): it
  // starts the requests while the screen's code loads, without waiting, and the screen shows skeletons.
  codeSplitGroupings: [['component'], ['errorComponent'], ['notFoundComponent'], ['pendingComponent']],
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(webProfileQueryOptions());
    void queryClient.prefetchQuery(homeBannersQueryOptions());
    void queryClient.prefetchInfiniteQuery(homeDealsQueryOptions(deps.sort));
  },
  component: Home,
});

function Home() {
  // The same validated value the loader prefetched with.
  const { sort } = Route.useLoaderDeps();
  const navigate = Route.useNavigate();
  return (
    <HomeScreen
      sort={sort}
      onSortChange={(next) => void navigate({ search: { sort: next }, replace: true, resetScroll: false })}
    />
  );
}
