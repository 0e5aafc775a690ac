import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectCases, type TestApp } from '../../../tests/support/databases.ts';
import { fakeSpa } from '../../../tests/support/fake-spa.ts';
import { productionEnv } from '../../../tests/support/production-env.ts';
import { buildApp } from '../../app.ts';
import { loadConfig, testConfig } from '../../config.ts';
import { bearer, type SignedIn, signInNaver } from '../auth/auth.testing.ts';

/** A browser's cookies for the shop: what the server sets, plus the token cookie the SPA sets. */
class Browser {
  readonly cookies = new Map<string, string>();
  constructor(private readonly app: FastifyInstance) {}

  signIn(member: SignedIn) {
    // As src/features/session/tokens/tokens.ts writes it: the stored value, URI-encoded.
    this.cookies.set('accessToken', encodeURIComponent(`Bearer ${member.accessToken}`));
  }

  private header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private remember(response: LightMyRequestResponse) {
    const raw = response.headers['set-cookie'];
    for (const line of Array.isArray(raw) ? raw : raw ? [raw] : []) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (/Max-Age=0/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  async get(url: string) {
    return this.remember(await this.app.inject({ url, headers: { cookie: this.header() } }));
  }

  async post(url: string, fields: Record<string, string> | string) {
    const payload = typeof fields === 'string' ? fields : new URLSearchParams(fields).toString();
    return this.remember(
      await this.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { cookie: this.header(), 'content-type': 'application/x-www-form-urlencoded' },
      }),
    );
  }

  /** The form token the last page carried (every shop form repeats it). */
  csrf(html: string): string {
    const match = /name="csrf" value="([^"]+)"/.exec(html);
    if (!match?.[1]) throw new Error('no form token on the page');
    return match[1];
  }
}

const orderKeyOf = (html: string) => {
  const match = /name="order_key" value="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error('no order form');
  return match[1];
};

describe.each(dialectCases())('development shop on $dialect', ({ dialect, available }) => {
  let t: TestApp;
  let product: { product_no: number; name: string; sale_price: number; origin: string };
  let other: { product_no: number; sale_price: number };
  beforeAll(async () => {
    if (!available) return;
    t = await createTestApp(dialect);
    const rows = await t.app.database.db
      .selectFrom('product')
      .select(['product_no', 'name', 'sale_price', 'origin'])
      .where('sold_out', '=', 0)
      .orderBy('product_no')
      .limit(2)
      .execute();
    [product, other] = rows as [typeof product, typeof other];
  });
  afterAll(async () => {
    if (available) await t.cleanup();
  });

  const addToBasket = async (browser: Browser, productNo: number, quantity: string) => {
    const page = await browser.get(`/dev-shop/product/detail.html?product_no=${productNo}`);
    return browser.post('/dev-shop/order/basket/add', {
      csrf: browser.csrf(page.body),
      product_no: String(productNo),
      quantity,
    });
  };

  it.skipIf(!available)(
    'shows a product with its catalogue data, the development banner and a basket button',
    async () => {
      const response = await new Browser(t.app).get(
        `/dev-shop/product/detail.html?product_no=${product.product_no}`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('lang="ko"');
      expect(response.body).toContain('개발용 쇼핑몰');
      expect(response.body).toContain(product.name);
      expect(response.body).toContain(`${product.sale_price.toLocaleString('ko-KR')}원`);
      expect(response.body).toContain(product.origin);
      expect(response.body).toContain(`/media/products/${product.product_no}.svg`);
      expect(response.body).toContain('장바구니 담기');
      expect(response.body).toContain('제철장터로 돌아가기');
      expect(response.body).not.toMatch(/<script/i);
      expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
      expect(String(response.headers['set-cookie'])).toMatch(/devshop_csrf=.*SameSite=Strict/);
    },
  );

  it.skipIf(!available)('escapes catalogue text', async () => {
    const [row] = await t.app.database.db
      .selectFrom('product')
      .select('product_no')
      .orderBy('product_no', 'desc')
      .limit(1)
      .execute();
    const productNo = row?.product_no ?? 0;
    await t.app.database.db
      .updateTable('product')
      .set({ name: '<img src=x onerror=alert(1)>"사과"', origin: "국산'&" })
      .where('product_no', '=', productNo)
      .execute();
    const response = await new Browser(t.app).get(`/dev-shop/product/detail.html?product_no=${productNo}`);
    expect(response.body).not.toContain('<img src=x');
    expect(response.body).toContain('&lt;img src=x onerror=alert(1)&gt;&quot;사과&quot;');
    expect(response.body).toContain('국산&#39;&amp;');
  });

  it.skipIf(!available)('answers an unknown product and a bad product number with Korean pages', async () => {
    const browser = new Browser(t.app);
    const unknown = await browser.get('/dev-shop/product/detail.html?product_no=999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('상품을 찾을 수 없어요');
    for (const bad of ['abc', '0', '-1', '1e3', '1.5', '12345678901', '']) {
      const response = await browser.get(
        `/dev-shop/product/detail.html?product_no=${encodeURIComponent(bad)}`,
      );
      expect(response.statusCode, bad).toBe(400);
      expect(response.body).toContain('상품번호가 올바르지 않아요.');
    }
    expect((await browser.get('/dev-shop/product/detail.html')).statusCode).toBe(400);
    const missing = await browser.get('/dev-shop/no/such/page.html');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('페이지를 찾을 수 없어요');
  });

  it.skipIf(!available)('adds to the basket, changes the quantity, removes and totals', async () => {
    const browser = new Browser(t.app);
    const added = await addToBasket(browser, product.product_no, '2');
    expect(added.statusCode).toBe(303);
    expect(added.headers.location).toBe('/dev-shop/order/basket.html');
    await addToBasket(browser, other.product_no, '1');

    let basket = await browser.get('/dev-shop/order/basket.html');
    expect(basket.statusCode).toBe(200);
    expect(basket.body).toContain(product.name);
    expect(basket.body).toContain(`value="2"`);
    const total = (n: number) => `${n.toLocaleString('ko-KR')}원</span></p>`;
    expect(basket.body).toContain(total(product.sale_price * 2 + other.sale_price));
    expect(basket.body).toContain('장바구니 (2)');

    // Adding again adds to the line.
    await addToBasket(browser, product.product_no, '1');
    basket = await browser.get('/dev-shop/order/basket.html');
    expect(basket.body).toContain(total(product.sale_price * 3 + other.sale_price));

    const changed = await browser.post('/dev-shop/order/basket/update', {
      csrf: browser.csrf(basket.body),
      product_no: String(product.product_no),
      quantity: '5',
    });
    expect(changed.statusCode).toBe(303);
    basket = await browser.get('/dev-shop/order/basket.html');
    expect(basket.body).toContain(total(product.sale_price * 5 + other.sale_price));

    await browser.post('/dev-shop/order/basket/remove', {
      csrf: browser.csrf(basket.body),
      product_no: String(other.product_no),
    });
    basket = await browser.get('/dev-shop/order/basket.html');
    expect(basket.body).toContain(total(product.sale_price * 5));
    expect(basket.body).not.toContain(`product_no=${other.product_no}"`);

    await browser.post('/dev-shop/order/basket/remove', {
      csrf: browser.csrf(basket.body),
      product_no: String(product.product_no),
    });
    basket = await browser.get('/dev-shop/order/basket.html');
    expect(basket.body).toContain('장바구니가 비어 있어요.');
  });

  it.skipIf(!available)('refuses bad input with Korean 4xx pages, never a 500', async () => {
    const browser = new Browser(t.app);
    const page = await browser.get(`/dev-shop/product/detail.html?product_no=${product.product_no}`);
    const csrf = browser.csrf(page.body);
    const add = (fields: Record<string, string>) =>
      browser.post('/dev-shop/order/basket/add', {
        csrf,
        product_no: String(product.product_no),
        quantity: '1',
        ...fields,
      });

    for (const quantity of ['0', '100', '-1', 'abc', '1.5', '']) {
      const response = await add({ quantity });
      expect(response.statusCode, quantity).toBe(400);
      expect(response.body).toContain('수량은 1개부터 99개까지 고를 수 있어요.');
    }
    expect((await add({ product_no: 'x' })).statusCode).toBe(400);
    const unknown = await add({ product_no: '999999' });
    expect(unknown.statusCode).toBe(404);

    // The form token: missing, wrong, or a cookie the browser never got.
    const noToken = await browser.post('/dev-shop/order/basket/add', {
      product_no: String(product.product_no),
      quantity: '1',
    });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.body).toContain('요청을 확인할 수 없어요');
    expect((await add({ csrf: 'x'.repeat(43) })).statusCode).toBe(403);
    const stranger = new Browser(t.app);
    expect(
      (
        await stranger.post('/dev-shop/order/basket/add', {
          csrf,
          product_no: String(product.product_no),
          quantity: '1',
        })
      ).statusCode,
    ).toBe(403);

    // Only the shop's own forms: JSON is 415, a repeated field 400, a huge body 413.
    const json = await t.app.inject({
      method: 'POST',
      url: '/dev-shop/order/basket/add',
      payload: { csrf, product_no: product.product_no, quantity: 1 },
    });
    expect(json.statusCode).toBe(415);
    expect(json.body).toContain('쇼핑몰의 양식으로만 보낼 수 있어요.');
    const repeated = await browser.post(
      '/dev-shop/order/basket/add',
      `csrf=${csrf}&product_no=${product.product_no}&product_no=${other.product_no}&quantity=1`,
    );
    expect(repeated.statusCode).toBe(400);
    const oddNames = await browser.post(
      '/dev-shop/order/basket/add',
      `csrf=${csrf}&product_no=${product.product_no}&quantity=1&constructor=x&__proto__=y`,
    );
    expect(oddNames.statusCode).toBe(303);
    await browser.post('/dev-shop/order/basket/remove', { csrf, product_no: String(product.product_no) });
    expect(
      (await browser.post('/dev-shop/order/basket/add', `csrf=${csrf}&x=${'a'.repeat(5000)}`)).statusCode,
    ).toBe(413);

    // Quantity over 99 by adding again; changing a line that is not in the basket.
    expect((await add({ quantity: '99' })).statusCode).toBe(303);
    const over = await add({ quantity: '1' });
    expect(over.statusCode).toBe(400);
    expect(over.body).toContain('한 상품은 99개까지 담을 수 있어요.');
    const notThere = await browser.post('/dev-shop/order/basket/update', {
      csrf,
      product_no: String(other.product_no),
      quantity: '2',
    });
    expect(notThere.statusCode).toBe(400);

    // A basket cookie the shopper edited by hand is read forgivingly.
    browser.cookies.set(
      'devshop_basket',
      encodeURIComponent(`x-1.${product.product_no}-500.%%.${other.product_no}-3`),
    );
    const basket = await browser.get('/dev-shop/order/basket.html');
    expect(basket.statusCode).toBe(200);
    expect(basket.body).toContain('장바구니 (1)');
    const order = await browser.post('/dev-shop/order/orderform', { csrf, order_key: 'short' });
    expect(order.statusCode).toBe(400);
  });

  it.skipIf(!available)('sends an anonymous order to the login with the basket as return path', async () => {
    const browser = new Browser(t.app);
    await addToBasket(browser, product.product_no, '1');
    const basket = await browser.get('/dev-shop/order/basket.html');
    expect(basket.body).toContain('주문하려면 로그인이 필요해요.');
    const order = await browser.post('/dev-shop/order/orderform', {
      csrf: browser.csrf(basket.body),
      order_key: orderKeyOf(basket.body),
    });
    expect(order.statusCode).toBe(303);
    expect(order.headers.location).toBe('/login?returnUrl=%2Fdev-shop%2Forder%2Fbasket.html');
    // Nothing was ordered and the basket is still there.
    expect((await browser.get('/dev-shop/order/basket.html')).body).toContain(product.name);
  });

  it.skipIf(!available)(
    "places a signed-in member's order once, and it shows in frequently purchased",
    async () => {
      const member = await signInNaver(t.app, 'naver-full');
      const frequent = async () =>
        (
          await t.app.inject({
            url: '/api/v1/user/frequently-purchased-products?size=100',
            headers: bearer(member.accessToken),
          })
        ).json().products as Array<{
          productNo: number;
          orderCount: number;
          totalQuantity: number;
          shopUrl: string;
        }>;
      const before = (await frequent()).find((item) => item.productNo === other.product_no);

      const browser = new Browser(t.app);
      browser.signIn(member);
      await addToBasket(browser, other.product_no, '3');
      const basket = await browser.get('/dev-shop/order/basket.html');
      expect(basket.body).toContain('제철러버님으로 로그인되어 있어요.');
      const form = { csrf: browser.csrf(basket.body), order_key: orderKeyOf(basket.body) };
      const cookiesBefore = new Map(browser.cookies);
      const order = await browser.post('/dev-shop/order/orderform', form);
      expect(order.statusCode).toBe(303);
      const location = String(order.headers.location);
      expect(location).toMatch(/^\/dev-shop\/order\/order_result\.html\?order_id=DEV-/);

      const result = await browser.get(location);
      expect(result.statusCode).toBe(200);
      expect(result.body).toContain('주문이 접수되었어요');
      expect(result.body).toContain('/my-page/frequently-purchased');
      expect((await browser.get('/dev-shop/order/basket.html')).body).toContain('장바구니가 비어 있어요.');

      const after = (await frequent()).find((item) => item.productNo === other.product_no);
      expect(after?.orderCount).toBe((before?.orderCount ?? 0) + 1);
      expect(after?.totalQuantity).toBe((before?.totalQuantity ?? 0) + 3);
      expect(after?.shopUrl).toBe(`/dev-shop/product/detail.html?product_no=${other.product_no}`);

      // The same form again (a double tap, the back button) with the old basket: no second order.
      for (const [name, value] of cookiesBefore) browser.cookies.set(name, value);
      const again = await browser.post('/dev-shop/order/orderform', form);
      expect(again.headers.location).toBe(location);
      expect((await frequent()).find((item) => item.productNo === other.product_no)?.orderCount).toBe(
        after?.orderCount,
      );

      const list = await browser.get('/dev-shop/myshop/order/list.html');
      expect(list.body).toContain(location.split('order_id=')[1] ?? 'missing');

      // Someone else cannot see the order.
      const stranger = await new Browser(t.app).get(location);
      expect(stranger.statusCode).toBe(401);
    },
  );

  it.skipIf(!available)('places one order for two taps at the same moment', async () => {
    const member = await signInNaver(t.app, 'naver-banned');
    const browser = new Browser(t.app);
    browser.signIn(member);
    await addToBasket(browser, product.product_no, '1');
    const basket = await browser.get('/dev-shop/order/basket.html');
    const form = { csrf: browser.csrf(basket.body), order_key: orderKeyOf(basket.body) };
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => browser.post('/dev-shop/order/orderform', form)),
    );
    for (const answer of answers) expect(answer.statusCode).toBe(303);
    const orderId = `DEV-${form.order_key}`;
    const lines = await t.app.database.db
      .selectFrom('shop_order_line')
      .select(['quantity'])
      .where('order_id', '=', orderId)
      .execute();
    expect(lines).toEqual([{ quantity: 1 }]);
  });

  it.skipIf(!available)('treats a logged-out token cookie as nobody', async () => {
    const member = await signInNaver(t.app, 'naver-full');
    await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/token/jwt',
      headers: {
        accesstoken: member.accessToken,
        refreshtoken: member.refreshToken,
        deviceuuid: 'w-test-device-0001',
      },
    });
    const browser = new Browser(t.app);
    browser.signIn(member);
    const page = await browser.get('/dev-shop/myshop/order/list.html');
    expect(page.body).toContain('로그인이 필요해요.');
    expect(page.body).toContain('/login?returnUrl=%2Fdev-shop%2Fmyshop%2Forder%2Flist.html');
    browser.cookies.set('accessToken', 'Bearer%20not-a-token');
    expect((await browser.get('/dev-shop/order/basket.html')).body).toContain('로그인하지 않은 상태예요.');
  });

  it.skipIf(!available)('serves the other shop pages the app links to', async () => {
    const browser = new Browser(t.app);
    const mypage = await signInNaver(t.app, 'naver-full');
    const shortcuts = (
      await t.app.inject({ url: '/api/v1/user/mypage', headers: bearer(mypage.accessToken) })
    ).json().shortcuts as Array<{ url: string; label: string }>;
    // The app's own screens among them (관심 상품 is /my-page/likes) are not the shop's.
    for (const shortcut of shortcuts.filter(({ url }) => !url.startsWith('/my-page/'))) {
      expect(shortcut.url.startsWith('/dev-shop/'), shortcut.url).toBe(true);
      const response = await browser.get(shortcut.url);
      expect(response.statusCode, shortcut.url).toBe(200);
      expect(response.body).toContain(shortcut.label);
    }
    for (const path of [
      '/dev-shop/',
      '/dev-shop/myshop/wish_list.html',
      '/dev-shop/board/index.html',
      '/dev-shop/exec/front/Member/logout/',
    ]) {
      expect((await browser.get(path)).statusCode, path).toBe(200);
    }
    const login = await browser.get(
      '/dev-shop/member/login.html?returnUrl=%2Fdev-shop%2Forder%2Fbasket.html',
    );
    expect(login.headers.location).toBe('/login?returnUrl=%2Fdev-shop%2Forder%2Fbasket.html');
    const result = await browser.get('/dev-shop/member/login_result.html?returnUrl=%2Fmy-page');
    expect(result.headers.location).toBe('/login-action?returnUrl=%2Fmy-page');
    const offsite = await browser.get('/dev-shop/member/login_result.html?returnUrl=%2F%2Fevil.example');
    expect(offsite.headers.location).toBe('/login-action');
  });
});

describe('development shop configuration', () => {
  it('is the default shop with the stand-ins, and absent without them and in production', async () => {
    expect(testConfig().SHOP_BASE_URL).toBe('/dev-shop');
    expect(testConfig({ DEV_STAND_INS: 'off' }).SHOP_BASE_URL).toBe('https://shop.jecheol.kr');
    const production = productionEnv();
    expect(loadConfig(production).SHOP_BASE_URL).toBe('https://shop.jecheol.kr');
    expect(loadConfig({ ...production, SHOP_BASE_URL: 'https://mall.example.kr/' }).SHOP_BASE_URL).toBe(
      'https://mall.example.kr',
    );
    expect(() => loadConfig({ ...production, SHOP_BASE_URL: '/dev-shop' })).toThrow(/SHOP_BASE_URL/);
    for (const bad of ['//evil.example', 'shop.example.kr', 'ftp://shop.example.kr', '/a b']) {
      expect(() => testConfig({ SHOP_BASE_URL: bad }), bad).toThrow(/SHOP_BASE_URL/);
    }

    // Outside production the SPA's runtime config points the shop links at this server.
    const dev = await createTestApp('sqlite', { seed: false, env: { SPA_DIR: fakeSpa() } });
    try {
      const index = await dev.app.inject({ url: '/', headers: { accept: 'text/html' } });
      expect(index.body).toContain('&quot;shopBaseUrl&quot;:&quot;/dev-shop&quot;');
    } finally {
      await dev.cleanup();
    }

    // Not mounted, and never answered with the SPA's page either (the SPA reloads /dev-shop/ paths
    // from the server, which would loop).
    const app = await buildApp(testConfig(productionEnv({ DATABASE_URL: '', SPA_DIR: fakeSpa() })));
    try {
      for (const url of ['/dev-shop/order/basket.html', '/dev-shop/', '/dev-shop']) {
        const response = await app.inject({ url, headers: { accept: 'text/html' } });
        expect(response.statusCode, url).toBe(404);
        expect(response.headers['content-type'], url).toMatch(/application\/json/);
      }
      const appPage = await app.inject({ url: '/my-page', headers: { accept: 'text/html' } });
      expect(appPage.statusCode).toBe(200);
      expect(appPage.body).toContain('https://shop.jecheol.kr');
    } finally {
      await app.close();
    }
  });
});

describe.each(dialectCases())('development shop stock admin on $dialect', ({ dialect, available }) => {
  let t: TestApp;
  beforeAll(async () => {
    if (available) t = await createTestApp(dialect);
  });
  afterAll(async () => {
    if (available) await t.cleanup();
  });

  const stateOf = (productNo: number) =>
    t.app.database.db
      .selectFrom('product')
      .select(['sold_out', 'sale_price'])
      .where('product_no', '=', productNo)
      .executeTakeFirstOrThrow();

  it.skipIf(!available)(
    'restocks and reprices through the signed webhook, which records the events',
    async () => {
      const db = t.app.database.db;
      const { product_no: productNo } = await db
        .selectFrom('product')
        .select('product_no')
        .where('sold_out', '=', 1)
        .orderBy('product_no')
        .executeTakeFirstOrThrow();
      const browser = new Browser(t.app);
      const list = await browser.get('/dev-shop/admin/products.html');
      expect(list.statusCode).toBe(200);
      expect(list.body).toContain(`/dev-shop/admin/products.html?product_no=${productNo}`);
      const page = await browser.get(`/dev-shop/admin/products.html?product_no=${productNo}`);
      expect(page.body).toContain('재입고');
      const csrf = browser.csrf(page.body);
      const restocked = await browser.post('/dev-shop/admin/products/change', {
        csrf,
        product_no: String(productNo),
        action: 'restock',
      });
      expect(restocked.statusCode).toBe(303);
      expect(restocked.headers.location).toBe(
        `/dev-shop/admin/products.html?product_no=${productNo}&result=updated`,
      );
      expect((await stateOf(productNo)).sold_out).toBe(0);
      const before = (await stateOf(productNo)).sale_price;
      await browser.post('/dev-shop/admin/products/change', {
        csrf,
        product_no: String(productNo),
        action: 'price',
        sale_price: String(before - 100),
      });
      expect((await stateOf(productNo)).sale_price).toBe(before - 100);
      const events = await db
        .selectFrom('alert_event')
        .select(['kind', 'old_price', 'new_price'])
        .where('product_no', '=', productNo)
        .orderBy('event_id')
        .execute();
      expect(events).toEqual([
        { kind: 'restock', old_price: null, new_price: null },
        { kind: 'price-drop', old_price: before, new_price: before - 100 },
      ]);
      const done = await browser.get(`/dev-shop/admin/products.html?product_no=${productNo}&result=updated`);
      expect(done.body).toContain('제철장터에 알렸고');
    },
  );

  it.skipIf(!available)('refuses bad forms with Korean 4xx pages', async () => {
    const browser = new Browser(t.app);
    const { product_no: first } = await t.app.database.db
      .selectFrom('product')
      .select('product_no')
      .orderBy('product_no')
      .executeTakeFirstOrThrow();
    const page = await browser.get(`/dev-shop/admin/products.html?product_no=${first}`);
    const csrf = browser.csrf(page.body);
    const bad = async (fields: Record<string, string>) =>
      browser.post('/dev-shop/admin/products/change', { csrf, ...fields });
    const price = await bad({ product_no: '1', action: 'price', sale_price: '-5' });
    expect(price.statusCode).toBe(400);
    expect(price.body).toContain('판매가는');
    expect((await bad({ product_no: '1', action: 'melt' })).statusCode).toBe(400);
    expect((await bad({ product_no: 'x', action: 'restock' })).statusCode).toBe(400);
    expect(
      (
        await browser.post('/dev-shop/admin/products/change', {
          csrf: 'nope',
          product_no: '1',
          action: 'restock',
        })
      ).statusCode,
    ).toBe(403);
    expect((await browser.get('/dev-shop/admin/products.html?product_no=999999999')).statusCode).toBe(404);
    expect((await browser.get('/dev-shop/admin/products.html?product_no=abc')).statusCode).toBe(400);
  });
});
