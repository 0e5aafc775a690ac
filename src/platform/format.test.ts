import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount, formatCountdown, formatDate, formatDateTime, formatRate, formatWon } from './format.ts';

describe('formatWon', () => {
  it('writes Korean won with thousands separators', () => {
    expect(formatWon(12900)).toBe('12,900원');
    expect(formatWon(0)).toBe('0원');
    expect(formatWon(1_000_000)).toBe('1,000,000원');
  });

  it('round-trips the digits of any whole amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (amount) => {
        const text = formatWon(amount);
        expect(text.endsWith('원')).toBe(true);
        expect(Number(text.slice(0, -1).replaceAll(',', ''))).toBe(amount);
        expect(text).toMatch(/^\d{1,3}(,\d{3})*원$/);
      }),
    );
  });
});

describe('formatCount', () => {
  const intl = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 });

  it("writes any number exactly as Intl.NumberFormat('ko-KR') with no fraction digits would", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
          fc.double({ noNaN: false }),
          fc.double({ min: -1e6, max: 1e6 }),
          fc.constantFrom(
            0.5,
            1.5,
            2.5,
            -0.5,
            -2.5,
            -0,
            -0.4,
            999.5,
            999_999.5,
            2 ** 53,
            2 ** 53 + 2,
            -(2 ** 60),
          ),
        ),
        (value) => {
          expect(formatCount(value)).toBe(intl.format(value));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

it('formatRate writes a whole percent', () => {
  expect(formatRate(25)).toBe('25%');
});

describe('dates in Asia/Seoul', () => {
  it('shows the Korean wall clock whatever the machine time zone', () => {
    // 15:00 UTC is midnight of the next day in Seoul (UTC+9).
    expect(formatDateTime('2025-09-26T15:00:00.000Z')).toBe('9월 27일 (토) 00:00');
    expect(formatDateTime('2025-09-26T05:30:00.000Z')).toBe('9월 26일 (금) 14:30');
    expect(formatDate('2025-09-26T15:00:00.000Z')).toBe('2025년 9월 27일');
  });
});

describe('formatCountdown', () => {
  it('shows hours, minutes and seconds under a day', () => {
    expect(formatCountdown((5 * 3600 + 12 * 60 + 9) * 1000)).toBe('05:12:09');
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(1)).toBe('00:00:01');
  });

  it('shows whole days left from 24 hours on', () => {
    expect(formatCountdown(24 * 3600 * 1000)).toBe('D-1');
    expect(formatCountdown(2 * 24 * 3600 * 1000 + 5000)).toBe('D-2');
  });

  it('is never negative and reads back as the seconds left, rounded up', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 24 * 3600 * 1000 - 1000, noNaN: true }), (ms) => {
        const text = formatCountdown(ms);
        expect(text).toMatch(/^\d{2}:[0-5]\d:[0-5]\d$/);
        const [h, m, s] = text.split(':').map(Number) as [number, number, number];
        expect(h).toBeLessThan(24);
        expect(h * 3600 + m * 60 + s).toBe(Math.max(0, Math.ceil(ms / 1000)));
      }),
    );
  });

  it('never goes up as time passes', () => {
    const seconds = (text: string) =>
      text.startsWith('D-')
        ? Number(text.slice(2)) * 86400
        : text.split(':').reduce((n, part) => n * 60 + Number(part), 0);
    fc.assert(
      fc.property(fc.integer({ min: -1e6, max: 1e10 }), fc.integer({ min: 0, max: 1e9 }), (ms, elapsed) => {
        expect(seconds(formatCountdown(ms - elapsed))).toBeLessThanOrEqual(seconds(formatCountdown(ms)));
      }),
    );
  });

  it('treats a non-number as ended', () => {
    expect(formatCountdown(Number.NaN)).toBe('00:00:00');
  });
});
