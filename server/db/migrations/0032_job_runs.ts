import type { Kysely } from 'kysely';

/**
 * The run record of the scheduled jobs (server/jobs/, docs/operations.md "Scheduled jobs"): one row per
 * job and period (`2026-12-07` for a daily job, `2026-12` for the monthly exchange, the slot's minute
 * for the 15-minute one; the alerts fan-out, which every instance runs, keeps one row, `latest`).
 * The primary key is what makes a period's run happen once: a runner claims it by inserting the row,
 * and a second claim of the same period, from another instance or a retry after success, finds it
 * taken. `jobs status` reads the newest row of each job.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow DB's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('job_run')
    .addColumn('job', 'varchar(40)', (c) => c.notNull())
    .addColumn('period', 'varchar(20)', (c) => c.notNull())
    /** 'running' | 'succeeded' | 'failed' */
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('finished_at', 'varchar(30)')
    /** The command's last line on success, its errors on failure (shortened). */
    .addColumn('summary', 'text')
    /** Which process ran it (host and pid), for finding its log. */
    .addColumn('runner', 'varchar(200)', (c) => c.notNull())
    .addPrimaryKeyConstraint('job_run_pk', ['job', 'period'])
    .execute();
  await db.schema.createIndex('job_run_latest_idx').on('job_run').columns(['job', 'started_at']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_run').ifExists().execute();
}
