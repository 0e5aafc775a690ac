import { describe, expect, it } from 'vitest';
import { cronOf, describeSchedule, nextRunAfter, periodOf, type Schedule } from './schedule.ts';

const at = (iso: string) => new Date(iso);
const daily: Schedule = { every: 'day', at: '00:10' };
const monthly: Schedule = { every: 'month', day: 1, at: '09:00' };
const quarterly: Schedule = { every: 'minutes', minutes: 15 };

describe('job schedules on the Seoul clock', () => {
  it('puts an instant in the period of the latest due time at or before it', () => {
    // 2026-12-07 00:09 KST: today's 00:10 has not come, so it is still yesterday's run.
    expect(periodOf(daily, at('2026-12-06T15:09:00Z'))).toEqual({
      key: '2026-12-06',
      dueAt: at('2026-12-05T15:10:00Z'),
    });
    expect(periodOf(daily, at('2026-12-06T15:10:00Z')).key).toBe('2026-12-07');
    // 2026-12-01 08:59 KST is still November's exchange; 09:00 is December's.
    expect(periodOf(monthly, at('2026-11-30T23:59:00Z')).key).toBe('2026-11');
    expect(periodOf(monthly, at('2026-12-01T00:00:00Z'))).toEqual({
      key: '2026-12',
      dueAt: at('2026-12-01T00:00:00Z'),
    });
    // January's run before its due time belongs to December of the year before.
    expect(periodOf(monthly, at('2026-12-31T23:59:00Z')).key).toBe('2026-12');
    expect(periodOf(quarterly, at('2026-12-07T00:29:59Z'))).toEqual({
      key: '2026-12-07T09:15',
      dueAt: at('2026-12-07T00:15:00Z'),
    });
  });

  it('names the next due time, across a month and a year', () => {
    expect(nextRunAfter(daily, at('2026-12-06T15:09:00Z'))).toEqual(at('2026-12-06T15:10:00Z'));
    expect(nextRunAfter(daily, at('2026-12-06T15:10:00Z'))).toEqual(at('2026-12-07T15:10:00Z'));
    expect(nextRunAfter(monthly, at('2026-12-15T00:00:00Z'))).toEqual(at('2027-01-01T00:00:00Z'));
    expect(nextRunAfter(monthly, at('2026-11-30T23:59:00Z'))).toEqual(at('2026-12-01T00:00:00Z'));
    expect(nextRunAfter(quarterly, at('2026-12-07T00:15:00Z'))).toEqual(at('2026-12-07T00:30:00Z'));
  });

  it('gives pg-boss the same schedule as cron, and operators a Korean name', () => {
    expect(cronOf(daily)).toBe('10 0 * * *');
    expect(cronOf(monthly)).toBe('0 9 1 * *');
    expect(cronOf(quarterly)).toBe('*/15 * * * *');
    expect([daily, monthly, quarterly].map(describeSchedule)).toEqual([
      '매일 00:10',
      '매월 1일 09:00',
      '15분마다',
    ]);
  });
});
