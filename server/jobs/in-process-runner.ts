import type { ScheduledJob } from './jobs.ts';
import {
  type JobRunner,
  type RunDeps,
  type RunnerOptions,
  runScheduled,
  startEveryInstance,
} from './run-job.ts';
import { periodOf } from './schedule.ts';

/** Where a job stands in the period the clock is in (this process's memory; the record is the truth). */
interface State {
  period: string;
  done: boolean;
  failures: number;
  /** performance.now() before which a failed period is not tried again. */
  retryAt: number;
}

/**
 * The scheduler of the embedded SQLite default: only one process uses an SQLite file, so it runs the
 * due jobs itself. Every `pollMs` it looks at each job's period by the app's clock; one not yet done
 * runs (the run record decides, so a restart does not run a period twice, and a period missed while
 * the process was stopped runs when it starts again). A failure is tried again after retryDelayMs,
 * doubling each time, up to retryLimit times in that period.
 */
export function inProcessRunner(deps: RunDeps, options: RunnerOptions): JobRunner {
  const states = new Map<string, State>();
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | undefined;
  let stopped = false;
  let stopEveryInstance: (() => Promise<void>) | undefined;

  async function runDue(job: ScheduledJob): Promise<void> {
    const period = periodOf(job.schedule, deps.now()).key;
    let state = states.get(job.name);
    if (state?.period !== period) {
      state = { period, done: false, failures: 0, retryAt: 0 };
      states.set(job.name, state);
    }
    if (state.done || performance.now() < state.retryAt) return;
    const outcome = await runScheduled(job, deps).catch((error: unknown) => {
      deps.log.warn({ err: error }, `작업 ${job.name} 실행 실패`);
      return 'failed' as const;
    });
    if (outcome !== 'failed') {
      state.done = true;
      return;
    }
    state.failures += 1;
    if (state.failures > options.retryLimit) {
      state.done = true;
      deps.log.error(
        { job: job.name, period },
        `작업 ${job.name}: 재시도 ${options.retryLimit}회 후에도 실패`,
      );
      return;
    }
    state.retryAt = performance.now() + options.retryDelayMs * 2 ** (state.failures - 1);
  }

  async function tick(): Promise<void> {
    for (const job of options.scheduled) {
      if (stopped) return;
      await runDue(job);
    }
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      ticking = tick().finally(schedule);
    }, options.pollMs);
    timer.unref();
  }

  return {
    async start() {
      // One process owns the file: a run still marked running was cut off when it last stopped.
      await deps.db
        .updateTable('job_run')
        .set({ status: 'failed', summary: '프로세스가 끝나 중단되었습니다.' })
        .where('status', '=', 'running')
        .execute();
      stopEveryInstance = startEveryInstance(options.everyInstance, deps, options.alertsIntervalMs);
      ticking = tick().finally(schedule);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await ticking;
      await stopEveryInstance?.();
    },
  };
}
