import { SEOUL_TIME_ZONE } from '#contract/constants.ts';
import { clientFallbackMessages } from '#contract/fallback-messages.ts';
import { ApiRequestError } from '../../api/http.ts';

/** How the community screens put counts, times, dates and errors into Korean. */

const count = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 });

/** 1234 -> '1,234'. */
export function formatCount(value: number): string {
  return count.format(value);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let seoulDate: Intl.DateTimeFormat | undefined;
function seoulParts(date: Date) {
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
 * When a post or reply was written, as Korean feeds say it: '방금 전', '5분 전', '3시간 전', '2일 전',
 * then the Seoul date ('11월 24일', with the year when it is not this year's: '2025년 11월 24일').
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

/** The server's Korean message when it sent one, else the client's fallback. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) return error.message || clientFallbackMessages.temporary;
  return clientFallbackMessages.temporary;
}
