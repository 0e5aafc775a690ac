import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type BuildOptions, buildApp } from '../../server/app.ts';
import { testConfig } from '../../server/config.ts';
import { type Database, type Dialect, dropPgSchema, openDatabase } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { rebuildSearchIndex } from '../../server/modules/search/search.indexer.ts';
import { seedDatabase } from '../../server/seed/seed.ts';
import { testPgPooler } from './pg-url.ts';

/** A fixed clock for seeded data, so tests can reason about which deals are live. */
export const TEST_NOW = new Date('2026-11-21T03:00:00.000Z');

export interface DialectCase {
  dialect: Dialect;
  /** Empty when this dialect is not available in this run (then the suite is skipped). */
  available: boolean;
}

export function dialectCases(): DialectCase[] {
  const cases: DialectCase[] = [
    { dialect: 'sqlite', available: true },
    { dialect: 'postgres', available: Boolean(process.env.TEST_PG_URL) },
  ];
  // The pgbouncer project runs PostgreSQL's cases again through PgBouncer; SQLite's ran already.
  return process.env.TEST_DIALECTS === 'postgres' ? cases.filter((c) => c.dialect === 'postgres') : cases;
}

export interface TestDatabase {
  database: Database;
  /** PostgreSQL: the test's own schema (`t_<random>`), dropped by cleanup; undefined on SQLite. */
  schema: string | undefined;
  cleanup(): Promise<void>;
}

/** A fresh, migrated (and by default seeded) database: SQLite in memory, or a new PostgreSQL schema. */
export async function openTestDatabase(
  dialect: Dialect,
  options: { seed?: boolean } = {},
): Promise<TestDatabase> {
  const url = process.env.TEST_PG_URL;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const database =
    dialect === 'postgres'
      ? await openDatabase({ url, pgSchema: schema, pooler: testPgPooler() })
      : await openDatabase({ sqlitePath: ':memory:' });
  await migrateToLatest(database.db);
  if (options.seed ?? true) {
    await seedDatabase(database.db, { now: TEST_NOW });
    await rebuildSearchIndex(database.db);
  }
  return {
    database,
    schema: dialect === 'postgres' ? schema : undefined,
    async cleanup() {
      await database.close();
      if (dialect === 'postgres' && url) await dropPgSchema(url, schema);
    },
  };
}

export interface TestApp extends TestDatabase {
  app: FastifyInstance;
}

/** The real app on a fresh database, for `app.inject()`. */
export async function createTestApp(
  dialect: Dialect,
  options: { seed?: boolean; env?: Record<string, string>; logStream?: BuildOptions['logStream'] } = {},
): Promise<TestApp> {
  const testDb = await openTestDatabase(dialect, options);
  const app = await buildApp(testConfig(options.env), {
    database: testDb.database,
    clock: () => TEST_NOW,
    logStream: options.logStream,
  });
  await app.ready();
  return {
    ...testDb,
    app,
    async cleanup() {
      await app.close();
      await testDb.cleanup();
    },
  };
}
