import { createFileRoute } from '@tanstack/react-router';
import { previewSearch } from '../../app/preview-route.ts';
import { digitIdParams } from '../../app/route-params.ts';
import { PreviewRouteScreen } from '../../features/preview/components/preview-screen.tsx';

export const Route = createFileRoute('/admin-deal/$id')({
  staticData: { title: '딜 미리보기' },
  params: digitIdParams,
  validateSearch: previewSearch,
  component: () => <PreviewRouteScreen route={Route} kind="deal" />,
});
