import { SEOUL_TIME_ZONE } from '#contract/constants.ts';

/** The earliest year the picker offers. */
export const OLDEST_BIRTH_YEAR = 1920;

export function seoulYear(now: Date): number {
  return Number(new Intl.DateTimeFormat('en-US', { timeZone: SEOUL_TIME_ZONE, year: 'numeric' }).format(now));
}

/**
 * Spec section 5: a birth year >= this year - 15 counts as under 14, who need a guardian's consent.
 * The server applies the same rule (server/modules/auth isUnderFourteen) and decides.
 */
export function latestAllowedBirthYear(year: number): number {
  return year - 16;
}

/** The years the picker offers, newest first. */
export function birthYearOptions(year: number): number[] {
  const latest = latestAllowedBirthYear(year);
  return Array.from({ length: latest - OLDEST_BIRTH_YEAR + 1 }, (_, index) => latest - index);
}
