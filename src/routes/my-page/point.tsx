import { createFileRoute } from '@tanstack/react-router';
import type { PointHistoryType } from '#contract/point.ts';
import { PointScreen } from '../../features/stars/components/point-screen.tsx';
import { oneOf, searchSchema } from '../../platform/search-params.ts';

/** The history filter; 'all' is the default and stays out of the URL. */
const HISTORY_TYPES = ['earned', 'used', 'expired'] as const satisfies readonly PointHistoryType[];

// No loader (see my-page/main.tsx): the balance and the history each show their own skeleton and error.
export const Route = createFileRoute('/my-page/point')({
  staticData: { title: '나의 별' },
  validateSearch: searchSchema({ type: oneOf(HISTORY_TYPES) }),
  component: Point,
});

function Point() {
  const { type = 'all' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PointScreen
      type={type}
      onTypeChange={(next) =>
        void navigate({
          search: { type: next === 'all' ? undefined : next },
          replace: true,
          resetScroll: false,
        })
      }
    />
  );
}
