import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isUnderFourteen, latestAllowedBirthYear, seoulYear } from './age.ts';

describe('under-14 rule (spec section 5)', () => {
  it('is birth year >= current Seoul year - 15', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2100 }),
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (birthYear, now) => {
          expect(isUnderFourteen(birthYear, now)).toBe(birthYear >= seoulYear(now) - 15);
        },
      ),
    );
  });

  it('uses the Seoul calendar: New Year comes nine hours before UTC', () => {
    expect(seoulYear(new Date('2026-12-31T15:00:00.000Z'))).toBe(2027);
    expect(seoulYear(new Date('2026-12-31T14:59:59.000Z'))).toBe(2026);
    expect(isUnderFourteen(2011, new Date('2026-12-31T14:00:00.000Z'))).toBe(true);
    expect(isUnderFourteen(2011, new Date('2026-12-31T15:00:00.000Z'))).toBe(false);
  });
});

describe('the latest allowed birth year', () => {
  it('is the newest year not under 14, so a picker offering up to it offers no refused year', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (now) => {
          const latest = latestAllowedBirthYear(seoulYear(now));
          expect(isUnderFourteen(latest, now)).toBe(false);
          expect(isUnderFourteen(latest + 1, now)).toBe(true);
        },
      ),
    );
  });
});
