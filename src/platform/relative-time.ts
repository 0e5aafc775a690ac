import { seoulWallClock } from '#contract/rules/seoul-time.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The Seoul calendar date of an instant. */
export function seoulParts(date: Date): { year: number; month: number; day: number } {
  const wall = seoulWallClock(date);
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
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
