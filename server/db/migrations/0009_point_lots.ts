import { type Kysely, sql } from 'kysely';

/**
 * Star ledger reads and writes that do not grow with a member's history (issue 12's budget: summary
 * and history p95 <= 10 ms for a member with 10,000 rows). point_entry stays append-only; what is
 * added here is derived from it and kept in the same transaction as every ledger write:
 *
 * - point_lot: each earn row's stars still left, so a write reads only the open lots (a partial
 *   index of lots with stars left) instead of summing every allocation of every lot;
 * - point_month: stars earned per member and UTC month (earn + revoke rows), so the level's 12-month
 *   window sums at most 13 rows plus one partial month of entries;
 * - point_account's per-filter row counts, so a history page does not count the whole history;
 * - partial indexes per history filter, so a page is read in index order.
 *
 * The backfill derives all of it from the existing rows. The lot index of 0007 is dropped: nothing
 * reads lots from point_entry any more.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow DB's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('point_lot')
    .addColumn('lot_id', 'integer', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('remaining', 'integer', (c) => c.notNull())
    .addCheckConstraint('point_lot_remaining_ck', sql`remaining >= 0 and remaining <= amount`)
    .execute();
  // Only lots with stars left, in the order they are spent and expire.
  await sql`create index point_lot_open_idx on point_lot (member_id, expires_at, lot_id) where remaining > 0`.execute(
    db,
  );

  await db.schema
    .createTable('point_month')
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addColumn('earned', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('point_month_pk', ['member_id', 'month'])
    .execute();

  for (const column of ['earned_count', 'used_count', 'expired_count']) {
    await db.schema
      .alterTable('point_account')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }

  // One index per history filter, in page order; the query repeats each predicate word for word.
  await sql`create index point_entry_earned_idx on point_entry (member_id, occurred_at, entry_id) where kind = 'earn'`.execute(
    db,
  );
  await sql`create index point_entry_used_idx on point_entry (member_id, occurred_at, entry_id) where kind in ('spend', 'exchange', 'exchange-release', 'revoke')`.execute(
    db,
  );
  await sql`create index point_entry_expired_idx on point_entry (member_id, occurred_at, entry_id) where kind = 'expire'`.execute(
    db,
  );
  await db.schema.dropIndex('point_entry_member_lot_idx').execute();

  // Backfill from the ledger's own rows.
  await sql`
    insert into point_lot (lot_id, member_id, expires_at, amount, remaining)
    select e.entry_id, e.member_id, e.expires_at, e.amount,
           e.amount - coalesce((select sum(a.amount) from point_allocation a where a.lot_id = e.entry_id), 0)
    from point_entry e
    where e.kind = 'earn'`.execute(db);
  await sql`
    insert into point_month (member_id, month, earned)
    select member_id, substr(occurred_at, 1, 7), sum(amount)
    from point_entry
    where kind in ('earn', 'revoke')
    group by member_id, substr(occurred_at, 1, 7)`.execute(db);
  await sql`
    update point_account set
      earned_count = (select count(*) from point_entry e
                      where e.member_id = point_account.member_id and e.kind = 'earn'),
      used_count = (select count(*) from point_entry e
                    where e.member_id = point_account.member_id
                      and e.kind in ('spend', 'exchange', 'exchange-release', 'revoke')),
      expired_count = (select count(*) from point_entry e
                       where e.member_id = point_account.member_id and e.kind = 'expire')`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('point_entry_member_lot_idx')
    .on('point_entry')
    .columns(['member_id', 'kind', 'expires_at'])
    .execute();
  for (const index of ['point_entry_earned_idx', 'point_entry_used_idx', 'point_entry_expired_idx']) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
  for (const column of ['earned_count', 'used_count', 'expired_count']) {
    await db.schema.alterTable('point_account').dropColumn(column).execute();
  }
  await db.schema.dropTable('point_month').ifExists().execute();
  await db.schema.dropTable('point_lot').ifExists().execute();
}
