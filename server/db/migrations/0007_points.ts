import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The star ledger (server/modules/point) and the daily game (server/modules/game). No foreign key to
 * member: the ledger outlives an account (a withdrawn member's rows stay, as the books require).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow DB's types
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // Ids assigned by the database: SQLite's INTEGER PRIMARY KEY, PostgreSQL's identity column.
  const withId = (table: string, column: string) =>
    db.schema
      .createTable(table)
      .addColumn(column, 'integer', (c) =>
        postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
      );

  await db.schema
    .createTable('point_account')
    .addColumn('member_id', 'integer', (c) => c.primaryKey())
    .addColumn('balance', 'integer', (c) => c.notNull())
    .addColumn('reserved', 'integer', (c) => c.notNull())
    .addColumn('next_expiry_at', 'varchar(30)')
    .addColumn('auto_exchange', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('auto_exchange_stars', 'integer')
    .addColumn('auto_exchange_updated_at', 'varchar(30)')
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addCheckConstraint('point_account_balance_ck', sql`balance >= 0 and reserved >= 0`)
    .execute();

  await withId('point_entry', 'entry_id')
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('reason', 'varchar(200)', (c) => c.notNull())
    .addColumn('source', 'varchar(40)', (c) => c.notNull())
    .addColumn('idempotency_key', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('expires_at', 'varchar(30)')
    .addColumn('exchange_id', 'integer')
    .addColumn('occurred_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  // History pages (latest first), lots by expiry, and the level's 12-month sum of earnings.
  await db.schema
    .createIndex('point_entry_member_occurred_idx')
    .on('point_entry')
    .columns(['member_id', 'occurred_at', 'entry_id'])
    .execute();
  // Covering the level's sum and the per-filter counts, so neither reads the rows themselves.
  await db.schema
    .createIndex('point_entry_member_kind_idx')
    .on('point_entry')
    .columns(['member_id', 'kind', 'occurred_at', 'amount'])
    .execute();
  await db.schema
    .createIndex('point_entry_member_lot_idx')
    .on('point_entry')
    .columns(['member_id', 'kind', 'expires_at'])
    .execute();

  await db.schema
    .createTable('point_allocation')
    .addColumn('entry_id', 'integer', (c) => c.notNull())
    .addColumn('lot_id', 'integer', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('point_allocation_pk', ['entry_id', 'lot_id'])
    .execute();
  await db.schema.createIndex('point_allocation_lot_idx').on('point_allocation').column('lot_id').execute();

  await withId('point_exchange', 'exchange_id')
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('stars', 'integer', (c) => c.notNull())
    .addColumn('partner_points', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('request_key', 'varchar(120)')
    .addColumn('partner_ref', 'varchar(120)')
    .addColumn('failure_reason', 'varchar(200)')
    .addColumn('requested_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('completed_at', 'varchar(30)')
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('point_exchange_request_uq', ['member_id', 'request_key'])
    .execute();
  await db.schema
    .createIndex('point_exchange_member_idx')
    .on('point_exchange')
    .columns(['member_id', 'status'])
    .execute();

  await db.schema
    .createTable('point_policy')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('service_stop_at', 'varchar(30)')
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db
    .insertInto('point_policy')
    .values({ id: 1, service_stop_at: null, updated_at: new Date().toISOString() })
    .execute();

  await db.schema
    .createTable('game_play')
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('play_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('reward', 'integer', (c) => c.notNull())
    .addColumn('entry_id', 'integer')
    .addColumn('played_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('game_play_pk', ['member_id', 'play_date'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'game_play',
    'point_policy',
    'point_exchange',
    'point_allocation',
    'point_entry',
    'point_account',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
