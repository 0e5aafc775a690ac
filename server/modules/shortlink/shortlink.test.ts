import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResponseOf } from '#contract/endpoint.ts';
import type { getShortLink } from '#contract/shortlink.ts';
import { createTestApp, dialectCases, TEST_NOW, type TestApp } from '../../../tests/support/databases.ts';
import { seededShortLinks, seedShortLinks } from '../../seed/short-links.ts';
import { expectError, getJson } from '../../shared/api.testing.ts';
import { insertShortLinks } from './shortlink.repository.ts';

type ShortLink = ResponseOf<typeof getShortLink>;

describe.each(dialectCases())('short links on $dialect', ({ dialect, available }) => {
  let t: TestApp;

  beforeAll(async () => {
    if (!available) return;
    t = await createTestApp(dialect);
    // Twice on purpose: the lead's seed may already run it, and a second run must change nothing.
    await seedShortLinks(t.database.db, { now: TEST_NOW });
    await seedShortLinks(t.database.db, { now: TEST_NOW });
    await insertShortLinks(
      t.database.db,
      [
        { code: 'evil', targetUrl: 'https://evil.example.com/phish' },
        { code: 'sneaky', targetUrl: 'https://shop.jecheol.kr@evil.example.com/' },
        { code: 'script', targetUrl: 'javascript:alert(document.cookie)' },
        { code: 'proto', targetUrl: '//evil.example.com/' },
      ],
      TEST_NOW.toISOString(),
    );
  });
  afterAll(async () => {
    if (available) await t.cleanup();
  });

  it.skipIf(!available)('resolves every seeded code to an app route or an internal URL', async () => {
    for (const { code, targetUrl } of seededShortLinks.filter((link) => link.code !== 'shop')) {
      const body = await getJson<ShortLink>(t.app, `/api/v1/display/web/shortlink?code=${code}`);
      expect(body.code).toBe(code);
      expect(body.target).toBe(targetUrl);
      expect(body.kind).toBe(targetUrl.startsWith('/') ? 'app' : 'internal');
    }
    const pick = await getJson<ShortLink>(t.app, '/api/v1/display/web/shortlink?code=pick');
    expect(pick).toEqual({ code: 'pick', kind: 'app', target: '/period/421?type=pick' });
  });

  it.skipIf(!available)('sends the shop link to the configured shop: the development shop here', async () => {
    // testConfig mounts the stand-ins, so SHOP_BASE_URL defaults to /dev-shop, and the SPA hands that
    // app path to the server (routes/$.tsx): never the production shop from a development server.
    const shop = await getJson<ShortLink>(t.app, '/api/v1/display/web/shortlink?code=shop');
    expect(shop).toEqual({ code: 'shop', kind: 'app', target: '/dev-shop/' });
    await insertShortLinks(
      t.database.db,
      [
        {
          code: 'shop-product',
          targetUrl: 'https://shop.jecheol.kr/product/detail.html?product_no=7#review',
        },
      ],
      TEST_NOW.toISOString(),
    );
    const product = await getJson<ShortLink>(t.app, '/api/v1/display/web/shortlink?code=shop-product');
    expect(product.target).toBe('/dev-shop/product/detail.html?product_no=7#review');
  });

  it.skipIf(!available)('answers unknown codes with 8, so the app goes to /404', async () => {
    expectError(await t.app.inject('/api/v1/display/web/shortlink?code=nothing-here'), 404, 8);
    // Codes are case-sensitive, as short link services usually are.
    expectError(await t.app.inject('/api/v1/display/web/shortlink?code=PICK'), 404, 8);
  });

  it.skipIf(!available)('never hands out a target outside the internal hosts', async () => {
    for (const code of ['evil', 'sneaky', 'script', 'proto']) {
      const response = await t.app.inject(`/api/v1/display/web/shortlink?code=${code}`);
      expectError(response, 404, 9);
      expect(response.body).not.toContain('evil.example.com');
      expect(response.body).not.toContain('javascript');
    }
  });

  it.skipIf(!available)('refuses malformed codes (12) and a missing one (10)', async () => {
    expectError(await t.app.inject('/api/v1/display/web/shortlink?code=a%20b'), 400, 12);
    expectError(await t.app.inject('/api/v1/display/web/shortlink?code=..%2Fadmin'), 400, 12);
    expectError(await t.app.inject(`/api/v1/display/web/shortlink?code=${'x'.repeat(33)}`), 400, 12);
    expectError(await t.app.inject('/api/v1/display/web/shortlink'), 400, 10);
  });
});

describe.each(dialectCases())(
  'the shop short link with an absolute shop base on $dialect',
  ({ dialect, available }) => {
    it.skipIf(!available)('keeps the production shop, and follows a test mall', async () => {
      for (const [shopBase, expected] of [
        ['https://shop.jecheol.kr', 'https://shop.jecheol.kr/'],
        ['https://mall-test.jecheol.kr/', 'https://mall-test.jecheol.kr/'],
      ] as const) {
        const t = await createTestApp(dialect, { env: { SHOP_BASE_URL: shopBase } });
        try {
          await seedShortLinks(t.database.db, { now: TEST_NOW });
          const shop = await getJson<ShortLink>(t.app, '/api/v1/display/web/shortlink?code=shop');
          expect(shop).toEqual({ code: 'shop', kind: 'internal', target: expected });
        } finally {
          await t.cleanup();
        }
      }
    });
  },
);
