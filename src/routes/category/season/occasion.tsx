import { createFileRoute } from '@tanstack/react-router';
import { useProductLikeAction } from '../../../app/use-product-like-action.tsx';
import { SeasonRecommendationScreen } from '../../../features/season/components/season-screens.tsx';
import { validateRecommendationSearch } from '../../../features/season/search.ts';

/** Reads its query (`?recommendationCategoryId=&month=`, spec section 2). */
export const Route = createFileRoute('/category/season/occasion')({
  staticData: { title: '시즌 기획' },
  validateSearch: validateRecommendationSearch,
  component: Occasion,
});

function Occasion() {
  const { month, recommendationCategoryId } = Route.useSearch();
  const navigate = Route.useNavigate();
  const productAction = useProductLikeAction({ prePageName: 'season_occasion' });
  return (
    <SeasonRecommendationScreen
      kind="OCCASION"
      month={month}
      recommendationCategoryId={recommendationCategoryId}
      onSelect={(id) =>
        void navigate({ search: { month, recommendationCategoryId: id }, replace: true, resetScroll: false })
      }
      renderProductAction={productAction}
    />
  );
}
