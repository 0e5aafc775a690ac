import { createFileRoute } from '@tanstack/react-router';
import { digitIdParams } from '../../app/route-params.ts';
import { PeriodHead } from '../../features/exhibition/components/exhibition-views.tsx';
import { PreviewScreen } from '../../features/preview/components/preview-screen.tsx';
import { anyString, searchSchema } from '../../platform/search-params.ts';
import { StaticProductGrid } from '../../ui/product-grid.tsx';

export const Route = createFileRoute('/admin-period/$id')({
  staticData: { title: '기획전 미리보기' },
  params: digitIdParams,
  // The token is checked by the server; here it is only carried. Any string passes through.
  validateSearch: searchSchema({ token: anyString }),
  component: Preview,
});

function Preview() {
  const { id } = Route.useParams();
  const { token } = Route.useSearch();
  return (
    <PreviewScreen
      kind="period"
      id={id}
      token={token}
      period={(data) => (
        <>
          <PeriodHead period={data.period} />
          <StaticProductGrid products={data.products} label="기획전 상품" />
        </>
      )}
    />
  );
}
