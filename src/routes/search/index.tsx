import { createFileRoute, redirect, stripSearchParams } from '@tanstack/react-router';
import { webProfileQueryOptions } from '../../api/web-profile.ts';
import { useProductLikeAction } from '../../app/use-product-like-action.tsx';
import { searchProductsQueryOptions } from '../../features/search/api/search-products.ts';
import { SearchResults } from '../../features/search/components/search-results.tsx';
import { recentKeywords } from '../../features/search/recent-keywords.ts';
import { validateResultSearch } from '../../features/search/search-params.ts';

export const Route = createFileRoute('/search/')({
  staticData: { title: '검색 결과' },
  validateSearch: validateResultSearch,
  search: { middlewares: [stripSearchParams(validateResultSearch.defaults)] },
  // Results need a keyword; without one the search main screen is the place to type it.
  beforeLoad: ({ search }) => {
    if (search.keyword === undefined) throw redirect({ to: '/search/list', replace: true });
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    if (deps.keyword === undefined) return;
    void queryClient.prefetchQuery(webProfileQueryOptions());
    void queryClient.prefetchInfiniteQuery(
      searchProductsQueryOptions({
        keyword: deps.keyword,
        categoryCode: deps.categoryCode,
        minPrice: deps.minPrice,
        maxPrice: deps.maxPrice,
        sort: deps.sort,
        literal: deps.literal === 1 ? '1' : undefined,
      }),
    );
  },
  component: SearchResultsRoute,
});

function SearchResultsRoute() {
  const { keyword, literal, ...filters } = Route.useSearch();
  const navigate = Route.useNavigate();
  const productAction = useProductLikeAction({ prePageName: 'search' });
  if (keyword === undefined) return null;
  return (
    <SearchResults
      keyword={keyword}
      literal={literal === 1}
      filters={filters}
      // Filters replace the entry: back leaves the results instead of stepping through every tap, and
      // coming back finds the URL, so the filters, as they were.
      onFiltersChange={(next) =>
        void navigate({ search: (previous) => ({ ...previous, ...next }), replace: true, resetScroll: false })
      }
      onKeyword={(next) => {
        recentKeywords.record(next);
        void navigate({ search: { keyword: next } });
      }}
      renderProductAction={productAction}
    />
  );
}
