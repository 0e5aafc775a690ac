import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clockOffsetMs, dealClockAt } from './use-deal-clock.ts';

describe('dealClockAt', () => {
  it('is upcoming before the start, live until the end, ended from the end on', () => {
    expect(dealClockAt(1000, 5000, 999)).toEqual({ phase: 'upcoming', remainingMs: 1 });
    expect(dealClockAt(1000, 5000, 1000)).toEqual({ phase: 'live', remainingMs: 4000 });
    expect(dealClockAt(1000, 5000, 4999)).toEqual({ phase: 'live', remainingMs: 1 });
    expect(dealClockAt(1000, 5000, 5000)).toEqual({ phase: 'ended', remainingMs: 0 });
  });

  it('never reports negative time, and only an ended deal has none left', () => {
    fc.assert(
      fc.property(fc.integer(), fc.nat(), fc.integer(), (start, length, now) => {
        const clock = dealClockAt(start, start + length, now);
        expect(clock.remainingMs).toBeGreaterThanOrEqual(0);
        expect(clock.remainingMs === 0).toBe(clock.phase === 'ended');
      }),
    );
  });
});

describe('clockOffsetMs', () => {
  it('is how far the server clock is ahead of the phone when the answer arrived', () => {
    const receivedAt = Date.parse('2025-09-26T03:00:00.000Z');
    expect(clockOffsetMs('2025-09-26T03:00:05.000Z', receivedAt)).toBe(5000);
    expect(clockOffsetMs('2025-09-26T02:59:58.000Z', receivedAt)).toBe(-2000);
  });

  it('makes no correction without a readable time', () => {
    expect(clockOffsetMs(undefined, 1000)).toBe(0);
    expect(clockOffsetMs('not a time', 1000)).toBe(0);
    expect(clockOffsetMs('2025-09-26T03:00:05.000Z', 0)).toBe(0);
  });
});
