import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seoulWallClock } from '#contract/rules/seoul-time.ts';
import {
  dialectCases,
  openTestDatabase,
  TEST_NOW,
  type TestDatabase,
} from '../../tests/support/databases.ts';
import { testPgPooler } from '../../tests/support/pg-url.ts';
import { type AdminContext, runAdmin } from '../admin/admin.ts';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { type Database, dropPgSchema, openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { Db } from '../db/schema.ts';
import { setAutoExchange } from '../modules/point/point.exchange.ts';
import { findAccount } from '../modules/point/point.repository.ts';
import { awardStars } from '../modules/point/point.service.ts';
import { plainMember } from '../modules/point/point.testing.ts';
import { createAppMetrics } from '../plugins/external/metrics.ts';
import { findRun } from './job-runs.ts';
import type { JobName } from './jobs.config.ts';
import { JOBS, type Job, type JobContext, type ScheduledJob } from './jobs.ts';
import { type RunDeps, runScheduled } from './run-job.ts';
import { periodOf } from './schedule.ts';

/**
 * The job runner (docs/operations.md, "Scheduled jobs"): once per period on either database, with any
 * number of instances, retried with back-off, visible in `jobs status` and /metrics. Every date is
 * relative to TEST_NOW, the clock the test sets; only the runners' ticking is real time.
 */

const silent = pino({ level: 'silent' });
const HOUR_MS = 60 * 60 * 1000;

/** The 1st of the Seoul month after `at`, at 09:05 KST (past the monthly exchange's due time). */
function nextMonthFirst(at: Date): Date {
  const wall = seoulWallClock(at);
  return new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth() + 1, 1, 0, 5));
}

const scheduledJob = (name: JobName) => JOBS.find((job) => job.name === name) as ScheduledJob;

/** A job whose command counts its runs and answers `code` (0 succeeded, else failed). */
function countingJob(name: JobName, code: () => number) {
  const calls: number[] = [];
  const base = scheduledJob(name);
  const job: ScheduledJob = {
    ...base,
    group: {
      commands: ['counted'],
      usage: '',
      parse: () => ({ command: null }),
      async run(ctx) {
        calls.push(performance.now());
        const answer = code();
        if (answer === 0) ctx.io.out(`${calls.length}번째 실행 완료`);
        else ctx.io.err('파트너사 응답이 없습니다');
        return answer;
      },
    },
  };
  return { job, calls };
}

/** The real job, with its command's runs counted. */
function countedReal(name: JobName) {
  const base = scheduledJob(name);
  let calls = 0;
  const job: ScheduledJob = {
    ...base,
    group: {
      ...base.group,
      run: (ctx: JobContext, command: unknown) => {
        calls += 1;
        return base.group.run(ctx, command);
      },
    },
  };
  return { job, calls: () => calls };
}

/** A member holding `amount` stars earned at `earnedAt`, which expire 12 months after that month. */
async function memberWithStars(db: Db, tag: string, amount: number, earnedAt: Date): Promise<number> {
  const memberId = await plainMember(db, tag, TEST_NOW);
  await awardStars(db, {
    memberId,
    amount,
    reason: '작업 테스트',
    idempotencyKey: `jobs-test:${memberId}`,
    now: earnedAt,
    earnedAt,
  });
  return memberId;
}

async function expiryRows(db: Db, memberId: number) {
  return db
    .selectFrom('point_entry')
    .select(['amount'])
    .where('member_id', '=', memberId)
    .where('kind', '=', 'expire')
    .execute();
}

async function status(db: Db, now: Date) {
  const out: string[] = [];
  const ctx: AdminContext = {
    db,
    now,
    io: { out: (line) => out.push(line), err: (line) => out.push(line) },
    builtWebVersion: '2.29.0',
  };
  const code = await runAdmin(['jobs', 'status'], ctx);
  return { code, text: out.join('\n') };
}

async function metricValue(app: FastifyInstance, job: string, outcome: string): Promise<number> {
  const metric = await app.metrics.registry.getSingleMetric('job_runs_total')?.get();
  return metric?.values.find((v) => v.labels.job === job && v.labels.outcome === outcome)?.value ?? 0;
}

describe.each(dialectCases())('the run record on $dialect', ({ dialect, available }) => {
  let t: TestDatabase;
  beforeAll(async () => {
    if (available) t = await openTestDatabase(dialect, { seed: false });
  });
  afterAll(async () => {
    if (available) await t.cleanup();
  });

  const deps = (now: () => Date): RunDeps => ({
    db: t.database.db,
    now,
    adapters: {},
    log: silent,
    metrics: createAppMetrics(),
    runner: 'test:1',
  });

  it.skipIf(!available)('runs a period once: a second run of the same period does nothing', async () => {
    const db = t.database.db;
    const { job, calls } = countingJob('member-close-due', () => 0);
    const clock = { now: TEST_NOW };
    const d = deps(() => clock.now);
    expect(await runScheduled(job, d)).toBe('succeeded');
    // Later the same Seoul day: the same period.
    clock.now = new Date(TEST_NOW.getTime() + HOUR_MS);
    expect(await runScheduled(job, d)).toBe('skipped');
    expect(calls).toHaveLength(1);
    const period = periodOf(job.schedule, TEST_NOW).key;
    expect(await findRun(db, job.name, period)).toMatchObject({ status: 'succeeded', attempts: 1 });
    // The next day is a new period.
    clock.now = new Date(TEST_NOW.getTime() + 24 * HOUR_MS);
    expect(await runScheduled(job, d)).toBe('succeeded');
    expect(calls).toHaveLength(2);
    const runs = await d.metrics.registry.getSingleMetric('job_runs_total')?.get();
    expect(runs?.values.map((v) => [v.labels.outcome, v.value]).sort()).toEqual([
      ['skipped', 1],
      ['succeeded', 2],
    ]);
  });

  it.skipIf(!available)('the real star expiry twice in one day writes each expiry once', async () => {
    const db = t.database.db;
    // Earned 13 months ago: those stars stopped counting when this month began.
    const earned = new Date(TEST_NOW.getTime() - 400 * 24 * HOUR_MS);
    const member = await memberWithStars(db, '소멸', 700, earned);
    const { job, calls } = countedReal('stars-expire');
    const d = deps(() => TEST_NOW);
    expect(await runScheduled(job, d)).toBe('succeeded');
    expect(await runScheduled(job, d)).toBe('skipped');
    expect(calls()).toBe(1);
    expect(await expiryRows(db, member)).toEqual([{ amount: -700 }]);
    const run = await findRun(db, 'stars-expire', periodOf(job.schedule, TEST_NOW).key);
    expect(run?.summary).toContain('별 700개의 소멸을 기록했습니다');
  });

  it.skipIf(!available)('jobs status: each job, its last run, result and next run in KST', async () => {
    const db = t.database.db;
    const { job } = countingJob('stars-reconcile', () => 1);
    expect(
      await runScheduled(
        job,
        deps(() => TEST_NOW),
      ),
    ).toBe('failed');
    const { code, text } = await status(db, TEST_NOW);
    // A failed newest run makes the exit code 1, for a monitor.
    expect(code).toBe(1);
    // TEST_NOW is 2026-11-21 12:00 KST.
    expect(text).toContain('작업 상태 (지금 2026-11-21 12:00, 한국 시간)');
    expect(text).toContain(
      'stars-expire (매일 00:10): 마지막 실행: 2026-11-21 12:00 성공, 기간 2026-11-21; 다음 실행: 2026-11-22 00:10',
    );
    expect(text).toContain(
      'member-close-due (매일 00:20): 마지막 실행: 2026-11-22 12:00 성공, 기간 2026-11-22; 다음 실행: 2026-11-22 00:20',
    );
    expect(text).toContain(
      'stars-reconcile (15분마다): 마지막 실행: 2026-11-21 12:00 실패, 기간 2026-11-21T12:00; 다음 실행: 2026-11-21 12:15',
    );
    expect(text).toContain('  파트너사 응답이 없습니다');
    expect(text).toContain(
      'stars-auto-exchange (매월 1일 09:00): 마지막 실행: 없음; 다음 실행: 2026-12-01 09:00',
    );
    expect(text).toContain(
      'community-photos-prune (매일 04:00): 마지막 실행: 없음; 다음 실행: 2026-11-22 04:00',
    );
    expect(text).toContain(
      'product-alerts (서버마다 30초마다): 마지막 실행: 없음; 다음 실행: 서버가 시작하면',
    );
  });
});

describe('the embedded SQLite default runs the jobs itself', () => {
  const dir = mkdtempSync(join(tmpdir(), 'jobs-'));
  const path = join(dir, 'storefront.db');
  const clock = { now: TEST_NOW };
  let database: Database;
  let app: FastifyInstance | undefined;
  const env = { JOBS: 'on', SQLITE_PATH: path, JOBS_POLL_MS: '20', JOBS_RETRY_DELAY_MS: '40' };

  const start = async (jobs?: readonly Job[], extra: Record<string, string> = {}) => {
    app = await buildApp(testConfig({ ...env, ...extra }), { database, clock: () => clock.now, jobs });
    await app.ready();
    return app;
  };
  const waitForRun = (job: JobName, period: string, status: 'succeeded' | 'failed', attempts?: number) =>
    vi.waitFor(
      async () => {
        const run = await findRun(database.db, job, period);
        expect(run).toMatchObject({ status, ...(attempts ? { attempts } : {}) });
      },
      { timeout: 10_000, interval: 20 },
    );

  beforeAll(async () => {
    database = await openDatabase({ sqlitePath: path });
    await migrateToLatest(database.db);
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('expires stars and makes the monthly exchange with no operator, as the clock moves', async () => {
    const db = database.db;
    clock.now = TEST_NOW;
    await start();
    // On start it runs the periods the clock is in (a period missed while stopped runs on start).
    for (const job of JOBS.filter((j): j is ScheduledJob => j.kind === 'scheduled')) {
      await waitForRun(job.name, periodOf(job.schedule, clock.now).key, 'succeeded');
    }
    // Stars that stop counting when next month begins, and a member who exchanges every month.
    const yearAgo = new Date(TEST_NOW.getTime() - 365 * 24 * HOUR_MS);
    const expiring = await memberWithStars(db, '소멸 예정', 500, yearAgo);
    const exchanging = await memberWithStars(db, '자동 전환', 1_200, TEST_NOW);
    await setAutoExchange(db, exchanging, TEST_NOW, { enabled: true, stars: null });
    expect(await expiryRows(db, expiring)).toEqual([]);

    clock.now = nextMonthFirst(TEST_NOW);
    const month = periodOf(scheduledJob('stars-auto-exchange').schedule, clock.now).key;
    await waitForRun(
      'stars-expire',
      periodOf(scheduledJob('stars-expire').schedule, clock.now).key,
      'succeeded',
    );
    await waitForRun('stars-auto-exchange', month, 'succeeded');
    expect(await expiryRows(db, expiring)).toEqual([{ amount: -500 }]);
    const exchanges = await db
      .selectFrom('point_exchange')
      .select(['stars', 'status', 'request_key'])
      .where('member_id', '=', exchanging)
      .execute();
    expect(exchanges).toEqual([{ stars: 1_200, status: 'completed', request_key: `auto-exchange/${month}` }]);
    expect((await findAccount(db, exchanging))?.balance).toBe(0);
    // This month's run on start, and next month's.
    expect(await metricValue(app as FastifyInstance, 'stars-auto-exchange', 'succeeded')).toBe(2);

    // Restarted in the same month: the month's exchange is recognised as done and not run again.
    await app?.close();
    const { job, calls } = countedReal('stars-auto-exchange');
    const again = await start(
      JOBS.map((j) => (j.name === job.name ? job : j)),
      { JOBS: 'stars-auto-exchange' },
    );
    await vi.waitFor(async () => expect(await metricValue(again, job.name, 'skipped')).toBe(1), {
      timeout: 10_000,
      interval: 20,
    });
    expect(calls()).toBe(0);
    expect(await findRun(db, job.name, month)).toMatchObject({ status: 'succeeded', attempts: 1 });
  });

  it('retries a failing job with growing waits, then reports it failed in jobs status and /metrics', async () => {
    clock.now = new Date(nextMonthFirst(TEST_NOW).getTime() + 3 * HOUR_MS);
    const { job, calls } = countingJob('stars-reconcile', () => 1);
    const token = 'metrics-token-for-the-jobs-test-0123456789';
    const running = await start([job], {
      JOBS: 'stars-reconcile',
      JOBS_RETRY_LIMIT: '2',
      METRICS_TOKEN: token,
    });
    const period = periodOf(job.schedule, clock.now).key;
    await waitForRun(job.name, period, 'failed', 3);
    await vi.waitFor(async () => expect(await metricValue(running, job.name, 'failed')).toBe(3));
    // One try and two retries, the second wait twice the first (40 ms, then 80 ms).
    expect(calls).toHaveLength(3);
    const [first = 0, second = 0, third = 0] = calls;
    expect(second - first).toBeGreaterThanOrEqual(40);
    expect(third - second).toBeGreaterThanOrEqual(80);
    // No more tries this period.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls).toHaveLength(3);
    const { code, text } = await status(database.db, clock.now);
    expect(code).toBe(1);
    expect(text).toMatch(/stars-reconcile \(15분마다\): 마지막 실행: \S+ \S+ 실패, 기간 \S+, 3번째 시도/);
    expect(text).toContain('  파트너사 응답이 없습니다');
    // What Prometheus scrapes; readiness does not depend on the jobs.
    const scraped = await running.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(scraped.body).toContain('job_runs_total{job="stars-reconcile",outcome="failed"} 3');
    expect(scraped.body).toContain('job_run_duration_seconds_count{job="stars-reconcile"} 3');
    expect((await running.inject({ url: '/readyz' })).statusCode).toBe(200);
  });
});

describe.runIf(dialectCases().some((c) => c.dialect === 'postgres' && c.available))(
  'pg-boss on PostgreSQL',
  () => {
    const url = process.env.TEST_PG_URL as string;
    let t: TestDatabase;
    let boss: string;
    const opened: Database[] = [];
    const apps: FastifyInstance[] = [];
    const clock = { now: TEST_NOW };

    /** One more instance: its own pool on the test's schema, its own app and runner. */
    async function instance(jobs: readonly Job[], env: Record<string, string>) {
      const database = await openDatabase({ url, pgSchema: t.schema, pooler: testPgPooler() });
      opened.push(database);
      const app = await buildApp(
        testConfig({ DATABASE_URL: url, JOBS_PG_SCHEMA: boss, JOBS_POLL_MS: '100', ...env }),
        { database, clock: () => clock.now, jobs },
      );
      apps.push(app);
      return app;
    }

    beforeAll(async () => {
      t = await openTestDatabase('postgres', { seed: false });
      // pg-boss's schema beside the test's own, dropped with it.
      boss = `${t.schema}_boss`;
    });
    afterEach(async () => {
      for (const app of apps.splice(0)) await app.close();
      for (const database of opened.splice(0)) await database.close();
    });
    afterAll(async () => {
      await t.cleanup();
      await dropPgSchema(url, boss);
    });

    it('two instances started in parallel run a due job exactly once', async () => {
      const db = t.database.db;
      clock.now = TEST_NOW;
      // Earned 13 months ago: due for expiry.
      const earned = new Date(TEST_NOW.getTime() - 400 * 24 * HOUR_MS);
      const member = await memberWithStars(db, '두 서버', 900, earned);
      const { job, calls } = countedReal('stars-expire');
      const both = await Promise.all([
        instance([job], { JOBS: 'stars-expire' }),
        instance([job], { JOBS: 'stars-expire' }),
      ]);
      await Promise.all(both.map((app) => app.ready()));
      const period = periodOf(job.schedule, clock.now).key;
      await vi.waitFor(
        async () => expect(await findRun(db, job.name, period)).toMatchObject({ status: 'succeeded' }),
        {
          timeout: 20_000,
          interval: 100,
        },
      );
      // Time for a second run to show itself, had either instance started one.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(calls()).toBe(1);
      expect(await findRun(db, job.name, period)).toMatchObject({ status: 'succeeded', attempts: 1 });
      expect(await expiryRows(db, member)).toEqual([{ amount: -900 }]);
      const succeeded = await Promise.all(both.map((app) => metricValue(app, job.name, 'succeeded')));
      expect(succeeded.sort()).toEqual([0, 1]);
      const { text } = await status(db, clock.now);
      expect(text).toContain(`stars-expire (매일 00:10): 마지막 실행: 2026-11-21 12:00 성공, 기간 ${period}`);

      // Closing the apps stops pg-boss and closes its pool: nothing of it outlives app.close() (the
      // server notices a closed connection a moment later, hence the wait).
      const bossConnections = async () => {
        const { rows } = await sql<{ n: number }>`
          select count(*)::int as n from pg_stat_activity
          where application_name = ${`jecheol-jobs/${boss}`}`.execute(db);
        return rows[0]?.n;
      };
      // Through PgBouncer the server connections are the pooler's and outlive its clients by design.
      const direct = testPgPooler() === 'none';
      if (direct) expect(await bossConnections()).toBeGreaterThan(0);
      for (const app of apps.splice(0)) await app.close();
      if (direct)
        await vi.waitFor(async () => expect(await bossConnections()).toBe(0), {
          timeout: 3_000,
          interval: 50,
        });
    });

    it('never falls back to the in-process scheduler: a pg-boss that cannot start stops the start', async () => {
      const database = await openDatabase({ url, pgSchema: t.schema, pooler: testPgPooler() });
      opened.push(database);
      // The app's own database answers; the URL pg-boss is given leads nowhere.
      const app = await buildApp(
        testConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/test', JOBS: 'stars-expire' }),
        { database, clock: () => clock.now },
      );
      apps.push(app);
      await expect(app.ready()).rejects.toThrow(/ECONNREFUSED|connect/);
    });

    it('a failing job is retried by pg-boss with back-off and reported failed', async () => {
      clock.now = new Date(TEST_NOW.getTime() + 3 * HOUR_MS);
      const { job, calls } = countingJob('stars-reconcile', () => 1);
      const app = await instance([job], {
        JOBS: 'stars-reconcile',
        JOBS_RETRY_LIMIT: '2',
        JOBS_RETRY_DELAY_MS: '1000',
      });
      await app.ready();
      const period = periodOf(job.schedule, clock.now).key;
      await vi.waitFor(
        async () =>
          expect(await findRun(t.database.db, job.name, period)).toMatchObject({
            status: 'failed',
            attempts: 3,
          }),
        { timeout: 25_000, interval: 100 },
      );
      // pg-boss's back-off: the first retry after 1-2 s, the second after 2-4 s.
      const [first = 0, second = 0, third = 0] = calls;
      expect(second - first).toBeGreaterThanOrEqual(900);
      expect(third - second).toBeGreaterThanOrEqual(1_900);
      await vi.waitFor(async () => expect(await metricValue(app, job.name, 'failed')).toBe(3));
      const { code, text } = await status(t.database.db, clock.now);
      expect(code).toBe(1);
      expect(text).toContain(
        `stars-reconcile (15분마다): 마지막 실행: 2026-11-21 15:00 실패, 기간 ${period}, 3번째 시도`,
      );
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    }, 40_000);
  },
);
