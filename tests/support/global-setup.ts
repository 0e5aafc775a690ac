import pg from 'pg';
import { directTestPgUrl } from './pg-url.ts';

/**
 * Decides once per run whether PostgreSQL tests run. Locally an unreachable server skips them with a
 * printed reason; with CI=true it fails the run, because CI promises both dialects.
 */
export default async function setup(): Promise<void> {
  const url = directTestPgUrl();
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    process.env.TEST_PG_URL = url;
  } catch (error) {
    const reason = `PostgreSQL at ${url} is unreachable (${(error as Error).message})`;
    if (process.env.CI === 'true') throw new Error(`${reason}; CI requires it.`);
    process.env.TEST_PG_URL = '';
    console.warn(`\n[tests] ${reason}: PostgreSQL tests are skipped.\n`);
  } finally {
    await client.end().catch(() => undefined);
  }
}
