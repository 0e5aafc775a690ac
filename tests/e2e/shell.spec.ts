import { expect, type Page, type Route, test } from '@playwright/test';
import { screenshots, signedInPage, unexpectedError } from './support/page.ts';
import { type Member, signInNaver } from './support/sign-in.ts';

/**
 * The app shell's global pieces (spec sections 2, 4, 9): the loading overlay over the flows the shopper
 * must wait for (sign-in landing, star exchange, withdrawal), that it comes down on an error and on
 * navigation, the error dialog, and the 78 px scroll-to-hash offset. The API is slowed or made to fail
 * with page.route, so nothing here changes the shared member's stars or account.
 */

const DEVICE = 'w-e2e-shell';
const shot = screenshots('shell');
const overlay = (page: Page) => page.getByRole('status', { name: '불러오는 중' });

/** Holds a route's answer until `release()`; `arrived` resolves when the request came in. */
function gate() {
  let release: () => void = () => {};
  let arrived: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const came = new Promise<void>((resolve) => (arrived = resolve));
  return {
    release: () => release(),
    arrived: came,
    async hold() {
      arrived();
      await released;
    },
  };
}

let member: Member;

test.beforeAll(async ({ baseURL }) => {
  member = await signInNaver(baseURL!, 'naver-full', DEVICE);
});

const exchangeOf = (status: 'pending' | 'completed') => ({
  exchangeId: 9_001,
  stars: 100,
  partnerPoints: 50,
  status,
  failureReason: null,
  requestedAt: new Date().toISOString(),
  completedAt: status === 'completed' ? new Date().toISOString() : null,
});

/** The exchange screen with 1,000 stars, whatever the shared member holds. */
async function exchangeScreen(page: Page) {
  await page.route('**/api/v1/user/point', (route) =>
    route.fulfill({
      json: {
        balance: 1_000,
        reserved: 0,
        expiringSoon: { amount: 0, date: null, withinDays: 30 },
        asOf: new Date().toISOString(),
      },
    }),
  );
  await page.route('**/api/v1/user/point/exchange/complete', (route) =>
    route.fulfill({ json: { exchange: exchangeOf('completed'), balance: 900 } }),
  );
  await page.goto('/my-page/point-exchange');
  await expect(page.getByRole('button', { name: '별 100개 전환하기' })).toBeEnabled();
}

async function confirmExchange(page: Page) {
  await page.getByRole('button', { name: '별 100개 전환하기' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '전환하기' }).click();
}

test('the star exchange waits under the loading overlay, which takes no taps and comes down after', async ({
  context,
  baseURL,
}) => {
  const page = await signedInPage(context, baseURL!, member);
  const slow = gate();
  const requests: string[] = [];
  await page.route('**/api/v1/user/point/exchange', async (route: Route) => {
    requests.push(route.request().postData() ?? '');
    await slow.hold();
    await route.fulfill({ json: { exchange: exchangeOf('pending'), balance: 900 } });
  });
  await exchangeScreen(page);
  await confirmExchange(page);
  await slow.arrived;
  await expect(overlay(page)).toBeVisible();
  // The spinner: the lottie player, looping (or its static stand-in while it loads).
  await expect(overlay(page).locator('[data-animation="lottie"]')).toBeVisible();
  await page.waitForTimeout(300);
  await shot(page, 'loading-overlay');
  // A tap anywhere lands on the overlay: the exchange button behind it is not reached.
  await page.mouse.click(195, 600);
  await page
    .getByRole('button', { name: '전환하는 중…' })
    .click({ force: true })
    .catch(() => {});
  slow.release();
  await expect(page.getByText('쇼핑몰 포인트 50점 전환 완료')).toBeVisible();
  await expect(overlay(page)).toHaveCount(0);
  expect(requests).toHaveLength(1);
});

test('a navigation takes the overlay down even when the call never answers', async ({ context, baseURL }) => {
  const page = await signedInPage(context, baseURL!, member);
  const never = gate();
  await page.route('**/api/v1/user/point/exchange', async (route) => {
    await never.hold();
    await route.abort();
  });
  await page.goto('/my-page/main');
  await expect(page.getByRole('heading', { level: 2, name: /님$/ })).toBeVisible();
  await exchangeScreen(page);
  await confirmExchange(page);
  await never.arrived;
  await expect(overlay(page)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/my-page\/main$/);
  await expect(overlay(page)).toHaveCount(0);
  // The page takes taps again.
  await page.getByRole('link', { name: '홈' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  never.release();
});

test('an exchange that gets no answer ends in a Korean message and a retry of the same request', async ({
  context,
  baseURL,
}) => {
  const page = await signedInPage(context, baseURL!, member);
  const bodies: string[] = [];
  await page.route('**/api/v1/user/point/exchange', async (route) => {
    bodies.push(route.request().postData() ?? '');
    if (bodies.length === 1) return route.abort('timedout');
    return route.fulfill({ json: { exchange: exchangeOf('pending'), balance: 900 } });
  });
  await exchangeScreen(page);
  await confirmExchange(page);
  await expect(page.getByText('전환 결과를 확인하지 못했어요')).toBeVisible();
  await expect(
    page.getByText('별은 그대로 안전해요. 다시 시도하면 같은 요청으로 이어서 확인해요.'),
  ).toBeVisible();
  await expect(overlay(page)).toHaveCount(0);
  await shot(page, 'exchange-no-answer');
  await page.getByRole('button', { name: '다시 시도' }).click();
  await expect(page.getByText('쇼핑몰 포인트 50점 전환 완료')).toBeVisible();
  expect(bodies).toHaveLength(2);
  expect(JSON.parse(bodies[1]!).requestKey).toBe(JSON.parse(bodies[0]!).requestKey);
});

test('the sign-in landing waits under the overlay while the sign-in is exchanged', async ({
  page,
  baseURL,
}) => {
  const state = `e2e-shell-${Date.now()}`;
  const approve = await fetch(
    `${baseURL}/dev-idp/naver/oauth2.0/authorize/approve?client_id=jecheol-dev-naver&response_type=token&state=${state}&identity=naver-full`,
    { redirect: 'manual' },
  );
  const fragment = new URL(approve.headers.get('location')!, baseURL).hash;
  await page.addInitScript((value) => localStorage.setItem('state', value), state);
  const slow = gate();
  await page.route('**/api/v2/auth/social/signin-and-up', async (route) => {
    await slow.hold();
    await route.continue();
  });
  await page.goto(`/login-landing${fragment}`);
  await slow.arrived;
  await expect(page.getByRole('heading', { name: '로그인하고 있어요' })).toBeVisible();
  await expect(overlay(page)).toBeVisible();
  await shot(page, 'login-landing-overlay');
  slow.release();
  await expect(page).not.toHaveURL(/login-landing/);
  await expect(overlay(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('accessToken1'))).toMatch(/^Bearer /);
});

test('a failed sign-in takes the overlay down before its dialog', async ({ page }) => {
  const state = `e2e-shell-fail-${Date.now()}`;
  await page.addInitScript((value) => localStorage.setItem('state', value), state);
  const slow = gate();
  await page.route('**/api/v2/auth/social/signin-and-up', async (route) => {
    await slow.hold();
    await route.fulfill({
      status: 502,
      contentType: 'text/html',
      body: '<html><body>Bad Gateway</body></html>',
    });
  });
  await page.goto(`/login-landing#access_token=e2e-token&state=${state}`);
  await slow.arrived;
  await expect(overlay(page)).toBeVisible();
  slow.release();
  const dialog = page.getByRole('alertdialog');
  // Spec section 8: the sign-in's own fallback text, in its own dialog (not the error dialog).
  await expect(dialog).toContainText(
    '일시적인 문제로 페이지를 표시할 수 없습니다. 잠시 후 다시 시도해 주세요.',
  );
  await expect(overlay(page)).toHaveCount(0);
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a withdrawal the server fails shows the error dialog, and the member stays signed in', async ({
  context,
  baseURL,
}) => {
  const page = await signedInPage(context, baseURL!, member);
  const slow = gate();
  await page.route('**/api/v2/auth/social/withdrawal', async (route) => {
    await slow.hold();
    await route.fulfill(unexpectedError());
  });
  await page.goto('/withdraw');
  await page.getByRole('radio', { name: '기타' }).check();
  await page.getByLabel('기타 사유 (필수)').fill('테스트로 만든 계정이라 정리해요.');
  await page.getByRole('button', { name: '탈퇴하기' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '탈퇴하기' }).click();
  await slow.arrived;
  await expect(overlay(page)).toBeVisible();
  slow.release();

  const dialog = page.getByRole('alertdialog', { name: '요청을 처리하지 못했어요' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.');
  await expect(overlay(page)).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: '확인' })).toBeFocused();
  await shot(page, 'error-dialog');
  // Not dismissable by Escape; 확인 closes it and the form is there to try again.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/withdraw$/);
  await expect(page.getByRole('button', { name: '탈퇴하기' })).toBeEnabled();
  expect(await page.evaluate(() => localStorage.getItem('accessToken1'))).toMatch(/^Bearer /);
});

test('a refused withdrawal (4xx) stays next to the form, without the error dialog', async ({
  context,
  baseURL,
}) => {
  const page = await signedInPage(context, baseURL!, member);
  await page.route('**/api/v2/auth/social/withdrawal', (route) =>
    route.fulfill({
      status: 400,
      json: { code: 13, name: 'OUT_OF_RANGE', message: '탈퇴 사유는 500자까지 쓸 수 있어요.' },
    }),
  );
  await page.goto('/withdraw');
  await page.getByRole('radio', { name: '기타' }).check();
  await page.getByLabel('기타 사유 (필수)').fill('테스트로 만든 계정이라 정리해요.');
  await page.getByRole('button', { name: '탈퇴하기' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '탈퇴하기' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: '탈퇴 사유는 500자까지 쓸 수 있어요.' }),
  ).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

/** Where the element's top is in the viewport, in px. */
const topOf = (page: Page, id: string) =>
  page.evaluate((target) => document.getElementById(target)?.getBoundingClientRect().top ?? Number.NaN, id);

test('a #hash scrolls its target to 78 px below the top, on first load and in-app', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.locator('section[id]').nth(3)).toBeAttached();
  const ids = await page.locator('section[id]').evaluateAll((sections) => sections.map((s) => s.id));
  expect(ids.length).toBeGreaterThan(3);
  // Far enough down for the page to scroll, not so near the end that it runs out of page.
  const far = ids[Math.floor(ids.length / 2)]!;
  const near = ids[2]!;

  // First load with the hash.
  await page.goto(`/terms#${far}`);
  await expect(page.locator(`#${far}`)).toBeVisible();
  await expect.poll(() => topOf(page, far)).toBeCloseTo(78, 0);
  await shot(page, 'hash-first-load');

  // In the page: the table of contents.
  await page.goto('/terms');
  await page.getByRole('navigation', { name: '목차' }).locator(`a[href$="#${near}"]`).click();
  await expect(page).toHaveURL(new RegExp(`#${near}$`));
  await expect.poll(() => topOf(page, near)).toBeCloseTo(78, 0);

  // An in-app navigation from another screen (the router's own hash scrolling).
  await page.goto('/privacy');
  await expect(page.locator('section[id]').first()).toBeVisible();
  await page.evaluate((hash) => {
    window.history.pushState(window.history.state, '', `/terms#${hash}`);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, far);
  await expect(page.locator(`#${far}`)).toBeVisible();
  await expect.poll(() => topOf(page, far)).toBeCloseTo(78, 0);
});
