import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { screenshots, signedInPage } from './support/page.ts';
import { type Member, signInNaver } from './support/sign-in.ts';

/**
 * The desktop layout (docs/desktop-layout.md): from 1024 px the phone column is a wide page with the
 * navigation as a bar at the top, 4-5 cards a row and a two-column deal page; at 390 px the phone
 * layout stays as it was (bottom bar, 2 cards a row). Screenshots of both sizes go to the screenshot
 * folder (support/page.ts).
 */

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const DEVICE = 'w-e2e-desktop';

const navi = (page: Page) => page.getByRole('navigation', { name: '주요 메뉴' });
const dealLinks = (page: Page) =>
  page.locator('section[aria-labelledby="home-deals-title"] a[href^="/deal/"]');
/** The screen's own header (back button, title), inside <main>. */
const pageHeader = (page: Page) => page.locator('main header').first();
const bestCards = (page: Page) => page.getByRole('list', { name: '베스트 상품' }).getByRole('listitem');

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

/** How many of the first `of` items stand in the first one's row (same top, within 2 px); 0 until there are `of`. */
async function inFirstRow(items: Locator, of: number): Promise<number> {
  const tops = await items.evaluateAll(
    (elements, count) => elements.slice(0, count).map((element) => element.getBoundingClientRect().top),
    of,
  );
  if (tops.length < of) return 0;
  return tops.filter((top) => Math.abs(top - tops[0]!) <= 2).length;
}

const shot = screenshots();

let member: Member;

test.beforeAll(async ({ baseURL }) => {
  member = await signInNaver(baseURL!, 'naver-full', DEVICE);
});

/** A signed-in member at the given size; the survey dialog (not under test) stays closed. */
async function memberPage(browser: Browser, baseURL: string, viewport: typeof DESKTOP): Promise<Page> {
  return signedInPage(await browser.newContext({ viewport }), baseURL, member);
}

/** Opens the first deal of the home screen; its article and title, once the title shows. */
async function openFirstDeal(page: Page) {
  await page.goto('/');
  const href = await dealLinks(page).first().getAttribute('href');
  await page.goto(href ?? '/deal/1');
  const article = page.locator('article').first();
  const title = article.getByRole('heading', { level: 2 });
  await expect(title).toBeVisible();
  return { article, title };
}

test.describe('desktop, 1280x800', () => {
  test.use({ viewport: DESKTOP });

  test('home: the navigation is a bar at the top, five deals a row, the banner whole', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: '오늘의 특가' })).toBeVisible();
    const bar = await box(navi(page));
    expect(bar.y).toBeLessThanOrEqual(1);
    expect(bar.height).toBeLessThan(80);
    expect(bar.width).toBe(DESKTOP.width);
    // The same links, the current page marked.
    await expect(navi(page).getByRole('link')).toHaveCount(5);
    for (const name of ['카테고리', '커뮤니티', '홈', '장바구니', '마이페이지']) {
      await expect(navi(page).getByRole('link', { name })).toBeVisible();
    }
    await expect(navi(page).getByRole('link', { name: '홈' })).toHaveAttribute('aria-current', 'page');
    // The page's own header and content start below the bar, not under it.
    const header = await box(pageHeader(page));
    expect(header.y).toBeGreaterThanOrEqual(bar.y + bar.height - 1);

    await expect.poll(() => inFirstRow(dealLinks(page), 5)).toBeGreaterThanOrEqual(4);
    // The page is wider than the phone column, and the banner keeps its 750:420 picture.
    const deals = await box(page.locator('section[aria-labelledby="home-deals-title"]'));
    expect(deals.width).toBeGreaterThan(1000);
    const banner = await box(page.getByRole('region', { name: '기획전 배너' }));
    expect(banner.width).toBeLessThanOrEqual(DESKTOP.width);
    expect(banner.width / banner.height).toBeCloseTo(750 / 420, 1);
    expect(banner.height).toBeLessThan(DESKTOP.height / 2);
    await shot(page, 'desktop-home');

    // Scrolled down, the bar stays at the top and nothing sits at the bottom of the window.
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    expect((await box(navi(page))).y).toBeLessThanOrEqual(1);
    expect((await box(pageHeader(page))).y).toBeCloseTo(bar.height, 0);
  });

  test('a list (/best) shows five products a row', async ({ page }) => {
    await page.goto('/best');
    await expect.poll(() => inFirstRow(bestCards(page), 5)).toBeGreaterThanOrEqual(4);
    const bar = await box(navi(page));
    expect(bar.y).toBeLessThanOrEqual(1);
    await shot(page, 'desktop-best');
  });

  test('a deal: the picture beside the information, wider than the phone column', async ({ page }) => {
    const { article, title } = await openFirstDeal(page);
    expect((await box(article)).width).toBeGreaterThan(480);
    const picture = await box(article.getByRole('img').first());
    const titleBox = await box(title);
    // Side by side: the title right of the picture, level with its top half.
    expect(titleBox.x).toBeGreaterThanOrEqual(picture.x + picture.width);
    expect(titleBox.y).toBeLessThan(picture.y + picture.height / 2);
    expect((await box(navi(page))).y).toBeLessThanOrEqual(1);
    await shot(page, 'desktop-deal');

    // A toast keeps the phone's width and, with no bar at the bottom, stands 34 px above it.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: '공유', exact: true }).click();
    await page.getByRole('dialog', { name: '공유하기' }).getByRole('button', { name: 'URL 복사' }).click();
    const toast = await box(page.getByTestId('toast').filter({ hasText: 'URL이 복사되었습니다.' }));
    expect(toast.width).toBe(448);
    expect(Math.round(DESKTOP.height - (toast.y + toast.height))).toBe(34);
    await shot(page, 'desktop-toast');
  });

  test('a short page (/login) fills the window below the bar without scrolling, its buttons phone-wide', async ({
    page,
  }) => {
    await page.goto('/login');
    const naver = page.getByRole('button', { name: /네이버/ });
    await expect(naver).toBeVisible();
    // The buttons keep a phone's width rather than spanning the page.
    expect((await box(naver)).width).toBeLessThanOrEqual(448);
    const overflow = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(overflow).toBe(0);
    await shot(page, 'desktop-login');
  });

  test('community', async ({ page }) => {
    await page.goto('/community');
    await expect(navi(page).getByRole('link', { name: '커뮤니티' })).toHaveAttribute('aria-current', 'page');
    expect((await box(navi(page))).y).toBeLessThanOrEqual(1);
    await shot(page, 'desktop-community');
  });

  test('my page (signed in)', async ({ browser, baseURL }) => {
    const page = await memberPage(browser, baseURL!, DESKTOP);
    await page.goto('/my-page');
    await expect(page.getByRole('heading', { name: '마이페이지' })).toBeVisible();
    await expect(navi(page).getByRole('link', { name: '마이페이지' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect((await box(navi(page))).y).toBeLessThanOrEqual(1);
    await shot(page, 'desktop-my-page');
    await page.context().close();
  });
});

test.describe('phone, 390x844 (unchanged)', () => {
  test.use({ viewport: PHONE });

  const atBottom = async (page: Page) => {
    const bar = await box(navi(page));
    expect(bar.y + bar.height).toBeCloseTo(PHONE.height, 0);
  };

  test('home: the bottom bar; the deal list two deals a row', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: '오늘의 특가' })).toBeVisible();
    await atBottom(page);
    await shot(page, 'phone-home');
    // The whole list of deals (the home's 오늘의 특가 is a row of its shelf) is two a row.
    await page.goto('/deal');
    await expect
      .poll(() => inFirstRow(page.locator('section[aria-labelledby="deal-list-title"] a[href^="/deal/"]'), 3))
      .toBe(2);
    await shot(page, 'phone-deal-list');
  });

  test('a list (/best): two products a row', async ({ page }) => {
    await page.goto('/best');
    await expect.poll(() => inFirstRow(bestCards(page), 3)).toBe(2);
    await atBottom(page);
    await shot(page, 'phone-best');
  });

  test('a deal: the picture above the information, the full width', async ({ page }) => {
    const { article, title } = await openFirstDeal(page);
    expect((await box(article)).width).toBe(PHONE.width);
    const picture = await box(article.getByRole('img').first());
    expect((await box(title)).y).toBeGreaterThan(picture.y + picture.height - 1);
    await atBottom(page);
    await shot(page, 'phone-deal');
  });

  test('community', async ({ page }) => {
    await page.goto('/community');
    await expect(navi(page).getByRole('link', { name: '커뮤니티' })).toHaveAttribute('aria-current', 'page');
    await atBottom(page);
    await shot(page, 'phone-community');
  });

  test('my page (signed in)', async ({ browser, baseURL }) => {
    const page = await memberPage(browser, baseURL!, PHONE);
    await page.goto('/my-page');
    await expect(page.getByRole('heading', { name: '마이페이지' })).toBeVisible();
    await atBottom(page);
    await shot(page, 'phone-my-page');
    await page.context().close();
  });
});
