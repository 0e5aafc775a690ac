import { createFileRoute } from '@tanstack/react-router';
import type { PointHistoryType } from '#contract/rules/star-rules.ts';
import { PointScreen } from '../../features/stars/components/point-screen.tsx';
import { oneOf, searchSchema } from '../../platform/search-params.ts';

/**
 * The history filters the URL may name; 'all' is the default and stays out of the URL. Spelled out
 * here rather than read from POINT_HISTORY_TYPES: this file rides in the first screen's chunk, and the
 * import would pull the whole rules module (levels, exchange terms) in with it. The type below
 * and the `satisfies` fail to compile when the contract gains or loses a filter.
 */
const HISTORY_TYPES = ['earned', 'used', 'expired'] as const satisfies readonly PointHistoryType[];
type Unlisted = Exclude<PointHistoryType, 'all' | (typeof HISTORY_TYPES)[number]>;
const everyFilterListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyFilterListed;

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
