import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { StorageKind } from './storage.config.ts';

/** What a storage adapter answers for a key. */
export interface StoredObject {
  bytes: Buffer;
  contentType: string;
}

/**
 * Where uploaded bytes live (community photos, and the catalogue import's product photos). Every instance of a scaled-out deployment must
 * read what any instance wrote, so nothing goes to a local disk: the default keeps the bytes in the
 * database itself (`PHOTO_STORAGE=database`), and an object store (S3 and the like) would be one more
 * implementation of these three calls, chosen by the same setting (then give the interface a file of
 * its own, beside the two adapters).
 *
 * Keys are written once and never change (`photo/<id>/<width>.webp`), which is what lets the photo
 * route answer with an immutable cache header; `put` on an existing key replaces it (a retried write),
 * `delete` of a missing key does nothing.
 */
export interface ObjectStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | undefined>;
  delete(key: string): Promise<void>;
}

/** The adapter PHOTO_STORAGE names, on this database. */
export function openStorage(
  kind: StorageKind,
  db: Kysely<DB>,
  clock: () => Date = () => new Date(),
): ObjectStorage {
  switch (kind) {
    case 'database':
      return databaseStorage(db, clock);
  }
}

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
