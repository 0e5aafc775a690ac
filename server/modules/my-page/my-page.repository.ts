import type { Db } from '../../db/schema.ts';

/** How many products and shops the member has liked (my page's activity counts). */
export async function likeCounts(db: Db, memberId: number): Promise<{ products: number; shops: number }> {
  const [products, shops] = await Promise.all([
    db
      .selectFrom('product_like')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('member_id', '=', memberId)
      .executeTakeFirst(),
    db
      .selectFrom('shop_like')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('member_id', '=', memberId)
      .executeTakeFirst(),
  ]);
  // PostgreSQL answers count(*) as a bigint string.
  return { products: Number(products?.count ?? 0), shops: Number(shops?.count ?? 0) };
}
