import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  type PostgresPool,
  type PostgresPoolClient,
  type SqliteDatabase,
  SqliteDialect,
  sql,
} from 'kysely';
import pg from 'pg';
import type { AppConfig } from '../config.ts';
import { type MemberChanges, postgresMemberChanges, sqliteMemberChanges } from './member-changes.ts';
import type { DB } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  /**
   * False from the moment PostgreSQL is found out of reach (a connection lost or not made in time, a
   * query with no answer in time, a failed readiness check) until a background probe reaches it again;
   * meanwhile queries fail at once with DatabaseUnavailableError, those already waiting included.
   * SQLite is always available.
   */
  available(): boolean;
  /**
   * Readiness: whether the database answers `select 1` now, within the probe timeout, on a connection
   * of its own (so a busy pool is not taken for a dead database). A failure marks the database
   * unavailable for every request; while it is unavailable this answers false at once.
   */
  check(): Promise<boolean>;
  /** Called with false when the database is lost and true when it is back (for logging). */
  onAvailabilityChange(listener: (available: boolean, cause?: Error) => void): void;
  /**
   * Likewise for the read replica (DATABASE_READ_URL), whose loss sends its reads to the primary
   * rather than failing them; nothing happens without one.
   */
  onReplicaAvailabilityChange(listener: (available: boolean, cause?: Error) => void): void;
  /**
   * Where the catalogue's, search's and community's reads go (readsFor in db/read-routing.ts chooses
   * per request): the streaming replica of DATABASE_READ_URL when there is one, else `db` itself. A
   * statement that is not a plain read (a write, `begin` and all that follows it) runs on the primary,
   * and so does a read while the replica is out of reach or refuses it (recovery conflicts).
   */
  reads: Kysely<DB>;
  /** Writes of a member's session, standing or stars, as they are made by anyone (db/member-changes.ts). */
  memberChanges: MemberChanges;
  /** PostgreSQL: the connection pool's state now (for metrics); SQLite has one connection and no pool. */
  pool?(): { max: number; total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/** What sits between this process and PostgreSQL (DATABASE_POOLER). */
export type Pooler = 'none' | 'pgbouncer-transaction';

export interface DatabaseOptions {
  /** PostgreSQL connection string; SQLite when absent. */
  url?: string | undefined;
  /** SQLite file path, or `:memory:`. */
  sqlitePath?: string;
  /** PostgreSQL schema to work in (tests get one each so they can run side by side). */
  pgSchema?: string;
  /**
   * PostgreSQL: opening a connection, also waiting for a free one in the pool (default 10 s). The
   * server passes its configuration (`databaseOptions`); tools, migrations and tests keep the defaults.
   */
  connectTimeoutMs?: number;
  /** PostgreSQL: one query, timed by the client; a connection missing it is discarded. None by default. */
  queryTimeoutMs?: number;
  /** PostgreSQL: one statement, enforced by the server (`statement_timeout`). None by default. */
  statementTimeoutMs?: number;
  poolMax?: number;
  /** PostgreSQL: how long a probe (readiness, or the retry while unavailable) may take (default 1 s). */
  probeTimeoutMs?: number;
  /** PostgreSQL: how often the database is probed while it is unavailable (default 1 s). */
  probeIntervalMs?: number;
  /**
   * PostgreSQL: run the kept statements (db/kept-statement.ts) as named prepared statements (default
   * true). Off behind a pooler in transaction mode that does not track them (PgBouncer before 1.21):
   * a statement prepared on one server connection would be executed on another.
   */
  preparedStatements?: boolean;
  /**
   * PostgreSQL: `pgbouncer-transaction` when PgBouncer in transaction mode sits in front. Then no
   * startup parameters are sent (PgBouncer refuses `options` and `statement_timeout`, and a `SET` would
   * outlive the transaction and reach whoever gets the server connection next): the session settings
   * come from the role (`ALTER ROLE … SET`, docs/operations.md). Named prepared statements are off.
   * A test schema (`pgSchema`) then gets a role of its own, whose settings put it in that schema.
   */
  pooler?: Pooler;
  /** PostgreSQL: a streaming replica for `reads` (DATABASE_READ_URL). */
  readUrl?: string | undefined;
  /**
   * PostgreSQL: where `memberChanges` LISTENs (DATABASE_LISTEN_URL), a direct address of the primary;
   * without it, `url` unless a transaction-mode pooler is in front (then nothing is heard).
   */
  listenUrl?: string | undefined;
}

/** Thrown instead of queueing a query while the database is known to be unreachable. */
export class DatabaseUnavailableError extends Error {
  readonly code = 'DATABASE_UNAVAILABLE';
  constructor(cause?: Error) {
    super('데이터베이스에 연결할 수 없습니다.', cause ? { cause } : undefined);
    this.name = 'DatabaseUnavailableError';
  }
}

const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // PostgreSQL going down or not yet accepting connections.
  '57P01',
  '57P02',
  '57P03',
]);

/**
 * A connection to the database was lost or could not be made (as opposed to a query the database
 * refused): node socket errors, SQLSTATE class 08 and server shutdown, and pg's own messages for a
 * dead connection and for a query or connection attempt that ran out of time.
 */
export function isConnectionLoss(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (CONNECTION_ERROR_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) {
    return true;
  }
  return /^(Connection terminated|Query read timeout|Client has encountered a connection error)/.test(
    error.message,
  );
}
// PostgreSQL returns int8 (count(*), sums) as strings; every such value here fits a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options);
  const path = options.sqlitePath ?? ':memory:';
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const memberChanges = sqliteMemberChanges(sqlite);
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return {
    db,
    reads: db,
    dialect: 'sqlite',
    memberChanges,
    available: () => true,
    check: () =>
      sql`select 1`.execute(db).then(
        () => true,
        () => false,
      ),
    onAvailabilityChange: () => undefined,
    onReplicaAvailabilityChange: () => undefined,
    close: () => db.destroy(),
  };
}

/** Statements kept, and the longest SQL kept (bulk inserts of many rows are each of their own shape). */
const STATEMENTS_MAX = 1_000;
const STATEMENT_TEXT_MAX = 8_000;

/**
 * Kysely's SQLite driver prepares every query it runs; preparing (parsing and planning) was a tenth
 * of a small read's cost under load. A statement is kept by its SQL and used again while it is not
 * in the middle of a streamed read (`busy`); SQLite re-prepares a kept statement itself when the
 * schema changes under it.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      if (text.length > STATEMENT_TEXT_MAX) return sqlite.prepare(text);
      const kept = statements.get(text);
      if (kept && !kept.busy) return kept;
      const statement = sqlite.prepare(text);
      if (!kept) {
        if (statements.size >= STATEMENTS_MAX) statements.clear();
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

/**
 * The settings every session starts with: short statements only, so neither a parallel plan's worker
 * start-up nor JIT compiling pays off. A parallel count of 0.4 ms took 76 ms on a busy machine, and a
 * plan estimated above jit_above_cost (a search's count over a million products' postings) spent
 * 120-330 ms compiling for a statement that then runs in milliseconds. Behind PgBouncer they are the
 * role's (`ALTER ROLE … SET`), since no startup parameter gets through.
 */
export const SESSION_SETTINGS = { max_parallel_workers_per_gather: '0', jit: 'off' } as const;

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const schema = options.pgSchema;
  if (schema && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`잘못된 스키마 이름: ${schema}`);
  const connectTimeoutMs = options.connectTimeoutMs ?? 10_000;
  const pooled = options.pooler === 'pgbouncer-transaction';
  if (schema) await createPgSchema(url, schema, { pooled, connectTimeoutMs, ...options });
  const settings: Record<string, string> = {
    ...SESSION_SETTINGS,
    ...(schema ? { search_path: schema } : {}),
  };
  const clientConfig = (target: string): pg.ClientConfig => ({
    // Behind the pooler a test schema is its role's: connect as that role.
    connectionString: pooled && schema ? asUser(target, schema) : target,
    connectionTimeoutMillis: connectTimeoutMs,
    keepAlive: true,
    ...(options.queryTimeoutMs ? { query_timeout: options.queryTimeoutMs } : {}),
    ...(pooled
      ? {}
      : {
          ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
          options: Object.entries(settings)
            .map(([name, value]) => `-c ${name}=${value}`)
            .join(' '),
        }),
  });
  const prepared = !pooled && (options.preparedStatements ?? true);
  const primary = openPool(clientConfig(url), options, prepared);
  const replica = options.readUrl ? openPool(clientConfig(options.readUrl), options, prepared) : undefined;
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: primary.guarded }) });
  const reads = replica
    ? new Kysely<DB>({ dialect: new PostgresDialect({ pool: routingPool(primary, replica) }) })
    : db;
  const health = primary.health;
  // LISTEN needs a session of its own, which a transaction-mode pooler cannot give: a direct address
  // of the primary then, if there is one. The notices name the schema the app's tables are in.
  const listenUrl = options.listenUrl ?? (pooled ? undefined : url);
  const memberChanges = postgresMemberChanges(
    listenUrl
      ? { connectionString: listenUrl, connectionTimeoutMillis: connectTimeoutMs, keepAlive: true }
      : undefined,
    async () =>
      (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema,
  );
  return {
    db,
    reads,
    dialect: 'postgres',
    memberChanges,
    available: () => health.available,
    check: () => health.check(),
    onAvailabilityChange: (listener) => health.listeners.push(listener),
    onReplicaAvailabilityChange: (listener) => replica?.health.listeners.push(listener),
    pool: () => ({
      max: primary.pool.options.max ?? 10,
      total: primary.pool.totalCount,
      idle: primary.pool.idleCount,
      waiting: primary.pool.waitingCount,
    }),
    async close() {
      await memberChanges.close();
      health.stop();
      replica?.health.stop();
      if (replica) await reads.destroy();
      await db.destroy();
    },
  };
}

/** `url` with another user name (a test schema's role behind the pooler). */
function asUser(url: string, user: string): string {
  const parsed = new URL(url);
  parsed.username = user;
  parsed.password = '';
  return parsed.toString();
}

/**
 * A test's schema. Behind PgBouncer in transaction mode a `search_path` cannot travel with the
 * connection (no startup `options`; a `SET` would reach the next transaction on that server
 * connection, which may be another test's), so the schema gets a role of its own whose settings say
 * where it works: PgBouncer pools by database and user, so that role's server connections serve that
 * test alone, and each starts with the role's settings. It is how production sets the session too.
 */
async function createPgSchema(
  url: string,
  schema: string,
  options: { pooled: boolean; connectTimeoutMs: number; statementTimeoutMs?: number | undefined },
): Promise<void> {
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: options.connectTimeoutMs });
  admin.on('error', () => undefined);
  try {
    await admin.connect();
    if (!options.pooled) {
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
      return;
    }
    const settings = {
      ...SESSION_SETTINGS,
      search_path: schema,
      ...(options.statementTimeoutMs ? { statement_timeout: String(options.statementTimeoutMs) } : {}),
    };
    // One statement string is one transaction: the lock makes two pools opening the same schema at
    // once (two instances in a test) take turns, or the second's ALTER ROLE fails on the first's.
    await admin.query(`
      SELECT pg_advisory_xact_lock(hashtext('schema-role:${schema}'));
      DO $$ BEGIN
        IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${schema}') THEN CREATE ROLE ${schema} LOGIN; END IF;
      END $$;
      CREATE SCHEMA IF NOT EXISTS ${schema} AUTHORIZATION ${schema};
      ${Object.entries(settings)
        .map(([name, value]) => `ALTER ROLE ${schema} SET ${name} = '${value}';`)
        .join('\n')}`);
  } finally {
    await admin.end().catch(() => undefined);
  }
}

interface OpenPool {
  pool: pg.Pool;
  health: Availability;
  guarded: PostgresPool;
}

/** A pool with its own availability breaker (one for the primary, one for a replica). */
function openPool(clientConfig: pg.ClientConfig, options: DatabaseOptions, prepared: boolean): OpenPool {
  const pool = new pg.Pool({ ...clientConfig, max: options.poolMax ?? 10 });
  // A probe is bounded by its own short limit, whatever the queries' limits.
  const probeTimeoutMs = options.probeTimeoutMs ?? 1_000;
  const probeConfig: pg.ClientConfig = {
    ...clientConfig,
    connectionTimeoutMillis: probeTimeoutMs,
    query_timeout: probeTimeoutMs,
    ...(options.pooler === 'pgbouncer-transaction' ? {} : { statement_timeout: probeTimeoutMs }),
  };
  const health = new Availability(probeConfig, probeTimeoutMs, options.probeIntervalMs ?? 1_000);
  // An idle client whose connection dies is removed by the pool, which then emits 'error': without a
  // listener that is an uncaught exception and the end of the process.
  pool.on('error', (error) => health.lost(error));

  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const guarded: PostgresPool = {
    async connect() {
      if (!health.available) throw new DatabaseUnavailableError(health.cause);
      const pending = pool.connect();
      let client: pg.PoolClient;
      try {
        client = await health.unlessLost(pending);
      } catch (error) {
        if (error instanceof DatabaseUnavailableError) {
          // Given up on while waiting: a connection that still comes goes back to the pool unused.
          pending.then(
            (late) => late.release(),
            () => undefined,
          );
        } else if (isConnectionLoss(error)) {
          health.lost(error as Error);
        }
        throw error;
      }
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = guardClient(client, health, prepared);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
  return { pool, health, guarded };
}

/** A statement a replica can answer: a plain read (`select`, or `with` whose parts only read). */
const READ_STATEMENT = /^\s*(select|with)\b/i;

/**
 * What the replica refuses that the primary answers: it is out of reach (or just given up on), a
 * statement cancelled by recovery (40001, conflict with a replayed change), one that writes after all
 * (25006: a data-modifying `with`, `nextval`), an unlogged table (0A000: not on a replica).
 */
function replicaCannot(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError || isConnectionLoss(error)) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40001' || code === '25006' || code === '0A000';
}

/**
 * The pool of `Database.reads`: each checkout starts on the replica (the primary while the replica's
 * breaker is open, or its connection fails) and moves to the primary for good at the first statement
 * that is not a plain read, so a transaction (`begin`) and a write never run on the replica. A read
 * the replica cannot answer runs again on the primary: losing the replica costs the reads waiting on it
 * one retry, never an error.
 */
function routingPool(primary: OpenPool, replica: OpenPool): PostgresPool {
  return {
    async connect() {
      let client: PostgresPoolClient | undefined;
      let onPrimary = false;
      if (replica.health.available) {
        // Nothing has run yet, so any failure to connect (out of reach, or refused: a role or
        // database missing there) is safe to meet on the primary; it opens the replica's breaker,
        // which logs it once and probes until the replica answers.
        client = await replica.guarded.connect().catch((error: unknown) => {
          if (!(error instanceof DatabaseUnavailableError)) {
            replica.health.lost(error instanceof Error ? error : new Error(String(error)));
          }
          return undefined;
        });
      }
      const toPrimary = async () => {
        client?.release();
        client = undefined;
        client = await primary.guarded.connect();
        onPrimary = true;
        return client;
      };
      if (!client) await toPrimary();
      const query = (...args: unknown[]): unknown => {
        const text = args[0];
        const current = client as PostgresPoolClient;
        const run = (on: PostgresPoolClient) => (on.query as (...a: unknown[]) => unknown)(...args);
        // A cursor (a streamed read) stays on the connection it started on.
        if (typeof text !== 'string' || onPrimary) return run(current);
        if (!READ_STATEMENT.test(text)) return toPrimary().then(run);
        return (run(current) as Promise<unknown>).catch((error: unknown) => {
          if (!replicaCannot(error)) throw error;
          return toPrimary().then(run);
        });
      };
      return {
        query: query as PostgresPoolClient['query'],
        release: () => {
          client?.release();
          client = undefined;
        },
      };
    },
    // The primary's pool is `db`'s, ended with it.
    end: () => replica.guarded.end(),
  };
}

/**
 * Behind PgBouncer the session settings are the role's (docs/operations.md, "Behind PgBouncer"): the
 * statements that would give the server's role what one of its sessions lacks now (none when all is
 * right), for the warning the server logs at start.
 */
export async function missingRoleSettings(db: Kysely<DB>, statementTimeoutMs?: number): Promise<string[]> {
  const expected: Record<string, string> = {
    ...SESSION_SETTINGS,
    ...(statementTimeoutMs ? { statement_timeout: String(statementTimeoutMs) } : {}),
  };
  const { rows } = await sql<{ name: string; setting: string; role: string }>`
    select name, setting, current_user as role from pg_settings
    where name in (${sql.join(Object.keys(expected))})`.execute(db);
  return rows
    .filter((row) => row.setting !== expected[row.name])
    .map((row) => `ALTER ROLE "${row.role}" SET ${row.name} = '${expected[row.name]}';`);
}

/** The SQL texts run as named prepared statements on PostgreSQL, and their names. */
const preparedNames = new Map<string, string>();

/**
 * From now on, this SQL text runs on PostgreSQL as a named prepared statement: parsed and planned
 * once per pooled connection, then only bound and executed (PostgreSQL replans it by itself when a
 * table it reads changes). For the few statements on hot paths (db/kept-statement.ts), never for
 * SQL built per call: each name holds a plan on every connection for the connection's life.
 */
export function keepPreparedOnPostgres(text: string): void {
  if (!preparedNames.has(text)) preparedNames.set(text, `kept_${preparedNames.size + 1}`);
}

/**
 * A pooled client that reports a lost connection, and leaves the pool when it had one: after a
 * query timeout the connection may still be busy with the abandoned query, so it must not be reused.
 * Once the database is known to be unavailable its queries fail at once, those still waiting for an
 * answer included, and the client leaves the pool too (it may be mid-transaction or mid-query).
 */
function guardClient(client: pg.PoolClient, health: Availability, prepared: boolean): PostgresPoolClient {
  // A checked-out client has no pool listener: its connection dying between queries would otherwise
  // be an uncaught 'error'.
  client.on('error', (error) => health.lost(error));
  let broken: Error | undefined;
  const query = (...args: unknown[]) => {
    // Plain queries only; a cursor (Kysely's stream) is passed through as it is.
    if (typeof args[0] === 'string' && (broken || !health.available)) {
      const refused = new DatabaseUnavailableError(health.cause ?? broken);
      broken ??= refused;
      return Promise.reject(refused);
    }
    const name = prepared && typeof args[0] === 'string' ? preparedNames.get(args[0]) : undefined;
    const result = name
      ? client.query({ name, text: args[0] as string, values: args[1] as unknown[] })
      : (client.query as (...a: unknown[]) => unknown)(...args);
    if (!(result instanceof Promise)) return result;
    const answered = result.catch((error: unknown) => {
      if (isConnectionLoss(error)) {
        broken = error as Error;
        health.lost(broken);
      }
      throw error;
    });
    return health.unlessLost(answered).catch((error: unknown) => {
      if (error instanceof DatabaseUnavailableError) broken ??= error;
      throw error;
    });
  };
  return {
    query: query as PostgresPoolClient['query'],
    release() {
      const error = broken;
      broken = undefined;
      client.release(error);
    },
  };
}

/**
 * Whether PostgreSQL is reachable: the breaker every request and the readiness check share. A lost
 * connection, a query left without an answer or a failed check marks it unavailable at once and gives
 * up on every query still waiting; from then on a fresh connection is tried right away and then every
 * `intervalMs` (unref'd, never overlapping), each bounded by `timeoutMs`, until one answers `select 1`.
 */
class Availability {
  available = true;
  cause: Error | undefined;
  readonly listeners: ((available: boolean, cause?: Error) => void)[] = [];
  /** What gives up on each query or connection still waiting when the database is lost. */
  readonly #waiting = new Set<(cause: Error) => void>();
  #timer: NodeJS.Timeout | undefined;
  #probing = false;
  #checking: Promise<boolean> | undefined;
  #stopped = false;
  readonly #clientConfig: pg.ClientConfig;
  readonly #timeoutMs: number;
  readonly #intervalMs: number;

  constructor(clientConfig: pg.ClientConfig, timeoutMs: number, intervalMs: number) {
    this.#clientConfig = clientConfig;
    this.#timeoutMs = timeoutMs;
    this.#intervalMs = intervalMs;
  }

  lost(error: Error): void {
    if (this.#stopped) return;
    if (this.available) {
      this.available = false;
      this.cause = error;
      for (const giveUp of this.#waiting) giveUp(error);
      this.#waiting.clear();
      for (const listener of this.listeners) listener(false, error);
    }
    if (!this.#timer) {
      this.#timer = setInterval(() => void this.#probe(), this.#intervalMs);
      this.#timer.unref();
      void this.#probe();
    }
  }

  /** `work`, or DatabaseUnavailableError as soon as the database is lost while it is pending. */
  unlessLost<T>(work: Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const giveUp = (cause: Error) => reject(new DatabaseUnavailableError(cause));
      this.#waiting.add(giveUp);
      work.then(
        (value) => {
          this.#waiting.delete(giveUp);
          resolve(value);
        },
        (error: unknown) => {
          this.#waiting.delete(giveUp);
          reject(error);
        },
      );
    });
  }

  /** One probe now (concurrent callers share it); a failure marks the database unavailable. */
  check(): Promise<boolean> {
    if (!this.available || this.#stopped) return Promise.resolve(false);
    this.#checking ??= this.#reach().then((failure) => {
      this.#checking = undefined;
      if (failure) this.lost(failure);
      return !failure;
    });
    return this.#checking;
  }

  stop(): void {
    this.#stopped = true;
    clearInterval(this.#timer);
    this.#timer = undefined;
  }

  async #probe(): Promise<void> {
    if (this.#probing || this.available || this.#stopped) return;
    this.#probing = true;
    try {
      // Still unreachable on a failure; the next tick tries again.
      if ((await this.#reach()) || this.#stopped) return;
      clearInterval(this.#timer);
      this.#timer = undefined;
      this.available = true;
      this.cause = undefined;
      for (const listener of this.listeners) listener(true);
    } finally {
      this.#probing = false;
    }
  }

  /** A fresh connection's `select 1` within the timeout: undefined when it answered, else why not. */
  async #reach(): Promise<Error | undefined> {
    const client = new pg.Client(this.#clientConfig);
    client.on('error', () => undefined);
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<Error>((resolve) => {
      timer = setTimeout(
        () => resolve(new Error(`데이터베이스가 ${this.#timeoutMs}ms 안에 응답하지 않았습니다.`)),
        this.#timeoutMs,
      );
    });
    try {
      return await Promise.race([
        client
          .connect()
          .then(() => client.query('select 1'))
          .then(
            () => undefined,
            (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
          ),
        deadline,
      ]);
    } finally {
      clearTimeout(timer);
      void client.end().catch(() => undefined);
    }
  }
}

/** Drops a test schema created by openDatabase({ pgSchema }), and its role behind the pooler. */
export async function dropPgSchema(url: string, schema: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await admin.query(`DROP ROLE IF EXISTS ${schema}`);
  await admin.end();
}

/** The database options the server's configuration asks for. */
export function databaseOptions(
  config: Pick<
    AppConfig,
    | 'DATABASE_URL'
    | 'SQLITE_PATH'
    | 'DB_CONNECT_TIMEOUT_MS'
    | 'DB_QUERY_TIMEOUT_MS'
    | 'DB_STATEMENT_TIMEOUT_MS'
    | 'DB_POOL_MAX'
    | 'DB_PROBE_TIMEOUT_MS'
    | 'DB_PROBE_INTERVAL_MS'
    | 'DB_PREPARED_STATEMENTS'
    | 'DATABASE_POOLER'
    | 'DATABASE_READ_URL'
    | 'DATABASE_LISTEN_URL'
  >,
): DatabaseOptions {
  return {
    ...toolDatabaseOptions(config),
    readUrl: config.DATABASE_READ_URL,
    listenUrl: config.DATABASE_LISTEN_URL,
    connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
    queryTimeoutMs: config.DB_QUERY_TIMEOUT_MS,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    poolMax: config.DB_POOL_MAX,
    probeTimeoutMs: config.DB_PROBE_TIMEOUT_MS,
    probeIntervalMs: config.DB_PROBE_INTERVAL_MS,
    ...(config.DB_PREPARED_STATEMENTS === undefined
      ? {}
      : { preparedStatements: config.DB_PREPARED_STATEMENTS }),
  };
}

/**
 * The database of the start-up migration and seed and of the operator's tools: the primary (never the
 * replica), through the same pooler, without the request-sized limits.
 */
export function toolDatabaseOptions(
  config: Pick<AppConfig, 'DATABASE_URL' | 'SQLITE_PATH' | 'DATABASE_POOLER'>,
): DatabaseOptions {
  return { url: config.DATABASE_URL, sqlitePath: config.SQLITE_PATH, pooler: config.DATABASE_POOLER };
}
