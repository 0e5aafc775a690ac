import type { Kysely } from 'kysely';

/**
 * Request counters of the rate limiter, shared by every instance on one PostgreSQL database (the
 * embedded SQLite default counts in memory, but has the same table so the schemas stay alike).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow DB's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limit')
    .addColumn('bucket', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_reset_idx').on('rate_limit').column('reset_at').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limit').ifExists().execute();
}
