import { createFileRoute, redirect } from '@tanstack/react-router';
import { searchStoresQueryOptions } from '../../features/search/api/search-stores.ts';
import { StoreResults } from '../../features/search/components/store-results.tsx';
import { validateKeywordSearch } from '../../features/search/search-params.ts';

export const Route = createFileRoute('/search/stores')({
  staticData: { title: '상점 검색 결과' },
  validateSearch: validateKeywordSearch,
  beforeLoad: ({ search }) => {
    if (search.keyword === undefined) throw redirect({ to: '/search/list', replace: true });
  },
  loaderDeps: ({ search }) => ({ keyword: search.keyword }),
  loader: ({ context: { queryClient }, deps }) => {
    if (deps.keyword !== undefined)
      void queryClient.prefetchInfiniteQuery(searchStoresQueryOptions(deps.keyword));
  },
  component: StoresRoute,
});

function StoresRoute() {
  const { keyword } = Route.useSearch();
  return keyword === undefined ? null : <StoreResults keyword={keyword} />;
}
