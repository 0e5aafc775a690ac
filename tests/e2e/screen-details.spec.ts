import { expect, type Page, test } from '@playwright/test';
import { DIALOG_WIDTH } from '#contract/constants.ts';
import { PLACEHOLDER_IMAGE } from '#src/ui/lazy-image.tsx';
import { keepSurveyClosed, screenshots, signedInPage } from './support/page.ts';
import { type Member, signInNaver } from './support/sign-in.ts';

/**
 * The spec's smaller promises a shopper sees, each in Chromium: the picture placeholder when an image
 * fails, the dialogs' widths (the terms dialog's is feedback.spec's), the header's settings button, /login-action returning a shopper to where
 * they were, and the community list's scroll memory.
 */

const shot = screenshots('screen-details');

let member: Member;
test.beforeAll(async ({ baseURL }) => {
  member = await signInNaver(String(baseURL), 'naver-full', `w-e2e-details-${Date.now()}`);
});

const widthOf = async (page: Page, role: 'dialog' | 'alertdialog') =>
  (await page.getByRole(role).boundingBox())?.width ?? 0;

test('a product picture that fails to load shows the placeholder, not a broken image', async ({ page }) => {
  await keepSurveyClosed(page.context(), String(test.info().project.use.baseURL));
  await page.route('**/media/products/**', (route) => route.abort());
  await page.goto('/best');
  const placeholder = page.locator(`img[src="${PLACEHOLDER_IMAGE}"]`).first();
  await expect(placeholder).toBeVisible();
  expect(await placeholder.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await shot(page, 'image-placeholder');
});

test('the dialogs are as wide as the spec says on a wide screen: share 320, confirm 380', async ({
  context,
  baseURL,
}) => {
  const page = await signedInPage(context, String(baseURL), member);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/deal/1');
  await page.getByRole('button', { name: '공유', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await widthOf(page, 'dialog')).toBe(DIALOG_WIDTH.share);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.goto('/my-page/settings');
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('로그아웃 하시겠어요?');
  expect(await widthOf(page, 'alertdialog')).toBe(DIALOG_WIDTH.confirm);
  await page.getByRole('alertdialog').getByRole('button', { name: '취소' }).click();
  await expect(page.getByRole('alertdialog')).toBeHidden();
});

test('the alert is 380 wide on a wide screen too: a banned member taps 좋아요', async ({
  context,
  baseURL,
}) => {
  const banned = await signInNaver(String(baseURL), 'naver-banned', `w-e2e-details-ban-${Date.now()}`);
  const page = await signedInPage(context, String(baseURL), banned);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/community/main/dashboard');
  // Opened by its address: the session's ban alert may stand over the list at any moment.
  const post = await page
    .getByRole('list', { name: /목록$/ })
    .first()
    .getByRole('listitem')
    .first()
    .getByRole('link')
    .first()
    .getAttribute('href');
  await page.goto(post ?? '/');
  await expect(page).toHaveURL(/\/community\/board-detail\/\d+/);
  // The session's ban alert may come first, at any moment; otherwise the refused like brings it. Both
  // are the alert, so whichever shows is measured.
  const alert = page.getByRole('alertdialog');
  await expect(async () => {
    if (!(await alert.isVisible()))
      await page
        .getByRole('button', { name: /^좋아요/ })
        .first()
        .click({ timeout: 2_000 });
    await expect(alert).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  expect(await widthOf(page, 'alertdialog')).toBe(DIALOG_WIDTH.alert);
});

test("my page's header gear opens the settings", async ({ context, baseURL }) => {
  const page = await signedInPage(context, String(baseURL), member);
  await page.goto('/my-page/main');
  await page.locator('header').getByRole('link', { name: '설정' }).click();
  await expect(page).toHaveURL(/\/my-page\/settings$/);
});

test('/login-action returns a signed-in shopper to where they were, and a guest to sign in', async ({
  context,
  baseURL,
  browser,
}) => {
  const page = await signedInPage(context, String(baseURL), member);
  await page.goto('/login-action?returnUrl=%2Fbest');
  await expect(page).toHaveURL(/\/best$/);

  const guest = await browser.newPage();
  await keepSurveyClosed(guest.context(), String(baseURL));
  await guest.goto(`${baseURL}/login-action?returnUrl=%2Fbest`);
  await expect(guest).toHaveURL(/\/login\?returnUrl=%2Fbest$/);
  await guest.close();
});

test('the community list comes back where it was left after a post', async ({ page, baseURL }) => {
  await keepSurveyClosed(page.context(), String(baseURL));
  await page.goto('/community/main/dashboard');
  const cards = page.getByRole('list', { name: /목록$/ }).first().getByRole('listitem');
  await expect(cards.nth(6)).toBeVisible();
  await page.mouse.wheel(0, 1200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
  const left = await page.evaluate(() => window.scrollY);
  // A post in the middle of the screen (the header above, the bar and 글쓰기 below).
  await page.mouse.click(120, 380);
  await expect(page).toHaveURL(/\/community\/board-detail\/\d+/);
  await page.getByRole('button', { name: '뒤로 가기' }).click();
  await expect(page).toHaveURL(/\/community\/main\/dashboard$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(left - 40);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(left + 40);
});
