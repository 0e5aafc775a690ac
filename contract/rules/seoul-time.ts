/**
 * The Seoul calendar, once for the whole project: the day a daily limit counts, the month a season or
 * an auto-exchange belongs to, the time an operator reads. Seoul has kept UTC+9 without daylight
 * saving since 1988, so its calendar is a fixed shift of UTC and needs no time-zone database. Zod-free,
 * so the server and the SPA import it directly (contract/README.md, "rules/").
 */
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant as a Seoul wall clock: read its fields with getUTC*(). */
export function seoulWallClock(at: Date): Date {
  return new Date(at.getTime() + SEOUL_OFFSET_MS);
}

/** The instant at which Seoul's wall clock shows `wallClockMs` (the inverse of seoulWallClock). */
export function fromSeoulWallClock(wallClockMs: number): Date {
  return new Date(wallClockMs - SEOUL_OFFSET_MS);
}

/** The Asia/Seoul calendar date (YYYY-MM-DD) of an instant. */
export function seoulDate(at: Date): string {
  return seoulWallClock(at).toISOString().slice(0, 10);
}

/** The Asia/Seoul month (YYYY-MM) of an instant. */
export function seoulYearMonth(at: Date): string {
  return seoulDate(at).slice(0, 7);
}

/** The Asia/Seoul month of an instant, 1-12: the month a Korean shopper is living in. */
export function seoulMonth(at: Date): number {
  return seoulWallClock(at).getUTCMonth() + 1;
}

/** The Asia/Seoul time of day (HH:MM) of an instant. */
export function seoulClock(at: Date): string {
  return seoulWallClock(at).toISOString().slice(11, 16);
}

/** The instant a Seoul calendar date begins (00:00 KST). */
export function seoulDayStart(date: string): Date {
  return fromSeoulWallClock(Date.parse(`${date}T00:00:00.000Z`));
}

/** The instant the next Seoul calendar day begins: when a daily limit opens again. */
export function nextSeoulDayStart(at: Date): Date {
  return new Date(seoulDayStart(seoulDate(at)).getTime() + DAY_MS);
}
