import type { Kysely } from 'kysely';

/**
 * One day of the daily board by popularity (GET /community/dashboard?date=…&sort=popular) as an index
 * walk. Without it PostgreSQL walked the whole board's popularity index and dropped every post of
 * another day: at 1,000,000 posts 7,000 rows for a day three days back, and most of the index for a
 * day months back. Keyed like the board's other indexes, with the day before the score.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow DB's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('community_post_board_day_popular_idx')
    .on('community_post')
    .columns(['type', 'status', 'board_date', 'popularity', 'post_id'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('community_post_board_day_popular_idx').execute();
}
