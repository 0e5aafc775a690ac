import rateLimit, { type FastifyRateLimitStore, normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { findEmailByCellphone } from '#contract/account.ts';
import { refreshToken, socialSignIn } from '#contract/auth.ts';
import type { Endpoint } from '#contract/endpoint.ts';
import * as searchContract from '#contract/search.ts';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { keptStatement, runKept } from '../../db/kept-statement.ts';
import type { DB } from '../../db/schema.ts';
import { accessTokenOf } from '../../http/bearer.ts';
import { AppError } from '../../http/errors.ts';

/**
 * Request limits per client and minute (docs/operations.md, "Rate limits"). A client is the member
 * when the request carries a valid access token, else its address (`request.ip`, which believes
 * `X-Forwarded-For` only as far as TRUST_PROXY says). Each limited route counts against one bucket:
 * sign-in and refresh their own, every search endpoint one shared search bucket, every other write
 * (any method but GET and HEAD) one shared write bucket.
 */
const WINDOW_MS = 60_000;

interface Limit {
  bucket: string;
  max: number;
}

type Route = Pick<Endpoint, 'method' | 'path' | 'service'>;
const at = (endpoint: Route) => `${endpoint.method} ${endpoint.path}`;
/** Every endpoint of the search service, so one added to the contract later is limited too. */
const searchRoutes = new Set(
  (Object.values(searchContract) as unknown[])
    .filter(
      (value): value is Route =>
        typeof value === 'object' && value !== null && 'service' in value && value.service === 'search',
    )
    .map(at),
);
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

function limitOf(method: string, url: string, config: AppConfig): Limit | undefined {
  const route = `${method} ${url}`;
  if (route === at(socialSignIn)) return { bucket: 'sign-in', max: config.AUTH_SIGNIN_RATE_LIMIT };
  if (route === at(refreshToken)) return { bucket: 'refresh', max: config.AUTH_REFRESH_RATE_LIMIT };
  // Anyone may look up which account a phone number signed up with: as strict as sign-in, so the
  // masked addresses cannot be harvested by trying numbers.
  if (route === at(findEmailByCellphone))
    return { bucket: 'email-lookup', max: config.AUTH_SIGNIN_RATE_LIMIT };
  if (searchRoutes.has(route)) return { bucket: 'search', max: config.SEARCH_RATE_LIMIT };
  if (!READS.has(method)) return { bucket: 'write', max: config.WRITE_RATE_LIMIT };
  return undefined;
}

/**
 * Fastify's `trustProxy` for TRUST_PROXY, which decides `request.ip` and so the address limits count:
 * false believes no `X-Forwarded-For` at all; a list believes the hops whose addresses are in it; a
 * number believes that many hops nearest to us, the socket's peer first (Express's reading: 1 is one
 * proxy in front, and the client is the last address it appended). Fastify given a plain number
 * believes nothing, so the hop count is written as a function.
 */
export function trustProxyOption(setting: AppConfig['TRUST_PROXY']): false | string[] | TrustHops {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
type TrustHops = (address: string, hop: number) => boolean;

const clientKeys = new WeakMap<FastifyRequest, Promise<string>>();

/**
 * Who is asking: `m:<memberId>` for a valid access token, else `ip:<address>` (an IPv6 address by its
 * /64, which one subscriber usually holds whole). Search counts popular keywords by the same key.
 */
export function clientKeyOf(request: FastifyRequest): Promise<string> {
  let key = clientKeys.get(request);
  if (!key) {
    key = resolveClientKey(request);
    clientKeys.set(request, key);
  }
  return key;
}

async function resolveClientKey(request: FastifyRequest): Promise<string> {
  const app = request.server;
  const token = accessTokenOf(request);
  if (token !== undefined) {
    const verdict = await app.accessTokens.verify(token, app.now());
    if (verdict.kind === 'valid') return `m:${verdict.claims.memberId}`;
  }
  return `ip:${normalizeIP(request.ip)}`;
}

/**
 * Registers @fastify/rate-limit at the root with this app's limits. Before any route: the limits are
 * attached as each route is added. With PostgreSQL the counters live in the database, so every
 * instance on it shares them; the embedded SQLite default is one process and counts in memory.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  // Added before the plugin's own onRoute hook, which reads the route config this one writes.
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.config?.rateLimit !== undefined) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const limit = limitOf(method, route.url, app.config);
      if (!limit) continue;
      route.config = {
        ...route.config,
        rateLimit: { max: limit.max, timeWindow: WINDOW_MS, groupId: limit.bucket },
      };
      return;
    }
  });

  const refusals = app.metrics.counter(
    'rate_limit_refusals_total',
    'Requests answered 429 by allowance (sign-in, refresh, email-lookup, search, write).',
    ['bucket'],
  );
  const store = app.database.dialect === 'postgres' ? postgresStore(app.database, app) : memoryStore();
  await app.register(rateLimit, {
    global: false,
    store,
    // The bucket (the route's groupId) is appended by the plugin: `m:42@write`.
    keyGenerator: async (request) => `${await clientKeyOf(request)}@`,
    // A store that fails or is too slow lets the request through (see the stores below).
    skipOnError: true,
    errorResponseBuilder: () => new AppError('TOO_MANY_REQUESTS'),
    // Refusals by allowance (the key ends with it: `m:42@write`), for /metrics.
    onExceeded: (_request, key) => refusals.inc({ bucket: key.slice(key.lastIndexOf('@') + 1) }),
  });
}

type StoreCallback = Parameters<FastifyRateLimitStore['incr']>[1];
type StoreClass = new () => FastifyRateLimitStore;

/** How long a request waits for the shared counter before it goes ahead uncounted. */
const STORE_TIMEOUT_MS = 1_000;
/** After a failure, requests go ahead uncounted for this long instead of each waiting again. */
const STORE_BACKOFF_MS = 5_000;
const PRUNE_EVERY_MS = 60_000;

const nowMs = sql<number>`(extract(epoch from statement_timestamp()) * 1000)::bigint`;

/**
 * One statement counts a batch (see postgresStore): each client's number of requests added to its
 * row, or a new window begun; kept (db/kept-statement.ts), so PostgreSQL plans it once per connection.
 */
const countStatement = keptStatement((db, args: { keys: string[]; hits: number[]; windows: number[] }) => ({
  compile: () =>
    sql<{ bucket: string; hits: string | number; ttl: string | number }>`
    insert into rate_limit (bucket, hits, reset_at)
    select bucket, hits, ${nowMs} + window_ms
    from unnest(${args.keys}::text[], ${args.hits}::int[], ${args.windows}::bigint[])
      as counted(bucket, hits, window_ms)
    on conflict (bucket) do update set
      hits = case when rate_limit.reset_at <= ${nowMs} then excluded.hits else rate_limit.hits + excluded.hits end,
      reset_at = case when rate_limit.reset_at <= ${nowMs} then excluded.reset_at else rate_limit.reset_at end
    returning bucket, hits, reset_at - ${nowMs} as ttl`.compile(db),
}));

/** At most this many clients' counts in one statement; more wait for the next. */
const MAX_BATCH = 500;

interface Waiting {
  hits: number;
  windowMs: number;
  callbacks: StoreCallback[];
}

/**
 * Counters in PostgreSQL, one row per bucket and client: a window starts with the first request and
 * lasts WINDOW_MS (as the plugin's own stores do). An atomic upsert counts a request and answers the
 * count, so requests on any instance, at once, are counted together; the database's clock decides
 * when a window ends, so instances with drifting clocks still agree. Rows of windows that ended are
 * deleted once a minute, after a count, without the request waiting for it.
 *
 * The requests that arrive while a count is on its way are counted together in the next statement
 * (one round trip for all of them instead of one each: under load most limited requests would
 * otherwise spend more on their count than on their answer). Still exact: each client's requests in a
 * batch add their number to its row in one update, and the row's new total gives each of them its
 * own place (total − n + 1 … total), as if they had been counted one by one.
 *
 * The limiter must never take the API down with it: when the database is unavailable (or does not
 * answer within STORE_TIMEOUT_MS) the request is let through uncounted, and its handler then meets the
 * same database and answers 503 itself. A warning is logged at most once per backoff.
 */
function postgresStore(database: Database, app: FastifyInstance): StoreClass {
  const db: Kysely<DB> = database.db;
  let failingUntil = 0;
  let lastPruned = 0;
  /** The counts waiting for the next statement, by key; one statement on its way at a time. */
  let waiting = new Map<string, Waiting>();
  let counting = false;

  const countAll = async (batch: Map<string, Waiting>) => {
    const values = [...batch.values()];
    const rows = await runKept(
      db,
      countStatement(db, {
        keys: [...batch.keys()],
        hits: values.map((value) => value.hits),
        windows: values.map((value) => value.windowMs),
      }),
    );
    return new Map(
      rows.map((row) => [row.bucket, { total: Number(row.hits), ttl: Math.max(0, Number(row.ttl)) }]),
    );
  };

  const prune = () => {
    lastPruned = Date.now();
    db.deleteFrom('rate_limit')
      .where('reset_at', '<', nowMs)
      .execute()
      .catch((error: unknown) => app.log.warn({ err: error }, 'rate limit: pruning old windows failed'));
  };

  const fail = (error: Error, callbacks: StoreCallback[]) => {
    if (Date.now() >= failingUntil) app.log.warn({ err: error }, 'rate limit: requests go ahead uncounted');
    failingUntil = Date.now() + STORE_BACKOFF_MS;
    for (const callback of callbacks) callback(error);
  };

  const send = () => {
    if (counting || waiting.size === 0) return;
    // The counters just failed: the requests that queued behind that statement go ahead uncounted now.
    if (Date.now() < failingUntil) {
      const queued = [...waiting.values()].flatMap((entry) => entry.callbacks);
      waiting = new Map();
      for (const callback of queued) callback(new Error('rate limit store unavailable'));
      return;
    }
    let batch = waiting;
    if (batch.size > MAX_BATCH) {
      const entries = [...batch];
      batch = new Map(entries.slice(0, MAX_BATCH));
      waiting = new Map(entries.slice(MAX_BATCH));
    } else {
      waiting = new Map();
    }
    counting = true;
    const callbacks = [...batch.values()].flatMap((entry) => entry.callbacks);
    let settled = false;
    const settle = () => {
      settled = true;
      counting = false;
      clearTimeout(timer);
      send();
    };
    const timer = setTimeout(() => {
      if (settled) return;
      fail(new Error(`rate limit store did not answer within ${STORE_TIMEOUT_MS} ms`), callbacks);
      settle();
    }, STORE_TIMEOUT_MS);
    countAll(batch).then(
      (totals) => {
        if (settled) return;
        settle();
        for (const [key, entry] of batch) {
          const counted = totals.get(key);
          if (!counted) {
            for (const callback of entry.callbacks) callback(new Error('rate limit store lost a count'));
            continue;
          }
          entry.callbacks.forEach((callback, index) => {
            callback(null, { current: counted.total - entry.hits + 1 + index, ttl: counted.ttl });
          });
        }
        if (Date.now() - lastPruned >= PRUNE_EVERY_MS) prune();
      },
      (error: Error) => {
        if (settled) return;
        fail(error, callbacks);
        settle();
      },
    );
  };

  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: StoreCallback, timeWindow: number): void {
      if (Date.now() < failingUntil || !database.available()) {
        callback(new Error('rate limit store unavailable'));
        return;
      }
      const entry = waiting.get(key);
      if (entry) {
        entry.hits += 1;
        entry.callbacks.push(callback);
      } else {
        waiting.set(key, { hits: 1, windowMs: timeWindow, callbacks: [callback] });
      }
      send();
    }

    /** One store for every route: the key already names the bucket. */
    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

/** The same counting in this process's memory, for the embedded SQLite default (one instance). */
function memoryStore(): StoreClass {
  const windows = new Map<string, { hits: number; resetAt: number }>();
  let lastPruned = Date.now();
  return class MemoryRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: StoreCallback, timeWindow: number): void {
      const now = Date.now();
      if (now - lastPruned >= PRUNE_EVERY_MS) {
        lastPruned = now;
        for (const [bucket, window] of windows) if (window.resetAt <= now) windows.delete(bucket);
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { hits: 0, resetAt: now + timeWindow };
        windows.set(key, window);
      }
      window.hits += 1;
      callback(null, { current: window.hits, ttl: window.resetAt - now });
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
