import pg from 'pg';
import { directTestPgUrl } from './pg-url.ts';
import { startPgBouncer } from './pgbouncer.ts';

/**
 * The `pgbouncer` project's global setup: one PgBouncer of its own (tests/support/pgbouncer.ts) in
 * front of the test database for the whole run, stopped when the run ends. Its address reaches the
 * test files as TEST_PGBOUNCER_URL (through-pgbouncer.ts makes it their TEST_PG_URL). PostgreSQL out of
 * reach skips these tests as it skips the others (global-setup.ts says why, and fails CI); PgBouncer
 * missing or not starting fails the run, since npm test installs it.
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  const target = directTestPgUrl();
  const client = new pg.Client({ connectionString: target, connectionTimeoutMillis: 3000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
  } catch {
    process.env.TEST_PGBOUNCER_URL = '';
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
  const bouncer = await startPgBouncer(target);
  process.env.TEST_PGBOUNCER_URL = bouncer.url;
  return () => bouncer.stop();
}
