import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expireAccessToken, stored } from '../support/stored-tokens.ts';
import { screenshots, signInThroughProvider } from './support/page.ts';
import { agreeIfAsked } from './support/sign-up.ts';

/**
 * One member in two tabs of one browser (one context: shared storage, cookies and Web Locks). The
 * server rotates the refresh token on every refresh and ends the whole session when a used one comes
 * back, so the tabs must never present the same refresh token twice.
 */
test.describe.configure({ mode: 'serial' });

const EXPIRED_MESSAGE = '로그인이 만료되었습니다';
const REFRESH_PATH = '/api/v1/token/jwt/refresh';
const VALIDATION_PATH = '/api/v1/token/jwt/validation';
const shot = screenshots('session-tabs');

async function signInWithNaver(page: Page) {
  await signInThroughProvider(page, /모든 항목 동의/);
  await agreeIfAsked(page);
  await expect(page).toHaveURL(/\/(welcome)?$/);
}

/** A member call from the tab, with the tokens it holds now; answers the HTTP status. */
function memberCall(page: Page) {
  return page.evaluate(async () => {
    const response = await fetch('/api/v2/user/profile', {
      headers: {
        Authorization: window.localStorage.getItem('accessToken1') ?? '',
        deviceUuid: window.localStorage.getItem('uid') ?? '',
      },
    });
    return response.status;
  });
}

/** Every token refresh the context's pages send: the refresh token presented and the answer. */
function watchRefreshes(context: BrowserContext) {
  const refreshes: { presented: string; status?: number }[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === REFRESH_PATH)
      refreshes.push({ presented: request.headers().refreshtoken ?? '' });
  });
  context.on('response', async (response) => {
    if (new URL(response.url()).pathname !== REFRESH_PATH) return;
    const presented = (await response.request().allHeaders()).refreshtoken ?? '';
    const entry = refreshes.find(
      (refresh) => refresh.presented === presented && refresh.status === undefined,
    );
    if (entry) entry.status = response.status();
  });
  return refreshes;
}

test('two tabs whose access token expired never present the same refresh token, and both stay signed in', async ({
  context,
}) => {
  const first = await context.newPage();
  await signInWithNaver(first);
  const second = await context.newPage();
  // Tokens are changed where the app does not run, so no live tab reacts before the loads under test.
  await first.goto('/healthz');
  await second.goto('/healthz');
  await expireAccessToken(first);

  // Both tabs must meet the expired token before any refresh gets through: the first refresh is held
  // until both validations have answered ACCESS_TOKEN_EXPIRED, so both tabs want to refresh at once.
  let expiredValidations = 0;
  await context.route(`**${VALIDATION_PATH}`, async (route) => {
    const response = await route.fetch();
    if (response.status() === 401) expiredValidations += 1;
    await route.fulfill({ response });
  });
  await context.route(`**${REFRESH_PATH}`, async (route) => {
    const deadline = Date.now() + 15_000;
    while (expiredValidations < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await route.continue();
  });
  const refreshes = watchRefreshes(context);

  await Promise.all([first.goto('/my-page'), second.goto('/my-page')]);

  for (const page of [first, second]) {
    await expect(page).toHaveURL(/\/my-page/);
    await page.waitForLoadState('networkidle');
  }
  expect(expiredValidations).toBeGreaterThanOrEqual(2);
  // Usually one refresh between them. A second one is allowed only with the token the first one
  // issued (a tab that set out after the first tab's refresh was stored): never a used token.
  await expect.poll(() => refreshes.every((refresh) => refresh.status !== undefined)).toBe(true);
  expect(refreshes.length).toBeGreaterThanOrEqual(1);
  expect(refreshes.length).toBeLessThanOrEqual(2);
  expect(refreshes.map((refresh) => refresh.status)).toEqual(refreshes.map(() => 200));
  const presentedOnce = refreshes.map((refresh) => refresh.presented);
  expect(new Set(presentedOnce).size).toBe(presentedOnce.length);
  for (const page of [first, second]) {
    await expect(page).toHaveURL(/\/my-page/);
    await expect(page.getByText(EXPIRED_MESSAGE)).toHaveCount(0);
    expect(await stored(page, 'accessToken1')).toMatch(/^Bearer \S+$/);
  }
  await shot(second, 'second-tab');

  // The session lives on: member calls from both tabs are answered, and a later refresh still works.
  expect(await memberCall(first)).toBe(200);
  expect(await memberCall(second)).toBe(200);
  const before = refreshes.length;
  await second.goto('/healthz');
  // The first tab hears of this change too, and revalidates: both may want to refresh again.
  await expireAccessToken(second);
  await second.goto('/my-page');
  await expect(second).toHaveURL(/\/my-page/);
  await expect.poll(() => refreshes.length).toBeGreaterThan(before);
  await expect.poll(() => refreshes.every((refresh) => refresh.status === 200)).toBe(true);
  expect(await memberCall(second)).toBe(200);
  expect(await memberCall(first)).toBe(200);
  // No refresh token was ever presented twice, which is what would end the session.
  const presented = refreshes.map((refresh) => refresh.presented);
  expect(new Set(presented).size).toBe(presented.length);
});

test('an ended session runs the whole logout: token delete, shop logout, then login with the return path', async ({
  context,
}) => {
  const page = await context.newPage();
  await signInWithNaver(page);
  await page.goto('/healthz');
  await expireAccessToken(page);
  await page.evaluate(() => window.localStorage.setItem('refreshToken1', 'revoked-refresh-token'));
  const deletes: (string | undefined)[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/token/jwt' && request.method() === 'DELETE')
      deletes.push(request.headers().refreshtoken);
  });
  await page.goto('/my-page/point');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(EXPIRED_MESSAGE);
  await expect.poll(() => deletes).toEqual(['revoked-refresh-token']);
  expect(await stored(page, 'accessToken1')).toBeNull();
  await shot(page, 'expired');

  const popup = context.waitForEvent('page');
  await dialog.getByRole('button', { name: '확인' }).click();
  expect((await popup).url()).toMatch(/\/dev-shop\/exec\/front\/Member\/logout\/$/);
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fmy-page%2Fpoint$/);
  await expect(page.getByRole('button', { name: '네이버로 시작하기' })).toBeVisible();
  await shot(page, 'login-after-expiry');
});
