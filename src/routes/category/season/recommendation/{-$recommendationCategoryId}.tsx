import { createFileRoute, redirect } from '@tanstack/react-router';
import { isDigitId } from '#src/app/route-params.ts';
import { useProductLikeAction } from '#src/app/use-product-like-action.tsx';
import { SeasonRecommendationScreen } from '#src/features/season/components/season-screens.tsx';
import { validateRecommendationSearch } from '#src/features/season/search.ts';

/** Reads its query (`?month=`, spec section 2); the id in the path picks the recommendation tab. */
export const Route = createFileRoute('/category/season/recommendation/{-$recommendationCategoryId}')({
  staticData: { title: '추천 상품' },
  params: {
    parse: ({ recommendationCategoryId }) => {
      if (recommendationCategoryId === undefined || recommendationCategoryId === '')
        return { recommendationCategoryId: undefined };
      if (!isDigitId(recommendationCategoryId)) throw redirect({ to: '/404', replace: true });
      return { recommendationCategoryId: Number(recommendationCategoryId) };
    },
    stringify: ({ recommendationCategoryId }) => ({
      recommendationCategoryId:
        recommendationCategoryId === undefined ? undefined : String(recommendationCategoryId),
    }),
  },
  validateSearch: validateRecommendationSearch,
  component: Recommendation,
});

function Recommendation() {
  const { recommendationCategoryId } = Route.useParams();
  const { month } = Route.useSearch();
  const navigate = Route.useNavigate();
  const productAction = useProductLikeAction({ prePageName: 'season_recommendation' });
  return (
    <SeasonRecommendationScreen
      kind="RECOMMENDATION"
      month={month}
      recommendationCategoryId={recommendationCategoryId}
      onSelect={(id) =>
        void navigate({
          params: { recommendationCategoryId: id },
          search: { month },
          replace: true,
          resetScroll: false,
        })
      }
      renderProductAction={productAction}
    />
  );
}
