import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { useMemberGate } from '../app/use-member-gate.ts';
import { BestScreen } from '../features/best/components/best-screen.tsx';
import { ProductLikeButton } from '../features/likes/components/like-buttons.tsx';
import { validateRankSearch } from '../ui/product-grid-search.ts';

export const Route = createFileRoute('/best')({
  staticData: { title: '베스트' },
  validateSearch: validateRankSearch,
  search: { middlewares: [stripSearchParams(validateRankSearch.defaults)] },
  component: Best,
});

function Best() {
  const gate = useMemberGate();
  const { period } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <BestScreen
      period={period}
      onPeriodChange={(next) =>
        void navigate({ search: { period: next }, replace: true, resetScroll: false })
      }
      renderProductAction={(product) => (
        <ProductLikeButton
          gate={gate}
          productNo={product.productNo}
          productName={product.name}
          prePageName="best"
        />
      )}
    />
  );
}
