import type { Selectable } from 'kysely';
import type { Db } from '../db/schema.ts';
import type { JobRunTable } from '../db/schema-jobs.ts';

/** The run record's queries (migration 0032_job_runs). */
export type JobRun = Selectable<JobRunTable>;

/** A claim older than this is taken for a run that died with its process (jobs end well within it). */
export const STALE_CLAIM_MS = 60 * 60 * 1000;
/** Rows older than this are deleted after a job's successful run: the record is for status, not history. */
const KEEP_MS = 90 * 24 * 60 * 60 * 1000;
const SUMMARY_MAX = 1_000;

export const shorten = (text: string) =>
  text.length > SUMMARY_MAX ? `${text.slice(0, SUMMARY_MAX - 1)}…` : text;

/**
 * Takes the period's run for this runner: the first claim inserts the row; a later one takes it only
 * when the last try failed or its runner died (a claim older than STALE_CLAIM_MS). The primary key and
 * the conditional update decide between instances claiming at once, on either database: exactly one
 * gets true. The attempts so far, including this one, or null when the period is not this runner's.
 */
export async function claimRun(
  db: Db,
  run: { job: string; period: string; now: Date; runner: string },
): Promise<number | null> {
  const at = run.now.toISOString();
  const inserted = await db
    .insertInto('job_run')
    .values({
      job: run.job,
      period: run.period,
      status: 'running',
      attempts: 1,
      started_at: at,
      finished_at: null,
      summary: null,
      runner: run.runner,
    })
    .onConflict((oc) => oc.columns(['job', 'period']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return 1;
  const staleBefore = new Date(run.now.getTime() - STALE_CLAIM_MS).toISOString();
  const retaken = await db
    .updateTable('job_run')
    .set((eb) => ({
      status: 'running',
      attempts: eb('attempts', '+', 1),
      started_at: at,
      finished_at: null,
      runner: run.runner,
    }))
    .where('job', '=', run.job)
    .where('period', '=', run.period)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'failed'),
        eb.and([eb('status', '=', 'running'), eb('started_at', '<', staleBefore)]),
      ]),
    )
    .returning('attempts')
    .executeTakeFirst();
  return retaken?.attempts ?? null;
}

/** Ends a claimed run; after a success, drops this job's rows older than KEEP_MS. */
export async function finishRun(
  db: Db,
  run: { job: string; period: string; status: 'succeeded' | 'failed'; now: Date; summary: string },
): Promise<void> {
  await db
    .updateTable('job_run')
    .set({ status: run.status, finished_at: run.now.toISOString(), summary: shorten(run.summary) })
    .where('job', '=', run.job)
    .where('period', '=', run.period)
    .execute();
  if (run.status === 'succeeded') {
    await db
      .deleteFrom('job_run')
      .where('job', '=', run.job)
      .where('started_at', '<', new Date(run.now.getTime() - KEEP_MS).toISOString())
      .execute();
  }
}

/** Records a run of a job that every instance runs (no claim): one row, the latest run of any instance. */
export async function recordLatestRun(db: Db, run: Omit<JobRun, 'period'>): Promise<void> {
  const row = { ...run, period: 'latest', summary: run.summary === null ? null : shorten(run.summary) };
  await db
    .insertInto('job_run')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['job', 'period']).doUpdateSet({
        status: row.status,
        attempts: row.attempts,
        started_at: row.started_at,
        finished_at: row.finished_at,
        summary: row.summary,
        runner: row.runner,
      }),
    )
    .execute();
}

/** Each job's newest run, by job name. */
export async function latestRuns(db: Db): Promise<Map<string, JobRun>> {
  const rows = await db
    .selectFrom('job_run as r')
    .selectAll('r')
    .where(({ eb, selectFrom }) =>
      eb(
        'r.started_at',
        '=',
        selectFrom('job_run as n')
          .select((n) => n.fn.max('n.started_at').as('latest'))
          .whereRef('n.job', '=', 'r.job'),
      ),
    )
    .execute();
  return new Map(rows.map((row) => [row.job, row]));
}

/** One period's run, if any. */
export async function findRun(db: Db, job: string, period: string): Promise<JobRun | undefined> {
  return db
    .selectFrom('job_run')
    .selectAll()
    .where('job', '=', job)
    .where('period', '=', period)
    .executeTakeFirst();
}
