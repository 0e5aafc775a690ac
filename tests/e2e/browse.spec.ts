import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { type RunningServer, startServer } from '../support/server-process.ts';
import { admin } from './support/admin.ts';
import { screenshots } from './support/page.ts';
import { seedTokens, signInNaver } from './support/sign-in.ts';

/**
 * Browsing screens of issue 4 against the production build: region -> store -> product link,
 * category drill-down with filters that survive Back (with the scroll position), short links,
 * admin previews with and without a token, and likes at their maximum (on a private server whose
 * maximums are lowered, so reaching them takes two taps instead of two hundred).
 */

// The embedded default's shop is the development shop on this server (docs/dev-shop.md).
const SHOP_PRODUCT_URL = /^\/dev-shop\/product\/detail\.html\?product_no=\d+$/;
const shot = screenshots();

test.describe('local', () => {
  test('region -> store -> a product links to the shop product page', async ({ page }) => {
    await page.goto('/local-main');
    const regions = page.getByRole('list', { name: '지역 목록' });
    await expect(regions.getByRole('link')).toHaveCount(17);
    await regions.getByRole('link', { name: /부산광역시/ }).click();

    await expect(page).toHaveURL(/\/local\/26$/);
    await expect(page.getByRole('heading', { level: 1, name: '부산광역시' })).toBeVisible();
    const stores = page.getByRole('list', { name: '상점 목록' }).getByRole('link');
    await expect(stores.first()).toBeVisible();
    await stores.first().click();

    await expect(page).toHaveURL(/\/local\/store\/26\/\d+$/);
    const storeName = (await page.getByRole('heading', { level: 2 }).first().textContent()) ?? '';
    expect(storeName.trim()).not.toBe('');
    await expect(page.getByRole('heading', { level: 1, name: storeName.trim() })).toBeVisible();
    await expect(page.getByRole('button', { name: /상점 찜/ })).toBeVisible();
    const products = page.getByRole('list', { name: '상점 상품' });
    const firstProduct = products.getByRole('link').first();
    await expect(firstProduct).toHaveAttribute('href', SHOP_PRODUCT_URL);
    // Every card of the store names the store.
    await expect(products.getByText(storeName.trim()).first()).toBeVisible();
  });

  test('a malformed region code is not a page', async ({ page }) => {
    await page.goto('/local/abc');
    await expect(page).toHaveURL(/\/404$/);
  });
});

test.describe('category', () => {
  test('drill-down with filters; Back keeps the filters and the scroll position', async ({ page }) => {
    await page.goto('/category');
    await page.getByRole('tab', { name: '과일' }).click();
    await page.getByRole('link', { name: /국산과일/ }).click();
    await expect(page).toHaveURL(/\/category\/detail\/C0101$/);
    await expect(page.getByRole('link', { name: '국산과일 전체' })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('group', { name: '상품 정렬' }).getByRole('button', { name: '낮은가격순' }).click();
    await page.getByRole('group', { name: '할인율' }).getByRole('button', { name: '10% 이상' }).click();
    await expect(page).toHaveURL(/sort=PRICE_LOW/);
    await expect(page).toHaveURL(/discountRate=OVER_10/);

    // Prices ascend under 낮은가격순 and every rate shown is at least 10%.
    const grid = page.getByRole('list', { name: /상품$/ });
    await expect(grid.getByRole('listitem').first()).toBeVisible();
    const prices = await grid.locator('del, p > span:last-child').allTextContents();
    expect(prices.length).toBeGreaterThan(0);
    const rates = (await grid.getByText(/^\d+%$/).allTextContents()).map((text) => Number.parseInt(text, 10));
    expect(rates.every((rate) => rate >= 10)).toBe(true);

    // Scroll well down, leave for another screen of the app, come back.
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.getByRole('link', { name: '홈', exact: true }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();

    await expect(page).toHaveURL(/\/category\/detail\/C0101\?/);
    await expect(page).toHaveURL(/sort=PRICE_LOW/);
    await expect(page).toHaveURL(/discountRate=OVER_10/);
    await expect(
      page.getByRole('group', { name: '상품 정렬' }).getByRole('button', { name: '낮은가격순' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.getByRole('group', { name: '할인율' }).getByRole('button', { name: '10% 이상' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
  });

  test('a third-level tab narrows the list and an unknown filter value falls back to the default', async ({
    page,
  }) => {
    await page.goto('/category/detail/C0101?sort=CHEAPEST&discountRate=OVER_99');
    await expect(
      page.getByRole('group', { name: '상품 정렬' }).getByRole('button', { name: '추천순' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.getByRole('group', { name: '할인율' }).getByRole('button', { name: '전체' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await page
      .getByRole('navigation', { name: '하위 카테고리' })
      .getByRole('link', { name: '사과·배' })
      .click();
    await expect(page).toHaveURL(/\/category\/detail\/C0101\/C010101/);
    await expect(page.getByRole('heading', { level: 1, name: '사과·배' })).toBeVisible();
    await expect(page.getByRole('link', { name: '사과·배' })).toHaveAttribute('aria-current', 'page');
  });

  test('the price range filter keeps within [0, maxPrice] and lands in the URL', async ({ page }) => {
    await page.goto('/category/detail/C0101');
    await page.getByRole('button', { name: /^가격/ }).click();
    const max = page.getByRole('slider', { name: '최대 가격' });
    const maxPrice = Number(await max.getAttribute('max'));
    expect(maxPrice).toBeGreaterThan(0);
    await max.fill(String(Math.floor(maxPrice / 2 / 100) * 100));
    await page.getByRole('button', { name: '적용' }).click();
    await expect(page).toHaveURL(/maxPrice=\d+/);
    const applied = Number(new URL(page.url()).searchParams.get('maxPrice'));
    expect(applied).toBeLessThan(maxPrice);
    await expect(page.getByRole('list', { name: /상품$/ }).getByRole('listitem').first()).toBeVisible();
  });
});

test.describe('finding the browsing screens', () => {
  test('the category tab leads to search, 제철, 베스트 and 지역 특산', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: '카테고리' }).click();
    await expect(page).toHaveURL(/\/category$/);
    const shortcuts = page.getByRole('navigation', { name: '바로가기' });
    await expect(shortcuts.getByRole('link', { name: '제철' })).toBeVisible();
    await shot(page, 'category-main-shortcuts');

    await page.getByRole('link', { name: '상품, 지역, 초성으로 검색' }).click();
    await expect(page).toHaveURL(/\/search\/list$/);
    await expect(page.getByRole('combobox')).toBeVisible();
    await page.goBack();
    for (const [name, path] of [
      ['제철', '/season'],
      ['베스트', '/best'],
      ['지역 특산', '/local-main'],
    ] as const) {
      await shortcuts.getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await page.goBack();
      await expect(page).toHaveURL(/\/category$/);
    }
  });
});

test.describe('best, season, period, event', () => {
  test('best shows ranks and switches the period filter', async ({ page }) => {
    await page.goto('/best');
    const grid = page.getByRole('list', { name: '베스트 상품' });
    await expect(grid.getByText('1위', { exact: true })).toBeVisible();
    await page.getByRole('group', { name: '랭킹 기간' }).getByRole('button', { name: '주간' }).click();
    await expect(page).toHaveURL(/period=WEEKLY/);
    await expect(grid.getByText('1위', { exact: true })).toBeVisible();
  });

  test('season lists this month and filters by a category tab', async ({ page }) => {
    await page.goto('/season');
    await expect(page.getByRole('heading', { level: 2, name: /\d+월 제철 먹거리/ })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: '제철 카테고리' }).getByRole('tab');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await tabs.nth(1).click();
    await expect(page).toHaveURL(/categoryCode=C\d+/);
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  });

  test('a tracked period page records its name in the data layer', async ({ page }) => {
    await page.goto('/period/421');
    await expect(page.getByRole('heading', { level: 2, name: '이번 주 MD 픽' })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (window as { dataLayer?: { pageName?: string }[] }).dataLayer))
      .toContainEqual(expect.objectContaining({ event: 'page_view', pageName: 'pick' }));
  });

  test('an event page offers to apply', async ({ page }) => {
    await page.goto('/event/54');
    await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(page.getByRole('button', { name: '응모하기' })).toBeEnabled();
  });
});

test.describe('short links', () => {
  test('an app short link replaces itself with its target', async ({ page }) => {
    await page.goto('/');
    await page.goto('/link/pick');
    await expect(page).toHaveURL(/\/period\/421\?type=pick$/);
    await page.goBack();
    // The redirector's entry was replaced: Back goes to where the shopper was before.
    await expect(page).toHaveURL(/\/$/);
  });

  test('a target outside the internal hosts is refused, an internal host is followed', async ({ page }) => {
    // The server never hands out such a target; the SPA checks again (contract/rules/links.ts).
    await page.route('**/api/v1/display/web/shortlink?code=evil', (route) =>
      route.fulfill({
        json: { code: 'evil', kind: 'internal', target: 'https://shop.jecheol.kr@evil.example/' },
      }),
    );
    await page.goto('/link/evil');
    await expect(page.getByText('열 수 없는 링크예요')).toBeVisible();
    await expect(page).toHaveURL(/\/link\/evil$/);

    await page.route('**/api/v1/display/web/shortlink?code=shop', (route) =>
      route.fulfill({
        json: { code: 'shop', kind: 'internal', target: 'https://shop.jecheol.kr/event/winter.html' },
      }),
    );
    await page.route('https://shop.jecheol.kr/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>shop</title>쇼핑몰' }),
    );
    await page.goto('/link/shop');
    await expect(page).toHaveURL('https://shop.jecheol.kr/event/winter.html');
  });

  test('an unknown code goes to /404', async ({ page }) => {
    await page.goto('/link/no-such-code');
    await expect(page).toHaveURL(/\/404$/);
  });

  test('the shop link goes to the configured shop: the development shop here, never the production host', async ({
    page,
  }) => {
    await page.goto('/link/shop');
    await expect(page).toHaveURL(/\/dev-shop\/$/);
    await expect(page.getByText('개발용 쇼핑몰').first()).toBeVisible();
  });
});

test.describe('admin previews', () => {
  function previewPath(kind: string, id: number): string {
    const url = new URL(
      admin(['preview-link', kind, String(id)])
        .trim()
        .split('\n')[0] ?? '',
    );
    return `${url.pathname}${url.search}`;
  }

  test('without a token the preview is refused', async ({ page }) => {
    await page.goto('/admin-deal/12');
    await expect(page.getByRole('heading', { name: '권한이 없습니다' })).toBeVisible();
    await page.goto('/admin-deal/12?token=forged.token.value');
    await expect(page.getByRole('heading', { name: '권한이 없습니다' })).toBeVisible();
  });

  test('with a token from the admin CLI the content shows', async ({ page }) => {
    await page.goto(previewPath('deal', 12));
    await expect(page.getByRole('note')).toContainText('미리보기');
    await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(page.getByRole('list', { name: '딜 상품' }).getByRole('link').first()).toHaveAttribute(
      'href',
      SHOP_PRODUCT_URL,
    );
    await page.goto(previewPath('period', 421));
    await expect(page.getByRole('heading', { level: 2, name: '이번 주 MD 픽' })).toBeVisible();
  });
});

test.describe('members, on a private server with like maximums of 1', () => {
  // One worker owns the private server (its port is fixed).
  test.describe.configure({ mode: 'serial' });
  let server: RunningServer;
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures from the pattern
  test.beforeAll(async ({}, testInfo) => {
    server = await startServer({
      // 4322-4328 are this spec's private ports, one per worker, so parallel runs never share a server.
      port: 4322 + (testInfo.workerIndex % 7),
      sqlitePath: `test-results/browse-likes-${testInfo.workerIndex % 7}.db`,
      env: {
        LIKE_PRODUCT_MAX: '1',
        LIKE_SHOP_MAX: '1',
        ...(process.env.E2E_SPA_DIR ? { SPA_DIR: process.env.E2E_SPA_DIR } : {}),
      },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  /** Every test starts from a member without likes, whatever ran before (or ran twice). */
  async function clearLikes(accessToken: string) {
    const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
    const liked = (await (
      await fetch(`${server.baseUrl}/api/v1/user/like/product?size=100`, { headers })
    ).json()) as {
      products: { productNo: number }[];
    };
    for (const { productNo } of liked.products)
      await fetch(`${server.baseUrl}/api/v1/user/like/product`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ productNo, likeMode: false }),
      });
    const shops = (await (
      await fetch(`${server.baseUrl}/api/v1/user/like/shop?size=100`, { headers })
    ).json()) as {
      shops: { shopId: number }[];
    };
    for (const { shopId } of shops.shops)
      await fetch(`${server.baseUrl}/api/v1/user/like/shop`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ shopId, isLike: false }),
      });
  }

  /**
   * Signs the dev identity provider's full-consent person in over the API and stores the tokens where
   * the session module reads them. Until the session wiring attaches them to calls, the test adds the
   * Authorization header itself.
   */
  async function signIn(context: BrowserContext): Promise<Page> {
    const tokens = await signInNaver(server.baseUrl, 'naver-full', 'w-e2e-browse');
    await clearLikes(tokens.accessToken);
    await context.route('**/api/**', (route) =>
      route.continue({
        headers: { ...route.request().headers(), authorization: `Bearer ${tokens.accessToken}` },
      }),
    );
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/404`);
    await page.evaluate(seedTokens, tokens);
    return page;
  }

  test('a product like over the maximum shows the server message in a dialog', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await signIn(context);
    await page.goto(`${server.baseUrl}/best`);
    const hearts = page.getByRole('list', { name: '베스트 상품' }).getByRole('button', { name: /찜하기$/ });
    await hearts.nth(0).click();
    await expect(hearts.nth(0)).toHaveAttribute('aria-pressed', 'true');
    await hearts.nth(1).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(dialog).toBeVisible();
    // The server's message names the (lowered) maximum.
    await expect(dialog).toContainText('상품은 최대 1개까지 찜할 수 있습니다.');
    await dialog.getByRole('button', { name: '확인' }).click();
    await expect(dialog).toBeHidden();
    await expect(hearts.nth(1)).toHaveAttribute('aria-pressed', 'false');
    await context.close();
  });

  test('a shop like over the maximum shows the server message in a dialog', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await signIn(context);
    const stores = (await (await fetch(`${server.baseUrl}/api/v2/display/local/26`)).json()) as {
      stores: { shopId: number }[];
    };
    const [first, second] = stores.stores;
    await page.goto(`${server.baseUrl}/local/store/26/${first?.shopId}`);
    const like = page.getByRole('button', { name: /상점 찜/ });
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await page.goto(`${server.baseUrl}/local/store/26/${second?.shopId}`);
    await page.getByRole('button', { name: /상점 찜/ }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(dialog).toContainText('상점은 최대 1개까지 찜할 수 있습니다.');
    await context.close();
  });

  test('a member applies to a live event once', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await signIn(context);
    await page.goto(`${server.baseUrl}/event/54`);
    await page.getByRole('button', { name: '응모하기' }).click();
    await expect(page.getByRole('button', { name: '응모 완료' })).toBeDisabled();
    await expect(page.getByText('지금까지 1명이 응모했어요')).toBeVisible();
    // Coming back later, the page knows it was done.
    await page.reload();
    await expect(page.getByRole('button', { name: '응모 완료' })).toBeDisabled();
    await context.close();
  });

  test('logged out, a like asks to sign in and goes to the login page with this page as return path', async ({
    page,
  }) => {
    await page.goto(`${server.baseUrl}/best?period=WEEKLY`);
    await page
      .getByRole('list', { name: '베스트 상품' })
      .getByRole('button', { name: /찜하기$/ })
      .first()
      .click();
    await page
      .getByRole('alertdialog', { name: '로그인이 필요해요' })
      .getByRole('button', { name: '로그인' })
      .click();
    await expect(page).toHaveURL(/\/login\?returnUrl=/);
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/best?period=WEEKLY');
  });
});
