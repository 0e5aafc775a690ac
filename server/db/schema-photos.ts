import type { Generated } from 'kysely';

/**
 * Photo tables (migrations 0011_photo_storage, 0019_photo_url_key, 0022_product_photo). The conventions of schema.ts hold: instants are ISO UTC
 * strings.
 */

/** One object of the database storage adapter (server/modules/storage/storage.ts `databaseStorage`). */
export interface StoredObjectTable {
  /** `photo/<photoId>/<width>.webp` */
  key: string;
  content_type: string;
  /** better-sqlite3 (blob) and pg (bytea) both answer a Buffer. */
  bytes: Buffer;
  byte_length: number;
  created_at: string;
}

/** One uploaded community photo; its variants are stored objects under `photo/<photo_id>/`. */
export interface CommunityPhotoTable {
  photo_id: Generated<number>;
  /**
   * The random key (128 bits, base64url) its address carries (migration 0019_photo_url_key): the
   * sequential id is never in a URL, so photos cannot be counted through.
   */
  url_key: string;
  member_id: number;
  /** Null until a post attaches it (and again after an edit removes it). */
  post_id: number | null;
  /** The largest variant, orientation applied. */
  width: number;
  height: number;
  byte_length: number;
  created_at: string;
}

/**
 * A catalogue product's photo (migration 0022_product_photo); its WebP variants are stored objects
 * under `product-photo/<product_no>/<width>.webp`, replaced in place by a re-import.
 */
export interface ProductPhotoTable {
  product_no: number;
  /** The largest variant, orientation applied. */
  width: number;
  height: number;
  byte_length: number;
  /** The path or URL the catalogue line gave. */
  source: string;
  imported_at: string;
}
