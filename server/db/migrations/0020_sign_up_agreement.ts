import type { Kysely } from 'kysely';

/**
 * A person who signs in for the first time is not a member until they agree to the required items on
 * /sign-up (service terms, privacy, age): `sign_up_pending` is 1 from that first sign-in until the
 * agreement, and member-only calls answer SIGN_UP_REQUIRED (85) meanwhile. The default is 0: every
 * member stored before this migration was one from their sign-up (the sign-in used to count as the
 * agreement), and so is anybody stored by other means (the seed, the operators' tools).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow DB's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('member')
    .addColumn('sign_up_pending', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('member').dropColumn('sign_up_pending').execute();
}
