import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/schema.ts';
import type { AppMetrics } from '../plugins/external/metrics.ts';
import { claimRun, finishRun, recordLatestRun } from './job-runs.ts';
import type { EveryInstanceJob, Job, JobContext, ScheduledJob } from './jobs.ts';
import { periodOf } from './schedule.ts';

/** How one run of a job ended; `skipped`: its period had already run, or another instance has it. */
export type RunOutcome = 'succeeded' | 'failed' | 'skipped';

/** What a runner gives every run: the database, the clock, the commands' adapters, where to report. */
export interface RunDeps {
  db: Db;
  /** The app's clock (tests move it); every period and record is by it, never the wall clock. */
  now: () => Date;
  adapters: Omit<JobContext, 'db' | 'now' | 'io'>;
  log: FastifyBaseLogger;
  metrics: AppMetrics;
  /** This process, in the run record. */
  runner: string;
}

export const runnerName = () => `${hostname()}:${process.pid}`;

/** Durations, in seconds: a daily job's quiet day is milliseconds, a month's exchanges minutes. */
const DURATION_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300, 900];

function counters(metrics: AppMetrics) {
  return {
    runs: metrics.counter(
      'job_runs_total',
      'Runs of the scheduled jobs by job and outcome: succeeded, failed (retried), skipped (its period already ran or another instance has it).',
      ['job', 'outcome'],
    ),
    duration: metrics.histogram(
      'job_run_duration_seconds',
      'How long each run of a job took, succeeded or failed.',
      ['job'],
      DURATION_BUCKETS,
    ),
  };
}

/** Made once per app, so the series exist (at zero) from the start, before any run. */
export function registerJobMetrics(metrics: AppMetrics, jobs: readonly Job[]): void {
  const { runs } = counters(metrics);
  for (const job of jobs) {
    for (const outcome of ['succeeded', 'failed', 'skipped']) runs.inc({ job: job.name, outcome }, 0);
  }
}

/**
 * Runs the job's operator command once, as `npm run admin` would, with io going to the log: the
 * outcome and a summary for the record (the command's last line, or its errors).
 */
async function execute(
  job: Job,
  period: string,
  deps: RunDeps,
  now: Date,
): Promise<{ status: 'succeeded' | 'failed'; summary: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const ctx: JobContext = {
    ...deps.adapters,
    db: deps.db,
    now,
    io: { out: (line) => out.push(line), err: (line) => err.push(line) },
  };
  const { duration } = counters(deps.metrics);
  const started = performance.now();
  let code: number;
  try {
    const parsed = job.group.parse(job.command(period));
    if ('error' in parsed) throw new Error(parsed.error);
    code = await job.group.run(ctx, parsed.command);
  } catch (error) {
    err.push((error as Error).message);
    code = 1;
  }
  duration.observe({ job: job.name }, (performance.now() - started) / 1000);
  const status = code === 0 ? 'succeeded' : 'failed';
  const summary =
    status === 'succeeded'
      ? (out.at(-1) ?? '')
      : [...err, ...(err.length === 0 ? [out.at(-1) ?? '', `종료 코드 ${code}`] : [])].join(' / ');
  const lines = { job: job.name, period, out, err };
  if (status === 'failed') deps.log.warn(lines, `작업 ${job.name} 실패`);
  else if (job.kind === 'scheduled') deps.log.info(lines, `작업 ${job.name} 완료`);
  else deps.log.debug(lines, `작업 ${job.name} 완료`);
  return { status, summary };
}

/**
 * A scheduled job's run for the period the clock is in, if no one has it yet (job-runs.ts, claimRun):
 * the command runs at most once per period however many runners ask, and a failed period is taken
 * again by the next try.
 */
export async function runScheduled(job: ScheduledJob, deps: RunDeps): Promise<RunOutcome> {
  const now = deps.now();
  const period = periodOf(job.schedule, now).key;
  const { runs } = counters(deps.metrics);
  const attempt = await claimRun(deps.db, { job: job.name, period, now, runner: deps.runner });
  if (attempt === null) {
    runs.inc({ job: job.name, outcome: 'skipped' });
    return 'skipped';
  }
  const { status, summary } = await execute(job, period, deps, now);
  await finishRun(deps.db, { job: job.name, period, status, now: deps.now(), summary });
  runs.inc({ job: job.name, outcome: status });
  return status;
}

/** A job every instance runs on its own interval: no claim, the latest run is recorded for status. */
export async function runEveryInstance(job: EveryInstanceJob, deps: RunDeps): Promise<RunOutcome> {
  const now = deps.now();
  const { status, summary } = await execute(job, 'latest', deps, now);
  await recordLatestRun(deps.db, {
    job: job.name,
    status,
    attempts: 1,
    started_at: now.toISOString(),
    finished_at: deps.now().toISOString(),
    summary,
    runner: deps.runner,
  });
  counters(deps.metrics).runs.inc({ job: job.name, outcome: status });
  return status;
}

/**
 * Starts the every-instance jobs' intervals (one run at a time each, unref'd so they never keep the
 * process alive); the answer stops them and waits for a run under way.
 */
export function startEveryInstance(
  jobs: readonly EveryInstanceJob[],
  deps: RunDeps,
  intervalMs: number,
): () => Promise<void> {
  const running = new Map<string, Promise<unknown>>();
  const timers = jobs.map((job) => {
    const timer = setInterval(() => {
      if (running.has(job.name)) return;
      const run = runEveryInstance(job, deps)
        .catch((error: unknown) => deps.log.warn({ err: error }, `작업 ${job.name} 기록 실패`))
        .finally(() => running.delete(job.name));
      running.set(job.name, run);
    }, intervalMs);
    timer.unref();
    return timer;
  });
  return async () => {
    for (const timer of timers) clearInterval(timer);
    await Promise.all(running.values());
  };
}

/** What both runners are told (server/jobs/jobs.app.ts, from the config). */
export interface RunnerOptions {
  scheduled: readonly ScheduledJob[];
  everyInstance: readonly EveryInstanceJob[];
  alertsIntervalMs: number;
  pollMs: number;
  retryLimit: number;
  retryDelayMs: number;
}

/** The runner of one database kind: started when the app is ready, stopped when it closes. */
export interface JobRunner {
  start(): Promise<void>;
  stop(): Promise<void>;
}
