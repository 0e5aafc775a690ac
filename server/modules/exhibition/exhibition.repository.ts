import type { SearchSortCode } from '#contract/display.ts';
import type { Db } from '../../db/schema.ts';
import {
  orderProducts,
  type ProductSummaryRow,
  selectProductSummaries,
} from '../../shared/product-summary.ts';

function selectPeriods(db: Db) {
  return db.selectFrom('period as pe').select((eb) => [
    'pe.period_id',
    'pe.title',
    'pe.subtitle',
    'pe.description',
    'pe.track_name',
    'pe.starts_at',
    'pe.ends_at',
    'pe.published',
    eb
      .selectFrom('period_product as cpp')
      .select((sub) => sub.fn.countAll<number>().as('n'))
      .whereRef('cpp.period_id', '=', 'pe.period_id')
      .as('product_count'),
    eb
      .selectFrom('period_product as hpp')
      .select('hpp.product_no')
      .whereRef('hpp.period_id', '=', 'pe.period_id')
      .orderBy('hpp.sort_order')
      .orderBy('hpp.product_no')
      .limit(1)
      .as('headline_product_no'),
  ]);
}

export type PeriodRow = Awaited<ReturnType<ReturnType<typeof selectPeriods>['executeTakeFirstOrThrow']>>;

export async function countLivePeriods(db: Db, nowIso: string): Promise<number> {
  const row = await db
    .selectFrom('period')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('published', '=', 1)
    .where('starts_at', '<=', nowIso)
    .where('ends_at', '>', nowIso)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Published periods running now, the ones ending soonest first (that is what a shopper may miss). */
export async function listLivePeriods(
  db: Db,
  nowIso: string,
  offset: number,
  limit: number,
): Promise<PeriodRow[]> {
  return selectPeriods(db)
    .where('pe.published', '=', 1)
    .where('pe.starts_at', '<=', nowIso)
    .where('pe.ends_at', '>', nowIso)
    .orderBy('pe.ends_at')
    .orderBy('pe.period_id')
    .offset(offset)
    .limit(limit)
    .execute();
}

/** Any period, published or not: the caller decides who may see an unpublished one. */
export async function findPeriod(db: Db, periodId: number): Promise<PeriodRow | undefined> {
  return selectPeriods(db).where('pe.period_id', '=', periodId).executeTakeFirst();
}

/** ACCURACY keeps the merchandiser's order of the period; the other codes sort as everywhere else. */
export async function listPeriodProducts(
  db: Db,
  periodId: number,
  page: { sort: SearchSortCode; offset: number; limit: number },
): Promise<ProductSummaryRow[]> {
  const query = selectProductSummaries(db)
    .innerJoin('period_product as pp', 'pp.product_no', 'p.product_no')
    .where('pp.period_id', '=', periodId);
  const ordered =
    page.sort === 'ACCURACY'
      ? query.orderBy('pp.sort_order').orderBy('p.product_no')
      : orderProducts(query, page.sort);
  return ordered.offset(page.offset).limit(page.limit).execute();
}

export async function findEvent(db: Db, eventId: number) {
  return db
    .selectFrom('event as ev')
    .select((eb) => [
      'ev.event_id',
      'ev.title',
      'ev.description',
      'ev.starts_at',
      'ev.ends_at',
      'ev.published',
      eb
        .selectFrom('event_apply as ea')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .whereRef('ea.event_id', '=', 'ev.event_id')
        .as('applicant_count'),
      // The banner that announces the event lends it its picture (the first one, if several do).
      eb
        .selectFrom('banner as b')
        .select((sub) => sub.fn.min('b.banner_id').as('banner_id'))
        .where('b.link_url', '=', `/event/${eventId}`)
        .as('banner_id'),
    ])
    .where('ev.event_id', '=', eventId)
    .executeTakeFirst();
}

export type EventRow = NonNullable<Awaited<ReturnType<typeof findEvent>>>;

/** Inserts the application unless the member already has one; false means it existed. */
export async function insertEventApply(
  db: Db,
  eventId: number,
  memberId: number,
  appliedAt: string,
): Promise<boolean> {
  const result = await db
    .insertInto('event_apply')
    .values({ event_id: eventId, member_id: memberId, applied_at: appliedAt })
    .onConflict((oc) => oc.columns(['event_id', 'member_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

export async function findEventApply(db: Db, eventId: number, memberId: number) {
  return db
    .selectFrom('event_apply')
    .select(['applied_at'])
    .where('event_id', '=', eventId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}
