import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { digitIdParams } from '../../app/route-params.ts';
import { useProductLikeAction } from '../../app/use-product-like-action.tsx';
import { PeriodScreen } from '../../features/exhibition/components/exhibition-screens.tsx';
import { validateSortSearch } from '../../ui/product-grid-search.ts';

export const Route = createFileRoute('/period/$id')({
  staticData: { title: '기획전' },
  params: digitIdParams,
  validateSearch: validateSortSearch,
  search: { middlewares: [stripSearchParams(validateSortSearch.defaults)] },
  component: Period,
});

function Period() {
  const { id } = Route.useParams();
  const { sort } = Route.useSearch();
  const navigate = Route.useNavigate();
  const productAction = useProductLikeAction({ prePageName: 'period', preListComponent: String(id) });
  return (
    <PeriodScreen
      periodId={id}
      sort={sort}
      onSortChange={(next) =>
        void navigate({ search: (prev) => ({ ...prev, sort: next }), replace: true, resetScroll: false })
      }
      renderProductAction={productAction}
    />
  );
}
