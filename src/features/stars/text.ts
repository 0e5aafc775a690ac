import { formatCount } from '../../platform/format.ts';

export { formatCount } from '../../platform/format.ts';

import { formatDate } from '../../platform/format.ts';

export { errorMessage } from '../../api/error-message.ts';

/** How the star screens put counts, dates and errors into Korean (whole sentences stay in the screens). */

/** A signed ledger amount: 100 -> '+100', -100 -> '-100'. */
export function formatSigned(value: number): string {
  return value > 0 ? `+${formatCount(value)}` : `-${formatCount(Math.abs(value))}`;
}

/** A Seoul calendar date from the server ('2026-09-30') as '2026년 9월 30일'. */
export function formatSeoulDate(date: string): string {
  return formatDate(`${date}T12:00:00+09:00`);
}
