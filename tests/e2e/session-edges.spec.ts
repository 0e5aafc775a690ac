import { expect, type Page, test } from '@playwright/test';
import { stored } from '../support/stored-tokens.ts';
import { screenshots, signInThroughProvider } from './support/page.ts';
import { agreeIfAsked } from './support/sign-up.ts';

/**
 * The shopper's rough edges around the session (issue 15): the ban alert once per browser session,
 * /welcome only after a sign-up, the login page's back button, history after signing in, and the
 * sign-up agreements as proper 44 px checkboxes. Signs in through the development identity provider
 * (docs/dev-idp.md) on the shared server; the people used here are fixed, so nothing depends on order.
 */
const shot = screenshots('session-edges');
const BAN_TEXT = '커뮤니티 운영정책 위반';

const dialogOf = (page: Page) => page.getByRole('alertdialog').or(page.getByRole('dialog'));

test('a banned member sees the ban alert once per session, and on every blocked action', async ({ page }) => {
  await signInThroughProvider(page, /이용 정지 회원/);
  const dialog = dialogOf(page);
  await expect(dialog).toContainText(BAN_TEXT);
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(dialog).toHaveCount(0);

  // Loads after that, in the same tab: no alert.
  await page.goto('/best');
  await expect(page.getByRole('heading', { name: '베스트' }).first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: '베스트' }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(dialog).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('banAlertShown'))).toBe('true');

  // A blocked action says why, each time.
  const like = page.getByRole('button', { name: /찜/ }).first();
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await like.click();
    await expect(dialog).toContainText(BAN_TEXT);
    if (attempt === 0) await shot(page, 'ban-blocked-action');
    await dialog.getByRole('button', { name: '확인' }).click();
    await expect(dialog).toHaveCount(0);
  }
});

test('/welcome sends a shopper who did not just sign up home', async ({ page }) => {
  await page.goto('/welcome');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: '환영합니다!' })).toHaveCount(0);
});

test('/login has the header back button: home when opened directly, else the page before', async ({
  page,
}) => {
  await page.goto('/login');
  const back = page.getByRole('button', { name: '뒤로 가기' });
  await expect(back).toBeVisible();
  await expect(page.getByRole('heading', { name: '로그인', level: 1 })).toBeVisible();
  await shot(page, 'login');
  await back.click();
  await expect(page).toHaveURL(/\/$/);

  // Opened from a page of the app (the route guard of a member page), back returns there.
  await page.goto('/best');
  await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: '마이페이지' }).click();
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fmy-page/);
  await page.getByRole('button', { name: '뒤로 가기' }).click();
  await expect(page).toHaveURL(/\/best$/);
});

test('going back after signing in does not return to the identity provider', async ({ page }) => {
  await page.goto('/best');
  await signInThroughProvider(page, /모든 항목 동의/, '/login?returnUrl=%2Fbest');
  await agreeIfAsked(page);
  await expect(page).toHaveURL(/\/best$/);
  expect(await stored(page, 'accessToken1')).toMatch(/^Bearer /);
  await page.goBack();
  // The page before /login, with neither the provider's pages nor the landing in between.
  await expect(page).toHaveURL(/\/best$/);
  expect(page.url()).not.toContain('/dev-idp/');
});

test('sign-up agreements are real checkboxes with 44 px targets, usable by keyboard', async ({ page }) => {
  await signInThroughProvider(page, /모든 항목 동의/, '/login?returnUrl=%2Fsign-up');
  await expect(page).toHaveURL(/\/sign-up$/);
  const names = [
    '전체 동의하기',
    '[필수] 서비스 이용약관 동의',
    '[필수] 개인정보 수집 및 이용 동의',
    '[필수] 만 14세 이상입니다',
    '[선택] 마케팅 정보 수신 동의',
  ];
  for (const name of names) {
    const box = page.getByRole('checkbox', { name, exact: true });
    await expect(box).not.toBeChecked();
    // The whole row is the target: tapping the label's text ticks the box.
    const label = page.locator('label').filter({ has: box });
    const area = await label.boundingBox();
    expect(area?.height).toBeGreaterThanOrEqual(44);
    expect(area?.width).toBeGreaterThanOrEqual(44);
    // The box itself is large enough to see and hit.
    const own = await box.boundingBox();
    expect(own?.width).toBeGreaterThanOrEqual(20);
  }
  await page.getByText('[필수] 서비스 이용약관 동의').click();
  await expect(page.getByRole('checkbox', { name: '[필수] 서비스 이용약관 동의' })).toBeChecked();
  // Keyboard: Tab reaches the next box, Space ticks it.
  await page.getByRole('checkbox', { name: '[필수] 서비스 이용약관 동의' }).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveAccessibleName('[필수] 개인정보 수집 및 이용 동의');
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: '[필수] 개인정보 수집 및 이용 동의' })).toBeChecked();
  await shot(page, 'sign-up');
});
