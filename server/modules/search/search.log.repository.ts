/** The search log: one row per shopper, keyword and hour, read by the popular-keyword ranking. */
import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/schema.ts';
import type { SearchLogTable } from '../../db/schema-search.ts';

/** Writes one search, unless a row with its id (the client, keyword and hour: searchLogId) is there. */
export async function insertSearchLog(db: Db, row: Insertable<SearchLogTable>): Promise<void> {
  await db
    .insertInto('search_log')
    .values(row)
    .onConflict((conflict) => conflict.column('log_id').doNothing())
    .execute();
}

/** Writes many searches in one statement per chunk, skipping ids already there (insertSearchLog). */
export async function insertSearchLogs(db: Db, rows: readonly Insertable<SearchLogTable>[]): Promise<void> {
  // Seven values a row: well under SQLite's and PostgreSQL's bound on a statement's parameters.
  const CHUNK = 500;
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db
      .insertInto('search_log')
      .values(rows.slice(start, start + CHUNK))
      .onConflict((conflict) => conflict.column('log_id').doNothing())
      .execute();
  }
}

/** Deletes the log rows searched before `before` (the time index serves it); answers how many. */
export async function deleteSearchLogBefore(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('search_log').where('searched_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export interface KeywordCount {
  keyword_key: string;
  keyword: string;
  shoppers: number;
}

/**
 * Readable keywords that found something in (from, to], by how many different shoppers searched them:
 * each shopper (member, else address) counts once however often, and within an hour was logged once.
 */
export async function topKeywords(db: Db, from: string, to: string, limit: number): Promise<KeywordCount[]> {
  const rows = await db
    .selectFrom('search_log')
    .select([
      'keyword_key',
      sql<string>`max(keyword)`.as('keyword'),
      sql<number>`count(distinct client_key)`.as('shoppers'),
    ])
    .where('searched_at', '>', from)
    .where('searched_at', '<=', to)
    .where('result_count', '>', 0)
    .where('rankable', '=', 1)
    .groupBy('keyword_key')
    .orderBy('shoppers', 'desc')
    .orderBy('keyword_key')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, shoppers: Number(row.shoppers) }));
}
