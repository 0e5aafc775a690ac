/**
 * PgBouncer in transaction mode (the `pgbouncer` project only: tests/support/pgbouncer-setup.ts starts
 * it): why the server sends no session state through it, and that what it does instead works. The
 * rest of the data layer's suite runs through the same PgBouncer (vitest.config.ts, PGBOUNCER_TESTS).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { testPgPooler } from '../../tests/support/pg-url.ts';
import { type Database, dropPgSchema, missingRoleSettings, openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';

const url = process.env.TEST_PG_URL ?? '';
const pooled = testPgPooler() === 'pgbouncer-transaction';

describe.skipIf(!url || !pooled)('behind PgBouncer in transaction mode', () => {
  const schemas: string[] = [];
  const opened: Database[] = [];
  afterAll(async () => {
    for (const database of opened) await database.close();
    for (const schema of schemas) await dropPgSchema(url, schema);
  });

  /** A fresh schema with its role, as openDatabase makes it behind the pooler. */
  async function open(options: { statementTimeoutMs?: number } = {}) {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    schemas.push(schema);
    const database = await openDatabase({
      url,
      pgSchema: schema,
      pooler: 'pgbouncer-transaction',
      ...options,
    });
    opened.push(database);
    return { schema, database };
  }

  /** Plain clients of PgBouncer as one role, to show what the pooler does between them. */
  async function clientsAs(role: string, count: number): Promise<pg.Client[]> {
    const roleUrl = new URL(url);
    roleUrl.username = role;
    const clients = Array.from(
      { length: count },
      () => new pg.Client({ connectionString: roleUrl.toString() }),
    );
    for (const client of clients) await client.connect();
    return clients;
  }

  it('refuses the startup parameter `options` that carries the session settings without a pooler', async () => {
    const client = new pg.Client({ connectionString: url, options: '-c jit=off' });
    await expect(client.connect()).rejects.toThrow(/unsupported startup parameter/);
    await client.end().catch(() => undefined);
  });

  it('starts every session with the role’s settings: the schema, no JIT, no parallel workers', async () => {
    const { schema, database } = await open();
    await migrateToLatest(database.db);
    const rows = await Promise.all(
      Array.from({ length: 8 }, () =>
        sql<{ schema: string; jit: string; workers: string }>`
          select current_schema() as schema, current_setting('jit') as jit,
                 current_setting('max_parallel_workers_per_gather') as workers`.execute(database.db),
      ),
    );
    for (const { rows: answer } of rows) expect(answer).toEqual([{ schema, jit: 'off', workers: '0' }]);
  });

  it('names the settings a role lacks, as the server warns at start', async () => {
    const { schema, database } = await open({ statementTimeoutMs: 1_000 });
    expect(await missingRoleSettings(database.db, 1_000)).toEqual([]);
    expect(await missingRoleSettings(database.db, 1_500)).toEqual([
      `ALTER ROLE "${schema}" SET statement_timeout = '1500';`,
    ]);
  });

  it('leaks a session SET to the next client of the server connection: why the server never sends one', async () => {
    const { schema } = await open();
    const [first, second] = await clientsAs(schema, 2);
    try {
      await first?.query(`set application_name = 'leaked'`);
      // The role has one server connection so far; the second client gets the one the first set.
      const { rows } = await (second as pg.Client).query(
        `select current_setting('application_name') as name`,
      );
      expect(rows[0]?.name).toBe('leaked');
    } finally {
      await Promise.all([first?.end(), second?.end()]);
    }
  });

  it('loses a named prepared statement to another server connection: why DATABASE_POOLER turns them off', async () => {
    const { schema } = await open();
    const [first, second] = await clientsAs(schema, 2);
    try {
      const statement = { name: 'kept_1', text: 'select $1::int as n', values: [1] };
      await first?.query(statement);
      // The second client holds that server connection in a transaction, so the first's next
      // statement runs on another one, where nothing was prepared.
      await second?.query('begin');
      await expect(first?.query({ ...statement, values: [2] })).rejects.toThrow(
        /prepared statement .* does not exist/,
      );
      await second?.query('rollback');
    } finally {
      await Promise.all([first?.end(), second?.end()]);
    }
  });

  it('runs two migrations at once and leaves no advisory lock behind on a pooled server connection', async () => {
    const { schema, database } = await open();
    const again = await openDatabase({ url, pgSchema: schema, pooler: 'pgbouncer-transaction' });
    opened.push(again);
    await Promise.all([migrateToLatest(database.db), migrateToLatest(again.db)]);
    const { rows } = await sql<{ n: number }>`
      select count(*) as n from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where l.locktype = 'advisory' and a.usename = ${schema}`.execute(again.db);
    expect(rows[0]?.n).toBe(0);
    const applied = await sql<{ n: number }>`select count(*) as n from kysely_migration`.execute(again.db);
    expect(applied.rows[0]?.n).toBeGreaterThan(30);
  });

  it('takes the statement limit from the role: PostgreSQL cancels a statement past it', async () => {
    const { database } = await open({ statementTimeoutMs: 200 });
    const error = await sql`select pg_sleep(2)`.execute(database.db).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect((error as { code?: string }).code).toBe('57014');
    expect(database.available()).toBe(true);
  });
});
