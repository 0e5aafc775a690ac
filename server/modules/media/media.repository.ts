import type { Db } from '../../db/schema.ts';

/** What a product's picture is made from: its name and category, and its photo's size if it has one. */
export async function findProductArtInfo(db: Db, productNo: number) {
  return db
    .selectFrom('product')
    .leftJoin('product_photo', 'product_photo.product_no', 'product.product_no')
    .select([
      'product.product_no',
      'product.category_code',
      'product.name',
      'product_photo.width as photo_width',
      'product_photo.height as photo_height',
    ])
    .where('product.product_no', '=', productNo)
    .executeTakeFirst();
}

export async function findBannerArtInfo(db: Db, bannerId: number) {
  return db
    .selectFrom('banner')
    .select(['banner_id', 'background_color'])
    .where('banner_id', '=', bannerId)
    .executeTakeFirst();
}
