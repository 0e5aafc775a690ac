/**
 * The scheduled jobs' run record (migration 0032_job_runs, server/jobs/). The conventions of schema.ts
 * hold: instants are ISO UTC strings.
 */
export interface JobRunTable {
  job: string;
  /** The period the run belongs to (server/jobs/schedule.ts, periodOf), or `latest`. */
  period: string;
  status: 'running' | 'succeeded' | 'failed';
  attempts: number;
  started_at: string;
  finished_at: string | null;
  summary: string | null;
  runner: string;
}
