import type { Kysely } from 'kysely';

/**
 * point_account.ledger_version: a number every write of the member's stars moves (MemberLedger.save,
 * point.service.ts, in the same transaction as the rows it stands for). The star summary keeps each
 * member's figures in process and reuses them while the version read with the guard's session is the
 * one they were computed at (point.summary-cache.ts), so whoever wrote (this instance, another one, the
 * expiry or auto-exchange job, an operator command) the next summary reads the figures afresh.
 * Not derived from the ledger: any value will do for a row written before this migration.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against whatever the schema was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('point_account')
    .addColumn('ledger_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('point_account').dropColumn('ledger_version').execute();
}
