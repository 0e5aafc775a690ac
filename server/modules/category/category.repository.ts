import type { DiscountRateCode, SearchSortCode } from '#contract/display.ts';
import { discountRateMinimum } from '#contract/display.ts';
import type { Db } from '../../db/schema.ts';
import {
  orderProducts,
  type ProductSummaryRow,
  selectProductSummaries,
} from '../../shared/product-summary.ts';

/** The whole tree is a few hundred rows and changes rarely; callers build what they need from it. */
export async function listCategories(db: Db) {
  return db
    .selectFrom('category')
    .select(['code', 'parent_code', 'depth', 'name', 'sort_order'])
    .orderBy('depth')
    .orderBy('sort_order')
    .orderBy('code')
    .execute();
}

export type CategoryRow = Awaited<ReturnType<typeof listCategories>>[number];

export interface CategoryProductFilter {
  /** Any depth: category codes nest by prefix, so `C0101` covers `C010101`…. */
  categoryCode: string;
  discountRate: DiscountRateCode;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
}

function filtered(db: Db, filter: CategoryProductFilter) {
  return selectProductSummaries(db)
    .where('p.category_code', 'like', `${filter.categoryCode}%`)
    .$if(filter.discountRate !== 'ALL', (qb) =>
      qb.where('p.discount_rate', '>=', discountRateMinimum[filter.discountRate]),
    )
    .$if(filter.minPrice !== undefined, (qb) => qb.where('p.sale_price', '>=', filter.minPrice ?? 0))
    .$if(filter.maxPrice !== undefined, (qb) => qb.where('p.sale_price', '<=', filter.maxPrice ?? 0));
}

export async function countCategoryProducts(db: Db, filter: CategoryProductFilter): Promise<number> {
  const row = await filtered(db, filter)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function listCategoryProducts(
  db: Db,
  filter: CategoryProductFilter & { sort: SearchSortCode; offset: number; limit: number },
): Promise<ProductSummaryRow[]> {
  return orderProducts(filtered(db, filter), filter.sort).offset(filter.offset).limit(filter.limit).execute();
}

/** The highest sale price in the category, whatever the filters: the price slider's upper end. */
export async function categoryMaxPrice(db: Db, categoryCode: string): Promise<number> {
  const row = await db
    .selectFrom('product')
    .select((eb) => eb.fn.max('sale_price').as('max_price'))
    .where('category_code', 'like', `${categoryCode}%`)
    .executeTakeFirst();
  return Number(row?.max_price ?? 0);
}
