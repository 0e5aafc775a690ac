import type { CliContext, CliGroup } from '../shared/context.ts';
import { type JobRun, latestRuns } from './job-runs.ts';
import { JOBS, type Job } from './jobs.ts';
import { describeSchedule, nextRunAfter, seoulMinute } from './schedule.ts';

/** `npm run admin -- jobs status` (docs/operations.md, "Scheduled jobs"). */
export const JOBS_USAGE =
  '  jobs status                        서버가 스스로 돌리는 작업마다 마지막 실행, 결과, 다음 실행 (한국 시간)';

export interface JobsCliContext extends CliContext {
  /** ALERTS_JOB_INTERVAL_MS of the configuration (the alerts fan-out's interval on each instance). */
  alertsIntervalMs?: number;
}

const STATUS_WORDS: Record<JobRun['status'], string> = {
  running: '실행 중',
  succeeded: '성공',
  failed: '실패',
};

function lastRun(run: JobRun | undefined): string {
  if (!run) return '마지막 실행: 없음';
  const period = run.period === 'latest' ? '' : `, 기간 ${run.period}`;
  const attempts = run.attempts > 1 ? `, ${run.attempts}번째 시도` : '';
  return `마지막 실행: ${seoulMinute(new Date(run.started_at))} ${STATUS_WORDS[run.status]}${period}${attempts}`;
}

function scheduleAndNext(job: Job, run: JobRun | undefined, ctx: JobsCliContext): [string, string] {
  if (job.kind === 'scheduled') {
    return [describeSchedule(job.schedule), `다음 실행: ${seoulMinute(nextRunAfter(job.schedule, ctx.now))}`];
  }
  const seconds = Math.round((ctx.alertsIntervalMs ?? 30_000) / 1000);
  if (seconds === 0) return ['꺼짐 (ALERTS_JOB_INTERVAL_MS=0)', '다음 실행: 없음'];
  const next = run ? seoulMinute(new Date(Date.parse(run.started_at) + seconds * 1000)) : '서버가 시작하면';
  return [`서버마다 ${seconds}초마다`, `다음 실행: ${next}`];
}

/**
 * Each job's newest run from the run record (so it reads the same on SQLite and PostgreSQL, whichever
 * instance ran it), with the next due time by its schedule. Exit code 1 when any job's newest run
 * failed, so a monitor can call it.
 */
export async function jobsStatus(ctx: JobsCliContext, jobs: readonly Job[] = JOBS): Promise<number> {
  const runs = await latestRuns(ctx.db);
  ctx.io.out(`작업 상태 (지금 ${seoulMinute(ctx.now)}, 한국 시간)`);
  for (const job of jobs) {
    const run = runs.get(job.name);
    const [schedule, next] = scheduleAndNext(job, run, ctx);
    ctx.io.out(`${job.name} (${schedule}): ${lastRun(run)}; ${next}`);
    if (run?.summary) ctx.io.out(`  ${run.summary}`);
  }
  return jobs.some((job) => runs.get(job.name)?.status === 'failed') ? 1 : 0;
}

export const jobsCli: CliGroup<'status', JobsCliContext> = {
  commands: ['jobs'],
  usage: JOBS_USAGE,
  parse: (args) =>
    args.length === 2 && args[1] === 'status'
      ? { command: 'status' }
      : { error: 'jobs 다음에는 status 를 적어 주세요.', usage: JOBS_USAGE },
  run: (ctx) => jobsStatus(ctx),
};
