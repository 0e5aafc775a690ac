import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * Alerts a shopper asks for, and the catalogue events that reach likers and followers
 * (server/modules/product-alerts, docs/product-alerts.md).
 *
 * - alert_subscription: a member's 재입고 (kind 'restock', target a product) or 오픈 (kind 'opening',
 *   target a deal) request. One row per member, kind and target (the unique key makes a double tap one
 *   row); live until `expires_at`; the fan-out deletes the rows it notified (an alert is sent once).
 * - alert_event: the outbox. Written in the same transaction as the change that causes it (stock back,
 *   a price drop, a store's new product or deal) or by the due scan (a deal's start); `dedupe_key` makes
 *   the scan and a retried webhook one row. The job turns each into alarms and sets `done_at`.
 * - push_message: a push the app would show, one per alarm and device, held until `send_after`
 *   (quiet hours) and sent by the job; `sent_at` once the push adapter took it.
 * No foreign keys, as for alarms: alerts never hold up a delete.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow DB's types
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const withId = (table: string, column: string) =>
    db.schema
      .createTable(table)
      .addColumn(column, 'integer', (c) =>
        postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
      );

  await withId('alert_subscription', 'subscription_id')
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('alert_subscription_member_target_uq', ['member_id', 'kind', 'target_id'])
    .execute();
  // The fan-out: a target's subscribers in member order.
  await db.schema
    .createIndex('alert_subscription_target_idx')
    .on('alert_subscription')
    .columns(['kind', 'target_id', 'member_id'])
    .execute();
  // The member's list and the live count (the 50 limit).
  await db.schema
    .createIndex('alert_subscription_member_idx')
    .on('alert_subscription')
    .columns(['member_id', 'expires_at'])
    .execute();

  await withId('alert_event', 'event_id')
    /** 'restock' | 'opening' | 'price-drop' | 'store-news' */
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('dedupe_key', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('product_no', 'integer')
    .addColumn('deal_id', 'integer')
    .addColumn('store_id', 'integer')
    .addColumn('old_price', 'integer')
    .addColumn('new_price', 'integer')
    .addColumn('occurred_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('done_at', 'varchar(30)')
    .execute();
  await db.schema
    .createIndex('alert_event_pending_idx')
    .on('alert_event')
    .columns(['done_at', 'event_id'])
    .execute();

  await withId('push_message', 'push_id')
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('device_uuid', 'varchar(100)', (c) => c.notNull())
    .addColumn('dedupe_key', 'varchar(100)', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('body', 'varchar(300)', (c) => c.notNull())
    .addColumn('link', 'varchar(300)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('send_after', 'varchar(30)', (c) => c.notNull())
    .addColumn('sent_at', 'varchar(30)')
    .addUniqueConstraint('push_message_device_dedupe_uq', ['device_uuid', 'member_id', 'dedupe_key'])
    .execute();
  await db.schema
    .createIndex('push_message_due_idx')
    .on('push_message')
    .columns(['sent_at', 'send_after'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('push_message').ifExists().execute();
  await db.schema.dropTable('alert_event').ifExists().execute();
  await db.schema.dropTable('alert_subscription').ifExists().execute();
}
