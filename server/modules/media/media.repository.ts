import type { Db } from '../../db/schema.ts';

export async function findProductArtInfo(db: Db, productNo: number) {
  return db
    .selectFrom('product')
    .select(['product_no', 'category_code', 'name'])
    .where('product_no', '=', productNo)
    .executeTakeFirst();
}

export async function findBannerArtInfo(db: Db, bannerId: number) {
  return db
    .selectFrom('banner')
    .select(['banner_id', 'background_color'])
    .where('banner_id', '=', bannerId)
    .executeTakeFirst();
}
