import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { useProductLikeAction } from '../../../app/use-product-like-action.tsx';
import { SeasonDelicacyScreen } from '../../../features/season/components/season-screens.tsx';
import { validateDelicacySearch } from '../../../features/season/search.ts';

/** Reads its query (`?month=&categoryCode=&sort=`, spec section 2), e.g. from a banner or a short link. */
export const Route = createFileRoute('/category/season/delicacy')({
  staticData: { title: '제철 별미' },
  validateSearch: validateDelicacySearch,
  search: { middlewares: [stripSearchParams(validateDelicacySearch.defaults)] },
  component: Delicacy,
});

function Delicacy() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const productAction = useProductLikeAction({ prePageName: 'season_delicacy' });
  return (
    <SeasonDelicacyScreen
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true, resetScroll: false })}
      renderProductAction={productAction}
    />
  );
}
