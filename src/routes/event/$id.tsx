import { createFileRoute } from '@tanstack/react-router';
import { digitIdParams } from '../../app/route-params.ts';
import { useMemberGate } from '../../app/use-member-gate.ts';
import { EventScreen } from '../../features/exhibition/components/exhibition-screens.tsx';

export const Route = createFileRoute('/event/$id')({
  staticData: { title: '이벤트' },
  params: digitIdParams,
  component: Event,
});

function Event() {
  const gate = useMemberGate();
  const { id } = Route.useParams();
  return <EventScreen eventId={id} gate={gate} />;
}
