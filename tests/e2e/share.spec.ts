import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { PostList } from '#contract/community.ts';
import type { DealDetail } from '#contract/display.ts';
import { screenshots } from './support/page.ts';

/**
 * The shared share dialog (spec section 2) from the header's share button, against the production
 * build on the suite's server: on a deal page, URL copy (the clipboard, the toast, the 1500 ms copied
 * flag), KakaoTalk through the development stand-in (which records the SDK calls it gets: the test
 * reads them), and a failing Kakao share (the runtime config of KAKAO_STAND_IN=fail) with the alert and
 * the app's move-to-app-market handler, recorded by a fake `flutter_inappwebview` in the page; on a
 * community post, the post's own share info from POST /post-share. The server's link preview of the
 * same deal page is checked too. Reads only: the seeded deals and posts are not changed.
 */

const shot = screenshots('share');

interface KakaoSent {
  objectType: string;
  content: {
    title: string;
    description: string;
    imageUrl: string;
    link: { mobileWebUrl: string; webUrl: string };
  };
  buttons: { title: string; link: { mobileWebUrl: string; webUrl: string } }[];
}

/** A live deal of the seed, with its detail (title, subtitle, picture). */
async function liveDeal(request: APIRequestContext): Promise<DealDetail> {
  const list = await request.get('/api/v1/display/deal/recommendation?size=5');
  expect(list.ok()).toBe(true);
  const { deals } = (await list.json()) as { deals: { dealId: number }[] };
  expect(deals.length).toBeGreaterThan(0);
  const detail = await request.get(`/api/v1/display/deal/${deals[0]?.dealId}`);
  expect(detail.ok()).toBe(true);
  return ((await detail.json()) as { deal: DealDetail }).deal;
}

/** The app's JavaScript handlers as the native web view offers them, each call recorded. */
async function fakeNativeApp(page: Page) {
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { __appHandlerCalls: string[] }).__appHandlerCalls = calls;
    (window as unknown as { flutter_inappwebview: unknown }).flutter_inappwebview = {
      callHandler: (name: string) => {
        calls.push(name);
        return Promise.resolve(null);
      },
    };
  });
}

const appHandlerCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __appHandlerCalls?: string[] }).__appHandlerCalls ?? []);
const kakaoSent = (page: Page) =>
  page.evaluate(() => (window.__kakaoStandIn?.sent ?? []) as unknown as KakaoSent[]);

/** The header's share button ('공유'; a post's own button is '공유하기'). */
const headerShare = (page: Page) => page.getByRole('button', { name: '공유', exact: true });
const shareDialog = (page: Page) => page.getByRole('dialog', { name: '공유하기' });

test.describe('share from the header on a deal page', () => {
  test('URL copy: the clipboard, the toast and the copied flag for 1500 ms', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // The page's timers run on a clock of the test's, so the 1500 ms are counted exactly however
    // slow the machine is; until it is paused below, its time flows as usual.
    await page.clock.install();
    const deal = await liveDeal(page.request);
    await page.goto(`/deal/${deal.dealId}`);
    await expect(page.getByRole('heading', { name: deal.title }).first()).toBeVisible();

    await headerShare(page).click();
    const dialog = shareDialog(page);
    await expect(dialog).toBeVisible();
    const pageUrl = new URL(page.url());
    await expect(dialog).toContainText(`${pageUrl.origin}/deal/${deal.dealId}`);
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(320);
    await shot(page, 'deal-dialog');

    // From the tap on, the page's time moves only as the test says (the toast itself needs a few ms).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    let elapsed = 0;
    const advance = async (ms: number) => {
      await page.clock.runFor(ms);
      elapsed += ms;
    };
    await dialog.getByRole('button', { name: 'URL 복사' }).click();
    const copied = dialog.getByRole('button', { name: '복사했어요' });
    await expect(copied).toBeVisible();
    const toast = page.getByTestId('toast').filter({ hasText: 'URL이 복사되었습니다.' });
    while (!(await toast.isVisible())) {
      expect(elapsed).toBeLessThan(1_000);
      await advance(50);
      // Real time too, for what is not a timer (the overlay's chunk, a render).
      await page.waitForTimeout(50);
    }
    // Shown above the dialog's dim, not under it: at its own centre, the toast is what is painted on
    // top (hit-tested as if it took taps, and as if the page under the dialog were not inert).
    const onTop = await toast.evaluate((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      (element as HTMLElement).style.pointerEvents = 'auto';
      const inert = element.closest('[inert]');
      inert?.removeAttribute('inert');
      const hit = document.elementFromPoint(x + width / 2, y + height / 2);
      inert?.setAttribute('inert', '');
      return element.contains(hit);
    });
    expect(onTop).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${pageUrl.origin}/deal/${deal.dealId}`,
    );
    await shot(page, 'deal-copied');
    // The flag goes back after 1500 ms: still there 1499 ms after the tap, gone at 1500.
    expect(elapsed).toBeLessThan(1_000);
    await advance(1_499 - elapsed);
    await expect(copied).toBeVisible();
    await advance(1);
    await expect(dialog.getByRole('button', { name: 'URL 복사' })).toBeVisible();
    await page.clock.resume();
    const events = await page.evaluate(() => window.dataLayer ?? []);
    expect(events).toContainEqual(
      expect.objectContaining({ event: 'share_url', shareUrl: `${pageUrl.origin}/deal/${deal.dealId}` }),
    );

    await dialog.getByRole('button', { name: '닫기' }).click();
    await expect(dialog).toBeHidden();
    await expect(headerShare(page)).toBeFocused();
  });

  test("KakaoTalk gets the deal's title, subtitle, picture and link", async ({ page }) => {
    await fakeNativeApp(page);
    const deal = await liveDeal(page.request);
    await page.goto(`/deal/${deal.dealId}`);
    await headerShare(page).click();
    await shareDialog(page).getByRole('button', { name: '카카오톡' }).click();
    await expect(shareDialog(page)).toBeHidden();

    const origin = new URL(page.url()).origin;
    const link = { mobileWebUrl: `${origin}/deal/${deal.dealId}`, webUrl: `${origin}/deal/${deal.dealId}` };
    expect(await kakaoSent(page)).toEqual([
      {
        objectType: 'feed',
        content: {
          title: deal.title,
          description: deal.subtitle || deal.description,
          imageUrl: new URL(deal.imageUrl, origin).href,
          link,
        },
        buttons: [{ title: '자세히 보기', link }],
      },
    ]);
    expect(await appHandlerCalls(page)).toEqual([]);
  });

  test("a failing Kakao share shows the spec's alert, then runs the app's move-to-app-market", async ({
    page,
  }) => {
    await fakeNativeApp(page);
    // The page as the server sends it with KAKAO_STAND_IN=fail: the stand-in refuses every share.
    await page.route(/\/deal\/\d+$/, async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '&quot;standIn&quot;:&quot;send&quot;',
        '&quot;standIn&quot;:&quot;fail&quot;',
      );
      expect(html).toContain('&quot;standIn&quot;:&quot;fail&quot;');
      await route.fulfill({ response, body: html });
    });
    const deal = await liveDeal(page.request);
    await page.goto(`/deal/${deal.dealId}`);
    await headerShare(page).click();
    await shareDialog(page).getByRole('button', { name: '카카오톡' }).click();

    const alertBox = page.getByRole('alertdialog');
    await expect(alertBox).toContainText(
      '문제가 발생하여 요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.',
    );
    await shot(page, 'kakao-failed');
    // Not before the shopper has read it.
    expect(await appHandlerCalls(page)).toEqual([]);
    await alertBox.getByRole('button', { name: '확인' }).click();
    await expect.poll(() => appHandlerCalls(page)).toEqual(['moveToAppMarket']);
    expect(await kakaoSent(page)).toEqual([]);
    // The dialog stays for the URL instead.
    await expect(shareDialog(page).getByRole('button', { name: 'URL 복사' })).toBeVisible();
  });

  test("the server's HTML for the deal carries its link preview", async ({ request }) => {
    const deal = await liveDeal(request);
    const response = await request.get(`/deal/${deal.dealId}`, { headers: { accept: 'text/html' } });
    expect(response.ok()).toBe(true);
    const html = await response.text();
    const meta = (key: string) =>
      new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];
    expect(meta('og:url')).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/deal/${deal.dealId}$`));
    // The product picture as a PNG: link previews do not show SVG.
    const png = deal.imageUrl.replace('.svg?', '.png?');
    expect(meta('og:image')).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:\\d+${png.replace(/[.?*+^$()[\]{}|\\]/g, '\\$&')}$`),
    );
    const picture = await request.get(png);
    expect(picture.headers()['content-type']).toBe('image/png');
    expect(meta('og:site_name')).toBe('제철장터');
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(html).toContain(`<title>`);
    expect(html.match(/<title>/g)).toHaveLength(1);
  });
});

test('share from the header on a community post: the post’s own share info', async ({ page, request }) => {
  const list = await request.get('/api/v1/community/dashboard?type=dashboard&size=30');
  expect(list.ok()).toBe(true);
  const { posts } = (await list.json()) as PostList;
  const post = posts.find((p) => p.photoCount > 0);
  expect(post, 'a seeded 오늘의 식탁 post with a photo').toBeTruthy();
  const postId = post!.postId;

  const recorded: unknown[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/v1/community/post-share')) recorded.push(sent.postDataJSON());
  });
  await page.goto(`/community/board-detail/${postId}`);
  await expect(page.getByRole('button', { name: '공유하기' })).toBeVisible();
  await headerShare(page).click();
  const dialog = shareDialog(page);
  const origin = new URL(page.url()).origin;
  await expect(dialog).toContainText(`${origin}/community/board-detail/${postId}`);
  expect(recorded).toEqual([{ communityType: 'dashboard', postId }]);
  await shot(page, 'post-dialog');

  await dialog.getByRole('button', { name: '카카오톡' }).click();
  await expect(dialog).toBeHidden();
  const [sent] = await kakaoSent(page);
  expect(sent?.content.link.webUrl).toBe(`${origin}/community/board-detail/${postId}`);
  // The first photo's JPEG: what KakaoTalk's card can show.
  // Addressed by the photo's random key (the thumbnail's), never by its id.
  const key = /\/api\/v1\/community\/photo\/([\w-]{22})\//.exec(post!.thumbnail?.src ?? '')?.[1];
  expect(key).toBeDefined();
  expect(sent?.content.imageUrl).toMatch(
    new RegExp(`^${origin.replace(/[.]/g, '\\.')}/api/v1/community/photo/${key}/\\d+\\.jpg$`),
  );
  expect(sent?.content.title).toBe(post!.title ?? '제철장터 오늘의 식탁');
  const image = await request.get(sent!.content.imageUrl);
  expect(image.headers()['content-type']).toBe('image/jpeg');
});
