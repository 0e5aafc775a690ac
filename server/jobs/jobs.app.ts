import type { FastifyInstance } from 'fastify';
import { openShopAccounts } from '../modules/account/account.cli.ts';
import {
  createPartnerPoints,
  DEV_PARTNER_PATH,
  partnerPointsOptions,
} from '../modules/point/partner-points.ts';
import { openPartnerPoints } from '../modules/point/point.cli.ts';
import { pushSenderFor } from '../modules/product-alerts/product-alerts.routes.ts';
import { openStorage } from '../modules/storage/storage.ts';
import { inProcessRunner } from './in-process-runner.ts';
import { type EveryInstanceJob, JOBS, type Job, type ScheduledJob } from './jobs.ts';
import { pgBossRunner } from './pg-boss-runner.ts';
import {
  type JobRunner,
  type RunDeps,
  type RunnerOptions,
  registerJobMetrics,
  runnerName,
  startEveryInstance,
} from './run-job.ts';

/**
 * The commands' adapters inside the server. The partner: the development partner this app mounts when
 * it has one (it knows the exchanges members made here, which `stars reconcile` asks about), else the
 * one the admin command would open. The shop's accounts API as the admin command opens it (its
 * development stand-in keeps its state in the database, so any instance's is the same).
 */
function serverAdapters(app: FastifyInstance): RunDeps['adapters'] {
  const config = app.config;
  const push = pushSenderFor(config, () => app.now());
  return {
    partnerPoints: async () => {
      const options = partnerPointsOptions(config);
      if (
        options.baseUrl === DEV_PARTNER_PATH &&
        app.hasRoute({ method: 'POST', url: `${DEV_PARTNER_PATH}/v1/exchanges` })
      ) {
        return { partner: createPartnerPoints(app, options), configured: true, close: async () => undefined };
      }
      return openPartnerPoints(config);
    },
    shopAccounts: () => openShopAccounts(config, app.database.db),
    storage: openStorage(config.PHOTO_STORAGE, app.database.db, () => app.now()),
    alerts: { shopBaseUrl: config.SHOP_BASE_URL, push },
  };
}

/**
 * Runs the jobs `JOBS` names on this instance (docs/operations.md, "Scheduled jobs"): pg-boss on
 * PostgreSQL, the in-process scheduler on SQLite (never the other way: on PostgreSQL every instance
 * would run its own). It starts when the app is ready and stops when it closes. The alerts fan-out
 * runs where the `user` service does, while ALERTS_JOB_INTERVAL_MS is above 0. `jobs` replaces the
 * list (tests).
 */
export function installJobs(app: FastifyInstance, jobs: readonly Job[] = JOBS): void {
  const config = app.config;
  const enabled = jobs.filter((job) =>
    job.kind === 'scheduled'
      ? config.JOBS.includes(job.name)
      : config.JOBS.includes(job.name) &&
        config.ALERTS_JOB_INTERVAL_MS > 0 &&
        config.SERVICE.includes('user'),
  );
  if (enabled.length === 0) return;
  registerJobMetrics(app.metrics, enabled);
  const deps: RunDeps = {
    db: app.database.db,
    now: () => app.now(),
    adapters: serverAdapters(app),
    log: app.log.child({ module: 'jobs' }),
    metrics: app.metrics,
    runner: runnerName(),
  };
  const options: RunnerOptions = {
    scheduled: enabled.filter((job): job is ScheduledJob => job.kind === 'scheduled'),
    everyInstance: enabled.filter((job): job is EveryInstanceJob => job.kind === 'every-instance'),
    alertsIntervalMs: config.ALERTS_JOB_INTERVAL_MS,
    pollMs: config.JOBS_POLL_MS,
    retryLimit: config.JOBS_RETRY_LIMIT,
    retryDelayMs: config.JOBS_RETRY_DELAY_MS,
  };
  let runner: JobRunner;
  if (options.scheduled.length === 0) {
    // Only the every-instance fan-out: no queue or schedule to keep, on either database.
    let stop: (() => Promise<void>) | undefined;
    runner = {
      start: async () => {
        stop = startEveryInstance(options.everyInstance, deps, options.alertsIntervalMs);
      },
      stop: async () => stop?.(),
    };
  } else if (app.database.dialect === 'postgres') {
    if (!config.DATABASE_URL) throw new Error('pg-boss needs DATABASE_URL to reach PostgreSQL');
    runner = pgBossRunner(deps, {
      ...options,
      url: config.DATABASE_URL,
      schema: config.JOBS_PG_SCHEMA,
      stopTimeoutMs: config.SHUTDOWN_GRACE_MS,
    });
  } else {
    runner = inProcessRunner(deps, options);
  }
  app.addHook('onReady', () => runner.start());
  app.addHook('onClose', () => runner.stop());
}
