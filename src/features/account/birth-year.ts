import { latestAllowedBirthYear } from '#contract/rules/age.ts';

/**
 * The birth-year picker's years. The age rule itself (spec section 5: under 14 needs a guardian's
 * consent) is contract/rules/age.ts, which the server applies too; the picker offers only years it allows.
 */
export { latestAllowedBirthYear, seoulYear } from '#contract/rules/age.ts';

/** The earliest year the picker offers. */
export const OLDEST_BIRTH_YEAR = 1920;

/** The years the picker offers, newest first. */
export function birthYearOptions(year: number): number[] {
  const latest = latestAllowedBirthYear(year);
  return Array.from({ length: latest - OLDEST_BIRTH_YEAR + 1 }, (_, index) => latest - index);
}
