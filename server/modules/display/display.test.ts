import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Banner,
  communitySortCodes,
  type DealDetail,
  type DealSortCode,
  type DealSummary,
  dealSortCodes,
  discountRateCodes,
  rankPeriodCodes,
  searchSortCodes,
} from '#contract/display.ts';
import {
  createTestApp,
  dialectCases,
  openTestDatabase,
  TEST_NOW,
  type TestApp,
  type TestDatabase,
} from '../../../tests/support/databases.ts';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import type { DB } from '../../db/schema.ts';
import { bannerImageUrl, productImageUrl } from '../../shared/media-urls.ts';

interface DealPage {
  deals: DealSummary[];
  pageInfo: { page: number; size: number; totalCount: number; hasNext: boolean };
  serverTime: string;
}

const SHOP = 'https://shop.example.kr';

async function getJson<T>(app: FastifyInstance, url: string): Promise<{ status: number; body: T }> {
  const response = await app.inject(url);
  return { status: response.statusCode, body: response.json() as T };
}

describe.each(dialectCases())('display API on $dialect', ({ dialect, available }) => {
  let t: TestApp;
  let db: TestApp['database']['db'];
  let deals: DB['deal'][];
  let headlineOf: Map<number, DB['product']>;
  const nowIso = TEST_NOW.toISOString();
  const isLive = (d: DB['deal']) => d.published === 1 && d.starts_at <= nowIso && nowIso < d.ends_at;

  beforeAll(async () => {
    if (!available) return;
    t = await createTestApp(dialect, { env: { SHOP_BASE_URL: SHOP } });
    db = t.database.db;
    deals = await db.selectFrom('deal').selectAll().execute();
    const heads = await db
      .selectFrom('deal_product')
      .innerJoin('product', 'product.product_no', 'deal_product.product_no')
      .selectAll('product')
      .select('deal_product.deal_id')
      .where('deal_product.sort_order', '=', 0)
      .execute();
    headlineOf = new Map(heads.map((row) => [row.deal_id, row]));
  });
  afterAll(async () => {
    if (available) await t.cleanup();
  });

  async function allDeals(sort: DealSortCode): Promise<DealSummary[]> {
    const { status, body } = await getJson<DealPage>(
      t.app,
      `/api/v1/display/deal/recommendation?sort=${sort}&size=100`,
    );
    expect(status).toBe(200);
    return body.deals;
  }

  it.skipIf(!available)('shows a sold-out live deal on the first page of 추천순', async () => {
    const { status, body } = await getJson<DealPage>(t.app, '/api/v1/display/deal/recommendation');
    expect(status).toBe(200);
    const soldOut = body.deals.filter((d) => d.soldOut);
    expect(soldOut.length).toBeGreaterThan(0);
    for (const d of soldOut) {
      expect(headlineOf.get(d.dealId)?.sold_out).toBe(1);
      const live = deals.find((row) => row.deal_id === d.dealId);
      expect(live && isLive(live)).toBe(true);
    }
  });

  it.skipIf(!available)(
    'lists every filter of the web profile in Korean with exactly one selected item',
    async () => {
      const { status, body } = await getJson<{
        filterInfo: Record<string, { code: string; name: string; isSelected: boolean }[]>;
      }>(t.app, '/api/v1/display/web/profile');
      expect(status).toBe(200);
      const expected: Record<string, [readonly string[], string]> = {
        sortFilterList: [dealSortCodes, 'RECOMMEND'],
        searchSortFilterList: [searchSortCodes, 'ACCURACY'],
        periodSortFilterList: [rankPeriodCodes, 'DAILY'],
        discountRateFilterList: [discountRateCodes, 'ALL'],
        communitySortFilterList: [communitySortCodes, 'POPULAR'],
      };
      expect(Object.keys(body.filterInfo).sort()).toEqual(Object.keys(expected).sort());
      for (const [list, [codes, selected]] of Object.entries(expected)) {
        const items = body.filterInfo[list] ?? [];
        expect(
          items.map((item) => item.code),
          list,
        ).toEqual([...codes]);
        expect(
          items.filter((item) => item.isSelected).map((item) => item.code),
          list,
        ).toEqual([selected]);
        for (const item of items) expect(item.name, `${list} ${item.code}`).toMatch(/^[가-힣0-9% ]+$/);
      }
      expect(body.filterInfo.sortFilterList?.map((item) => item.name)).toEqual([
        '추천순',
        '마감임박순',
        '할인율순',
        '낮은가격순',
        '인기순',
      ]);
    },
  );

  it.skipIf(!available)('lists exactly the live, published deals with their headline product', async () => {
    const { body } = await getJson<DealPage>(t.app, '/api/v1/display/deal/recommendation?size=100');
    expect(body.serverTime).toBe(nowIso);
    const expectedIds = deals
      .filter(isLive)
      .map((d) => d.deal_id)
      .sort((a, b) => a - b);
    expect(expectedIds.length).toBeGreaterThan(10);
    expect(body.deals.map((d) => d.dealId).sort((a, b) => a - b)).toEqual(expectedIds);
    expect(body.pageInfo).toEqual({ page: 1, size: 100, totalCount: expectedIds.length, hasNext: false });
    for (const deal of body.deals) {
      expect(deal.startsAt <= nowIso && nowIso < deal.endsAt, `deal ${deal.dealId}`).toBe(true);
      const head = headlineOf.get(deal.dealId);
      expect(deal.imageUrl).toBe(productImageUrl(head?.product_no ?? 0));
      expect(deal.weight).toBe(head?.weight);
      expect([deal.regularPrice, deal.salePrice, deal.discountRate]).toEqual([
        head?.regular_price,
        head?.sale_price,
        head?.discount_rate,
      ]);
      const count = await db
        .selectFrom('deal_product')
        .select('product_no')
        .where('deal_id', '=', deal.dealId)
        .execute();
      expect(deal.productCount).toBe(count.length);
    }
    // The seed gives sizes, so the check above is not only comparing empty strings.
    expect(body.deals.some((deal) => /\d/.test(deal.weight))).toBe(true);
  });

  it.skipIf(!available)('sorts by each code', async () => {
    const byId = new Map(deals.map((d) => [d.deal_id, d]));
    const sortKey = (sort: DealSortCode, d: DealSummary): [number | string, 'asc' | 'desc'] => {
      switch (sort) {
        case 'RECOMMEND':
          return [byId.get(d.dealId)?.sort_order ?? -1, 'asc'];
        case 'ENDING_SOON':
          return [d.endsAt, 'asc'];
        case 'DISCOUNT':
          return [d.discountRate, 'desc'];
        case 'PRICE_LOW':
          return [d.salePrice, 'asc'];
        case 'POPULAR':
          return [headlineOf.get(d.dealId)?.popularity ?? -1, 'desc'];
      }
    };
    const orders = new Set<string>();
    for (const sort of dealSortCodes) {
      const list = await allDeals(sort);
      orders.add(list.map((d) => d.dealId).join(','));
      for (let i = 1; i < list.length; i++) {
        const [previous, direction] = sortKey(sort, list[i - 1] as DealSummary);
        const [current] = sortKey(sort, list[i] as DealSummary);
        if (direction === 'asc') expect(previous <= current, `${sort} at ${i}`).toBe(true);
        else expect(previous >= current, `${sort} at ${i}`).toBe(true);
      }
    }
    // Five sorts of the same deals in five different orders: the sort parameter is not ignored.
    expect(orders.size).toBe(dealSortCodes.length);
  });

  it.skipIf(!available)('pages without gaps or repeats and reports hasNext and totalCount', async () => {
    for (const sort of ['ENDING_SOON', 'DISCOUNT'] as const) {
      const whole = await allDeals(sort);
      const pages: DealSummary[] = [];
      for (let page = 1; ; page++) {
        const { body } = await getJson<DealPage>(
          t.app,
          `/api/v1/display/deal/recommendation?sort=${sort}&size=7&page=${page}`,
        );
        expect(body.pageInfo.totalCount).toBe(whole.length);
        expect(body.pageInfo.hasNext).toBe(page * 7 < whole.length);
        pages.push(...body.deals);
        if (!body.pageInfo.hasNext) break;
      }
      expect(pages.map((d) => d.dealId)).toEqual(whole.map((d) => d.dealId));
    }
    const beyond = await getJson<DealPage>(t.app, '/api/v1/display/deal/recommendation?page=500&size=50');
    expect(beyond.body.deals).toEqual([]);
    expect(beyond.body.pageInfo.hasNext).toBe(false);
  });

  it.skipIf(!available)('rejects bad list parameters with the contract codes', async () => {
    const cases: [string, number][] = [
      ['size=0', 13],
      ['size=101', 13],
      ['sort=BOGUS', 11],
      ['page=abc', 12],
      ['page=0', 13],
    ];
    for (const [query, code] of cases) {
      const { status, body } = await getJson<{ code: number; message: string }>(
        t.app,
        `/api/v1/display/deal/recommendation?${query}`,
      );
      expect(status, query).toBe(400);
      expect(body.code, query).toBe(code);
      expect(body.message, query).toMatch(/[가-힣]/);
    }
  });

  it.skipIf(!available)('shows a deal with its products and a status computed from the clock', async () => {
    const live = deals.find((d) => isLive(d) && d.deal_id === 12) as DB['deal'];
    const { status, body } = await getJson<{ deal: DealDetail; serverTime: string }>(
      t.app,
      '/api/v1/display/deal/12',
    );
    expect(status).toBe(200);
    expect(body.serverTime).toBe(nowIso);
    expect(body.deal).toMatchObject({
      dealId: 12,
      title: live.title,
      status: 'live',
      description: live.description,
    });
    const links = await db
      .selectFrom('deal_product')
      .select(['product_no', 'sort_order'])
      .where('deal_id', '=', 12)
      .orderBy('sort_order')
      .execute();
    expect(body.deal.products.map((p) => p.productNo)).toEqual(links.map((l) => l.product_no));
    expect(body.deal.productCount).toBe(links.length);
    const head = body.deal.products[0];
    expect([head?.salePrice, head?.regularPrice, head?.weight]).toEqual([
      body.deal.salePrice,
      body.deal.regularPrice,
      body.deal.weight,
    ]);
    for (const p of body.deal.products) {
      expect(p.shopUrl).toBe(`${SHOP}/product/detail.html?product_no=${p.productNo}`);
      expect(p.imageUrl).toBe(productImageUrl(p.productNo));
    }

    const upcoming = deals.find((d) => d.published === 1 && d.starts_at > nowIso) as DB['deal'];
    const ended = deals.find((d) => d.published === 1 && d.ends_at <= nowIso) as DB['deal'];
    for (const [deal, expected] of [
      [upcoming, 'upcoming'],
      [ended, 'ended'],
    ] as const) {
      const detail = await getJson<{ deal: DealDetail }>(t.app, `/api/v1/display/deal/${deal.deal_id}`);
      expect(detail.status).toBe(200);
      expect(detail.body.deal.status).toBe(expected);
    }
  });

  it.skipIf(!available)(
    'answers unknown and unpublished deals with 404 code 8 and a non-digit id with 400',
    async () => {
      const draft = deals.find((d) => d.published === 0) as DB['deal'];
      expect(isLive({ ...draft, published: 1 })).toBe(true);
      for (const id of [999_999, draft.deal_id]) {
        const { status, body } = await getJson<{ code: number; name: string }>(
          t.app,
          `/api/v1/display/deal/${id}`,
        );
        expect(status, String(id)).toBe(404);
        expect(body, String(id)).toMatchObject({ code: 8, name: 'NO_DATA' });
      }
      const list = await allDeals('RECOMMEND');
      expect(list.some((d) => d.dealId === draft.deal_id)).toBe(false);
      const bad = await getJson<{ code: number }>(t.app, '/api/v1/display/deal/abc');
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe(12);
    },
  );

  it.skipIf(!available)('lists the published home banners in order, linking to app routes', async () => {
    const { status, body } = await getJson<{ banners: Banner[] }>(
      t.app,
      '/api/v2/display/banner?position=home',
    );
    expect(status).toBe(200);
    const rows = await db
      .selectFrom('banner')
      .selectAll()
      .where('published', '=', 1)
      .orderBy('sort_order')
      .execute();
    expect(body.banners.map((b) => b.bannerId)).toEqual(rows.map((r) => r.banner_id));
    expect(body.banners.length).toBeGreaterThanOrEqual(3);
    for (const banner of body.banners) {
      expect(banner.imageUrl).toBe(bannerImageUrl(banner.bannerId));
      expect(banner.linkUrl).toMatch(/^\/(deal|period|event)\/\d+$/);
      expect(banner.title).toMatch(/[가-힣]/);
    }
    const byDefault = await getJson<{ banners: Banner[] }>(t.app, '/api/v2/display/banner');
    expect(byDefault.body).toEqual(body);
    const bad = await getJson<{ code: number }>(t.app, '/api/v2/display/banner?position=side');
    expect([bad.status, bad.body.code]).toEqual([400, 11]);
  });

  it.skipIf(!available)('draws product and banner pictures as small cacheable SVGs', async () => {
    const products = await db.selectFrom('product').select(['product_no', 'category_code']).execute();
    const immutable = await t.app.inject(productImageUrl(products[0]?.product_no ?? 0));
    expect(immutable.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const seen = new Set<string>();
    for (const p of products) {
      const department = p.category_code.slice(0, 3);
      if (seen.has(department)) continue;
      seen.add(department);
      const response = await t.app.inject(`/media/products/${p.product_no}.svg`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(response.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 200 200"/);
      expect(response.body).not.toMatch(/<text|<image|href=/);
      expect(Buffer.byteLength(response.body)).toBeLessThan(12 * 1024);

      const again = await t.app.inject({
        url: `/media/products/${p.product_no}.svg`,
        headers: { 'if-none-match': String(response.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
    expect(seen.size).toBeGreaterThanOrEqual(10);
    // Different products of one department look different (colour or tilt comes from the number).
    const [a, b] = await Promise.all([
      t.app.inject('/media/products/1001.svg'),
      t.app.inject('/media/products/1004.svg'),
    ]);
    expect(a.body).not.toBe(b.body);

    const banner = await t.app.inject('/media/banners/1.svg');
    expect(banner.statusCode).toBe(200);
    expect(banner.headers['content-type']).toBe('image/svg+xml');
    expect(banner.body).toContain('viewBox="0 0 750 420"');
    expect(banner.body).not.toMatch(/<text/);
    expect(Buffer.byteLength(banner.body)).toBeLessThan(3 * 1024);
  });

  it.skipIf(!available)('answers unknown pictures and unknown API paths with JSON 404s', async () => {
    for (const [url, code] of [
      ['/media/products/42.svg', 8],
      ['/media/banners/999.svg', 8],
      ['/media/products/abc.svg', 9],
      ['/media/products/1001.gif', 9],
      ['/api/x', 9],
    ] as const) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/application\/json/);
      expect((response.json() as { code: number }).code, url).toBe(code);
    }
  });
});

describe.each(dialectCases())('the deal list follows the clock on $dialect', ({ dialect, available }) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let clock = TEST_NOW;

  beforeAll(async () => {
    if (!available) return;
    testDb = await openTestDatabase(dialect);
    app = await buildApp(testConfig(), { database: testDb.database, clock: () => clock });
    await app.ready();
  });
  afterAll(async () => {
    if (!available) return;
    await app.close();
    await testDb.cleanup();
  });

  const list = async () =>
    (await app.inject('/api/v1/display/deal/recommendation?sort=ENDING_SOON&size=100')).json() as DealPage;

  it.skipIf(!available)('drops a deal the moment it ends and shows one the moment it starts', async () => {
    clock = TEST_NOW;
    const first = await list();
    const ending = first.deals[0] as DealSummary;
    expect(ending.endsAt > TEST_NOW.toISOString()).toBe(true);

    // Repeated within the cache's lifetime, but past the deal's end: the deal must be gone.
    clock = new Date(ending.endsAt);
    const afterEnd = await list();
    expect(afterEnd.deals.map((d) => d.dealId)).not.toContain(ending.dealId);
    expect(afterEnd.serverTime).toBe(ending.endsAt);
    const detail = (await app.inject(`/api/v1/display/deal/${ending.dealId}`)).json() as { deal: DealDetail };
    expect(detail.deal.status).toBe('ended');

    const next = await testDb.database.db
      .selectFrom('deal')
      .select(['deal_id', 'starts_at'])
      .where('published', '=', 1)
      .where('starts_at', '>', clock.toISOString())
      .orderBy('starts_at')
      .executeTakeFirstOrThrow();
    expect(afterEnd.deals.map((d) => d.dealId)).not.toContain(next.deal_id);
    clock = new Date(next.starts_at);
    const afterStart = await list();
    expect(afterStart.deals.map((d) => d.dealId)).toContain(next.deal_id);
  });
  it.skipIf(!available)("sends the cached list gzipped with each request's own serverTime", async () => {
    const url = '/api/v1/display/deal/recommendation';
    clock = TEST_NOW;
    const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const expected = plain.json() as DealPage;
    expect(expected.serverTime).toBe(TEST_NOW.toISOString());

    // Within the cache's lifetime, at two other instants: the same deals, each answer's own time.
    for (const offsetMs of [1, 1_500]) {
      clock = new Date(TEST_NOW.getTime() + offsetMs);
      const zipped = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
      expect(zipped.statusCode).toBe(200);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toContain('accept-encoding');
      expect(zipped.headers['content-type']).toBe('application/json; charset=utf-8');
      const body = JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8')) as DealPage;
      expect(body).toEqual({ ...expected, serverTime: clock.toISOString() });
    }

    // A client that takes brotli only gets it from @fastify/compress, as any other answer.
    const brotli = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString('utf8')).deals).toEqual(
      expected.deals,
    );
    // gzip refused outright: plain text.
    const refused = await app.inject({ url, headers: { 'accept-encoding': 'gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json().deals).toEqual(expected.deals);
  });
});
