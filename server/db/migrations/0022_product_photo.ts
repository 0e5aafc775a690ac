import type { Kysely } from 'kysely';

/**
 * A catalogue product's photo (server/catalog/, docs/catalog-format.md), re-encoded like community
 * photos (server/shared/photo-image.ts), its WebP files in the storage adapter under
 * `product-photo/<product_no>/<width>.webp` (the `stored_object` table by default, migration
 * 0011_photo_storage). One row per product that has a photo; the media module serves it at the
 * product's picture URL, and the drawing for products without a row.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow DB's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('product_photo')
    .addColumn('product_no', 'integer', (c) => c.primaryKey().references('product.product_no'))
    /** The largest variant's size, EXIF orientation applied; the variant list follows from it. */
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    /** All variants together, for the operator's storage figures. */
    .addColumn('byte_length', 'integer', (c) => c.notNull())
    /** Where the photo came from as the catalogue line gave it (a path or a URL), for the operator. */
    .addColumn('source', 'varchar(2000)', (c) => c.notNull())
    .addColumn('imported_at', 'varchar(30)', (c) => c.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('product_photo').ifExists().execute();
}
