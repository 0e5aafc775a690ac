import type { Kysely } from 'kysely';

/**
 * Challenges of the app attestation (server/modules/auth/app-attestation.ts): a nonce handed to the
 * native app right before a sign-in, for Play Integrity or App Attest to bind its verdict to. Only its
 * SHA-256 is kept, and `used_at` is set by the one conditional update that consumes it, so a nonce
 * serves one sign-in, however many arrive with it at once.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow DB's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('app_attestation_challenge')
    .addColumn('challenge_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('device_uuid', 'varchar(128)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(30)')
    .execute();
  // Issuing a challenge deletes the expired ones, by this index.
  await db.schema
    .createIndex('app_attestation_challenge_expires_idx')
    .on('app_attestation_challenge')
    .column('expires_at')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('app_attestation_challenge').ifExists().execute();
}
