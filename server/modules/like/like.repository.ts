import { sql, type Transaction } from 'kysely';
import type { DB, Db } from '../../db/schema.ts';
import { type ProductSummaryRow, selectProductSummaries } from '../../shared/product-summary.ts';

// ------------------------------------------------------------------ products

export async function productExists(db: Db, productNo: number): Promise<boolean> {
  const row = await db
    .selectFrom('product')
    .select('product_no')
    .where('product_no', '=', productNo)
    .executeTakeFirst();
  return row !== undefined;
}

export async function countProductLikes(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('product_like')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function hasProductLike(db: Db, memberId: number, productNo: number): Promise<boolean> {
  const row = await db
    .selectFrom('product_like')
    .select('product_no')
    .where('member_id', '=', memberId)
    .where('product_no', '=', productNo)
    .executeTakeFirst();
  return row !== undefined;
}

export interface ProductLikeInsert {
  memberId: number;
  productNo: number;
  createdAt: string;
  prePageName: string | null;
  preListComponent: string | null;
  categoryId: string | null;
}

export async function insertProductLike(db: Db, like: ProductLikeInsert): Promise<void> {
  await db
    .insertInto('product_like')
    .values({
      member_id: like.memberId,
      product_no: like.productNo,
      created_at: like.createdAt,
      pre_page_name: like.prePageName,
      pre_list_component: like.preListComponent,
      category_id: like.categoryId,
    })
    .onConflict((oc) => oc.columns(['member_id', 'product_no']).doNothing())
    .execute();
}

export async function deleteProductLike(db: Db, memberId: number, productNo: number): Promise<void> {
  await db
    .deleteFrom('product_like')
    .where('member_id', '=', memberId)
    .where('product_no', '=', productNo)
    .execute();
}

/** The member's liked products, the latest like first. */
export async function listLikedProducts(
  db: Db,
  memberId: number,
  offset: number,
  limit: number,
): Promise<ProductSummaryRow[]> {
  return selectProductSummaries(db)
    .innerJoin('product_like as pl', 'pl.product_no', 'p.product_no')
    .where('pl.member_id', '=', memberId)
    .orderBy('pl.created_at', 'desc')
    .orderBy('p.product_no', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function likedAmong(db: Db, memberId: number, productNos: readonly number[]): Promise<number[]> {
  if (productNos.length === 0) return [];
  const rows = await db
    .selectFrom('product_like')
    .select('product_no')
    .where('member_id', '=', memberId)
    .where('product_no', 'in', productNos)
    .execute();
  return rows.map((row) => row.product_no);
}

// ------------------------------------------------------------------ shops

export async function countShopLikes(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('shop_like')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function hasShopLike(db: Db, memberId: number, storeId: number): Promise<boolean> {
  const row = await db
    .selectFrom('shop_like')
    .select('store_id')
    .where('member_id', '=', memberId)
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function findStoreLikeCount(db: Db, storeId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('store')
    .select('like_count')
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  return row?.like_count;
}

/** Adds the like and counts it on the store, only when the like is new. True when it was. */
export async function insertShopLike(
  db: Db,
  memberId: number,
  storeId: number,
  createdAt: string,
): Promise<boolean> {
  const result = await db
    .insertInto('shop_like')
    .values({ member_id: memberId, store_id: storeId, created_at: createdAt })
    .onConflict((oc) => oc.columns(['member_id', 'store_id']).doNothing())
    .executeTakeFirst();
  const inserted = Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
  if (inserted) {
    await db
      .updateTable('store')
      .set({ like_count: sql`like_count + 1` })
      .where('store_id', '=', storeId)
      .execute();
  }
  return inserted;
}

/** Removes the like and uncounts it, only when there was one; the seeded count never goes below 0. */
export async function deleteShopLike(db: Db, memberId: number, storeId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('shop_like')
    .where('member_id', '=', memberId)
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  const deleted = Number(result.numDeletedRows) === 1;
  if (deleted) {
    await db
      .updateTable('store')
      .set({ like_count: sql`case when like_count > 0 then like_count - 1 else 0 end` })
      .where('store_id', '=', storeId)
      .execute();
  }
  return deleted;
}

export async function listLikedStoreIds(
  db: Db,
  memberId: number,
  offset: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('shop_like')
    .select('store_id')
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('store_id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  return rows.map((row) => row.store_id);
}

/**
 * Serialises one member's like changes, so two taps at once cannot both pass the maximum check.
 * SQLite runs one write transaction at a time already (and has no FOR UPDATE).
 */
export async function lockMember(
  db: Transaction<DB>,
  memberId: number,
  dialect: 'sqlite' | 'postgres',
): Promise<void> {
  if (dialect !== 'postgres') return;
  await db.selectFrom('member').select('member_id').where('member_id', '=', memberId).forUpdate().execute();
}
