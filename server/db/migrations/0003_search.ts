import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The search tables (see server/db/schema-search.ts and docs/search.md). They hold no foreign keys:
 * everything but search_log is derived from the catalogue, and the queries join product anyway, so a
 * stale row can never surface a product that is gone.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow DB's types
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // Autocomplete scans key ranges (`key >= 'ㅅㅏㄱ' and key < 'ㅅㅏㄱ\u{10FFFF}'`), which needs code-point
  // order. SQLite compares text bytewise; PostgreSQL follows the database collation unless told.
  const prefixKey = postgres ? sql`varchar(200) collate "C"` : sql`varchar(200)`;

  await db.schema
    .createTable('search_document')
    .addColumn('product_no', 'integer', (c) => c.primaryKey())
    .addColumn('name_compact', 'varchar(200)', (c) => c.notNull())
    .addColumn('name_spaced', 'varchar(240)', (c) => c.notNull())
    .addColumn('tags', 'varchar(600)', (c) => c.notNull())
    .addColumn('other_tags', 'varchar(400)', (c) => c.notNull())
    .addColumn('category_code', 'varchar(16)', (c) => c.notNull())
    .addColumn('choseong', 'varchar(200)', (c) => c.notNull())
    .addColumn('choseong_spaced', 'varchar(240)', (c) => c.notNull())
    .addColumn('jamo', 'varchar(800)', (c) => c.notNull())
    .addColumn('suggestions', 'text', (c) => c.notNull())
    .execute();

  // The inverted index. Without a rowid SQLite stores it once, as the primary-key b-tree itself, so a
  // term's postings, with the product columns they carry, are one contiguous range.
  await db.schema
    .createTable('search_term')
    .addColumn('term', 'varchar(130)', (c) => c.notNull())
    .addColumn('product_no', 'integer', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('category_code', 'varchar(16)', (c) => c.notNull())
    .addColumn('sale_price', 'integer', (c) => c.notNull())
    .addColumn('popularity', 'integer', (c) => c.notNull())
    .addColumn('sold_out', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_term_pk', ['term', 'product_no'])
    .$call((builder) => (postgres ? builder : builder.modifyEnd(sql`without rowid`)))
    .execute();

  await db.schema
    .createTable('search_tag')
    .addColumn('piece', 'varchar(128)', (c) => c.primaryKey())
    .addColumn('product_count', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('search_suggestion')
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('text', 'varchar(200)', (c) => c.notNull())
    .addColumn('start', 'integer', (c) => c.notNull())
    .addColumn('key_jamo', prefixKey, (c) => c.notNull())
    .addColumn('key_head', prefixKey, (c) => c.notNull())
    .addColumn('key_choseong', prefixKey, (c) => c.notNull())
    .addColumn('weight', 'bigint', (c) => c.notNull())
    .addColumn('product_count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_suggestion_pk', ['kind', 'text', 'start'])
    .execute();
  // Keywords are few: a prefix range, sorted. Product names are many: short prefixes read a head
  // bucket in weight order and stop at the first matches, instead of sorting thousands of names.
  await db.schema
    .createIndex('search_suggestion_jamo_idx')
    .on('search_suggestion')
    .columns(['kind', 'key_jamo', 'weight'])
    .execute();
  await db.schema
    .createIndex('search_suggestion_head_idx')
    .on('search_suggestion')
    .columns(['kind', 'key_head', 'weight'])
    .execute();
  await db.schema
    .createIndex('search_suggestion_choseong_idx')
    .on('search_suggestion')
    .columns(['kind', 'key_choseong', 'weight'])
    .execute();

  await db.schema
    .createTable('search_log')
    .addColumn('log_id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('keyword', 'varchar(120)', (c) => c.notNull())
    .addColumn('keyword_key', 'varchar(120)', (c) => c.notNull())
    .addColumn('result_count', 'integer', (c) => c.notNull())
    .addColumn('rankable', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('client_key', 'varchar(120)', (c) => c.notNull())
    .addColumn('searched_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('search_log_time_idx')
    .on('search_log')
    .columns(['searched_at', 'keyword_key'])
    .execute();

  if (postgres) {
    // Searches are short index lookups; starting parallel workers for them only adds latency.
    for (const table of ['search_document', 'search_term', 'search_tag', 'search_suggestion']) {
      await sql`alter table ${sql.table(table)} set (parallel_workers = 0)`.execute(db);
    }
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['search_log', 'search_suggestion', 'search_tag', 'search_term', 'search_document']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
