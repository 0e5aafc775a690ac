import type { Kysely } from 'kysely';

/**
 * A forced withdrawal decided by the operator (`npm run admin -- member force-withdraw`): when and why.
 * For one month after `force_withdrawn_at` the member may still sign in, read their stars and exchange
 * them (spec: terms content); then the stars expire and the account is closed as a withdrawal closes
 * it (`member close-due`).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow DB's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('member').addColumn('force_withdrawn_at', 'varchar(30)').execute();
  await db.schema.alterTable('member').addColumn('force_withdrawal_reason', 'varchar(500)').execute();
  // The closing command reads the members force-withdrawn and not yet closed: a handful, by this index.
  await db.schema
    .createIndex('member_force_withdrawn_idx')
    .on('member')
    .column('force_withdrawn_at')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('member_force_withdrawn_idx').ifExists().execute();
  await db.schema.alterTable('member').dropColumn('force_withdrawal_reason').execute();
  await db.schema.alterTable('member').dropColumn('force_withdrawn_at').execute();
}
