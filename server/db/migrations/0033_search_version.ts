import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * What the search answers are made of, as one number: bumped by every statement that writes the
 * catalogue (products, categories) or the search index and synonyms, whoever runs it (an instance, an
 * operator command, psql). Each instance reads it at most once a second and drops its kept answers and
 * catalogue copies when it moved (search.version.ts), so another instance's change shows within about
 * a second instead of the copies' time to live.
 *
 * PostgreSQL only: a row in a table, bumped by a statement-level trigger (once per statement, so a
 * bulk load of millions of postings bumps it a handful of times). The row's lock is held until the
 * writer commits, so a reader never sees the new number before the rows it stands for; writers of the
 * catalogue take it in turn, as they do for the tags' counts. On SQLite one process serves the file and
 * its own changes are announced in-process; a change by another process (an operator command) shows in
 * `pragma data_version` on the server's connection, which needs no table.
 */
const TABLES = [
  'product',
  'category',
  'search_document',
  'search_term',
  'search_tag',
  'search_suggestion',
  'search_synonym',
] as const;

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow DB's types
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`create table search_version (
    id smallint primary key check (id = 1),
    version bigint not null
  )`.execute(db);
  await sql`insert into search_version (id, version) values (1, 1)`.execute(db);
  await sql`create function search_version_bump() returns trigger language plpgsql as $$
    begin
      execute format('update %I.search_version set version = version + 1 where id = 1', tg_table_schema);
      return null;
    end
  $$`.execute(db);
  for (const table of TABLES) {
    await sql`create trigger ${sql.id(`${table}_search_version`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function search_version_bump()`.execute(db);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const table of TABLES) {
    await sql`drop trigger if exists ${sql.id(`${table}_search_version`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function if exists search_version_bump()`.execute(db);
  await sql`drop table if exists search_version`.execute(db);
}
