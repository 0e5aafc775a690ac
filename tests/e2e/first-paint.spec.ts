import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { screenshots } from './support/page.ts';

/**
 * A deal's or a board post's largest element paints from the HTML the server sends, before any of the
 * app's scripts run (docs/performance.md, "Detail pages"): with JavaScript off the picture is there, at
 * the place and size the app then shows it, and after the app has booted nothing has moved.
 */

const shot = screenshots('first-paint');
type Box = { x: number; y: number; width: number; height: number };

const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

async function aDeal(request: APIRequestContext) {
  const list = await (await request.get('/api/v1/display/deal/recommendation?page=1&size=1')).json();
  const id: number = list.deals[0].dealId;
  const { deal } = await (await request.get(`/api/v1/display/deal/${id}`)).json();
  return { id, title: deal.title as string, imageUrl: deal.imageUrl as string };
}

async function aPost(
  request: APIRequestContext,
  withPhotos: boolean,
  board: 'dashboard' | 'qna' = 'dashboard',
) {
  const list = await (await request.get(`/api/v1/community/${board}?sort=latest`)).json();
  const post = list.posts.find(
    (candidate: { photoCount: number; excerpt: string }) =>
      candidate.photoCount > 0 === withPhotos && candidate.excerpt.trim() !== '',
  );
  expect(post, `a seeded post ${withPhotos ? 'with' : 'without'} photos`).toBeTruthy();
  return { id: post.postId as number };
}

/** The element's box as the page lays it out, scrolled to the top. */
const boxOf = async (page: Page, selector: string): Promise<Box> => {
  const box = await page.locator(selector).first().boundingBox();
  expect(box, selector).not.toBeNull();
  return box as Box;
};

const expectSameBox = (actual: Box, expected: Box, what: string) => {
  for (const key of ['x', 'y', 'width', 'height'] as const)
    expect(Math.abs(actual[key] - expected[key]), `${what}: ${key}`).toBeLessThanOrEqual(1);
};

/** The page as the server sent it, no script run: the shell's picture, loaded, and its box. */
async function withoutScripts(browser: Browser, url: string, size: { width: number; height: number }) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: size, locale: 'ko-KR' });
  const page = await context.newPage();
  await page.goto(url);
  const img = page.locator('#app .shell img').first();
  await expect(img).toBeVisible();
  await expect
    .poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
    .toBe(true);
  return { page, context, img };
}

/**
 * The layout shifts of the whole load as CLS counts them (none within 500 ms of an input), each with
 * whether it moved anything of the post's article (the replies below it load later, on their own).
 */
async function observeShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; inArticle: boolean; moved: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        const inArticle = (entry.sources ?? []).some((source) => {
          const node = source.node;
          const element = node instanceof Element ? node : node?.parentElement;
          return Boolean(element?.closest('article'));
        });
        // What moved, as `tag.class` and its distance, for the failure message.
        const moved = (entry.sources ?? []).map((source) => {
          const node = source.node;
          const element = node instanceof Element ? node : node?.parentElement;
          const shift = source as unknown as { previousRect: DOMRect; currentRect: DOMRect };
          return `${element?.tagName.toLowerCase()}.${element?.className} ${shift.previousRect.y}→${shift.currentRect.y}`;
        });
        shifts.push({ value: entry.value, inArticle, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const shiftSum = (page: Page, only: 'all' | 'article' = 'all') =>
  page.evaluate(
    (which) =>
      (window as unknown as { __shifts: { value: number; inArticle: boolean }[] }).__shifts
        .filter((shift) => which === 'all' || shift.inArticle)
        .reduce((sum, shift) => sum + shift.value, 0),
    only,
  );

for (const size of SIZES) {
  test(`a deal's picture is in the HTML and stays in place when the app takes over (${size.width}x${size.height})`, async ({
    browser,
    request,
  }) => {
    const deal = await aDeal(request);
    const url = `/deal/${deal.id}`;
    const bare = await withoutScripts(browser, url, size);
    await expect(bare.img).toHaveAttribute('src', deal.imageUrl);
    await expect(bare.page.locator('#app .shell')).toContainText(deal.title);
    const shellBox = await bare.img.boundingBox();
    await shot(bare.page, 'deal-html-only');
    await bare.context.close();

    const context = await browser.newContext({ viewport: size, locale: 'ko-KR' });
    const page = await context.newPage();
    await observeShifts(page);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(url);
    await expect(page.getByRole('heading', { name: deal.title })).toBeVisible();
    await expect(page.locator('#app .shell')).toHaveCount(0);
    const appBox = await boxOf(page, `img[alt="${deal.title.replace(/"/g, '\\"')}"]`);
    expectSameBox(appBox, shellBox as Box, 'the deal picture');
    await page.waitForTimeout(500);
    expect(await shiftSum(page)).toBeLessThan(0.02);
    // The deal's answer came with the page, and the home's banner was never fetched.
    expect(asked).not.toContain(`/api/v1/display/deal/${deal.id}`);
    expect(asked).not.toContain('/hero.svg');
    await shot(page, 'deal-after-boot');
    await context.close();
  });

  test(`a post's first photo is in the HTML and stays in place when the app takes over (${size.width}x${size.height})`, async ({
    browser,
    request,
  }) => {
    const post = await aPost(request, true);
    const url = `/community/board-detail/${post.id}`;
    const bare = await withoutScripts(browser, url, size);
    const shellBox = await bare.img.boundingBox();
    const shellSrc = await bare.img.evaluate((element: HTMLImageElement) => element.currentSrc);
    await shot(bare.page, 'post-html-only');
    await bare.context.close();

    const context = await browser.newContext({ viewport: size, locale: 'ko-KR' });
    const page = await context.newPage();
    await observeShifts(page);
    await page.goto(url);
    const photo = page.getByRole('img', { name: '사진 1' });
    await expect(photo).toBeVisible();
    await expect(page.locator('#app .shell')).toHaveCount(0);
    // The same file from the same srcset, at the same place and size.
    expect(await photo.evaluate((element: HTMLImageElement) => element.currentSrc)).toBe(shellSrc);
    expectSameBox((await photo.boundingBox()) as Box, shellBox as Box, 'the first photo');
    await page.waitForTimeout(500);
    expect(await shiftSum(page)).toBeLessThan(0.02);
    await shot(page, 'post-after-boot');
    await context.close();
  });
}

const TEXT_PAGES = [
  { what: 'a post', board: 'dashboard', route: 'board-detail' },
  { what: 'a question', board: 'qna', route: 'qna' },
] as const;

for (const { what, board, route } of TEXT_PAGES) {
  test(`${what} without photos: its text is in the HTML where the app then shows it`, async ({
    browser,
    request,
  }) => {
    const post = await aPost(request, false, board);
    const url = `/community/${route}/${post.id}`;
    const size = SIZES[0] as { width: number; height: number };
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: size, locale: 'ko-KR' });
    const bare = await context.newPage();
    await bare.goto(url);
    const shellText = bare.locator('#app .shell .shell-body');
    await expect(shellText).toBeVisible();
    const text = (await shellText.textContent()) ?? '';
    const shellBox = (await shellText.boundingBox()) as Box;
    await shot(bare, `${route}-text-html-only`);
    await context.close();

    const live = await browser.newContext({ viewport: size, locale: 'ko-KR' });
    const page = await live.newPage();
    await observeShifts(page);
    await page.goto(url);
    const body = page.locator('article[aria-labelledby="post-title"] > p[style*="pre-line"]');
    await expect(body).toBeVisible();
    await expect(page.locator('#app .shell')).toHaveCount(0);
    expect(await body.textContent()).toBe(text);
    const appBox = (await body.boundingBox()) as Box;
    // Where the block starts and how wide it is; its height follows the font, which may differ by then.
    expectSameBox({ ...appBox, height: 0 }, { ...shellBox, height: 0 }, `${what}'s text`);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.waitForTimeout(500);
    // Nothing moves: the post, and the reply composer below it, whose place the replies' skeleton
    // (one row per reply the post counts) keeps while they load.
    expect(await shiftSum(page), JSON.stringify(await page.evaluate('window.__shifts'))).toBeLessThan(0.02);
    await shot(page, `${route}-text-after-boot`);
    await live.close();
  });
}
