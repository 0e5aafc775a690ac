/** What to offer when a search found nothing, and the products behind the recommended keywords. */
import { sql } from 'kysely';
import type { Db } from '../../db/schema.ts';
import { inSeason, selectProductSummaries } from '../../shared/product-summary.ts';
import type { ProductRow } from './search.match.repository.ts';

/** Products that share at least `minimum` of the grams (a near miss: `사과쥬스` for 사과주스). */
export async function productsSharingGrams(
  db: Db,
  grams: readonly string[],
  minimum: number,
  limit: number,
): Promise<ProductRow[]> {
  if (grams.length === 0) return [];
  const hits = db
    .selectFrom('search_term')
    .select(['product_no', sql<number>`count(*)`.as('hit_count')])
    .where('term', 'in', [...grams])
    .groupBy('product_no')
    .having(sql`count(*)`, '>=', minimum);
  return selectProductSummaries(db)
    .innerJoin(hits.as('h'), 'h.product_no', 'p.product_no')
    .where('p.sold_out', '=', 0)
    .orderBy('h.hit_count', 'desc')
    .orderBy('p.popularity', 'desc')
    .orderBy('p.product_no')
    .limit(limit)
    .execute();
}

export async function popularProducts(
  db: Db,
  options: { month: number; seasonalOnly: boolean; limit: number; exclude?: readonly number[] },
): Promise<(ProductRow & { season_months: string })[]> {
  let query = selectProductSummaries(db)
    .select('p.season_months')
    .where('p.sold_out', '=', 0)
    .where(({ or, eb }) =>
      options.seasonalOnly
        ? inSeason(options.month)
        : or([eb('p.season_months', '=', ''), inSeason(options.month)]),
    );
  if (options.exclude?.length) query = query.where('p.product_no', 'not in', [...options.exclude]);
  return query.orderBy('p.popularity', 'desc').orderBy('p.product_no').limit(options.limit).execute();
}
