import { createFileRoute } from '@tanstack/react-router';
import type { AlarmType } from '#contract/alarm-rules.ts';
import { AlarmScreen } from '../features/alarm/components/alarm-screen.tsx';
import { intIn, searchSchema } from '../platform/search-params.ts';

/**
 * /alarm (requireAuth): the member's notifications. The type filter is kept in the URL (`?type=2`); its
 * codes are contract/alarm-rules.ts ALARM_TYPE (1-8), spelled as a range here so the rules module stays
 * in the screen's chunk only.
 */
export const Route = createFileRoute('/alarm')({
  staticData: { title: '알림', requireAuth: true },
  validateSearch: searchSchema({ type: intIn(1, 8) }),
  component: Alarms,
});

function Alarms() {
  const { type } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AlarmScreen
      alarmType={type as AlarmType | undefined}
      onTypeChange={(next) => void navigate({ search: { type: next }, replace: true, resetScroll: false })}
    />
  );
}
