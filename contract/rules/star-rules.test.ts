import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seoulDate } from './seoul-time.ts';

import {
  banGraceEndsAt,
  LEVELS,
  lastUsableDate,
  levelProgress,
  partnerPointsFor,
  starExpiresAt,
} from './star-rules.ts';

const KST = 9 * 60 * 60 * 1000;
// Instants from 2000 to 2100.
const instant = fc
  .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) })
  .map((ms) => new Date(ms));
const monthIndex = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;

describe('the star expiry rule', () => {
  it('ends at 00:00 KST of the first day of the 13th month after the month earned', () => {
    fc.assert(
      fc.property(instant, (earnedAt) => {
        const expiresAt = starExpiresAt(earnedAt);
        const local = new Date(expiresAt.getTime() + KST);
        // Midnight on the 1st in Seoul.
        expect(local.getUTCDate()).toBe(1);
        expect(local.getUTCHours() + local.getUTCMinutes() + local.getUTCSeconds()).toBe(0);
        // 13 months after the month of earning: the last usable day is in the 12th month after it.
        expect(monthIndex(seoulDate(expiresAt)) - monthIndex(seoulDate(earnedAt))).toBe(13);
        expect(monthIndex(lastUsableDate(expiresAt)) - monthIndex(seoulDate(earnedAt))).toBe(12);
        // The last usable day is the last day of its month.
        expect(seoulDate(expiresAt).slice(8)).toBe('01');
        expect(lastUsableDate(expiresAt) < seoulDate(expiresAt)).toBe(true);
        // Stars always last more than 12 and at most 13 months.
        const days = (expiresAt.getTime() - earnedAt.getTime()) / 86_400_000;
        expect(days).toBeGreaterThan(334);
        expect(days).toBeLessThanOrEqual(397);
      }),
    );
  });

  it('never gives later stars an earlier expiry (so earliest-expiring first is oldest first)', () => {
    fc.assert(
      fc.property(instant, instant, (a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        expect(starExpiresAt(early).getTime()).toBeLessThanOrEqual(starExpiresAt(late).getTime());
      }),
    );
  });

  it('reads the month in Seoul, not in UTC', () => {
    // 2026-11-30 16:00 UTC is already 1 December in Seoul.
    expect(lastUsableDate(starExpiresAt(new Date('2026-11-30T16:00:00Z')))).toBe('2027-12-31');
    expect(lastUsableDate(starExpiresAt(new Date('2026-11-30T14:00:00Z')))).toBe('2027-11-30');
    expect(lastUsableDate(starExpiresAt(new Date('2027-02-10T00:00:00Z')))).toBe('2028-02-29');
  });
});

describe('the level table', () => {
  it('is ordered, starts at 0 and has five Korean names', () => {
    expect(LEVELS).toHaveLength(5);
    expect(LEVELS[0].minEarned).toBe(0);
    for (let i = 1; i < LEVELS.length; i += 1) {
      expect(LEVELS[i]!.minEarned).toBeGreaterThan(LEVELS[i - 1]!.minEarned);
      expect(LEVELS[i]!.level).toBe(i + 1);
    }
    for (const level of LEVELS) expect(level.name).toMatch(/^[가-힣]+$/);
  });

  it('places any total in exactly one level, monotonically, with progress in [0, 1]', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(100_000), (a, b) => {
        const progress = levelProgress(a);
        expect(a).toBeGreaterThanOrEqual(progress.current.minEarned);
        if (progress.next) {
          expect(a).toBeLessThan(progress.next.minEarned);
          expect(progress.neededForNext).toBe(progress.next.minEarned - a);
          expect(progress.ratio).toBeGreaterThanOrEqual(0);
          expect(progress.ratio).toBeLessThan(1);
        } else {
          expect(progress).toMatchObject({ neededForNext: 0, ratio: 1 });
        }
        if (a <= b) expect(levelProgress(b).current.level).toBeGreaterThanOrEqual(progress.current.level);
      }),
    );
  });
});

describe('exchange terms', () => {
  it('gives half a partner point per star', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (units) => {
        expect(partnerPointsFor(units * 100)).toBe(units * 50);
      }),
    );
  });

  it('ends a ban grace one calendar month later, the 31st on the shorter month end', () => {
    expect(banGraceEndsAt(new Date('2026-11-21T03:00:00Z')).toISOString()).toBe('2026-12-21T03:00:00.000Z');
    // 31 January 10:00 KST → 28 February 10:00 KST.
    expect(banGraceEndsAt(new Date('2027-01-31T01:00:00Z')).toISOString()).toBe('2027-02-28T01:00:00.000Z');
    // The month is Seoul's: 31 December 23:30 KST (14:30 UTC) ends 31 January 23:30 KST.
    expect(banGraceEndsAt(new Date('2026-12-31T14:30:00Z')).toISOString()).toBe('2027-01-31T14:30:00.000Z');
  });

  it('always gives a grace of 28 to 31 days, later for a later start', () => {
    fc.assert(
      fc.property(instant, instant, (a, b) => {
        const days = (banGraceEndsAt(a).getTime() - a.getTime()) / 86_400_000;
        expect(days).toBeGreaterThanOrEqual(28);
        expect(days).toBeLessThanOrEqual(31);
        if (a <= b) expect(banGraceEndsAt(a).getTime()).toBeLessThanOrEqual(banGraceEndsAt(b).getTime());
      }),
    );
  });
});
