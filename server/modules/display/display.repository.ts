import { sql } from 'kysely';
import type { DealSortCode } from '#contract/display.ts';
import type { Db } from '../../db/schema.ts';
import { selectProductSummaries } from '../../shared/product-summary.ts';

/**
 * A deal with its headline product (deal_product.sort_order 0), whose prices, picture and size the
 * card shows, and the number of products in the deal: one row per deal, whatever the sort.
 */
function selectDealCards(db: Db) {
  return db
    .selectFrom('deal as d')
    .innerJoin('deal_product as dp', (join) =>
      join.onRef('dp.deal_id', '=', 'd.deal_id').on('dp.sort_order', '=', 0),
    )
    .innerJoin('product as p', 'p.product_no', 'dp.product_no')
    .select((eb) => [
      'd.deal_id',
      'd.title',
      'd.subtitle',
      'd.description',
      'd.starts_at',
      'd.ends_at',
      'd.published',
      'p.product_no',
      'p.weight',
      'p.regular_price',
      'p.sale_price',
      'p.discount_rate',
      'p.sold_out',
      eb
        .selectFrom('deal_product as c')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('c.deal_id', '=', 'd.deal_id')
        .as('product_count'),
    ]);
}

export type DealCardRow = Awaited<ReturnType<ReturnType<typeof selectDealCards>['executeTakeFirstOrThrow']>>;

const liveAt = (nowIso: string) => (qb: ReturnType<typeof selectDealCards>) =>
  qb.where('d.published', '=', 1).where('d.starts_at', '<=', nowIso).where('d.ends_at', '>', nowIso);

/** Live deals in the order of a sort code; the deal id breaks ties so paging never repeats a deal. */
export async function listLiveDeals(
  db: Db,
  nowIso: string,
  sort: DealSortCode,
  window: { offset: number; limit: number },
): Promise<DealCardRow[]> {
  let query = selectDealCards(db).$call(liveAt(nowIso));
  switch (sort) {
    case 'RECOMMEND':
      query = query.orderBy('d.sort_order', 'asc').orderBy('d.ends_at', 'asc');
      break;
    case 'ENDING_SOON':
      query = query.orderBy('d.ends_at', 'asc');
      break;
    case 'DISCOUNT':
      query = query.orderBy('p.discount_rate', 'desc');
      break;
    case 'PRICE_LOW':
      query = query.orderBy('p.sale_price', 'asc');
      break;
    case 'POPULAR':
      query = query.orderBy('p.popularity', 'desc');
      break;
  }
  return query.orderBy('d.deal_id', 'asc').limit(window.limit).offset(window.offset).execute();
}

export interface DealListState {
  liveCount: number;
  /** The next instant at which the live list changes (a live deal ends or a published one starts). */
  nextChangeAt: string | null;
}

/** How many deals are live, and until when that answer holds, in one query. */
export async function readDealListState(db: Db, nowIso: string): Promise<DealListState> {
  const row = await db
    .selectFrom('deal')
    .select([
      sql<number | null>`sum(case when starts_at <= ${nowIso} then 1 else 0 end)`.as('live_count'),
      sql<string | null>`min(case when starts_at <= ${nowIso} then ends_at end)`.as('earliest_end'),
      sql<string | null>`min(case when starts_at > ${nowIso} then starts_at end)`.as('next_start'),
    ])
    .where('published', '=', 1)
    .where('ends_at', '>', nowIso)
    .executeTakeFirst();
  const candidates = [row?.earliest_end, row?.next_start].filter((value): value is string => Boolean(value));
  return {
    liveCount: Number(row?.live_count ?? 0),
    nextChangeAt: candidates.length ? (candidates.sort()[0] as string) : null,
  };
}

export async function findDealCard(db: Db, dealId: number): Promise<DealCardRow | undefined> {
  return selectDealCards(db).where('d.deal_id', '=', dealId).executeTakeFirst();
}

export async function listDealProducts(db: Db, dealId: number) {
  return selectProductSummaries(db)
    .innerJoin('deal_product as dp', 'dp.product_no', 'p.product_no')
    .where('dp.deal_id', '=', dealId)
    .orderBy('dp.sort_order', 'asc')
    .orderBy('p.product_no', 'asc')
    .execute();
}

export async function listBanners(db: Db, position: string) {
  return db
    .selectFrom('banner')
    .select(['banner_id', 'title', 'subtitle', 'link_url', 'background_color'])
    .where('position', '=', position)
    .where('published', '=', 1)
    .orderBy('sort_order', 'asc')
    .orderBy('banner_id', 'asc')
    .execute();
}
