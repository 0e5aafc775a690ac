import type { Kysely } from 'kysely';

/**
 * The pair a rotation issued, sealed (auth.tokens.ts createPairSealer), on the token it replaced: two
 * tabs presenting one refresh token a moment apart both get that pair instead of a revoked session.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow DB's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('refresh_token').addColumn('successor_pair', 'text').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('refresh_token').dropColumn('successor_pair').execute();
}
