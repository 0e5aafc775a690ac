import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { failApi, holdApi, openFresh, screenshots } from './support/page.ts';

/**
 * The home's shelves under the banners (docs/home.md): their order from the server, each one loading
 * when it comes near the viewport, hidden when empty or failed, and their 전체 보기 screens.
 */

const shot = screenshots('home-shelves');

const shelf = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** Scrolls down a screen at a time until the shelf titled `title` is there (each loads as it nears). */
async function scrollTo(page: Page, title: string) {
  for (let i = 0; i < 20 && (await shelf(page, title).count()) === 0; i += 1) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(150);
  }
  await shelf(page, title).scrollIntoViewIfNeeded();
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`the home's shelves at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('a newcomer sees the category shortcuts, today deals and every shelf in the default order', async ({
      page,
    }) => {
      await page.goto('/');
      await expect(shelf(page, '카테고리 바로가기').getByRole('link', { name: '과일' })).toBeVisible();
      await expect(shelf(page, '오늘의 특가').locator('a[href^="/deal/"]').first()).toBeVisible();
      await shot(page, 'first-screen');

      for (const title of ['제철', '베스트', '지역 특산', '상점', '기획전']) {
        await scrollTo(page, title);
        await expect(shelf(page, title).getByRole('link', { name: `${title} 전체 보기` })).toBeVisible();
      }
      await expect(shelf(page, '베스트').getByText('1위')).toBeAttached();
      await expect(shelf(page, '기획전').locator('a[href^="/period/"]').first()).toBeVisible();
      // A newcomer has viewed nothing yet: no 최근 본 상품 shelf.
      await expect(shelf(page, '최근 본 상품')).toHaveCount(0);
      const titles = await page
        .locator('main section h2, section h2')
        .evaluateAll((all) => all.map((heading) => heading.textContent?.trim()));
      expect(titles.filter((title) => title !== '')).toEqual([
        '카테고리 바로가기',
        '오늘의 특가',
        '제철',
        '베스트',
        '지역 특산',
        '상점',
        '기획전',
      ]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, 'all');
      await page.screenshot({
        path: `test-results/screenshots/home-shelves-full-${viewport.width}x${viewport.height}.png`,
        fullPage: true,
      });
    });

    test('an empty or failed shelf hides, the others stay', async ({ page }) => {
      await failApi(page, '**/api/v1/display/home/season*');
      await page.route('**/api/v1/display/home/best*', (route) =>
        route.fulfill({ json: { period: 'DAILY', items: [] } }),
      );
      await page.goto('/');
      await expect(shelf(page, '오늘의 특가')).toBeVisible();
      await scrollTo(page, '기획전');
      await expect(shelf(page, '제철')).toHaveCount(0);
      await expect(shelf(page, '베스트')).toHaveCount(0);
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(shelf(page, '지역 특산')).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, 'failed-and-empty');
    });
  });
}

test.describe('the home shelves at 390x844', () => {
  test('shelves below the first screen ask for their data only when scrolled near', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/v1/display/home/') || path === '/api/v2/display/deal/period')
        asked.push(path);
    });
    await page.goto('/');
    await expect(shelf(page, '오늘의 특가').locator('a[href^="/deal/"]').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked).not.toContain('/api/v2/display/deal/period');
    expect(asked).not.toContain('/api/v1/display/home/shop');
    await scrollTo(page, '기획전');
    expect(asked).toContain('/api/v2/display/deal/period');
    expect(asked).toContain('/api/v1/display/home/shop');
  });

  test('a shelf loading shows its skeleton of the same size', async ({ page }) => {
    const release = await holdApi(page, '**/api/v1/display/home/season*');
    await page.goto('/');
    await scrollTo(page, '오늘의 특가');
    await page.mouse.wheel(0, 800);
    const loading = page.getByRole('status', { name: '제철 불러오는 중' });
    await expect(loading).toBeVisible();
    await loading.scrollIntoViewIfNeeded();
    await shot(page, 'loading');
    await release();
    await expect(shelf(page, '제철')).toBeVisible();
  });

  test('the order is the server table: an unknown shelf is skipped, a hidden one is not shown', async ({
    page,
  }) => {
    await page.route('**/api/v1/display/home/shelves', (route) =>
      route.fulfill({
        json: {
          shelves: [
            { key: 'period', title: '기획전' },
            { key: 'coupons', title: '쿠폰' },
            { key: 'deals', title: '오늘의 특가' },
          ],
        },
      }),
    );
    await page.goto('/');
    await expect(shelf(page, '오늘의 특가')).toBeVisible();
    await expect(shelf(page, '기획전')).toBeVisible();
    const titles = await page.locator('section h2').allTextContents();
    expect(titles.map((title) => title.trim())).toEqual(['기획전', '오늘의 특가']);
    await expect(page.getByText('쿠폰')).toHaveCount(0);
  });

  test('the order failing shows the default order', async ({ page }) => {
    await failApi(page, '**/api/v1/display/home/shelves');
    await page.goto('/');
    await expect(shelf(page, '카테고리 바로가기')).toBeVisible();
    await expect(shelf(page, '오늘의 특가')).toBeVisible();
  });

  test('a returning shopper sees 최근 본 상품 from the local list', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() =>
      localStorage.setItem(
        'recentlyViewed',
        JSON.stringify([{ productNo: 1001, isLike: false, name: '청송 꿀사과', salePrice: 12900 }]),
      ),
    );
    await page.reload();
    await scrollTo(page, '최근 본 상품');
    await expect(shelf(page, '최근 본 상품')).toContainText('청송 꿀사과');
    await shot(page, 'recent');
  });

  test('전체 보기 opens each shelf screen: /deal with its sorts, /period with the exhibitions', async ({
    page,
  }) => {
    await page.goto('/');
    await shelf(page, '오늘의 특가').getByRole('link', { name: '오늘의 특가 전체 보기' }).click();
    await expect(page).toHaveURL(/\/deal$/);
    await expect(page.getByRole('button', { name: '마감임박순' })).toBeVisible();
    await expect(page.locator('a[href^="/deal/"]').first()).toBeVisible();
    await shot(page, 'deal-list');

    await page.goto('/');
    await scrollTo(page, '기획전');
    await shelf(page, '기획전').getByRole('link', { name: '기획전 전체 보기' }).click();
    await expect(page).toHaveURL(/\/period$/);
    await expect(page.getByRole('heading', { name: '진행 중인 기획전' })).toBeVisible();
    const first = page.getByRole('list', { name: '기획전 목록' }).locator('a').first();
    await expect(first).toBeVisible();
    await shot(page, 'period-list');
    await first.click();
    await expect(page).toHaveURL(/\/period\/\d+$/);
  });

  test('/period without running exhibitions says so, and its failure offers a retry', async ({ page }) => {
    await page.route('**/api/v2/display/deal/period?*', (route) =>
      route.fulfill({
        json: {
          periods: [],
          pageInfo: { page: 1, size: 20, totalCount: 0, hasNext: false },
          serverTime: new Date().toISOString(),
        },
      }),
    );
    await page.goto('/period');
    await expect(page.getByText('지금 진행 중인 기획전이 없어요')).toBeVisible();
    await shot(page, 'period-list-empty');
    await page.unrouteAll();
    await failApi(page, '**/api/v2/display/deal/period?*');
    // Without the empty answer the tab kept (fresh for 5 minutes).
    await openFresh(page, '/period');
    await expect(page.getByRole('button', { name: '다시 시도' })).toBeVisible();
    await shot(page, 'period-list-failed');
  });

  test('the home with its shelves and /period pass axe', async ({ page }) => {
    await page.goto('/');
    await scrollTo(page, '기획전');
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/period');
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/deal');
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
