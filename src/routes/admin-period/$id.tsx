import { createFileRoute } from '@tanstack/react-router';
import { previewSearch } from '../../app/preview-route.ts';
import { digitIdParams } from '../../app/route-params.ts';
import { PeriodHead } from '../../features/exhibition/components/exhibition-views.tsx';
import { PreviewRouteScreen } from '../../features/preview/components/preview-screen.tsx';
import { StaticProductGrid } from '../../ui/product-grid.tsx';

export const Route = createFileRoute('/admin-period/$id')({
  staticData: { title: '기획전 미리보기' },
  params: digitIdParams,
  validateSearch: previewSearch,
  component: () => (
    <PreviewRouteScreen
      route={Route}
      kind="period"
      period={(data) => (
        <>
          <PeriodHead period={data.period} />
          <StaticProductGrid products={data.products} label="기획전 상품" />
        </>
      )}
    />
  ),
});
