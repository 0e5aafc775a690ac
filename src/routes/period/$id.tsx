import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { digitIdParams } from '../../app/route-params.ts';
import { useMemberGate } from '../../app/use-member-gate.ts';
import { PeriodScreen } from '../../features/exhibition/components/exhibition-screens.tsx';
import { ProductLikeButton } from '../../features/likes/components/like-buttons.tsx';
import { validateSortSearch } from '../../ui/product-grid-search.ts';

export const Route = createFileRoute('/period/$id')({
  staticData: { title: '기획전' },
  params: digitIdParams,
  validateSearch: validateSortSearch,
  search: { middlewares: [stripSearchParams(validateSortSearch.defaults)] },
  component: Period,
});

function Period() {
  const gate = useMemberGate();
  const { id } = Route.useParams();
  const { sort } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PeriodScreen
      periodId={id}
      sort={sort}
      onSortChange={(next) =>
        void navigate({ search: (prev) => ({ ...prev, sort: next }), replace: true, resetScroll: false })
      }
      renderProductAction={(product) => (
        <ProductLikeButton
          gate={gate}
          productNo={product.productNo}
          productName={product.name}
          prePageName="period"
          preListComponent={String(id)}
        />
      )}
    />
  );
}
