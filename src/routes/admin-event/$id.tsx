import { createFileRoute } from '@tanstack/react-router';
import { digitIdParams } from '../../app/route-params.ts';
import { EventBody } from '../../features/exhibition/components/exhibition-views.tsx';
import { PreviewScreen } from '../../features/preview/components/preview-screen.tsx';
import { anyString, searchSchema } from '../../platform/search-params.ts';

export const Route = createFileRoute('/admin-event/$id')({
  staticData: { title: '이벤트 미리보기' },
  params: digitIdParams,
  // The token is checked by the server; here it is only carried. Any string passes through.
  validateSearch: searchSchema({ token: anyString }),
  component: Preview,
});

function Preview() {
  const { id } = Route.useParams();
  const { token } = Route.useSearch();
  return (
    <PreviewScreen kind="event" id={id} token={token} event={(data) => <EventBody event={data.event} />} />
  );
}
