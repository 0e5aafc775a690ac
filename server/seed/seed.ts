import type { Kysely, Transaction } from 'kysely';
import type { DB, Db } from '../db/schema.ts';
import { keywordKey } from '../modules/search/search.query.ts';
import { type Catalogue, catalogueTables, generateCatalogue } from './generate.ts';

export interface SeedOptions {
  now: Date;
  /** Reserved for bigger catalogues; 1 is the standard one. */
  scale?: number;
}

export interface SeedSummary {
  seededAt: string;
  categories: number;
  regions: number;
  stores: number;
  products: number;
  deals: number;
  liveDeals: number;
  periods: number;
  events: number;
  banners: number;
  bestRanks: number;
  notices: number;
  /** Keywords with seeded searches, so the popular-keyword ranking is not empty (seededSearches). */
  popularKeywords: number;
}

// Both dialects accept thousands of bound parameters per statement; 300 rows of at most 14 columns
// keeps every insert well inside SQLite's and PostgreSQL's limits.
const BATCH_ROWS = 300;

async function insertRows<T extends keyof DB>(trx: Transaction<DB>, table: T, rows: DB[T][]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const batch = rows.slice(start, start + BATCH_ROWS);
    // Kysely cannot relate a generic table name to its row type; the rows are DB[T][] by the signature.
    await trx
      .insertInto(table)
      .values(batch as never)
      .execute();
  }
}

/**
 * Fills an empty, migrated database with the generated Korean catalogue in one transaction, so a
 * failed seed leaves nothing half-written.
 */
export async function seedDatabase(db: Kysely<DB>, options: SeedOptions): Promise<SeedSummary> {
  const catalogue = generateCatalogue(options);
  const searches = seededSearches(catalogue, options.now);
  await db.transaction().execute(async (trx) => {
    for (const table of catalogueTables) await insertRows(trx, table, catalogue[table]);
    await insertRows(trx, 'search_log', searches);
  });
  const nowIso = options.now.toISOString();
  return {
    seededAt: nowIso,
    categories: catalogue.category.length,
    regions: catalogue.region.length,
    stores: catalogue.store.length,
    products: catalogue.product.length,
    deals: catalogue.deal.filter((d) => d.published === 1).length,
    liveDeals: catalogue.deal.filter((d) => d.published === 1 && d.starts_at <= nowIso && nowIso < d.ends_at)
      .length,
    periods: catalogue.period.length,
    events: catalogue.event.length,
    banners: catalogue.banner.filter((b) => b.published === 1).length,
    bestRanks: catalogue.best_rank.length,
    notices: catalogue.notice.filter((n) => n.published === 1).length,
    popularKeywords: new Set(searches.map((row) => row.keyword)).size,
  };
}

/** The client key of every search the seed writes: a revival moves them and a reseed removes them. */
export const SEEDED_SEARCH_CLIENT = 'seed:';

/** What shoppers of a Korean grocery type most, most searched first. */
const POPULAR_KEYWORDS = [
  '사과',
  '귤',
  '한우',
  '고구마',
  '딸기',
  '쌀',
  '김치',
  '전복',
  '한라봉',
  '오징어',
  '곶감',
  '배',
  '굴비',
  '꿀',
  '버섯',
  '새우',
];
/** Yesterday's shoppers of the n-th keyword minus today's, in turn: some climb, some fall, some stay. */
const YESTERDAY_SHIFT = [0, 3, -2, 1, -4, 2];
const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;

/**
 * Searches of the last two days before `now`, by made-up shoppers: the popular-keyword ranking
 * (GET /api/v1/search/rank, the search screen's 인기 검색어) has entries on a fresh database, and
 * yesterday gives them rank changes. Only keywords that some product's name contains are used, so each
 * one finds something. Deterministic, like the catalogue.
 */
export function seededSearches(catalogue: Catalogue, now: Date): DB['search_log'][] {
  const rows: DB['search_log'][] = [];
  const keywords = POPULAR_KEYWORDS.map((keyword) => ({
    keyword,
    products: catalogue.product.filter((product) => product.name.includes(keyword)).length,
  })).filter((entry) => entry.products > 0);
  keywords.forEach(({ keyword, products }, index) => {
    const today = 2 * (keywords.length - index) + 4;
    const yesterday = today + (YESTERDAY_SHIFT[index % YESTERDAY_SHIFT.length] ?? 0);
    for (const [daysAgo, shoppers] of [
      [0, today],
      [1, yesterday],
    ] as const) {
      for (let shopper = 0; shopper < shoppers; shopper += 1) {
        // Spread over the day, never in the last 20 minutes or across the day's edges.
        const minutesAgo = daysAgo * DAY_MINUTES + 20 + ((shopper * 53 + index * 17) % (DAY_MINUTES - 60));
        rows.push({
          log_id: `seed-${index}-${daysAgo}-${shopper}`,
          keyword,
          keyword_key: keywordKey(keyword),
          result_count: products,
          rankable: 1,
          client_key: `${SEEDED_SEARCH_CLIENT}${shopper}`,
          searched_at: new Date(now.getTime() - minutesAgo * MINUTE).toISOString(),
        });
      }
    }
  });
  return rows;
}

/** True when the catalogue has products (seeded or imported), so a start must not seed again. */
export async function isSeeded(db: Db): Promise<boolean> {
  const row = await db.selectFrom('product').select('product_no').limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Empties every catalogue table (children first) and removes the seed's searches, for `db:seed --force`. */
export async function clearCatalogue(db: Kysely<DB>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Imported product photos (server/catalog/catalog-photos.ts) belong to the products going away.
    await trx.deleteFrom('product_photo').execute();
    await trx.deleteFrom('stored_object').where('key', 'like', 'product-photo/%').execute();
    for (const table of [...catalogueTables].reverse()) await trx.deleteFrom(table).execute();
    await trx.deleteFrom('search_log').where('client_key', 'like', `${SEEDED_SEARCH_CLIENT}%`).execute();
  });
}

export interface RefreshResult {
  /** How far every window was moved forward, in milliseconds; 0 when the storefront was still alive. */
  shiftedMs: number;
}

const shift = (value: string, ms: number) => new Date(Date.parse(value) + ms).toISOString();

/**
 * An embedded database that has run for days has no live deal left: the home screen would be empty.
 * When that happens, move every deal, period and event window (and product and notice dates, so
 * "new" stays new, and the seed's searches, so the ranking is back) forward by the time passed since
 * the catalogue was seeded, which recreates the seeded layout around `now`. A no-op while any
 * published deal is live, so calling it on every start is safe.
 */
export async function refreshDealWindows(db: Kysely<DB>, now: Date): Promise<RefreshResult> {
  const nowIso = now.toISOString();
  const live = await db
    .selectFrom('deal')
    .select('deal_id')
    .where('published', '=', 1)
    .where('starts_at', '<=', nowIso)
    .where('ends_at', '>', nowIso)
    .limit(1)
    .executeTakeFirst();
  if (live) return { shiftedMs: 0 };

  const meta = await db
    .selectFrom('catalog_meta')
    .select('value')
    .where('key', '=', 'seeded_at')
    .executeTakeFirst();
  let anchor = meta ? Date.parse(meta.value) : Number.NaN;
  if (!Number.isFinite(anchor)) {
    // Not made by the seed (an imported catalogue): treat the latest deal start as "an hour ago".
    const latest = await db
      .selectFrom('deal')
      .select((eb) => eb.fn.max('starts_at').as('latest'))
      .where('published', '=', 1)
      .executeTakeFirst();
    if (!latest?.latest) return { shiftedMs: 0 };
    anchor = Date.parse(latest.latest) + 60 * 60 * 1000;
  }
  const shiftedMs = now.getTime() - anchor;
  // Nothing live but the anchor is not in the past (every deal upcoming, or a clock set back): moving
  // windows backwards would only hide the upcoming deals, so leave them.
  if (shiftedMs <= 0) return { shiftedMs: 0 };

  const claimed = await db.transaction().execute(async (trx) => {
    // Claim the revival first: when two instances start together on one PostgreSQL database, the
    // second one's compare-and-set waits for the first to commit, then matches nothing and backs off.
    const claim = meta
      ? await trx
          .updateTable('catalog_meta')
          .set({ value: nowIso })
          .where('key', '=', 'seeded_at')
          .where('value', '=', meta.value)
          .executeTakeFirst()
      : await trx
          .insertInto('catalog_meta')
          .values({ key: 'seeded_at', value: nowIso })
          .onConflict((oc) => oc.column('key').doNothing())
          .executeTakeFirst();
    const changed = 'numUpdatedRows' in claim ? claim.numUpdatedRows : (claim.numInsertedOrUpdatedRows ?? 0n);
    if (Number(changed) !== 1) return false;

    for (const row of await trx.selectFrom('deal').select(['deal_id', 'starts_at', 'ends_at']).execute()) {
      await trx
        .updateTable('deal')
        .set({ starts_at: shift(row.starts_at, shiftedMs), ends_at: shift(row.ends_at, shiftedMs) })
        .where('deal_id', '=', row.deal_id)
        .execute();
    }
    for (const row of await trx
      .selectFrom('period')
      .select(['period_id', 'starts_at', 'ends_at'])
      .execute()) {
      await trx
        .updateTable('period')
        .set({ starts_at: shift(row.starts_at, shiftedMs), ends_at: shift(row.ends_at, shiftedMs) })
        .where('period_id', '=', row.period_id)
        .execute();
    }
    for (const row of await trx.selectFrom('event').select(['event_id', 'starts_at', 'ends_at']).execute()) {
      await trx
        .updateTable('event')
        .set({ starts_at: shift(row.starts_at, shiftedMs), ends_at: shift(row.ends_at, shiftedMs) })
        .where('event_id', '=', row.event_id)
        .execute();
    }
    for (const row of await trx.selectFrom('product').select(['product_no', 'created_at']).execute()) {
      await trx
        .updateTable('product')
        .set({ created_at: shift(row.created_at, shiftedMs) })
        .where('product_no', '=', row.product_no)
        .execute();
    }
    for (const row of await trx.selectFrom('notice').select(['notice_id', 'created_at']).execute()) {
      await trx
        .updateTable('notice')
        .set({ created_at: shift(row.created_at, shiftedMs) })
        .where('notice_id', '=', row.notice_id)
        .execute();
    }
    for (const row of await trx
      .selectFrom('search_log')
      .select(['log_id', 'searched_at'])
      .where('client_key', 'like', `${SEEDED_SEARCH_CLIENT}%`)
      .execute()) {
      await trx
        .updateTable('search_log')
        .set({ searched_at: shift(row.searched_at, shiftedMs) })
        .where('log_id', '=', row.log_id)
        .execute();
    }
    return true;
  });
  return { shiftedMs: claimed ? shiftedMs : 0 };
}
