import PgBoss from 'pg-boss';
import { findRun, STALE_CLAIM_MS } from './job-runs.ts';
import type { ScheduledJob } from './jobs.ts';
import {
  type JobRunner,
  type RunDeps,
  type RunnerOptions,
  runScheduled,
  startEveryInstance,
} from './run-job.ts';
import { cronOf, periodOf } from './schedule.ts';

export interface PgBossOptions extends RunnerOptions {
  url: string;
  /** pg-boss's own schema (JOBS_PG_SCHEMA): its tables never mix with the app's. */
  schema: string;
  /** How long stop() waits for a run under way. */
  stopTimeoutMs: number;
}

/**
 * pg-boss creates a queue's partition table inside create_queue; two instances creating the same new
 * queue at once can deadlock on it (PostgreSQL aborts one, 40P01). The aborted one tries again and
 * finds the queue there.
 */
async function retriedOnDeadlock(work: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if ((error as { code?: unknown }).code !== '40P01' || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

/**
 * The runner on PostgreSQL: pg-boss (10.x) keeps one queue per scheduled job and a cron schedule in
 * Asia/Seoul; its timekeeper sends each due run once for all instances, one worker takes it, a failure
 * is retried with exponential back-off (retryLimit, retryDelay). The run record (job-runs.ts) stands
 * behind it: however many sends or retries reach a worker, a period runs once. On start each instance
 * also sends the current period of a job whose record has no success (a deployment that was down at
 * the due minute, or retries used up before a restart); the `short` policy keeps one such job queued.
 */
export function pgBossRunner(deps: RunDeps, options: PgBossOptions): JobRunner {
  const makeBoss = () => {
    const made = new PgBoss({
      connectionString: options.url,
      schema: options.schema,
      // Names its connections in pg_stat_activity by its schema (one per deployment, or per test).
      application_name: `jecheol-jobs/${options.schema}`,
      max: 3,
    });
    // Without a listener an error event (a lost connection while polling) would end the process.
    made.on('error', (error) => deps.log.error({ err: error }, 'pg-boss 오류'));
    return made;
  };
  let boss = makeBoss();
  let stopEveryInstance: (() => Promise<void>) | undefined;
  let started = false;

  const queueOptions = {
    policy: 'short' as const,
    retryLimit: options.retryLimit,
    retryDelay: Math.max(1, Math.round(options.retryDelayMs / 1000)),
    retryBackoff: true,
    expireInSeconds: STALE_CLAIM_MS / 1000,
  };

  async function startJob(job: ScheduledJob): Promise<void> {
    // createQueue leaves an existing queue as it is; updateQueue brings its retry settings up to date.
    const queue = { name: job.name, ...queueOptions };
    await retriedOnDeadlock(() => boss.createQueue(job.name, queue));
    await boss.updateQueue(job.name, queue);
    await boss.schedule(job.name, cronOf(job.schedule), {}, { tz: 'Asia/Seoul' });
    await boss.work(job.name, { pollingIntervalSeconds: Math.max(0.5, options.pollMs / 1000) }, async () => {
      // Thrown, a failure goes back to pg-boss, which retries it after the back-off.
      if ((await runScheduled(job, deps)) === 'failed') throw new Error(`작업 ${job.name} 실패`);
    });
    const period = periodOf(job.schedule, deps.now()).key;
    const run = await findRun(deps.db, job.name, period);
    if (run?.status !== 'succeeded') await boss.send(job.name, {}, { singletonKey: period });
  }

  return {
    async start() {
      // Instances starting together all find pg-boss's schema missing and create it under pg-boss's
      // lock; now and then (seen through PgBouncer) one still fails on the schema's name the other
      // has just taken. A PgBoss that failed to start cannot be started again, so a fresh one tries
      // once more, and finds the schema there.
      try {
        await boss.start();
      } catch (error) {
        if ((error as { code?: unknown }).code !== '23505') throw error;
        await boss.stop({ graceful: false, wait: true }).catch(() => undefined);
        boss = makeBoss();
        await boss.start();
      }
      started = true;
      for (const job of options.scheduled) await startJob(job);
      stopEveryInstance = startEveryInstance(options.everyInstance, deps, options.alertsIntervalMs);
    },
    async stop() {
      await stopEveryInstance?.();
      if (!started) return;
      // Graceful: the workers finish the run they hold (up to the timeout), then pg-boss closes its
      // pool, so nothing of it keeps the process alive after app.close().
      await boss.stop({ graceful: true, wait: true, timeout: options.stopTimeoutMs });
    },
  };
}
