import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { StorageKind } from './storage.config.ts';
import { databaseStorage } from './storage.database.ts';

/** What a storage adapter answers for a key. */
export interface StoredObject {
  bytes: Buffer;
  contentType: string;
}

/**
 * Where uploaded bytes live (community photos today). Every instance of a scaled-out deployment must
 * read what any instance wrote, so nothing goes to a local disk: the default keeps the bytes in the
 * database itself (`PHOTO_STORAGE=database`), and an object store (S3 and the like) would be one more
 * implementation of these three calls, chosen by the same setting.
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
