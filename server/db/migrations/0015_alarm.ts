import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Notifications (server/modules/alarm, docs/alarms.md). One row per member and event: the unique
 * (member_id, dedupe_key) makes every writer idempotent (a retried request, a second run of a job, two
 * parallel likes of one post all land on one row). Grouped likes update their row (actor_count, the
 * latest actor, created_at, unread again). post_id, reply_id and notice_id point at what the row is
 * about, so a deleted or hidden post, reply or unpublished notice hides it when read. No foreign keys:
 * notifications never hold up a delete.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow DB's types
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('alarm')
    .addColumn('alarm_id', 'integer', (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('member_id', 'integer', (c) => c.notNull())
    /** contract/rules/alarm-rules.ts ALARM_TYPE */
    .addColumn('alarm_type', 'integer', (c) => c.notNull())
    /** What makes the row unique for its member, e.g. reply:12, post-like:7, notice:3. */
    .addColumn('dedupe_key', 'varchar(100)', (c) => c.notNull())
    /** Replies: 'post' (on my post), 'answer' (on my question), 'reply' (under my reply). */
    .addColumn('variant', 'varchar(20)')
    /** Who caused it (the latest liker of a grouped like); null for the operator's and the ledger's. */
    .addColumn('actor_member_id', 'integer')
    /** Grouped likes: how many others like the post; 1 otherwise. */
    .addColumn('actor_count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('post_id', 'integer')
    .addColumn('reply_id', 'integer')
    .addColumn('notice_id', 'integer')
    .addColumn('event_id', 'integer')
    /** Stars earned or expiring. */
    .addColumn('amount', 'integer')
    /** A snapshot of the context line (a reply's text, a notice's title, the event's announcement). */
    .addColumn('detail', 'varchar(300)')
    /** The SPA path it opens. */
    .addColumn('link', 'varchar(300)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('read_at', 'varchar(30)')
    .addUniqueConstraint('alarm_member_dedupe_uq', ['member_id', 'dedupe_key'])
    .execute();
  // The list (newest first, keyset), with and without the type filter, and the prune.
  await db.schema
    .createIndex('alarm_member_list_idx')
    .on('alarm')
    .columns(['member_id', 'created_at', 'alarm_id'])
    .execute();
  await db.schema
    .createIndex('alarm_member_type_idx')
    .on('alarm')
    .columns(['member_id', 'alarm_type', 'created_at', 'alarm_id'])
    .execute();
  // The unread count and "read all": a partial index of the unread rows only, so it stays small.
  await db.schema
    .createIndex('alarm_member_unread_idx')
    .on('alarm')
    .columns(['member_id', 'alarm_id'])
    .where(sql.ref('read_at'), 'is', null)
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('alarm').ifExists().execute();
}
