import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductSummary } from '#contract/display.ts';
import { CORRECTION_NOTICE } from '#contract/search.ts';
import { createTestApp, dialectCases, TEST_NOW, type TestApp } from '../../../tests/support/databases.ts';
import { bearer, signInNaver } from '../auth/auth.testing.ts';
import { compactText, jamoOf } from './korean-text.ts';
import { SEARCH_LOG_RETENTION_DAYS } from './search.rank.service.ts';

interface SearchBody {
  keyword: string;
  correctedKeyword: string | null;
  correctionNotice: string | null;
  products: ProductSummary[];
  pageInfo: { page: number; size: number; totalCount: number; hasNext: boolean };
  filters: { categories: { code: string; name: string; count: number }[]; maxPrice: number };
}

interface ErrorBody {
  code: number;
  name: string;
}

const names = (body: SearchBody) => body.products.map((product) => product.name);

describe.each(dialectCases())('search API on $dialect', ({ dialect, available }) => {
  describe.skipIf(!available)('', () => {
    describe('endpoints', () => {
      let t: TestApp;
      beforeAll(async () => {
        t = await createTestApp(dialect);
      });
      afterAll(async () => {
        await t?.cleanup();
      });

      const get = async (url: string, headers: Record<string, string> = {}) => {
        const response = await t.app.inject({ method: 'GET', url: encodeURI(url), headers });
        return { status: response.statusCode, body: response.json() };
      };
      const search = async (query: string) => {
        const { status, body } = await get(`/api/v1/search?${query}`);
        expect(status).toBe(200);
        return body as SearchBody;
      };

      describe('GET /api/v1/search', () => {
        it('finds two-syllable and one-syllable words', async () => {
          const apple = await search('keyword=사과');
          expect(apple.products.length).toBeGreaterThan(0);
          expect(apple.products.every((product) => product.name.includes('사과'))).toBe(true);
          const rice = await search('keyword=쌀');
          expect(rice.products[0]?.name).toContain('쌀');
          // 배 the fruit, a whole word of the name, ranks above 배추 and 배도라지즙.
          const pear = await search('keyword=배');
          expect(pear.products[0]?.name.split(' ')).toContain('배');
          expect(pear.pageInfo.totalCount).toBeGreaterThan(0);
        });

        it('understands initial consonants and a half-typed syllable', async () => {
          const choseong = await search('keyword=ㅅㄱ');
          expect(names(choseong).some((name) => name.includes('사과'))).toBe(true);
          const halfTyped = await search('keyword=사ㄱ');
          expect(names(halfTyped).some((name) => name.includes('사과'))).toBe(true);
          expect(names(halfTyped).every((name) => jamoOf(compactText(name)).includes(jamoOf('사ㄱ')))).toBe(
            true,
          );
        });

        it('ignores spacing', async () => {
          const spaced = await search('keyword=꿀 사과');
          const joined = await search('keyword=꿀사과');
          expect(spaced.pageInfo.totalCount).toBeGreaterThan(0);
          expect(names(spaced)).toEqual(names(joined));
        });

        it('corrects a keyword typed on the wrong keyboard layout, with a notice', async () => {
          const wrong = await search('keyword=tkrhk');
          const right = await search('keyword=사과');
          expect(wrong.keyword).toBe('tkrhk');
          expect(wrong.correctedKeyword).toBe('사과');
          expect(wrong.correctionNotice).toBe(CORRECTION_NOTICE);
          expect(names(wrong)).toEqual(names(right));
          expect(right.correctedKeyword).toBeNull();
          expect(right.correctionNotice).toBeNull();
        });

        it('strips particles without a correction notice', async () => {
          const withParticle = await search('keyword=사과를');
          expect(withParticle.correctedKeyword).toBeNull();
          expect(names(withParticle)).toEqual(names(await search('keyword=사과')));
          expect((await search('keyword=쌀로')).products[0]?.name).toContain('쌀');
        });

        it('answers an honest empty result with empty facets', async () => {
          const none = await search('keyword=존재하지않는상품명');
          expect(none.products).toEqual([]);
          expect(none.pageInfo).toMatchObject({ totalCount: 0, hasNext: false });
          expect(none.filters).toEqual({ categories: [], maxPrice: 0 });
        });

        it('filters by category (any depth) and reports facets that ignore that filter', async () => {
          const all = await search('keyword=사과&size=100');
          const fruit = all.filters.categories.find((facet) => facet.code === 'C01');
          expect(fruit?.name).toBe('과일');
          expect(all.filters.categories.reduce((sum, facet) => sum + facet.count, 0)).toBe(
            all.pageInfo.totalCount,
          );

          const onlyFruit = await search('keyword=사과&categoryCode=C01&size=100');
          expect(onlyFruit.pageInfo.totalCount).toBe(fruit?.count);
          expect(onlyFruit.products.every((product) => product.categoryCode.startsWith('C01'))).toBe(true);
          const leaf = await search('keyword=사과&categoryCode=C010101');
          expect(leaf.products.every((product) => product.categoryCode === 'C010101')).toBe(true);
          expect(leaf.pageInfo.totalCount).toBeGreaterThan(0);
        });

        it('filters by price and keeps the slider range of the whole result', async () => {
          const all = await search('keyword=사과&size=100');
          const cheap = await search('keyword=사과&minPrice=10000&maxPrice=30000&size=100');
          expect(cheap.products.length).toBeGreaterThan(0);
          expect(
            cheap.products.every((product) => product.salePrice >= 10000 && product.salePrice <= 30000),
          ).toBe(true);
          expect(cheap.pageInfo.totalCount).toBeLessThan(all.pageInfo.totalCount);
          expect(cheap.filters.maxPrice).toBe(all.filters.maxPrice);
          expect(all.filters.maxPrice).toBe(Math.max(...all.products.map((product) => product.salePrice)));
        });

        it('sorts by price both ways and pages without repeating', async () => {
          const low = await search('keyword=쌀&sort=PRICE_LOW&size=100');
          const prices = low.products.map((product) => product.salePrice);
          expect(prices).toEqual([...prices].sort((a, b) => a - b));
          const high = await search('keyword=쌀&sort=PRICE_HIGH&size=100');
          expect(high.products.map((product) => product.salePrice)).toEqual(
            [...prices].sort((a, b) => b - a),
          );

          const first = await search('keyword=쌀&size=5&page=1');
          const second = await search('keyword=쌀&size=5&page=2');
          const both = await search('keyword=쌀&size=10&page=1');
          expect(first.pageInfo.hasNext).toBe(true);
          expect([...first.products, ...second.products].map((p) => p.productNo)).toEqual(
            both.products.map((p) => p.productNo),
          );
        });

        it.each([
          ['', 10],
          ['keyword=', 10],
          ['keyword=  ', 10],
          [`keyword=${'가'.repeat(51)}`, 13],
          ['keyword=사과&size=0', 13],
          ['keyword=사과&size=101', 13],
          ['keyword=사과&page=0', 13],
          ['keyword=사과&minPrice=-1', 13],
          ['keyword=사과&minPrice=30000&maxPrice=10000', 13],
          ['keyword=사과&sort=CHEAPEST', 11],
          ['keyword=사과&minPrice=abc', 12],
          ['keyword=사과&categoryCode=C0%21', 12],
        ])('rejects a bad request %j with code %i', async (query, code) => {
          const { status, body } = await get(`/api/v1/search?${query}`);
          expect(status).toBe(400);
          expect((body as ErrorBody).code).toBe(code);
        });

        it('answers an unknown category with code 8', async () => {
          const { status, body } = await get('/api/v1/search?keyword=사과&categoryCode=C99');
          expect(status).toBe(404);
          expect(body).toMatchObject({ code: 8, name: 'NO_DATA' });
        });
      });

      describe('GET /api/v2/auto-keyword', () => {
        const suggest = async (keyword: string) => {
          const { status, body } = await get(`/api/v2/auto-keyword?keyword=${keyword}`);
          expect(status).toBe(200);
          return body as {
            keyword: string;
            suggestions: { text: string; kind: string; highlights: { start: number; length: number }[] }[];
          };
        };
        const marked = (s: { text: string; highlights: { start: number; length: number }[] }) =>
          s.highlights.map((h) => s.text.slice(h.start, h.start + h.length)).join('');

        it('completes a half-typed syllable and marks the matched part', async () => {
          const { suggestions } = await suggest('사ㄱ');
          expect(suggestions[0]).toMatchObject({ text: '사과', kind: 'KEYWORD' });
          expect(marked(suggestions[0]!)).toBe('사과');
          expect(suggestions.length).toBeLessThanOrEqual(10);
          for (const suggestion of suggestions) {
            expect(jamoOf(compactText(marked(suggestion))).startsWith(jamoOf('사ㄱ'))).toBe(true);
          }
        });

        it('completes initial consonants, from any word start, spacing-insensitive', async () => {
          expect((await suggest('ㅅㄱ')).suggestions.map((s) => s.text)).toContain('사과');
          const midName = await suggest('꿀사');
          const product = midName.suggestions.find((s) => s.text === '청송 꿀사과');
          expect(product && marked(product)).toBe('꿀사');
          expect((await suggest('꿀 사')).suggestions.map((s) => s.text)).toEqual(
            midName.suggestions.map((s) => s.text),
          );
        });

        it('falls back to the Korean layout', async () => {
          expect((await suggest('tkrhk')).suggestions[0]?.text).toBe('사과');
        });

        it('requires a keyword (code 10)', async () => {
          const { status, body } = await get('/api/v2/auto-keyword?keyword=');
          expect(status).toBe(400);
          expect((body as ErrorBody).code).toBe(10);
        });
      });

      describe('GET /api/v1/search/recommend-keyword and /recommendation', () => {
        it('suggests seasonal and popular keywords that all find something', async () => {
          const { status, body } = await get('/api/v1/search/recommend-keyword');
          expect(status).toBe(200);
          const keywords = (body as { keywords: { keyword: string; reason: string }[] }).keywords;
          expect(keywords.length).toBeGreaterThan(0);
          expect(keywords.length).toBeLessThanOrEqual(10);
          expect(keywords.some((entry) => entry.reason === 'SEASON')).toBe(true);
          for (const { keyword } of keywords) {
            expect((await search(`keyword=${keyword}`)).pageInfo.totalCount).toBeGreaterThan(0);
          }
        });

        it('offers near misses first when a search found nothing', async () => {
          const { status, body } = await get('/api/v1/search/recommendation?keyword=사과쥬스&size=5');
          expect(status).toBe(200);
          const { title, products } = body as { title: string; products: ProductSummary[] };
          expect(title).toBe('이런 상품은 어떠세요?');
          expect(products).toHaveLength(5);
          expect(products[0]?.name).toMatch(/사과|주스/);
          expect(products.every((product) => !product.soldOut)).toBe(true);
          const plain = await get('/api/v1/search/recommendation');
          expect((plain.body as { products: unknown[] }).products).toHaveLength(10);
        });
      });

      describe('GET /api/v1/search/store', () => {
        it('finds stores by region and by name', async () => {
          const { status, body } = await get('/api/v1/search/store?keyword=제주');
          expect(status).toBe(200);
          const { stores, pageInfo } = body as {
            stores: { name: string; regionName: string; productCount: number }[];
            pageInfo: { totalCount: number };
          };
          expect(stores.length).toBeGreaterThan(0);
          expect(pageInfo.totalCount).toBe(stores.length);
          expect(
            stores.every((store) => store.regionName.includes('제주') || store.name.includes('제주')),
          ).toBe(true);
          const byName = (await get('/api/v1/search/store?keyword=마장동')).body as {
            stores: { name: string; productCount: number }[];
          };
          expect(byName.stores[0]?.name).toContain('마장동');
          expect(byName.stores[0]?.productCount).toBeGreaterThan(0);
        });

        it('answers an unknown store with an empty page and a blank keyword with code 10', async () => {
          expect(
            ((await get('/api/v1/search/store?keyword=없는가게이름')).body as { stores: unknown[] }).stores,
          ).toEqual([]);
          expect((await get('/api/v1/search/store?keyword=')).body).toMatchObject({ code: 10 });
          expect((await get('/api/v1/search/store?keyword=제주&size=0')).body).toMatchObject({ code: 13 });
        });
      });

      it('documents every search endpoint in the OpenAPI document', async () => {
        const { status, body } = await get('/api/docs/openapi.json');
        expect(status).toBe(200);
        const paths = Object.keys((body as { paths: Record<string, unknown> }).paths);
        for (const path of [
          '/api/v1/search',
          '/api/v1/search/rank',
          '/api/v1/search/recommendation',
          '/api/v1/search/recommend-keyword',
          '/api/v2/auto-keyword',
          '/api/v1/search/store',
        ]) {
          expect(paths).toContain(path);
        }
      });
    });

    describe('a freshly seeded storefront', () => {
      let fresh: TestApp;
      beforeAll(async () => {
        fresh = await createTestApp(dialect);
      });
      afterAll(async () => {
        await fresh?.cleanup();
      });

      it('already ranks popular keywords, with rank changes, and each finds products', async () => {
        const response = await fresh.app.inject({ method: 'GET', url: '/api/v1/search/rank' });
        expect(response.statusCode).toBe(200);
        const { keywords } = response.json() as {
          keywords: { rank: number; keyword: string; rankChange: number | null }[];
        };
        expect(keywords).toHaveLength(10);
        expect(keywords[0]).toMatchObject({ rank: 1, keyword: '사과' });
        expect(keywords.some((entry) => entry.rankChange !== null && entry.rankChange > 0)).toBe(true);
        expect(keywords.some((entry) => entry.rankChange !== null && entry.rankChange < 0)).toBe(true);
        for (const { keyword } of keywords) {
          const found = await fresh.app.inject({
            method: 'GET',
            url: encodeURI(`/api/v1/search?keyword=${keyword}`),
          });
          expect((found.json() as SearchBody).pageInfo.totalCount, keyword).toBeGreaterThan(0);
        }
      });
    });

    describe('popular keywords', () => {
      let ranked: TestApp;
      beforeAll(async () => {
        // The 400 searches below are about counting, not about the search limit.
        ranked = await createTestApp(dialect, { env: { SEARCH_RATE_LIMIT: '1000' } });
        // These tests count their own shoppers' searches only.
        await ranked.database.db.deleteFrom('search_log').execute();
      });
      afterAll(async () => {
        await ranked?.cleanup();
      });

      /** A shopper is an address (or a member): whatever deviceUuid a request claims does not matter. */
      const searchAs = (address: string, keyword: string, headers: Record<string, string> = {}) =>
        ranked.app.inject({
          method: 'GET',
          url: encodeURI(`/api/v1/search?keyword=${keyword}`),
          remoteAddress: address,
          headers,
        });
      const rank = async () =>
        (
          (await ranked.app.inject({ method: 'GET', url: '/api/v1/search/rank' })).json() as {
            keywords: { keyword: string }[];
          }
        ).keywords.map((entry) => entry.keyword);

      it('ranks keywords by distinct shoppers over the last 24 hours, with the change since the day before', async () => {
        const dayAndAHalfAgo = new Date(TEST_NOW.getTime() - 36 * 60 * 60 * 1000).toISOString();
        // Yesterday: 쌀 led 사과.
        await ranked.database.db
          .insertInto('search_log')
          .values(
            [
              ['쌀', 'a'],
              ['쌀', 'b'],
              ['쌀', 'c'],
              ['사과', 'a'],
            ].map(([keyword, client], index) => ({
              log_id: `old-${index}`,
              keyword: keyword!,
              keyword_key: keyword!,
              result_count: 10,
              rankable: 1,
              client_key: client!,
              searched_at: dayAndAHalfAgo,
            })),
          )
          .execute();
        // Today: 사과 by three shoppers (one of them three times), 쌀 by two, 배 by one, a miss by four.
        for (const address of ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.1', '192.0.2.1']) {
          expect((await searchAs(address, '사과')).statusCode).toBe(200);
        }
        for (const address of ['192.0.2.1', '192.0.2.2']) await searchAs(address, '쌀');
        await searchAs('192.0.2.3', '배는');
        for (const address of ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4']) {
          await searchAs(address, '존재하지않는상품명');
          await searchAs(address, 'ㅅㄱ');
        }

        const response = await ranked.app.inject({ method: 'GET', url: '/api/v1/search/rank' });
        expect(response.statusCode).toBe(200);
        const body = response.json() as { keywords: unknown[]; basedAt: string; windowHours: number };
        expect(body.basedAt).toBe(TEST_NOW.toISOString());
        expect(body.windowHours).toBe(24);
        // 배는 is counted as 배, the keyword its results were for; a search that found nothing, or one by
        // initial consonants, is not ranked.
        expect(body.keywords).toEqual([
          { rank: 1, keyword: '사과', rankChange: 1 },
          { rank: 2, keyword: '쌀', rankChange: -1 },
          { rank: 3, keyword: '배', rankChange: null },
        ]);
      });

      it('counts one client once however many deviceUuids it sends, and each other client still', async () => {
        // 사과 leads with three shoppers (the test above). One client searches 귤 400 times, each time
        // claiming a new device: that is one shopper, not enough to pass 사과 or 쌀.
        for (let i = 0; i < 400; i++) {
          const response = await searchAs('198.51.100.77', '귤', { deviceUuid: `w-${randomUUID()}` });
          expect(response.statusCode).toBe(200);
        }
        expect(await rank()).toEqual(['사과', '쌀', '귤', '배']);
        // The log holds that client's 귤 once for the hour.
        const logged = await ranked.database.db
          .selectFrom('search_log')
          .select('client_key')
          .where('keyword_key', '=', '귤')
          .execute();
        expect(logged).toEqual([{ client_key: 'ip:198.51.100.77' }]);

        // Three more clients (two addresses and a member, whose address is one already counted) do
        // count: 귤 now leads with four shoppers.
        await searchAs('198.51.100.78', '귤');
        await searchAs('198.51.100.79', '귤');
        const member = await signInNaver(ranked.app);
        await searchAs('198.51.100.77', '귤', bearer(member.accessToken));
        expect(await rank()).toEqual(['귤', '사과', '쌀', '배']);
      });

      it(`deletes log rows older than ${SEARCH_LOG_RETENTION_DAYS} days, at most once an hour, when searches are logged`, async () => {
        const daysAgo = (days: number) =>
          new Date(TEST_NOW.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
        const logged = (id: string, searchedAt: string) => ({
          log_id: id,
          keyword: '귤',
          keyword_key: '귤',
          result_count: 3,
          rankable: 1,
          client_key: 'retention',
          searched_at: searchedAt,
        });
        const fresh = await createTestApp(dialect);
        try {
          await fresh.database.db
            .insertInto('search_log')
            .values([
              logged('expired', daysAgo(SEARCH_LOG_RETENTION_DAYS + 1)),
              logged('kept', daysAgo(SEARCH_LOG_RETENTION_DAYS - 1)),
            ])
            .execute();
          const search = () =>
            fresh.app.inject({
              method: 'GET',
              url: encodeURI('/api/v1/search?keyword=귤'),
              headers: { deviceUuid: 'd-1' },
            });
          expect((await search()).statusCode).toBe(200);
          // The log is written in batches; reading the ranking writes this app's batch first.
          const rank = () => fresh.app.inject({ method: 'GET', url: '/api/v1/search/rank' });
          expect((await rank()).statusCode).toBe(200);
          const left = await fresh.database.db
            .selectFrom('search_log')
            .select('log_id')
            .where('client_key', '=', 'retention')
            .execute();
          expect(left.map((row) => row.log_id)).toEqual(['kept']);

          // Within the hour, the next search does not prune again: a row that expired meanwhile stays.
          await fresh.database.db
            .insertInto('search_log')
            .values(logged('late', daysAgo(30)))
            .execute();
          expect((await search()).statusCode).toBe(200);
          expect((await rank()).statusCode).toBe(200);
          const after = await fresh.database.db
            .selectFrom('search_log')
            .select('log_id')
            .where('client_key', '=', 'retention')
            .orderBy('log_id')
            .execute();
          expect(after.map((row) => row.log_id)).toEqual(['kept', 'late']);
        } finally {
          await fresh.cleanup();
        }
      });
    });
  });
});

describe.each(dialectCases())('a failing search engine on $dialect', ({ dialect, available }) => {
  let t: TestApp;
  beforeAll(async () => {
    if (!available) return;
    t = await createTestApp(dialect, { seed: false });
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it.skipIf(!available)('answers 52 (503) in the contract shape, not a generic 5', async () => {
    // The index's postings gone: the engine cannot answer, while the database itself is up.
    await t.app.database.db.schema.dropTable('search_term').execute();
    const response = await t.app.inject({ method: 'GET', url: encodeURI('/api/v1/search?keyword=사과') });
    expect(response.statusCode).toBe(503);
    const body = response.json() as ErrorBody & { message: string };
    expect(body).toMatchObject({ code: 52, name: 'SEARCH_ENGINE_ERROR' });
    expect(body.message).toMatch(/[가-힣]/);
  });
});
