import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  nextSeoulDayStart,
  seoulClock,
  seoulDate,
  seoulDayStart,
  seoulMonth,
  seoulYearMonth,
} from './seoul-time.ts';

/** The time-zone database's reading of an instant in Seoul: an oracle independent of the fixed shift. */
const intl = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', hourCycle: 'h23', ...options });
const instants = fc.date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true });

describe('the Seoul calendar', () => {
  it("agrees with the time-zone database's Asia/Seoul, whatever the server's zone", () => {
    fc.assert(
      fc.property(instants, (at) => {
        expect(seoulDate(at)).toBe(intl({ year: 'numeric', month: '2-digit', day: '2-digit' }).format(at));
        expect(seoulMonth(at)).toBe(Number(intl({ month: 'numeric' }).format(at)));
        expect(seoulYearMonth(at)).toBe(seoulDate(at).slice(0, 7));
        expect(seoulClock(at)).toBe(intl({ hour: '2-digit', minute: '2-digit' }).format(at));
      }),
    );
    // 30 Nov 16:00 UTC is already 1 Dec 01:00 in Seoul.
    const turn = new Date('2026-11-30T16:00:00Z');
    expect([seoulDate(turn), seoulMonth(turn), seoulClock(turn)]).toEqual(['2026-12-01', 12, '01:00']);
  });

  it('a day starts at 00:00 KST, and the next one 24 hours later', () => {
    fc.assert(
      fc.property(instants, (at) => {
        const start = seoulDayStart(seoulDate(at));
        expect(start.getTime()).toBeLessThanOrEqual(at.getTime());
        expect(seoulClock(start)).toBe('00:00');
        expect(nextSeoulDayStart(at).getTime() - start.getTime()).toBe(24 * 60 * 60 * 1000);
        expect(nextSeoulDayStart(at).getTime()).toBeGreaterThan(at.getTime());
      }),
    );
  });
});
