import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { useProductLikeAction } from '../app/use-product-like-action.tsx';
import { SeasonDelicacyScreen } from '../features/season/components/season-screens.tsx';
import { validateDelicacySearch } from '../features/season/search.ts';

export const Route = createFileRoute('/season')({
  staticData: { title: '제철 별미' },
  validateSearch: validateDelicacySearch,
  search: { middlewares: [stripSearchParams(validateDelicacySearch.defaults)] },
  component: Season,
});

function Season() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const productAction = useProductLikeAction({ prePageName: 'season' });
  return (
    <SeasonDelicacyScreen
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true, resetScroll: false })}
      renderProductAction={productAction}
    />
  );
}
