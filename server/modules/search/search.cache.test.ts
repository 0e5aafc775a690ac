/**
 * The app's search answers are kept (search.answer-cache.ts) and its log written in batches
 * (search.log.buffer.ts): what a caller sees must not change for it. A change to the catalogue in this
 * process shows in the very next search, a member and a guest get the same answer, and every search is
 * still counted.
 */
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductSummary } from '#contract/display.ts';
import { createTestApp, dialectCases, type TestApp } from '../../../tests/support/databases.ts';
import { bearer, signInNaver } from '../auth/auth.testing.ts';
import { webhookRequest } from '../product-alerts/product-alerts.testing.ts';
import { runSearchCli } from './search.cli.ts';

interface SearchBody {
  products: ProductSummary[];
  pageInfo: { totalCount: number };
}

describe.each(dialectCases())('kept search answers on $dialect', ({ dialect, available }) => {
  describe.skipIf(!available)('', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect, { env: { SEARCH_RATE_LIMIT: '1000' } });
    });
    afterAll(async () => {
      await t?.cleanup();
    });

    const get = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: encodeURI(url), headers });
    const search = async (query: string, headers: Record<string, string> = {}) => {
      const response = await get(`/api/v1/search?${query}`, headers);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as SearchBody;
    };
    const productIn = (body: SearchBody, productNo: number) =>
      body.products.find((product) => product.productNo === productNo);

    it('shows a price and stock change from the shop at once, in every kept answer and filter', async () => {
      const first = await search('keyword=사과&size=50');
      const apple = first.products.find((product) => !product.soldOut)!;
      expect(apple).toBeDefined();
      const price = apple.salePrice;
      // Kept: the same query again, and a price filter the product is inside.
      expect(productIn(await search('keyword=사과&size=50'), apple.productNo)?.salePrice).toBe(price);
      const inRange = `keyword=사과&size=50&maxPrice=${price}`;
      expect(productIn(await search(inRange), apple.productNo)).toBeDefined();
      const before = (await search(inRange)).pageInfo.totalCount;

      const changed = await webhookRequest(t.app, {
        products: [{ productNo: apple.productNo, salePrice: price + 1000, soldOut: true }],
      });
      expect(changed.statusCode, changed.body).toBe(200);

      const now = productIn(await search('keyword=사과&size=50'), apple.productNo);
      expect(now).toMatchObject({ salePrice: price + 1000, soldOut: true });
      // Out of the filter it was in, and counted out of it.
      const filtered = await search(inRange);
      expect(productIn(filtered, apple.productNo)).toBeUndefined();
      expect(filtered.pageInfo.totalCount).toBe(before - 1);

      // Back in stock at its old price: back in the filter, not sold out.
      await webhookRequest(t.app, {
        products: [{ productNo: apple.productNo, salePrice: price, soldOut: false }],
      });
      expect(productIn(await search(inRange), apple.productNo)).toMatchObject({
        salePrice: price,
        soldOut: false,
      });
    });

    it('reads a synonym added in this process in the next search', async () => {
      const term = '캐시테스트사과';
      const missing = await search(`keyword=${term}&literal=1`);
      expect(missing.pageInfo.totalCount).toBe(0);
      const io = { out: () => {}, err: () => {} };
      const db = t.database.db;
      expect(await runSearchCli({ db, now: t.app.now(), io }, ['synonym', 'add', term, '사과'])).toBe(0);
      try {
        const found = await search(`keyword=${term}&literal=1`);
        expect(found.pageInfo.totalCount).toBeGreaterThan(0);
        expect(found.products.every((product) => product.name.includes('사과'))).toBe(true);
      } finally {
        await runSearchCli({ db, now: t.app.now(), io }, ['synonym', 'remove', term]);
      }
      expect((await search(`keyword=${term}&literal=1`)).pageInfo.totalCount).toBe(0);
    });

    it('answers a member and a guest alike, and many at once the same', async () => {
      const member = await signInNaver(t.app);
      const guest = await get('/api/v1/search?keyword=%EB%B0%B0');
      const asMember = await get('/api/v1/search?keyword=%EB%B0%B0', bearer(member.accessToken));
      expect(asMember.json()).toEqual(guest.json());
      const bodies = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          t.app.inject({
            method: 'GET',
            url: encodeURI('/api/v1/search?keyword=귤&size=10'),
            remoteAddress: `203.0.113.${i + 1}`,
          }),
        ),
      );
      expect(new Set(bodies.map((response) => response.statusCode))).toEqual(new Set([200]));
      expect(new Set(bodies.map((response) => response.body)).size).toBe(1);
    });

    it('sends a kept answer gzipped, compressed once for every request it answers', async () => {
      const url = '/api/v1/search?keyword=사과&size=50';
      const plain = await get(url, { 'accept-encoding': 'identity' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      const zipped = await Promise.all(
        [1, 2].map(() => get(url, { 'accept-encoding': 'gzip, deflate, br, zstd' })),
      );
      for (const response of zipped) {
        expect(response.headers['content-encoding']).toBe('gzip');
        expect(JSON.parse(gunzipSync(response.rawPayload).toString('utf8'))).toEqual(plain.json());
      }
      expect(zipped[1]?.rawPayload.equals(zipped[0]?.rawPayload ?? Buffer.alloc(0))).toBe(true);
    });

    it('still answers bad input with the contract error, kept or not', async () => {
      for (let i = 0; i < 2; i++) {
        const unknownCategory = await get('/api/v1/search?keyword=사과&categoryCode=C99');
        expect(unknownCategory.statusCode).toBe(404);
        const reversed = await get('/api/v1/search?keyword=사과&minPrice=5000&maxPrice=1000');
        expect(reversed.statusCode).toBe(400);
        expect(reversed.json()).toMatchObject({ code: 13 });
        expect((await get('/api/v1/search?keyword=')).statusCode).toBe(400);
      }
    });

    it('counts every shopper in the ranking, the searches still in the batch included', async () => {
      // The searches of the tests above are written (reading the ranking writes the batch), then cleared.
      await get('/api/v1/search/rank');
      await t.database.db.deleteFrom('search_log').execute();
      for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
        await t.app.inject({
          method: 'GET',
          url: encodeURI('/api/v1/search?keyword=딸기'),
          remoteAddress: address,
        });
      }
      await t.app.inject({
        method: 'GET',
        url: encodeURI('/api/v1/search?keyword=쌀'),
        remoteAddress: '198.51.100.1',
      });
      const rank = (await get('/api/v1/search/rank')).json() as { keywords: { keyword: string }[] };
      expect(rank.keywords.map((entry) => entry.keyword)).toEqual(['딸기', '쌀']);
    });
  });
});

describe.each(dialectCases())('the search log at shutdown on $dialect', ({ dialect, available }) => {
  it.skipIf(!available)('writes the searches still waiting when the app closes', async () => {
    const t = await createTestApp(dialect);
    try {
      await t.database.db.deleteFrom('search_log').execute();
      for (const keyword of ['사과', '배', '귤']) {
        const response = await t.app.inject({
          method: 'GET',
          url: encodeURI(`/api/v1/search?keyword=${keyword}`),
        });
        expect(response.statusCode).toBe(200);
      }
      await t.app.close();
      const rows = await t.database.db
        .selectFrom('search_log')
        .select('keyword')
        .orderBy('keyword')
        .execute();
      expect(rows.map((row) => row.keyword)).toEqual(['귤', '배', '사과']);
    } finally {
      await t.cleanup();
    }
  });
});
