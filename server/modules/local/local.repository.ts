import { type ExpressionBuilder, sql } from 'kysely';
import type { SearchSortCode } from '#contract/display.ts';
import type { DB, Db } from '../../db/schema.ts';
import {
  orderProducts,
  type ProductSummaryRow,
  selectProductSummaries,
} from '../../shared/product-summary.ts';

function regionColumns(eb: ExpressionBuilder<DB & { r: DB['region'] }, 'r'>) {
  return [
    'r.code',
    'r.name',
    'r.short_name',
    eb
      .selectFrom('store as rs')
      .select((sub) => sub.fn.countAll<number>().as('n'))
      .whereRef('rs.region_code', '=', 'r.code')
      .as('store_count'),
    eb
      .selectFrom('product as rp')
      .innerJoin('store as rps', 'rps.store_id', 'rp.store_id')
      .select((sub) => sub.fn.countAll<number>().as('n'))
      .whereRef('rps.region_code', '=', 'r.code')
      .as('product_count'),
  ] as const;
}

export async function listRegions(db: Db) {
  return db
    .selectFrom('region as r')
    .select(regionColumns)
    .orderBy('r.sort_order')
    .orderBy('r.code')
    .execute();
}

export type RegionRow = Awaited<ReturnType<typeof listRegions>>[number];

export async function findRegion(db: Db, code: string): Promise<RegionRow | undefined> {
  return db.selectFrom('region as r').select(regionColumns).where('r.code', '=', code).executeTakeFirst();
}

/** Store rows with their region's name, product count and best-selling product (its picture is the store's). */
function selectStores(db: Db) {
  return db
    .selectFrom('store as s')
    .innerJoin('region as r', 'r.code', 's.region_code')
    .select((eb) => [
      's.store_id',
      's.region_code',
      'r.name as region_name',
      's.name',
      's.description',
      's.like_count',
      eb
        .selectFrom('product as sp')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .whereRef('sp.store_id', '=', 's.store_id')
        .as('product_count'),
      eb
        .selectFrom('product as hp')
        .select('hp.product_no')
        .whereRef('hp.store_id', '=', 's.store_id')
        .orderBy('hp.popularity', 'desc')
        .orderBy('hp.product_no')
        .limit(1)
        .as('headline_product_no'),
    ]);
}

export type StoreRow = Awaited<ReturnType<ReturnType<typeof selectStores>['executeTakeFirstOrThrow']>>;

export async function countStoresInRegion(db: Db, regionCode: string): Promise<number> {
  const row = await db
    .selectFrom('store')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('region_code', '=', regionCode)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The most liked stores first: what other shoppers keep coming back to. */
export async function listStoresInRegion(
  db: Db,
  regionCode: string,
  offset: number,
  limit: number,
): Promise<StoreRow[]> {
  return selectStores(db)
    .where('s.region_code', '=', regionCode)
    .orderBy('s.like_count', 'desc')
    .orderBy('s.store_id')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function findStore(db: Db, storeId: number): Promise<StoreRow | undefined> {
  return selectStores(db).where('s.store_id', '=', storeId).executeTakeFirst();
}

export async function findStores(db: Db, storeIds: readonly number[]): Promise<StoreRow[]> {
  if (storeIds.length === 0) return [];
  return selectStores(db).where('s.store_id', 'in', storeIds).execute();
}

/** The stores a member liked, the latest like first. */
export async function listLikedStores(db: Db, memberId: number, limit: number): Promise<StoreRow[]> {
  return selectStores(db)
    .innerJoin('shop_like as sl', 'sl.store_id', 's.store_id')
    .where('sl.member_id', '=', memberId)
    .orderBy('sl.created_at', 'desc')
    .orderBy('s.store_id')
    .limit(limit)
    .execute();
}

export async function listTopStores(db: Db, limit: number): Promise<StoreRow[]> {
  return selectStores(db).orderBy('s.like_count', 'desc').orderBy('s.store_id').limit(limit).execute();
}

export async function countStoreProducts(db: Db, storeId: number): Promise<number> {
  const row = await db
    .selectFrom('product')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('store_id', '=', storeId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function listStoreProducts(
  db: Db,
  storeId: number,
  page: { sort: SearchSortCode; offset: number; limit: number },
): Promise<ProductSummaryRow[]> {
  const query = selectProductSummaries(db).where('p.store_id', '=', storeId);
  return orderProducts(query, page.sort).offset(page.offset).limit(page.limit).execute();
}

/** The `perStore` most popular products of each store, in one query. */
export async function listHeadlineProducts(
  db: Db,
  storeIds: readonly number[],
  perStore: number,
): Promise<Array<ProductSummaryRow & { store_id: number }>> {
  if (storeIds.length === 0) return [];
  const ranked = db
    .selectFrom('product as rp')
    .select([
      'rp.product_no',
      sql<number>`row_number() over (partition by rp.store_id order by rp.popularity desc, rp.product_no)`.as(
        'place',
      ),
    ])
    .where('rp.store_id', 'in', storeIds);
  const rows = await selectProductSummaries(db)
    .innerJoin(ranked.as('ranked'), 'ranked.product_no', 'p.product_no')
    .select('p.store_id')
    .where('ranked.place', '<=', perStore)
    .orderBy('p.store_id')
    .orderBy('ranked.place')
    .execute();
  return rows.map((row) => ({ ...row, store_id: row.store_id ?? 0 }));
}

/** The most popular products that come from a local store (not the storefront's own stock). */
export async function listPopularLocalProducts(db: Db, limit: number): Promise<ProductSummaryRow[]> {
  return selectProductSummaries(db)
    .where('p.store_id', 'is not', null)
    .orderBy('p.popularity', 'desc')
    .orderBy('p.product_no')
    .limit(limit)
    .execute();
}
