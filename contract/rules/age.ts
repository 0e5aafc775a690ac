import { SEOUL_TIME_ZONE } from '../constants.ts';

/**
 * Who is old enough to be a member (spec section 5), free of zod so the SPA's birth-year picker and
 * the server's sign-in and profile checks read the one rule. Only a birth YEAR is known, never a
 * birthday, so "under 14" is decided by years: a birth year of this year - 15 or later counts as under
 * 14, who need a guardian's consent (refused at sign-in and on a profile change; the picker does not
 * offer those years).
 */

/** The year in Asia/Seoul at an instant: the year the rule counts from. */
export function seoulYear(now: Date): number {
  return Number(new Intl.DateTimeFormat('en-US', { timeZone: SEOUL_TIME_ZONE, year: 'numeric' }).format(now));
}

/** The latest birth year a member may have in Seoul's year `year` (this year - 16). */
export function latestAllowedBirthYear(year: number): number {
  return year - 16;
}

/** THE rule: a birth year after the latest allowed one counts as under 14. */
export function isUnderFourteen(birthYear: number, now: Date): boolean {
  return birthYear > latestAllowedBirthYear(seoulYear(now));
}
