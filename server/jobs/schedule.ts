import { fromSeoulWallClock, seoulDate, seoulWallClock } from '#contract/rules/seoul-time.ts';

/**
 * When a scheduled job is due, on the Seoul clock (docs/operations.md, "Scheduled jobs"). Three shapes
 * cover every job we run, so each is worked out here rather than by a cron parser: the in-process
 * scheduler, `jobs status` and the run record all need "which period is this instant in" and "when is
 * the next one", which a cron expression does not answer; pg-boss gets the same schedule as cron.
 */
export type Schedule =
  /** Every `minutes` minutes from the hour (15: :00, :15, :30, :45); a divisor of 60. */
  | { every: 'minutes'; minutes: number }
  /** Every day at `at` (HH:MM, Seoul). */
  | { every: 'day'; at: string }
  /** Every month on `day` (1-28, so every month has it) at `at` (HH:MM, Seoul). */
  | { every: 'month'; day: number; at: string };

/** One run's period: its key in the run record (`2026-12-07`, `2026-12`, `2026-12-07T09:15`) and its instant. */
export interface Period {
  key: string;
  dueAt: Date;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

function minutesOf(at: string): number {
  const [hours, minutes] = at.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** The Seoul wall clock's fields of an instant, read as UTC (seoulWallClock). */
function wallParts(now: Date) {
  const wall = seoulWallClock(now);
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth(), wall };
}

/** The instant Seoul's clock shows `day` of (year, month) at `at`; month may run past 11 or below 0. */
function monthInstant(year: number, month: number, day: number, at: string): Date {
  return fromSeoulWallClock(Date.UTC(year, month, day) + minutesOf(at) * MINUTE_MS);
}

/** The period `now` is in: the latest due instant at or before it. */
export function periodOf(schedule: Schedule, now: Date): Period {
  switch (schedule.every) {
    case 'minutes': {
      const step = schedule.minutes * MINUTE_MS;
      // Seoul is a whole number of hours from UTC, so a step that divides the hour lines up in both.
      const dueAt = new Date(Math.floor(now.getTime() / step) * step);
      return { key: seoulWallClock(dueAt).toISOString().slice(0, 16), dueAt };
    }
    case 'day': {
      const today = fromSeoulWallClock(Date.parse(`${seoulDate(now)}T00:00:00.000Z`));
      let dueAt = new Date(today.getTime() + minutesOf(schedule.at) * MINUTE_MS);
      if (dueAt > now) dueAt = new Date(dueAt.getTime() - DAY_MS);
      return { key: seoulDate(dueAt), dueAt };
    }
    case 'month': {
      const { year, month } = wallParts(now);
      let dueAt = monthInstant(year, month, schedule.day, schedule.at);
      if (dueAt > now) dueAt = monthInstant(year, month - 1, schedule.day, schedule.at);
      return { key: seoulDate(dueAt).slice(0, 7), dueAt };
    }
  }
}

/** The first due instant after `now`. */
export function nextRunAfter(schedule: Schedule, now: Date): Date {
  const { dueAt } = periodOf(schedule, now);
  switch (schedule.every) {
    case 'minutes':
      return new Date(dueAt.getTime() + schedule.minutes * MINUTE_MS);
    case 'day':
      return new Date(dueAt.getTime() + DAY_MS);
    case 'month': {
      const { year, month } = wallParts(dueAt);
      return monthInstant(year, month + 1, schedule.day, schedule.at);
    }
  }
}

/** The schedule as cron (minute hour day month weekday), for pg-boss with `tz: 'Asia/Seoul'`. */
export function cronOf(schedule: Schedule): string {
  if (schedule.every === 'minutes') return `*/${schedule.minutes} * * * *`;
  const total = minutesOf(schedule.at);
  const time = `${total % 60} ${Math.floor(total / 60)}`;
  return schedule.every === 'day' ? `${time} * * *` : `${time} ${schedule.day} * *`;
}

/** How `jobs status` names it. */
export function describeSchedule(schedule: Schedule): string {
  switch (schedule.every) {
    case 'minutes':
      return `${schedule.minutes}분마다`;
    case 'day':
      return `매일 ${schedule.at}`;
    case 'month':
      return `매월 ${schedule.day}일 ${schedule.at}`;
  }
}

/** An instant as Seoul's wall clock reads it, `2026-12-07 00:10`. */
export function seoulMinute(at: Date): string {
  return seoulWallClock(at).toISOString().slice(0, 16).replace('T', ' ');
}
