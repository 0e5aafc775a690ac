import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { webProfileQueryOptions } from '../../api/web-profile.ts';
import { homeDealsQueryOptions } from '../../features/deals/api/get-home-deals.ts';
import { DealListScreen } from '../../features/deals/components/deal-list-screen.tsx';
import { validateHomeSearch } from '../../features/deals/sort.ts';

/**
 * `/deal`: today's deals, all of them, with the sort chips (spec section 2 names it with the home; the
 * home shows them as its 오늘의 특가 shelf, whose 전체 보기 opens this list).
 */
export const Route = createFileRoute('/deal/')({
  staticData: { title: '오늘의 특가' },
  validateSearch: validateHomeSearch,
  search: { middlewares: [stripSearchParams(validateHomeSearch.defaults)] },
  loaderDeps: ({ search }) => ({ sort: search.sort }),
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(webProfileQueryOptions());
    void queryClient.prefetchInfiniteQuery(homeDealsQueryOptions(deps.sort));
  },
  component: DealList,
});

function DealList() {
  const { sort } = Route.useLoaderDeps();
  const navigate = Route.useNavigate();
  return (
    <DealListScreen
      sort={sort}
      onSortChange={(next) => void navigate({ search: { sort: next }, replace: true, resetScroll: false })}
    />
  );
}
