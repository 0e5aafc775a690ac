import { expect, type Page, test } from '@playwright/test';
import { screenshots } from './support/page.ts';

const shot = screenshots();

const dealLinks = (page: Page) =>
  page.locator('section[aria-labelledby="home-deals-title"] a[href^="/deal/"]');

test.describe('a newcomer on the home screen', () => {
  test('sees Korean deals with prices and a countdown that ticks', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.getByRole('heading', { name: '오늘의 특가' })).toBeVisible();
    await expect(dealLinks(page).first()).toBeVisible();
    expect(await dealLinks(page).count()).toBeGreaterThan(3);

    const firstCard = dealLinks(page).first();
    await expect(firstCard).toContainText(/[가-힣]/);
    await expect(firstCard).toContainText(/\d{1,3}(,\d{3})*원/);

    // A live deal's chip reads 남은 시간 hh:mm:ss and changes as time passes.
    const ticking = page
      .locator('[data-phase="live"] time')
      .filter({ hasText: /^\d{2}:\d{2}:\d{2}$/ })
      .first();
    await expect(ticking).toBeVisible();
    const before = await ticking.textContent();
    await expect.poll(() => ticking.textContent(), { timeout: 5000 }).not.toBe(before);

    await expect(page.getByRole('navigation', { name: '주요 메뉴' })).toBeVisible();
    await shot(page, 'home');
  });

  test('sees a sold-out deal marked 품절, still opening its page', async ({ page }) => {
    await page.goto('/');
    const soldOut = page.locator(
      'section[aria-labelledby="home-deals-title"] a[href^="/deal/"][data-sold-out="true"]',
    );
    await expect(soldOut.first()).toBeVisible();
    await expect(soldOut.first()).toContainText('품절');
    // Sold out is its own state: no countdown as if it could still be bought.
    await expect(soldOut.first().locator('time')).toHaveCount(0);
    await expect(soldOut.first()).not.toContainText('남은 시간');
    // The shelf's 다음 보기 button (the tap alternative to a swipe) brings it into view.
    await page.getByRole('heading', { name: '오늘의 특가' }).scrollIntoViewIfNeeded();
    const next = page.getByRole('button', { name: '오늘의 특가 목록 다음 보기' });
    await expect(async () => {
      const box = await soldOut.first().boundingBox();
      const width = page.viewportSize()?.width ?? 0;
      if (!box || box.x < 0 || box.x + box.width > width) {
        await next.click();
        throw new Error('not in view yet');
      }
    }).toPass({ timeout: 10_000 });
    await shot(page, 'home-sold-out-deal');
    await soldOut.first().click();
    await expect(page).toHaveURL(/\/deal\/\d+$/);
    await expect(page.locator('section[aria-labelledby="deal-products"]')).toContainText('품절');
    // The detail's badge says 품절, not 진행 중, and counts nothing down.
    const summary = page.locator('article').first();
    await expect(summary.locator('span[data-phase="soldOut"]')).toHaveText('품절');
    await expect(page.getByText('진행 중', { exact: true })).toHaveCount(0);
    await expect(page.getByText('남은 시간')).toHaveCount(0);
    await shot(page, 'deal-sold-out');
  });

  test('gets Pretendard right after the first screen, never before it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: '오늘의 특가' })).toBeVisible();
    const pretendardLoaded = () =>
      page.evaluate(() =>
        [...document.fonts].some(
          (face) => face.family.replace(/['"]/g, '') === 'Pretendard Variable' && face.status === 'loaded',
        ),
      );
    await expect.poll(pretendardLoaded).toBe(true);
    // Its files start only once React has committed the first screen (docs/performance.md).
    const timing = await page.evaluate(() => ({
      firstScreen: performance.getEntriesByName('app:first-screen')[0]?.startTime ?? Number.NaN,
      fonts: performance
        .getEntriesByType('resource')
        .filter((entry) => /fonts-[\w-]+\.css$|PretendardVariable[\w.-]*\.woff2$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(timing.fonts.length).toBeGreaterThan(1);
    for (const started of timing.fonts) expect(started).toBeGreaterThan(timing.firstScreen);
  });

  test('opens a deal, sees its products, and comes back', async ({ page }) => {
    await page.goto('/');
    const card = dealLinks(page).first();
    const title = (await card.locator('h3').textContent())?.trim() ?? '';
    expect(title).not.toBe('');
    await card.click();
    await expect(page).toHaveURL(/\/deal\/\d+$/);
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
    await expect(page.locator('section[aria-labelledby="deal-products"]')).toContainText(/원/);
    await shot(page, 'deal-detail');

    await page.getByRole('button', { name: '뒤로 가기' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: '오늘의 특가' })).toBeVisible();
  });

  test('a product opened from a deal shows up in recently viewed', async ({ page }) => {
    // The shop is another site; answer for it so the test stays on this machine.
    await page.route(/^https:\/\/shop\./, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>shop</p>' }),
    );
    await page.goto('/');
    await dealLinks(page).first().click();
    const product = page.locator('section[aria-labelledby="deal-products"] a').first();
    const name = (await product.locator('h3').textContent())?.trim() ?? '';
    await product.click();
    await page.goto('/search/list');
    await expect(page.getByRole('list', { name: '최근 본 상품 목록' })).toContainText(name);
  });

  test('a deal opened directly goes back home when there is no earlier page', async ({ page }) => {
    await page.goto('/');
    const href = await dealLinks(page).first().getAttribute('href');
    await page.goto(href ?? '/deal/1');
    await page.getByRole('button', { name: '뒤로 가기' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('swipes the banner from the very first drag, without opening it', async ({ page }) => {
    // keen-slider, which the drag starts loading, arrives only after the drag has ended (a slow phone).
    await page.route(/keen-slider/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    await page.goto('/');
    const carousel = page.getByRole('region', { name: '기획전 배너' });
    await expect(carousel).toBeVisible();
    const box = await carousel.boundingBox();
    if (!box) throw new Error('the banner has no box');
    // The mouse over the carousel pauses it, so only the drag can move it.
    const y = box.y + box.height * 0.4;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await expect(page.getByRole('button', { name: '1번째 배너 보기' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, y, { steps: 8 });
    await page.mouse.up();
    await expect(page.getByRole('button', { name: '2번째 배너 보기' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(page).toHaveURL(/\/(\?.*)?$/);
  });

  test('changes the sort order of the whole deal list, keeping it in the address', async ({ page }) => {
    await page.goto('/deal');
    await page.getByRole('button', { name: '마감임박순' }).click();
    await expect(page).toHaveURL(/\/deal\?sort=ENDING_SOON$/);
    await expect(page.getByRole('button', { name: '마감임박순' })).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.locator('section[aria-labelledby="deal-list-title"] a[href^="/deal/"]').first(),
    ).toBeVisible();
    // A link from before the home had shelves keeps its order, on the list.
    await page.goto('/?sort=DISCOUNT');
    await expect(page).toHaveURL(/\/deal\?sort=DISCOUNT$/);
    await expect(page.getByRole('button', { name: '할인율순' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('uses the bottom bar', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: '주요 메뉴' });
    await bar.getByRole('link', { name: '카테고리' }).click();
    await expect(page).toHaveURL(/\/category$/);
    await bar.getByRole('link', { name: '커뮤니티' }).click();
    await expect(page).toHaveURL(/\/community\/main\/popular-post$/);
    await bar.getByRole('link', { name: '홈' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(bar.getByRole('link', { name: '장바구니' })).toHaveAttribute('href', /basket/);
  });
});

test.describe('bad addresses', () => {
  test('a non-digit deal id lands on /404 without the bottom bar', async ({ page }) => {
    await page.goto('/deal/abc');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없어요' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '주요 메뉴' })).toHaveCount(0);
  });

  test('an unknown deal shows a not-found state, not a crash', async ({ page }) => {
    await page.goto('/deal/999999');
    await expect(page.getByRole('alert')).toContainText(/[가-힣]/);
  });

  test('an unknown path is replaced by /404', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(page).toHaveURL(/\/404$/);
  });
});

test.describe('a new deployment while the shopper browses', () => {
  test('a code chunk that is gone reloads the page once, then leaves the error and its retry', async ({
    page,
  }) => {
    let pageLoads = 0;
    page.on('load', () => {
      pageLoads += 1;
    });
    const loaded = new Set<string>();
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') loaded.add(request.url());
    });
    await page.goto('/');
    await expect(dealLinks(page).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The banners fetch keen-slider a few seconds in, for their first autoplay: that happens before the
    // deployment here, or its 404 (on a slow run, after the routes below) would be a second reload.
    await expect
      .poll(() => [...loaded].some((url) => url.includes('/keen-slider')), { timeout: 15_000 })
      .toBe(true);

    // The deployment replaced every chunk not fetched yet, and the old ones are still served: the
    // reload cannot help, and must not repeat.
    await page.route(/\/assets\/.+\.js$/, (route) =>
      loaded.has(route.request().url()) ? route.continue() : route.fulfill({ status: 404, body: '' }),
    );
    const loadsBefore = pageLoads;
    await dealLinks(page).first().click();

    await expect(page.getByRole('button', { name: '다시 시도' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shot(page, 'home-release-reload-error');
    expect(pageLoads - loadsBefore).toBe(1);
    expect(await page.evaluate(() => sessionStorage.getItem('releaseReload'))).toMatch(/^\{"chunk":\d+\}$/);
  });
});
