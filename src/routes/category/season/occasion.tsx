import { createFileRoute } from '@tanstack/react-router';
import { useMemberGate } from '../../../app/use-member-gate.ts';
import { ProductLikeButton } from '../../../features/likes/components/like-buttons.tsx';
import { SeasonRecommendationScreen } from '../../../features/season/components/season-screens.tsx';
import { validateRecommendationSearch } from '../../../features/season/search.ts';

/** Reads its query (`?recommendationCategoryId=&month=`, spec section 2). */
export const Route = createFileRoute('/category/season/occasion')({
  staticData: { title: '시즌 기획' },
  validateSearch: validateRecommendationSearch,
  component: Occasion,
});

function Occasion() {
  const gate = useMemberGate();
  const { month, recommendationCategoryId } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SeasonRecommendationScreen
      kind="OCCASION"
      month={month}
      recommendationCategoryId={recommendationCategoryId}
      onSelect={(id) =>
        void navigate({ search: { month, recommendationCategoryId: id }, replace: true, resetScroll: false })
      }
      renderProductAction={(product) => (
        <ProductLikeButton
          gate={gate}
          productNo={product.productNo}
          productName={product.name}
          prePageName="season_occasion"
        />
      )}
    />
  );
}
