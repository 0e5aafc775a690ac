import { SEOUL_TIME_ZONE } from '#contract/constants.ts';

// Built on first use, for what the digits below do not cover.
let wholeNumberFormat: Intl.NumberFormat | undefined;

/**
 * `value` rounded to a whole number with its thousands grouped, exactly as
 * `new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 }).format(value)` writes it (format.test.ts
 * holds the two together). Building that formatter loads the locale's number data, which blocked the
 * main thread for several milliseconds while the first screen's chunks ran (docs/performance.md,
 * "What still blocks"); every price and count on a first screen is a safe integer or close to one, so
 * the digits are grouped here, and the formatter is built only for the rest (±∞, NaN, beyond 2^53).
 */
function wholeNumber(value: number): string {
  const rounded = Math.round(Math.abs(value));
  if (!Number.isSafeInteger(rounded)) {
    wholeNumberFormat ??= new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 });
    return wholeNumberFormat.format(value);
  }
  const digits = String(rounded);
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let at = grouped.length; at < digits.length; at += 3) grouped += `,${digits.slice(at, at + 3)}`;
  // Intl keeps the sign of what was rounded away: -0.4 is '-0'.
  return value < 0 || Object.is(value, -0) ? `-${grouped}` : grouped;
}

/** 12900 -> '12,900원' */
export function formatWon(amount: number): string {
  return `${wholeNumber(amount)}원`;
}

/** 1234 -> '1,234': a count, the screens put 개, 명, 곳 or 별 around it. */
export function formatCount(value: number): string {
  return wholeNumber(value);
}

/** 25 -> '25%' */
export function formatRate(percent: number): string {
  return `${Math.round(percent)}%`;
}

// Built on first use: only the screens that show dates pay for them.
let dateTime: Intl.DateTimeFormat | undefined;
let dateOnly: Intl.DateTimeFormat | undefined;

const dateTimeOptions: Intl.DateTimeFormatOptions = {
  timeZone: SEOUL_TIME_ZONE,
  month: 'numeric',
  day: 'numeric',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/** An instant as a shopper in Korea reads it: '9월 26일 (금) 14:00'. */
export function formatDateTime(iso: string | number | Date): string {
  dateTime ??= new Intl.DateTimeFormat('ko-KR', dateTimeOptions);
  const parts = dateTime.formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')}월 ${part('day')}일 (${part('weekday')}) ${part('hour')}:${part('minute')}`;
}

/** '2025년 9월 26일' */
export function formatDate(iso: string | number | Date): string {
  dateOnly ??= new Intl.DateTimeFormat('ko-KR', {
    timeZone: SEOUL_TIME_ZONE,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  return dateOnly.format(new Date(iso));
}

const SECOND = 1000;
const DAY_SECONDS = 24 * 60 * 60;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * What a deal countdown chip shows for the time left: 'HH:MM:SS' under 24 hours, 'D-n' (whole days
 * left) from 24 hours on, '00:00:00' at or past the end. Seconds round up, so the clock reads
 * 00:00:00 only once the deal has really ended.
 */
export function formatCountdown(remainingMs: number): string {
  const seconds = Number.isFinite(remainingMs) ? Math.max(0, Math.ceil(remainingMs / SECOND)) : 0;
  if (seconds >= DAY_SECONDS) return `D-${Math.floor(seconds / DAY_SECONDS)}`;
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds % 60)}`;
}
