import { clientFallbackMessages } from '#contract/fallback-messages.ts';
import { ApiRequestError } from '../../api/http.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** When it happened, as Korean feeds say it: '방금 전', '5분 전', '3시간 전', '2일 전', then '11월 24일'. */
export function formatAlarmTime(iso: string, now: number = Date.now()): string {
  const at = new Date(iso);
  const elapsed = now - at.getTime();
  if (elapsed < MINUTE) return '방금 전';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}분 전`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}시간 전`;
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)}일 전`;
  const seoul = new Date(at.getTime() + 9 * HOUR);
  return `${seoul.getUTCMonth() + 1}월 ${seoul.getUTCDate()}일`;
}

/** The server's Korean message when it sent one, else the client's fallback. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) return error.message || clientFallbackMessages.temporary;
  return clientFallbackMessages.temporary;
}
