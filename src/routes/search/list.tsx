import { createFileRoute } from '@tanstack/react-router';
import { RecentProducts } from '../../features/recent/components/recent-products.tsx';
import { recommendKeywordsQueryOptions } from '../../features/search/api/get-recommend-keywords.ts';
import { searchRankQueryOptions } from '../../features/search/api/get-search-rank.ts';
import { SearchHome } from '../../features/search/components/search-home.tsx';
import { recentKeywords } from '../../features/search/recent-keywords.ts';
import { validateKeywordSearch } from '../../features/search/search-params.ts';

export const Route = createFileRoute('/search/list')({
  staticData: { title: '검색' },
  validateSearch: validateKeywordSearch,
  // Starts the requests while the screen's code loads; the screen shows skeletons meanwhile.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(searchRankQueryOptions());
    void queryClient.prefetchQuery(recommendKeywordsQueryOptions());
  },
  component: SearchList,
});

function SearchList() {
  const navigate = Route.useNavigate();
  return (
    <SearchHome
      recentProducts={<RecentProducts />}
      onKeyword={(keyword) => {
        recentKeywords.record(keyword);
        void navigate({ to: '/search', search: { keyword } });
      }}
    />
  );
}
