import { SEOUL_TIME_ZONE } from '#contract/constants.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let seoulDate: Intl.DateTimeFormat | undefined;

/** The Seoul calendar date of an instant. */
export function seoulParts(date: Date): { year: number; month: number; day: number } {
  seoulDate ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: SEOUL_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  });
  const parts = seoulDate.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/**
 * When something happened, as Korean feeds say it: '방금 전', '5분 전', '3시간 전', '2일 전', then the
 * Seoul date ('11월 24일', with the year when it is not this year's: '2025년 11월 24일'). Used by the
 * community's posts and replies and by the notifications.
 */
export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  const at = new Date(iso);
  const elapsed = now - at.getTime();
  if (elapsed < MINUTE) return '방금 전';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}분 전`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}시간 전`;
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)}일 전`;
  const then = seoulParts(at);
  const today = seoulParts(new Date(now));
  return then.year === today.year
    ? `${then.month}월 ${then.day}일`
    : `${then.year}년 ${then.month}월 ${then.day}일`;
}
