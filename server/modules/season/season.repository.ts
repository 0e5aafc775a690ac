import { type ExpressionBuilder, sql } from 'kysely';
import type { SearchSortCode } from '#contract/display.ts';
import type { DB, Db } from '../../db/schema.ts';
import {
  inSeason,
  orderProducts,
  type ProductSummaryRow,
  selectProductSummaries,
} from '../../shared/product-summary.ts';

type ProductScope = ExpressionBuilder<DB & { p: DB['product'] }, 'p'>;

/** Products whose category code starts with one of `prefixes` (category codes nest by prefix). */
function inCategories(eb: ProductScope, prefixes: readonly string[]) {
  return eb.or(prefixes.map((prefix) => eb('p.category_code', 'like', `${prefix}%`)));
}

export interface SeasonProductFilter {
  month: number;
  /** A depth-1 (or deeper) category code to narrow to. */
  categoryCode?: string | undefined;
}

export async function countSeasonProducts(db: Db, filter: SeasonProductFilter): Promise<number> {
  const row = await db
    .selectFrom('product as p')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(inSeason(filter.month))
    .$if(filter.categoryCode !== undefined, (qb) =>
      qb.where('p.category_code', 'like', `${filter.categoryCode}%`),
    )
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function listSeasonProducts(
  db: Db,
  filter: SeasonProductFilter & { sort: SearchSortCode; offset: number; limit: number },
): Promise<ProductSummaryRow[]> {
  const query = selectProductSummaries(db)
    .where(inSeason(filter.month))
    .$if(filter.categoryCode !== undefined, (qb) =>
      qb.where('p.category_code', 'like', `${filter.categoryCode}%`),
    );
  return orderProducts(query, filter.sort).offset(filter.offset).limit(filter.limit).execute();
}

/** Depth-1 categories with how many of their products are in season in `month`, in display order. */
export async function seasonCategoryCounts(db: Db, month: number) {
  return db
    .selectFrom('category as c')
    .innerJoin('product as p', (join) => join.on(sql<boolean>`p.category_code like c.code || '%'`))
    .select(['c.code', 'c.name', (eb) => eb.fn.countAll<number>().as('product_count')])
    .where('c.depth', '=', 1)
    .where(inSeason(month))
    .groupBy(['c.code', 'c.name', 'c.sort_order'])
    .orderBy('c.sort_order')
    .orderBy('c.code')
    .execute();
}

export async function findCategory(db: Db, code: string) {
  return db.selectFrom('category').selectAll().where('code', '=', code).executeTakeFirst();
}

export interface ThemeProductFilter {
  month: number;
  categories: readonly string[];
  inSeasonOnly: boolean;
}

export async function countThemeProducts(db: Db, filter: ThemeProductFilter): Promise<number> {
  const row = await db
    .selectFrom('product as p')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where((eb) => inCategories(eb, filter.categories))
    .$if(filter.inSeasonOnly, (qb) => qb.where(inSeason(filter.month)))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** In-season products first (for occasions that also list all-year staples), then the most popular. */
export async function listThemeProducts(
  db: Db,
  filter: ThemeProductFilter & { offset: number; limit: number },
): Promise<ProductSummaryRow[]> {
  return selectProductSummaries(db)
    .where((eb) => inCategories(eb, filter.categories))
    .$if(filter.inSeasonOnly, (qb) => qb.where(inSeason(filter.month)))
    .orderBy(sql`case when ${inSeason(filter.month)} then 0 else 1 end`)
    .orderBy('p.popularity', 'desc')
    .orderBy('p.product_no')
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
}
