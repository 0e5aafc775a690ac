import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { errorCatalogue } from '#contract/errors.ts';
import { accessTokenOf } from '../../http/bearer.ts';
import { AppError } from '../../http/errors.ts';

/**
 * What the server does, in Prometheus' text format (prom-client) at `GET /metrics`: requests by route
 * and status with their latency, the database pool and its failures, rate-limit refusals, and the
 * counters modules add (`app.metrics`: exchanges, jobs). One registry per app, so tests that build
 * many apps in one process keep theirs apart. The route exists only with METRICS_TOKEN set, and
 * answers only a request bearing it (docs/operations.md, "Metrics").
 */
export interface AppMetrics {
  registry: Registry;
  /** A counter of this app's registry, made on first use (a module names what it counts). */
  counter(name: string, help: string, labelNames?: readonly string[]): Counter<string>;
  /** A histogram of this app's registry, made on first use (durations in seconds). */
  histogram(
    name: string,
    help: string,
    labelNames: readonly string[],
    buckets: readonly number[],
  ): Histogram<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/** Latency buckets, in seconds: a cached read is a millisecond, a cold search tens of them. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** A registry with the get-or-make counter and histogram modules use (installMetrics; tests of a module alone). */
export function createAppMetrics(registry = new Registry()): AppMetrics {
  const counters = new Map<string, Counter<string>>();
  const histograms = new Map<string, Histogram<string>>();
  return {
    registry,
    counter(name, help, labelNames = []) {
      let counter = counters.get(name);
      if (!counter) {
        counter = new Counter({ name, help, labelNames: [...labelNames], registers: [registry] });
        counters.set(name, counter);
      }
      return counter;
    },
    histogram(name, help, labelNames, buckets) {
      let histogram = histograms.get(name);
      if (!histogram) {
        histogram = new Histogram({
          name,
          help,
          labelNames: [...labelNames],
          buckets: [...buckets],
          registers: [registry],
        });
        histograms.set(name, histogram);
      }
      return histogram;
    },
  };
}

export function installMetrics(app: FastifyInstance): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const metrics = createAppMetrics(registry);
  app.decorate('metrics', metrics);

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Requests by route (the route pattern, not the path) and status, and how long they took.',
    labelNames: ['method', 'route', 'status'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    requests.observe(
      { method: request.method, route: routeOf(request), status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  const database = app.database;
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL connection pool: connections by state (in use, idle), the pool size, and queries waiting for one.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = database.pool?.();
      if (!pool) return;
      this.set({ state: 'in_use' }, pool.total - pool.idle);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'max' }, pool.max);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  new Gauge({
    name: 'db_available',
    help: '1 while the database answers, 0 while it is out of reach (requests answer 503).',
    registers: [registry],
    collect() {
      this.set(database.available() ? 1 : 0);
    },
  });
  const lost = metrics.counter('db_unavailable_total', 'Times the database was found out of reach.');
  database.onAvailabilityChange((available) => {
    if (!available) lost.inc();
  });
  // Its reads go to the primary meanwhile: no 503, but the primary carries them.
  const replicaLost = metrics.counter(
    'db_replica_unavailable_total',
    'Times the read replica (DATABASE_READ_URL) was found out of reach; its reads went to the primary meanwhile.',
  );
  database.onReplicaAvailabilityChange((available) => {
    if (!available) replicaLost.inc();
  });
  const failures = metrics.counter(
    'http_errors_total',
    'Error answers by contract error name (5xx and 4xx alike).',
    ['status', 'name'],
  );
  // Every error answer has the contract's body (http/error-handler.ts): its name is the label.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode >= 400 && typeof payload === 'string') {
      failures.inc({ status: String(reply.statusCode), name: errorNameOf(payload) });
    }
    return payload;
  });
}

function errorNameOf(body: string): string {
  try {
    const name = (JSON.parse(body) as { name?: unknown }).name;
    return typeof name === 'string' && name in errorCatalogue ? name : 'other';
  } catch {
    return 'other';
  }
}

/** The route's pattern, so ids do not make a label each; `unmatched` for a path no route has. */
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';

/** `GET /metrics`, when METRICS_TOKEN is set: the text format for a request bearing the token. */
export function registerMetricsRoute(app: FastifyInstance): void {
  const token = app.config.METRICS_TOKEN;
  if (!token) return;
  const expected = Buffer.from(token);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = Buffer.from(accessTokenOf(request) ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new AppError('TOKEN_NULL_OR_EMPTY', '지표를 보려면 METRICS_TOKEN이 필요합니다.');
    }
    reply.header('cache-control', 'no-store').type(app.metrics.registry.contentType);
    return app.metrics.registry.metrics();
  });
}
