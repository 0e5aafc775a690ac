import { type Browser, expect, type Page, test } from '@playwright/test';
import { APP_WEB_VIEW_UA_MARKER } from '#machines/user-agent/user-agent.ts';
import { type RunningServer, startServer } from '../support/server-process.ts';
import { expireAccessToken, stored } from '../support/stored-tokens.ts';
import { screenshots, signInThroughProvider } from './support/page.ts';

/**
 * Sign-in, session and logout through the development identity provider (docs/dev-idp.md), against
 * the production build. Bans and token manipulation touch server state, so the file runs on a private
 * server of its own.
 */
test.describe.configure({ mode: 'serial' });

const PORT = 4302;
const privateServerEnv: Record<string, string> = process.env.E2E_SPA_DIR
  ? { SPA_DIR: process.env.E2E_SPA_DIR }
  : {};
const shot = screenshots('session');
const EXPIRED_MESSAGE = '로그인이 만료되었습니다';

let server: RunningServer;

test.beforeAll(async () => {
  server = await startServer({
    port: PORT,
    sqlitePath: `test-results/session-${PORT}.db`,
    env: privateServerEnv,
  });
});

test.afterAll(async () => {
  await server?.stop();
});

/**
 * A first sign-up needs a person the server has never seen; the provider's test people are fixed, so
 * those tests get a fresh server of their own (fresh database) and stay independent of order and retries.
 */
async function withFreshServer(port: number, run: (baseUrl: string) => Promise<void>) {
  const fresh = await startServer({
    port,
    sqlitePath: `test-results/session-${port}.db`,
    env: privateServerEnv,
  });
  try {
    await run(fresh.baseUrl);
  } finally {
    await fresh.stop();
  }
}

/** A page inside the native app's web view (its user agent carries the marker); only there the bridge listens. */
async function openInApp(browser: Browser) {
  const context = await browser.newContext({
    userAgent: `Mozilla/5.0 (Linux; Android 14) Chrome/126 Mobile ${APP_WEB_VIEW_UA_MARKER}/2.29.0`,
  });
  return { context, page: await context.newPage() };
}

const signInWithNaver = (page: Page, person: RegExp) =>
  signInThroughProvider(page, person, `${server.baseUrl}/login`);

/** /sign-up's required boxes ticked (the marketing one left alone) and the agreement sent. */
async function agreeOnSignUp(page: Page) {
  await expect(page).toHaveURL(/\/sign-up$/);
  for (const name of [/서비스 이용약관 동의/, /개인정보 수집 및 이용 동의/, /만 14세 이상/])
    await page.getByRole('checkbox', { name }).check();
  await page.getByRole('button', { name: '동의하고 시작하기' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
}

test('Naver sign-in of a new member goes to /sign-up, and only the agreement makes a member', async ({
  page,
}) => {
  await withFreshServer(4303, async (baseUrl) => {
    await page.goto(`${baseUrl}/login`);
    await expect(page.getByRole('button', { name: 'Apple로 시작하기' })).toBeVisible();
    await shot(page, 'login');
    await page.getByRole('button', { name: '네이버로 시작하기' }).click();
    await page.getByRole('link', { name: /모든 항목 동의/ }).click();
    await expect(page).toHaveURL(/\/sign-up$/);
    // Not a member yet: a member page's calls answer SIGN_UP_REQUIRED and the app sends them back.
    await page.goto(`${baseUrl}/my-page`);
    await expect(page).toHaveURL(/\/sign-up$/);
    await expect(page.getByRole('button', { name: '동의하고 시작하기' })).toBeDisabled();
    await agreeOnSignUp(page);
    // Marketing consent was left alone, so nothing is preset.
    const settings = await page.evaluate(async () => {
      const response = await fetch('/api/v1/user/settings', {
        headers: { authorization: localStorage.getItem('accessToken1') ?? '' },
      });
      return response.json();
    });
    expect(settings).toMatchObject({ adYN: 'N', emailYN: 'N', smsYN: 'N' });
    await page.goto(`${baseUrl}/my-page`);
    await expect(page).toHaveURL(/\/my-page/);
    expect(await stored(page, 'accessToken1')).toMatch(/^Bearer \S+$/);
    expect(await stored(page, 'refreshToken1')).toBeTruthy();
    expect(await stored(page, 'socialLoginPlatform')).toBe('naver');
    const cookieNames = (await page.context().cookies()).map((cookie) => cookie.name);
    expect(cookieNames).toEqual(expect.arrayContaining(['accessToken', 'refreshToken']));
  });
});

test('Apple sign-in with a name signs up and sends the name family first', async ({ page }) => {
  await withFreshServer(4304, async (baseUrl) => {
    const bodies: unknown[] = [];
    const formPosts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v2/auth/social/signin-and-up')) bodies.push(request.postDataJSON());
      // Apple answers by form post (response_mode=form_post) to the server, as the real Apple must.
      if (request.method() === 'POST' && request.url().endsWith('/api/v2/auth/social/apple/callback'))
        formPosts.push(request.headers()['content-type'] ?? '');
    });
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('button', { name: 'Apple로 시작하기' }).click();
    await page.getByRole('link', { name: /이름 제공/ }).click();
    await agreeOnSignUp(page);
    expect(formPosts).toEqual(['application/x-www-form-urlencoded']);
    expect(bodies).toEqual([expect.objectContaining({ channelType: 1002, name: '이사과' })]);
    expect(await stored(page, 'socialLoginPlatform')).toBe('apple');
  });
});

test('Apple landing without a provider token is refused before any call', async ({ page }) => {
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/signin-and-up')) calls += 1;
  });
  await page.goto(`${server.baseUrl}/login-landing-apple#code=dev-code&state=whatever1`);
  await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toContainText(
    '로그인하지 못했습니다',
  );
  expect(calls).toBe(0);
});

test('cancelling at Apple quietly returns to the login page', async ({ page }) => {
  await page.goto(`${server.baseUrl}/login`);
  await page.getByRole('button', { name: 'Apple로 시작하기' }).click();
  await page.getByRole('link', { name: '취소' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Apple로 시작하기' })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('/sign-up needs a member and asks for the required agreements', async ({ page }) => {
  await page.goto(`${server.baseUrl}/sign-up`);
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fsign-up/);
  await page.getByRole('button', { name: '네이버로 시작하기' }).click();
  await page.getByRole('link', { name: /모든 항목 동의/ }).click();
  await expect(page).toHaveURL(/\/sign-up$/);
  const start = page.getByRole('button', { name: '동의하고 시작하기' });
  await expect(start).toBeDisabled();
  await page.getByLabel('전체 동의하기').check();
  await shot(page, 'sign-up');
  await start.click();
  await expect(page).toHaveURL(/\/welcome$/);
});

test('a missing Naver consent asks for it again', async ({ page }) => {
  await signInWithNaver(page, /이메일 미동의/);
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toContainText('필수 항목을 모두 체크해야 가입이 완료됩니다');
  await shot(page, 'missing-consent');
  await dialog.getByRole('button', { name: '다시 동의하기' }).click();
  // Back on the provider's consent page, asked again.
  await expect(page).toHaveURL(/\/dev-idp\/naver\/oauth2\.0\/authorize\?.*auth_type=reprompt/);
  expect(await stored(page, 'accessToken1')).toBeNull();
});

test('an under-14 shopper gets the guardian alert and is not signed in', async ({ page }) => {
  await signInWithNaver(page, /만 14세 미만/);
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toContainText('보호자의 동의가 필요합니다');
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(`${server.baseUrl}/`);
  expect(await stored(page, 'accessToken1')).toBeNull();
});

test('a logged-out visit to /my-page goes through login and back to /my-page', async ({ page }) => {
  await page.goto(`${server.baseUrl}/my-page`);
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fmy-page/);
  await page.getByRole('button', { name: '네이버로 시작하기' }).click();
  await page.getByRole('link', { name: /모든 항목 동의/ }).click();
  await expect(page).toHaveURL(/\/my-page(\/main)?$/);
});

test('an expired access token is refreshed silently during browsing', async ({ page }) => {
  await signInWithNaver(page, /모든 항목 동의/);
  await expect(page).toHaveURL(/\/(welcome)?$/);
  // Tokens are changed on a page of the same origin where the app does not run, so no live page
  // reacts to them before the reload under test.
  await page.goto(`${server.baseUrl}/healthz`);
  const expired = await expireAccessToken(page);
  const refreshes: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/v1/token/jwt/refresh')) refreshes.push(response.status());
  });
  // A reload validates the stored token first: it expired, so the session refreshes, then lets the
  // requireAuth page open instead of sending the member to login.
  await page.goto(`${server.baseUrl}/my-page`);
  await expect.poll(() => refreshes).toEqual([200]);
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(/\/my-page/);
  const renewed = await stored(page, 'accessToken1');
  expect(renewed).toMatch(/^Bearer \S+$/);
  expect(renewed).not.toBe(expired);
  await expect(page.getByText(EXPIRED_MESSAGE)).toHaveCount(0);
});

test('concurrent calls failing on an expired access token share one silent refresh and are retried', async ({
  browser,
}) => {
  const { context, page } = await openInApp(browser);
  await signInWithNaver(page, /모든 항목 동의/);
  await expect(page).toHaveURL(/\/(welcome)?$/);
  await page.waitForLoadState('networkidle');
  await expireAccessToken(page);
  const pushCalls: number[] = [];
  const refreshes: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/v1/token/jwt/refresh')) refreshes.push(response.status());
    if (response.url().endsWith('/api/v1/app/push')) pushCalls.push(response.status());
  });
  // The session in memory is still logged in. Three native-app push messages (spec section 2) send
  // three calls at once through the bridge; each meets the expired token.
  await page.evaluate(() => {
    for (const pushYN of [true, false, true])
      window.postMessage({ type: 'setDevicePush', data: { pushYN } }, '*');
  });
  await expect.poll(() => pushCalls.filter((status) => status === 200).length).toBe(3);
  expect(pushCalls.filter((status) => status === 401)).toHaveLength(3);
  expect(refreshes).toEqual([200]);
  expect(await stored(page, 'accessToken1')).toMatch(/^Bearer \S+$/);
  await expect(page.getByText(EXPIRED_MESSAGE)).toHaveCount(0);
  await context.close();
});

test('an expired refresh token shows the dialog once, then login', async ({ page }) => {
  await signInWithNaver(page, /모든 항목 동의/);
  await expect(page).toHaveURL(/\/(welcome)?$/);
  await page.goto(`${server.baseUrl}/healthz`);
  await expireAccessToken(page);
  await page.evaluate(() => window.localStorage.setItem('refreshToken1', 'revoked-refresh-token'));
  await page.goto(`${server.baseUrl}/my-page`);
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toContainText(EXPIRED_MESSAGE);
  await expect(page.getByText(EXPIRED_MESSAGE)).toHaveCount(1);
  await shot(page, 'expired');
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await stored(page, 'accessToken1')).toBeNull();
  await expect(page.getByText(EXPIRED_MESSAGE)).toHaveCount(0);
});

test('concurrent calls meeting an ended session show the expired dialog only once', async ({ browser }) => {
  const { context, page } = await openInApp(browser);
  await signInWithNaver(page, /모든 항목 동의/);
  await expect(page).toHaveURL(/\/(welcome)?$/);
  await page.waitForLoadState('networkidle');
  await expireAccessToken(page);
  await page.evaluate(() => window.localStorage.setItem('refreshToken1', 'revoked-refresh-token'));
  await page.evaluate(() => {
    for (const pushYN of [true, false, true, false])
      window.postMessage({ type: 'setDevicePush', data: { pushYN } }, '*');
  });
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(EXPIRED_MESSAGE);
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/login/);
  // No second dialog queued behind the first.
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(await stored(page, 'accessToken1')).toBeNull();
  await context.close();
});

test('a banned member sees the ban message after signing in', async ({ page }) => {
  await signInWithNaver(page, /이용 정지 회원/);
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toContainText('커뮤니티 운영정책 위반');
  await shot(page, 'banned');
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(dialog).toHaveCount(0);

  // Member actions stay blocked with the ban message, and no like reaches the server.
  const likeCalls: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.url().includes('/api/v1/user/like/'))
      likeCalls.push(request.url());
  });
  const stores = (await (await fetch(`${server.baseUrl}/api/v2/display/local/26`)).json()) as {
    stores: { shopId: number }[];
  };
  await page.goto(`${server.baseUrl}/local/store/26/${stores.stores[0]?.shopId}`);
  // The ban status is stored (spec section 3), so the first action is blocked at once; the alert itself
  // is not repeated on this load (once per browser session, session-edges.spec.ts).
  const like = page.getByRole('button', { name: /상점 찜/ });
  await expect(like).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await like.click();
  await expect(dialog).toContainText('커뮤니티 운영정책 위반');
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  expect(likeCalls).toEqual([]);
});

test('logout clears stored tokens, social keys and the token cookies', async ({ page, context }) => {
  // Records what the app removes: the app profile may write the terms flag again for the guest at once.
  await context.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { removedKeys: string[] }).removedKeys = removed;
    const original = Storage.prototype.removeItem;
    Storage.prototype.removeItem = function (this: Storage, key: string) {
      removed.push(key);
      return original.call(this, key);
    };
  });
  await signInWithNaver(page, /모든 항목 동의/);
  await expect(page).toHaveURL(/\/(welcome)?$/);
  await page.evaluate(() => window.localStorage.setItem('survey-completed', 'true'));
  const deletes: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/v1/token/jwt') && response.request().method() === 'DELETE')
      deletes.push(response.status());
  });
  const popup = context.waitForEvent('page');
  await page.goto(`${server.baseUrl}/login`);
  await page.getByRole('button', { name: '로그아웃' }).click();
  // Desktop Chromium outside the app: the shop's logout page opens in a tiny popup.
  expect((await popup).url()).toBe(`${server.baseUrl}/dev-shop/exec/front/Member/logout/`);
  await expect(page).toHaveURL(`${server.baseUrl}/`);
  expect(deletes).toEqual([200]);
  const removed = await page.evaluate(() => (window as unknown as { removedKeys: string[] }).removedKeys);
  expect(removed).toEqual(
    expect.arrayContaining([
      'accessToken1',
      'refreshToken1',
      'socialLoginPlatform',
      'terms-completed',
      'survey-completed',
    ]),
  );
  for (const key of ['accessToken1', 'refreshToken1', 'socialLoginPlatform', 'survey-completed'])
    expect(await stored(page, key)).toBeNull();
  const cookieNames = (await context.cookies(server.baseUrl)).map((cookie) => cookie.name);
  expect(cookieNames).not.toContain('accessToken');
  expect(cookieNames).not.toContain('refreshToken');
});

test('logout on mobile Safari outside the app opens the shop logout page in the same window', async ({
  browser,
}) => {
  const context = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  });
  try {
    const page = await context.newPage();
    await signInWithNaver(page, /모든 항목 동의/);
    await expect(page).toHaveURL(/\/(welcome)?$/);
    await page.goto(`${server.baseUrl}/login`);
    await page.getByRole('button', { name: '로그아웃' }).click();
    await expect(page).toHaveURL(`${server.baseUrl}/dev-shop/exec/front/Member/logout/`);
    expect(context.pages()).toHaveLength(1);
  } finally {
    await context.close();
  }
});

test("the native app's appLogout message ends the web session and goes home", async ({ browser }) => {
  const { context, page } = await openInApp(browser);
  await signInWithNaver(page, /모든 항목 동의/);
  await expect(page).toHaveURL(/\/(welcome)?$/);
  await page.waitForLoadState('networkidle');
  // A malformed message is ignored without breaking the page.
  await page.evaluate(() => window.postMessage('{"type":"appLogout"', '*'));
  await page.evaluate(() => window.postMessage({ type: 'moveRoute', data: {} }, '*'));
  expect(await stored(page, 'accessToken1')).toMatch(/^Bearer /);
  await page.evaluate(() => window.postMessage(JSON.stringify({ type: 'appLogout' }), '*'));
  await expect(page).toHaveURL(`${server.baseUrl}/`);
  await expect.poll(() => stored(page, 'accessToken1')).toBeNull();
  await context.close();
});

test('a mobile browser outside the app never loads the bridge', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(`${server.baseUrl}/`);
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => /\/bridge-[\w-]+\.js$/.test(url))).toEqual([]);
});

test("a second tab's sign-in is picked up by the first", async ({ context }) => {
  const first = await context.newPage();
  await first.goto(`${server.baseUrl}/login`);
  await expect(first.getByRole('button', { name: '네이버로 시작하기' })).toBeVisible();
  const second = await context.newPage();
  await signInWithNaver(second, /모든 항목 동의/);
  await expect(second).toHaveURL(/\/(welcome)?$/);
  // The first tab hears the token key change, validates, and shows the signed-in state.
  await expect(first.getByRole('heading', { name: '이미 로그인되어 있어요' })).toBeVisible();
});
