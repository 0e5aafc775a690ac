import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The rate limiter's counters (0005) are written on every limited request, a search among them: as an
 * ordinary table each count was a WAL record flushed to disk before the request could go on. They are
 * worth nothing after a crash (a window lasts a minute), so on PostgreSQL the table is unlogged: no WAL,
 * emptied by crash recovery, and not copied to a streaming replica (the limiter reads and writes it on
 * the primary only). SQLite keeps no counters in it (the embedded default counts in memory).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow DB's types
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`alter table rate_limit set unlogged`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`alter table rate_limit set logged`.execute(db);
}
