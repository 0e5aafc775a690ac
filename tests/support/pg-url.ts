import type { Pooler } from '../../server/db/database.ts';

export const DEFAULT_TEST_PG_URL = 'postgres://postgres@127.0.0.1:5432/test';

/**
 * What stands between this test run and PostgreSQL: the `pgbouncer` Vitest project runs the data
 * layer's tests through a PgBouncer of its own in transaction mode (tests/support/pgbouncer-setup.ts).
 */
export function testPgPooler(): Pooler {
  return process.env.TEST_PG_POOLER === 'pgbouncer-transaction' ? 'pgbouncer-transaction' : 'none';
}

/** The test database's own server, never a pooler in front of it (global-setup.ts checks it). */
export function directTestPgUrl(): string {
  return process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? DEFAULT_TEST_PG_URL;
}
