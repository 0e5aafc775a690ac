import { randomBytes } from 'node:crypto';
import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * A photo's address was its sequential id (`/api/v1/community/photo/<id>/<width>.webp`), so anyone could
 * count through every photo ever stored, drafts and photos of hidden posts included. Each photo gets a
 * random key of 128 bits (22 base64url characters) that its address carries instead; the existing
 * photos get theirs here, from the same source as new ones (node's CSPRNG; a dialect's own random
 * functions are not all fit for secrets). Stored objects keep their `photo/<id>/` keys: only the
 * address changes.
 */
const BATCH = 500;

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow DB's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('community_photo').addColumn('url_key', 'varchar(32)').execute();
  for (;;) {
    const rows = await db
      .selectFrom('community_photo')
      .select('photo_id')
      .where('url_key', 'is', null)
      .orderBy('photo_id')
      .limit(BATCH)
      .execute();
    for (const row of rows) {
      await db
        .updateTable('community_photo')
        .set({ url_key: randomBytes(16).toString('base64url') })
        .where('photo_id', '=', row.photo_id)
        .execute();
    }
    if (rows.length < BATCH) break;
  }
  // SQLite cannot add NOT NULL to an existing column; there the code that inserts always writes one.
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await db.schema
      .alterTable('community_photo')
      .alterColumn('url_key', (c) => c.setNotNull())
      .execute();
  }
  await db.schema
    .createIndex('community_photo_url_key_idx')
    .unique()
    .on('community_photo')
    .column('url_key')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('community_photo_url_key_idx').ifExists().execute();
  await db.schema.alterTable('community_photo').dropColumn('url_key').execute();
}
