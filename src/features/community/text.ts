export { formatCount } from '../../platform/format.ts';

import { seoulParts } from '../../platform/relative-time.ts';

export { errorMessage } from '../../api/error-message.ts';
export { formatRelativeTime } from '../../platform/relative-time.ts';

/** How the community screens put counts, times, dates and errors into Korean. */

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;

/** A daily board date ('2026-11-24') as its heading: '11월 24일 (화)'. */
export function formatBoardDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${month}월 ${day}일 (${weekday})`;
}

/** Today's date in Seoul as the daily board names it ('2026-11-24'). */
export function seoulToday(now: number = Date.now()): string {
  const { year, month, day } = seoulParts(new Date(now));
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
