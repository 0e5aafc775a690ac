import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { ObjectStorage } from './storage.ts';

/**
 * The default adapter: one row of `stored_object` per key (migration 0011_photo_storage), bytes as
 * `blob` on SQLite and `bytea` on PostgreSQL. Objects are small (a re-encoded WebP is tens of KB), so a
 * row read is cheaper than any network hop to an object store, and a backup of the database is a backup
 * of the photos.
 */
export function databaseStorage(db: Kysely<DB>, clock: () => Date): ObjectStorage {
  return {
    async put(key, bytes, contentType) {
      const buffer = Buffer.isBuffer(bytes)
        ? bytes
        : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      const row = {
        content_type: contentType,
        bytes: buffer,
        byte_length: buffer.byteLength,
        created_at: clock().toISOString(),
      };
      await db
        .insertInto('stored_object')
        .values({ key, ...row })
        .onConflict((oc) => oc.column('key').doUpdateSet(row))
        .execute();
    },
    async get(key) {
      const row = await db
        .selectFrom('stored_object')
        .select(['bytes', 'content_type'])
        .where('key', '=', key)
        .executeTakeFirst();
      if (!row) return undefined;
      const bytes = Buffer.isBuffer(row.bytes) ? row.bytes : Buffer.from(row.bytes);
      return { bytes, contentType: row.content_type };
    },
    async delete(key) {
      await db.deleteFrom('stored_object').where('key', '=', key).execute();
    },
  };
}
