import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { useProductLikeAction } from '../app/use-product-like-action.tsx';
import { BestScreen } from '../features/best/components/best-screen.tsx';
import { validateRankSearch } from '../ui/product-grid-search.ts';

export const Route = createFileRoute('/best')({
  staticData: { title: '베스트' },
  validateSearch: validateRankSearch,
  search: { middlewares: [stripSearchParams(validateRankSearch.defaults)] },
  component: Best,
});

function Best() {
  const { period } = Route.useSearch();
  const navigate = Route.useNavigate();
  const productAction = useProductLikeAction({ prePageName: 'best' });
  return (
    <BestScreen
      period={period}
      onPeriodChange={(next) =>
        void navigate({ search: { period: next }, replace: true, resetScroll: false })
      }
      renderProductAction={productAction}
    />
  );
}
