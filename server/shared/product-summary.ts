import { type SelectQueryBuilder, sql } from 'kysely';
import type { ProductSummary, SearchSortCode } from '#contract/display.ts';
import type { Db } from '../db/schema.ts';
import { productImageUrl } from './media-urls.ts';

/**
 * The product card columns every browsing list selects (season, local, best, category, periods,
 * likes), and their mapping to the contract's `productSummarySchema`. Lists alias the product table
 * `p` and its store `s`.
 */
/** The product card's columns, for a query that has the product as `p` and its store as `s`. */
export const PRODUCT_SUMMARY_COLUMNS = [
  'p.product_no',
  'p.name',
  'p.category_code',
  'p.origin',
  'p.weight',
  'p.regular_price',
  'p.sale_price',
  'p.discount_rate',
  'p.sold_out',
  's.name as store_name',
] as const;

export function selectProductSummaries(db: Db) {
  return db
    .selectFrom('product as p')
    .leftJoin('store as s', 's.store_id', 'p.store_id')
    .select(PRODUCT_SUMMARY_COLUMNS);
}

export type ProductSummaryQuery = ReturnType<typeof selectProductSummaries>;
export type ProductSummaryRow = Awaited<ReturnType<ProductSummaryQuery['executeTakeFirstOrThrow']>>;

/**
 * A page of the shop (Cafe24). The base (SHOP_BASE_URL) is an absolute URL or, for the development
 * shop, a path on this server (`/dev-shop`): the page's path goes under it, keeping the base's own path.
 */
export function shopPageUrl(shopBaseUrl: string, path: string): string {
  return `${shopBaseUrl.replace(/\/+$/, '')}${path}`;
}

/** The shop's product page. */
export function shopProductUrl(shopBaseUrl: string, productNo: number): string {
  return shopPageUrl(shopBaseUrl, `/product/detail.html?product_no=${productNo}`);
}

// The media module owns picture paths; re-exported because the browsing lists map products here.
export { productImageUrl };

export function toProductSummary(row: ProductSummaryRow, shopBaseUrl: string): ProductSummary {
  return {
    productNo: row.product_no,
    name: row.name,
    imageUrl: productImageUrl(row.product_no),
    categoryCode: row.category_code,
    origin: row.origin,
    weight: row.weight,
    regularPrice: row.regular_price,
    salePrice: row.sale_price,
    discountRate: row.discount_rate,
    soldOut: row.sold_out === 1,
    storeName: row.store_name,
    shopUrl: shopProductUrl(shopBaseUrl, row.product_no),
  };
}

type ProductColumn = 'p.popularity' | 'p.product_no' | 'p.sale_price' | 'p.created_at';

/**
 * Orders a product list by a search sort code. ACCURACY has no query to be accurate to here, so it
 * means the shop's recommended order, the most popular first. The product number breaks ties, so
 * paging never repeats or skips a product.
 */
export function productOrder(sort: SearchSortCode): ReadonlyArray<readonly [ProductColumn, 'asc' | 'desc']> {
  switch (sort) {
    case 'ACCURACY':
    case 'POPULAR':
      return [
        ['p.popularity', 'desc'],
        ['p.product_no', 'asc'],
      ];
    case 'PRICE_LOW':
      return [
        ['p.sale_price', 'asc'],
        ['p.product_no', 'asc'],
      ];
    case 'PRICE_HIGH':
      return [
        ['p.sale_price', 'desc'],
        ['p.product_no', 'asc'],
      ];
    case 'NEW':
      return [
        ['p.created_at', 'desc'],
        ['p.product_no', 'desc'],
      ];
  }
}

// biome-ignore lint/suspicious/noExplicitAny: works on any query that has the product table as `p`
export function orderProducts<QB extends SelectQueryBuilder<any, any, any>>(
  qb: QB,
  sort: SearchSortCode,
): QB {
  let ordered = qb;
  for (const [column, direction] of productOrder(sort))
    ordered = ordered.orderBy(sql.ref(column), direction) as QB;
  return ordered;
}

/** `season_months` is a comma list ('' all year); wrapping it in commas makes `,11,` match 11 but not 1. */
export function inSeason(month: number) {
  return sql<boolean>`(',' || p.season_months || ',') like ${`%,${month},%`}`;
}
