import { type MemberCliContext, memberCli } from '../modules/account/account.cli.ts';
import {
  type CommunityPhotosCliContext,
  communityPhotosCli,
} from '../modules/community/photos/photos.cli.ts';
import { type StarsCliContext, starsCli } from '../modules/point/point.cli.ts';
import { type AlertsCliContext, alertsCli } from '../modules/product-alerts/product-alerts.cli.ts';
import type { CliGroup } from '../shared/context.ts';
import type { JobName } from './jobs.config.ts';
import type { Schedule } from './schedule.ts';

/**
 * The jobs the server runs by itself (docs/operations.md, "Scheduled jobs"). Each job IS an operator
 * command: the runner calls the command's group with the words an operator would type, so a run by
 * the server and `npm run admin -- <words>` are one code path, and the exit code is the outcome
 * (0 succeeded, anything else failed and is retried).
 */

/** What the commands of the jobs need besides the database, the clock and io: their adapters. */
export type JobContext = StarsCliContext & MemberCliContext & CommunityPhotosCliContext & AlertsCliContext;

interface JobBase {
  name: JobName;
  /** The operator command, for the period being run (the monthly exchange names its month). */
  command(period: string): readonly string[];
  group: CliGroup<unknown, JobContext>;
}

/** Due once per period: on PostgreSQL one instance runs it (pg-boss), on SQLite the one process does. */
export interface ScheduledJob extends JobBase {
  kind: 'scheduled';
  schedule: Schedule;
}

/**
 * Run by every instance every ALERTS_JOB_INTERVAL_MS: the alerts fan-out is built to run on many
 * instances at once (it claims its work) and wants seconds, not pg-boss cron's whole minutes.
 */
export interface EveryInstanceJob extends JobBase {
  kind: 'every-instance';
}

export type Job = ScheduledJob | EveryInstanceJob;

const group = <C>(cli: CliGroup<C, never>) => cli as unknown as CliGroup<unknown, JobContext>;

export const JOBS: readonly Job[] = [
  {
    name: 'stars-expire',
    kind: 'scheduled',
    schedule: { every: 'day', at: '00:10' },
    command: () => ['stars', 'expire'],
    group: group(starsCli),
  },
  {
    name: 'stars-auto-exchange',
    kind: 'scheduled',
    schedule: { every: 'month', day: 1, at: '09:00' },
    // The period is the month: the command exchanges exactly the month the run record keys on.
    command: (month) => ['stars', 'auto-exchange', '--month', month],
    group: group(starsCli),
  },
  {
    name: 'stars-reconcile',
    kind: 'scheduled',
    schedule: { every: 'minutes', minutes: 15 },
    command: () => ['stars', 'reconcile'],
    group: group(starsCli),
  },
  {
    name: 'member-close-due',
    kind: 'scheduled',
    schedule: { every: 'day', at: '00:20' },
    command: () => ['member', 'close-due'],
    group: group(memberCli),
  },
  {
    name: 'community-photos-prune',
    kind: 'scheduled',
    schedule: { every: 'day', at: '04:00' },
    command: () => ['community', 'photos', 'prune'],
    group: group(communityPhotosCli),
  },
  {
    name: 'product-alerts',
    kind: 'every-instance',
    command: () => ['alerts', 'run'],
    group: group(alertsCli),
  },
];
