/**
 * A setup file of the `pgbouncer` project (vitest.config.ts): each test file there reaches PostgreSQL
 * through the run's PgBouncer in transaction mode, as the server does with DATABASE_POOLER, and only
 * PostgreSQL's cases run (SQLite's ran in the main project).
 */
process.env.TEST_PG_URL = process.env.TEST_PGBOUNCER_URL ?? '';
process.env.TEST_PG_POOLER = 'pgbouncer-transaction';
process.env.TEST_DIALECTS = 'postgres';
