import { createFileRoute } from '@tanstack/react-router';
import { previewSearch } from '../../app/preview-route.ts';
import { digitIdParams } from '../../app/route-params.ts';
import { EventBody } from '../../features/exhibition/components/exhibition-views.tsx';
import { PreviewRouteScreen } from '../../features/preview/components/preview-screen.tsx';

export const Route = createFileRoute('/admin-event/$id')({
  staticData: { title: '이벤트 미리보기' },
  params: digitIdParams,
  validateSearch: previewSearch,
  component: () => (
    <PreviewRouteScreen route={Route} kind="event" event={(data) => <EventBody event={data.event} />} />
  ),
});
