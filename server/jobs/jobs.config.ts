import { z } from 'zod';

/** Every job the server runs by itself (server/jobs/jobs.ts), by the name `JOBS` and `jobs status` use. */
export const JOB_NAMES = [
  'stars-expire',
  'stars-auto-exchange',
  'stars-reconcile',
  'member-close-due',
  'community-photos-prune',
  'product-alerts',
] as const;
export type JobName = (typeof JOB_NAMES)[number];

/** Config keys of the job runner (docs/operations.md, "Scheduled jobs"), spread into server/config.ts's schema. */
export const jobsConfigShape = {
  /**
   * Which jobs this instance takes part in: `on` (the default) all, `off` none (the operator's cron runs
   * `npm run admin` instead; the tests and end-to-end servers), or a comma list of job names.
   */
  JOBS: z
    .string()
    .default('on')
    .transform((value, ctx): readonly JobName[] => {
      const trimmed = value.trim();
      if (trimmed === 'on') return JOB_NAMES;
      if (trimmed === 'off') return [];
      const names = trimmed
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
      const unknown = names.filter((name) => !(JOB_NAMES as readonly string[]).includes(name));
      if (names.length === 0 || unknown.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `on, off 또는 작업 이름 목록이어야 합니다 (${JOB_NAMES.join(', ')})${unknown.length > 0 ? `: ${unknown.join(', ')}` : ''}`,
        });
        return z.NEVER;
      }
      return names as JobName[];
    }),
  /** PostgreSQL: the schema pg-boss keeps its queues in; not the app's (tests' `t_*` schemas never meet it). */
  JOBS_PG_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, '소문자, 숫자, _ 로 된 스키마 이름이어야 합니다.')
    .default('pgboss'),
  /** Tries after a failed run of the same period, each after twice the previous wait. */
  JOBS_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(3),
  /** The first wait before a retry (ms; pg-boss counts whole seconds, at least 1). */
  JOBS_RETRY_DELAY_MS: z.coerce.number().int().min(1).max(3_600_000).default(60_000),
  /** How often a due job is looked for: the in-process scheduler's tick, pg-boss's worker polling (at least 500 ms). */
  JOBS_POLL_MS: z.coerce.number().int().min(10).max(600_000).default(10_000),
};
