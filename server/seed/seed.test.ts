import fc from 'fast-check';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACKED_PERIODS } from '#contract/constants.ts';
import { rankPeriodCodes } from '#contract/display.ts';
import {
  dialectCases,
  openTestDatabase,
  TEST_NOW,
  type TestDatabase,
} from '../../tests/support/databases.ts';
import type { DB } from '../db/schema.ts';
import {
  type CatalogueTable,
  catalogueTables,
  discountRateOf,
  generateCatalogue,
  salePriceFor,
} from './generate.ts';
import { clearCatalogue, isSeeded, refreshDealWindows, SEEDED_SEARCH_CLIENT, seedDatabase } from './seed.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const orderBy: Record<CatalogueTable, string[]> = {
  category: ['code'],
  region: ['code'],
  store: ['store_id'],
  product: ['product_no'],
  deal: ['deal_id'],
  deal_product: ['deal_id', 'product_no'],
  period: ['period_id'],
  period_product: ['period_id', 'product_no'],
  event: ['event_id'],
  banner: ['banner_id'],
  best_rank: ['period', 'rank'],
  notice: ['notice_id'],
  catalog_meta: ['key'],
};

/** Every catalogue row in a fixed order, as plain values: equal dumps mean equal data. */
async function dump(db: Kysely<DB>): Promise<Record<CatalogueTable, unknown[]>> {
  const result = {} as Record<CatalogueTable, unknown[]>;
  for (const table of catalogueTables) {
    let query = db.selectFrom(table).selectAll();
    for (const column of orderBy[table]) query = query.orderBy(column as never);
    result[table] = await query.execute();
  }
  return result;
}

async function liveDealIds(db: Kysely<DB>, at: Date): Promise<number[]> {
  const iso = at.toISOString();
  const rows = await db
    .selectFrom('deal')
    .select('deal_id')
    .where('published', '=', 1)
    .where('starts_at', '<=', iso)
    .where('ends_at', '>', iso)
    .orderBy('deal_id')
    .execute();
  return rows.map((row) => row.deal_id);
}

describe('the generated catalogue', () => {
  const catalogue = generateCatalogue({ now: TEST_NOW });
  const nowIso = TEST_NOW.toISOString();

  it('is the same for the same instant, and only its times move with another instant', () => {
    expect(generateCatalogue({ now: new Date(TEST_NOW) })).toEqual(catalogue);
    const later = generateCatalogue({ now: new Date(TEST_NOW.getTime() + 7 * DAY) });
    expect(later.product.map((p) => [p.product_no, p.name, p.sale_price])).toEqual(
      catalogue.product.map((p) => [p.product_no, p.name, p.sale_price]),
    );
    expect(later.deal[0]?.starts_at).not.toBe(catalogue.deal[0]?.starts_at);
  });

  it('has at least 400 products with real grocery names, including the short ones shoppers type', () => {
    expect(catalogue.product.length).toBeGreaterThanOrEqual(400);
    const names = catalogue.product.map((p) => p.name);
    for (const name of [
      '꿀사과',
      '청송 꿀사과',
      '나주 배',
      '제주 감귤',
      '제주 한라봉',
      '그릭요거트',
      '오트밀',
      '바나나',
    ]) {
      expect(names, name).toContain(name);
    }
    for (const word of [
      '쌀',
      '배',
      '귤',
      '감',
      '밤',
      '무',
      '파',
      '김',
      '굴',
      '꿀',
      '한우',
      '고구마',
      '감자',
      '딸기',
    ]) {
      expect(
        names.some((name) => name.includes(word)),
        word,
      ).toBe(true);
    }
    for (const word of [
      '전복',
      '고등어',
      '멸치',
      '표고버섯',
      '오미자청',
      '현미',
      '찹쌀',
      '두부',
      '우유',
      '콤부차',
    ]) {
      expect(
        names.some((name) => name.includes(word)),
        word,
      ).toBe(true);
    }
  });

  it('keeps every price consistent: rate = round((regular - sale) / regular * 100), whole tens of won', () => {
    for (const p of catalogue.product) {
      expect(p.sale_price, p.name).toBeLessThanOrEqual(p.regular_price);
      expect(p.discount_rate, p.name).toBe(
        Math.round(((p.regular_price - p.sale_price) / p.regular_price) * 100),
      );
      expect(p.sale_price % 10, p.name).toBe(0);
      expect(p.regular_price % 10, p.name).toBe(0);
    }
    const undiscounted = catalogue.product.filter((p) => p.discount_rate === 0).length;
    expect(undiscounted).toBeGreaterThan(0);
    expect(undiscounted).toBeLessThan(catalogue.product.length / 2);
    const soldOut = catalogue.product.filter((p) => p.sold_out === 1).length / catalogue.product.length;
    expect(soldOut).toBeGreaterThan(0.01);
    expect(soldOut).toBeLessThan(0.1);
  });

  it('builds a three-level category tree and hangs products on its leaves', () => {
    const byCode = new Map(catalogue.category.map((c) => [c.code, c]));
    for (const c of catalogue.category) {
      expect(c.code).toMatch(new RegExp(`^C\\d{${c.depth * 2}}$`));
      if (c.depth === 1) expect(c.parent_code).toBeNull();
      else expect(byCode.get(c.parent_code ?? '')?.depth).toBe(c.depth - 1);
    }
    const depth1 = catalogue.category.filter((c) => c.depth === 1).map((c) => c.name);
    expect(depth1).toEqual(
      expect.arrayContaining(['과일', '채소', '수산·건어물', '정육·계란', '쌀·잡곡', '유제품']),
    );
    for (const c of catalogue.category.filter((c) => c.depth < 3)) {
      expect(
        catalogue.category.some((child) => child.parent_code === c.code),
        c.name,
      ).toBe(true);
    }
    for (const p of catalogue.product) expect(byCode.get(p.category_code)?.depth, p.name).toBe(3);
  });

  it('covers the 17 시/도 with at least 40 local stores, each selling something', () => {
    expect(catalogue.region.map((r) => [r.code, r.name])).toEqual([
      ['11', '서울특별시'],
      ['26', '부산광역시'],
      ['27', '대구광역시'],
      ['28', '인천광역시'],
      ['29', '광주광역시'],
      ['30', '대전광역시'],
      ['31', '울산광역시'],
      ['36', '세종특별자치시'],
      ['41', '경기도'],
      ['51', '강원특별자치도'],
      ['43', '충청북도'],
      ['44', '충청남도'],
      ['52', '전북특별자치도'],
      ['46', '전라남도'],
      ['47', '경상북도'],
      ['48', '경상남도'],
      ['50', '제주특별자치도'],
    ]);
    expect(catalogue.store.length).toBeGreaterThanOrEqual(40);
    for (const region of catalogue.region) {
      expect(
        catalogue.store.some((s) => s.region_code === region.code),
        region.name,
      ).toBe(true);
    }
    for (const store of catalogue.store) {
      expect(
        catalogue.product.some((p) => p.store_id === store.store_id),
        store.name,
      ).toBe(true);
    }
  });

  it('schedules at least 30 deals, most live, some upcoming, ended and ending within the hour', () => {
    const published = catalogue.deal.filter((d) => d.published === 1);
    expect(published.length).toBeGreaterThanOrEqual(30);
    const live = published.filter((d) => d.starts_at <= nowIso && nowIso < d.ends_at);
    expect(live.length).toBeGreaterThan(published.length / 2);
    expect(published.some((d) => d.starts_at > nowIso)).toBe(true);
    expect(published.some((d) => d.ends_at <= nowIso)).toBe(true);
    const inAnHour = new Date(TEST_NOW.getTime() + HOUR).toISOString();
    expect(live.some((d) => d.ends_at <= inAnHour)).toBe(true);
    const inFiveDays = new Date(TEST_NOW.getTime() + 5 * DAY).toISOString();
    for (const d of live) expect(d.ends_at <= inFiveDays, `deal ${d.deal_id}`).toBe(true);
    for (const d of catalogue.deal) {
      const products = catalogue.deal_product.filter((dp) => dp.deal_id === d.deal_id);
      expect(products.length, `deal ${d.deal_id}`).toBeGreaterThanOrEqual(1);
      expect(products.length, `deal ${d.deal_id}`).toBeLessThanOrEqual(4);
      expect(products.filter((dp) => dp.sort_order === 0)).toHaveLength(1);
    }
  });

  it('has the tracked planned exhibitions, banners that link to app routes, rankings and notices', () => {
    for (const [id, track] of Object.entries(TRACKED_PERIODS)) {
      const period = catalogue.period.find((p) => p.period_id === Number(id));
      expect(period?.track_name, id).toBe(track);
      expect(catalogue.period_product.filter((pp) => pp.period_id === Number(id)).length, id).toBeGreaterThan(
        5,
      );
    }
    const banners = catalogue.banner.filter((b) => b.published === 1);
    expect(banners.length).toBeGreaterThanOrEqual(3);
    expect(banners.length).toBeLessThanOrEqual(5);
    for (const b of banners) {
      const [, kind, id] = /^\/(deal|period|event)\/(\d+)$/.exec(b.link_url) ?? [];
      expect(kind, b.link_url).toBeDefined();
      const target =
        kind === 'deal'
          ? catalogue.deal.find((d) => d.deal_id === Number(id))
          : kind === 'period'
            ? catalogue.period.find((p) => p.period_id === Number(id))
            : catalogue.event.find((e) => e.event_id === Number(id));
      expect(target, b.link_url).toBeDefined();
      if (target) expect(target.starts_at <= nowIso && nowIso < target.ends_at, b.link_url).toBe(true);
    }
    for (const period of rankPeriodCodes) {
      const ranks = catalogue.best_rank.filter((r) => r.period === period);
      expect(ranks.map((r) => r.rank)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
      expect(new Set(ranks.map((r) => r.product_no)).size).toBe(100);
      expect(ranks.some((r) => r.previous_rank === null)).toBe(true);
      expect(ranks.some((r) => r.previous_rank !== null && r.previous_rank !== r.rank)).toBe(true);
    }
    const notices = catalogue.notice.filter((n) => n.published === 1);
    expect(notices.length).toBeGreaterThanOrEqual(10);
    for (const n of notices) expect(n.body_html).toMatch(/^<p>[\s\S]*[가-힣][\s\S]*<\/\w+>$/);
  });

  it('grows with scale while keeping ids unique', () => {
    const bigger = generateCatalogue({ now: TEST_NOW, scale: 2 });
    expect(bigger.product).toHaveLength(catalogue.product.length * 2);
    expect(new Set(bigger.product.map((p) => p.product_no)).size).toBe(bigger.product.length);
    expect(new Set(bigger.product.map((p) => `${p.name} ${p.weight}`)).size).toBe(bigger.product.length);
    expect(bigger.deal.length).toBeGreaterThan(catalogue.deal.length);
    expect(() => generateCatalogue({ now: TEST_NOW, scale: 0 })).toThrow();
  });
});

describe('sale prices', () => {
  it('are whole tens (hundreds from 10,000 won), never above the regular price, and keep the rate rule', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 100_000 }), fc.integer({ min: 0, max: 95 }), (tens, rate) => {
        const regular = tens * 10;
        const sale = salePriceFor(regular, rate);
        expect(sale).toBeLessThanOrEqual(regular);
        expect(sale).toBeGreaterThan(0);
        if (sale !== regular) expect(sale % (regular >= 10_000 ? 100 : 10)).toBe(0);
        const actual = discountRateOf(regular, sale);
        if (sale === regular) expect(actual).toBe(0);
        else expect(actual).toBeGreaterThanOrEqual(1);
        // The charm price is at or above the exact one, so the discount never overshoots its target.
        expect(actual).toBeLessThanOrEqual(rate);
      }),
    );
  });
});

describe.each(dialectCases())('seeding on $dialect', ({ dialect, available }) => {
  let seeded: TestDatabase;
  let empty: TestDatabase;
  beforeAll(async () => {
    if (!available) return;
    seeded = await openTestDatabase(dialect);
    empty = await openTestDatabase(dialect, { seed: false });
  });
  afterAll(async () => {
    if (!available) return;
    await seeded.cleanup();
    await empty.cleanup();
  });

  it.skipIf(!available)('writes exactly the generated catalogue, the same on every run', async () => {
    expect(await isSeeded(empty.database.db)).toBe(false);
    const summary = await seedDatabase(empty.database.db, { now: TEST_NOW });
    expect(await isSeeded(empty.database.db)).toBe(true);
    expect(summary.products).toBeGreaterThanOrEqual(400);
    expect(summary.liveDeals).toBe((await liveDealIds(empty.database.db, TEST_NOW)).length);

    const first = await dump(empty.database.db);
    expect(await dump(seeded.database.db)).toEqual(first);
    const expected = generateCatalogue({ now: TEST_NOW });
    for (const table of catalogueTables) expect(first[table], table).toHaveLength(expected[table].length);
    expect(first.product).toEqual(expected.product);

    // The seed's searches go with the catalogue; a shopper's search stays.
    const searchClients = async () =>
      (await empty.database.db.selectFrom('search_log').select('client_key').distinct().execute())
        .map((row) => row.client_key)
        .sort();
    expect((await searchClients()).every((client) => client.startsWith(SEEDED_SEARCH_CLIENT))).toBe(true);
    expect(summary.popularKeywords).toBeGreaterThanOrEqual(10);
    await empty.database.db
      .insertInto('search_log')
      .values({
        log_id: 'shopper-1',
        keyword: '사과',
        keyword_key: '사과',
        result_count: 1,
        rankable: 1,
        client_key: 'device-1',
        searched_at: TEST_NOW.toISOString(),
      })
      .execute();
    await clearCatalogue(empty.database.db);
    expect(await isSeeded(empty.database.db)).toBe(false);
    for (const table of catalogueTables)
      expect((await dump(empty.database.db))[table], table).toHaveLength(0);
    expect(await searchClients()).toEqual(['device-1']);
  });

  it.skipIf(!available)(
    'leaves a live storefront alone and revives one whose deals have all ended',
    async () => {
      const db = seeded.database.db;
      const atSeed = await liveDealIds(db, TEST_NOW);
      expect(atSeed.length).toBeGreaterThan(0);
      expect(await refreshDealWindows(db, TEST_NOW)).toEqual({ shiftedMs: 0 });

      const monthLater = new Date(TEST_NOW.getTime() + 30 * DAY + 5 * 60 * 1000);
      expect(await liveDealIds(db, monthLater)).toEqual([]);
      const before = await dump(db);

      expect(await refreshDealWindows(db, monthLater)).toEqual({
        shiftedMs: monthLater.getTime() - TEST_NOW.getTime(),
      });
      expect(await liveDealIds(db, monthLater)).toEqual(atSeed);
      const after = await dump(db);
      const shifted = (iso: string) => new Date(Date.parse(iso) + 30 * DAY + 5 * 60 * 1000).toISOString();
      expect(after.deal).toEqual(
        (before.deal as DB['deal'][]).map((d) => ({
          ...d,
          starts_at: shifted(d.starts_at),
          ends_at: shifted(d.ends_at),
        })),
      );
      const liveAt = (rows: unknown[], at: Date) =>
        (rows as { starts_at: string; ends_at: string }[]).filter(
          (row) => row.starts_at <= at.toISOString() && at.toISOString() < row.ends_at,
        ).length;
      expect(liveAt(after.period, monthLater)).toBe(
        liveAt(generateCatalogue({ now: TEST_NOW }).period, TEST_NOW),
      );
      expect(liveAt(after.event, monthLater)).toBe(
        liveAt(generateCatalogue({ now: TEST_NOW }).event, TEST_NOW),
      );
      expect(after.product).toHaveLength(before.product.length);
      // The seed's searches moved too: the last two days before the revival, as at seeding.
      const searchedAt = (
        await db
          .selectFrom('search_log')
          .select('searched_at')
          .where('client_key', 'like', `${SEEDED_SEARCH_CLIENT}%`)
          .execute()
      ).map((row) => Date.parse(row.searched_at));
      expect(searchedAt.length).toBeGreaterThan(0);
      expect(Math.max(...searchedAt)).toBeLessThanOrEqual(monthLater.getTime());
      expect(Math.min(...searchedAt)).toBeGreaterThanOrEqual(monthLater.getTime() - 2 * DAY);

      // Idempotent: a second start finds live deals and changes nothing.
      expect(await refreshDealWindows(db, monthLater)).toEqual({ shiftedMs: 0 });
      expect(await dump(db)).toEqual(after);
    },
  );

  it.skipIf(!available)('revives a catalogue that does not know when it was seeded (an import)', async () => {
    const own = await openTestDatabase(dialect);
    try {
      const db = own.database.db;
      await db.deleteFrom('catalog_meta').execute();
      const monthLater = new Date(TEST_NOW.getTime() + 30 * DAY);
      expect(await liveDealIds(db, monthLater)).toEqual([]);
      const { shiftedMs } = await refreshDealWindows(db, monthLater);
      expect(shiftedMs).toBeGreaterThan(0);
      expect((await liveDealIds(db, monthLater)).length).toBeGreaterThan(0);
      expect(await refreshDealWindows(db, monthLater)).toEqual({ shiftedMs: 0 });
    } finally {
      await own.cleanup();
    }
  });
});
