import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * On PostgreSQL the postings' primary key (term, product_no) also carries the columns every postings
 * read selects (match quality and the product's category, price, popularity and sold-out flag), so a
 * term's postings are read from the index alone (an index-only scan once the table is vacuumed) and
 * not from heap pages, where at a million products a term's postings lie in ten runs (one per rebuild
 * batch). SQLite's postings are a WITHOUT ROWID table, its primary key's b-tree: covering already.
 * Rebuilding the key reads every posting: about the time of building it in a bulk import.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow DB's types
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`set local maintenance_work_mem = '512MB'`.execute(db);
  await sql`alter table search_term drop constraint search_term_pk,
    add constraint search_term_pk primary key (term, product_no)
      include (score, category_code, sale_price, popularity, sold_out)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`set local maintenance_work_mem = '512MB'`.execute(db);
  await sql`alter table search_term drop constraint search_term_pk,
    add constraint search_term_pk primary key (term, product_no)`.execute(db);
}
