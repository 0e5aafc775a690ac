import { createFileRoute, redirect } from '@tanstack/react-router';
import { useMemberGate } from '../../../app/use-member-gate.ts';
import { DailyBoardScreen } from '../../../features/community/components/daily-board-screen.tsx';

/**
 * The contract's isBoardDate (contract/rules/community-rules.ts), here in three lines: `params` stays in the
 * first-load bundle, which must not pull the community's rules in. The daily board tests send a
 * malformed and an impossible date to /404 and a real one through.
 */
function isBoardDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** `:date` is a real calendar day as YYYY-MM-DD; anything else is /404, as a bad id is. */
export const Route = createFileRoute('/community/daily-board/$date')({
  staticData: { title: '날짜별 오늘의 식탁' },
  params: {
    parse: (raw: { date: string }) => {
      if (!isBoardDate(raw.date)) throw redirect({ to: '/404', replace: true });
      return { date: raw.date };
    },
    stringify: ({ date }: { date: string }) => ({ date }),
  },
  component: DailyBoard,
});

function DailyBoard() {
  const { date } = Route.useParams();
  return <DailyBoardScreen date={date} gate={useMemberGate()} />;
}
