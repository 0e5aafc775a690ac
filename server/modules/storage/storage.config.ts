import { z } from 'zod';

export const STORAGE_KINDS = ['database'] as const;
export type StorageKind = (typeof STORAGE_KINDS)[number];

/** Config keys of the storage adapter (storage.ts), spread into server/config.ts's schema. */
export const storageConfigShape = {
  /**
   * Where uploaded photos are kept. `database` (the only one so far): in the configured database (the
   * embedded SQLite file, or PostgreSQL), so every instance serves every photo with nothing else to run.
   */
  PHOTO_STORAGE: z.enum(STORAGE_KINDS).default('database'),
};
