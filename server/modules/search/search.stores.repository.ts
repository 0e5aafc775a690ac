/** Stores for the store search, with their product counts. */
import { sql } from 'kysely';
import type { Db } from '../../db/schema.ts';

export interface StoreRow {
  store_id: number;
  name: string;
  description: string;
  region_code: string;
  region_name: string;
  region_short_name: string;
  like_count: number;
}

export async function loadStores(db: Db): Promise<StoreRow[]> {
  return db
    .selectFrom('store as s')
    .innerJoin('region as r', 'r.code', 's.region_code')
    .select([
      's.store_id',
      's.name',
      's.description',
      's.region_code',
      'r.name as region_name',
      'r.short_name as region_short_name',
      's.like_count',
    ])
    .orderBy('s.store_id')
    .execute();
}

export async function productCountsByStore(
  db: Db,
  storeIds: readonly number[],
): Promise<Map<number, number>> {
  if (storeIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('product')
    .select(['store_id', sql<number>`count(*)`.as('count')])
    .where('store_id', 'in', [...storeIds])
    .groupBy('store_id')
    .execute();
  return new Map(rows.map((row) => [Number(row.store_id), Number(row.count)]));
}
