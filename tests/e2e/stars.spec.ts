import { type BrowserContext, expect, type Page, type Route, test } from '@playwright/test';
import { type RunningServer, startServer } from '../support/server-process.ts';
import { failApi, holdApi, screenshots, signedInPage } from './support/page.ts';
import { type Member, signInNaver } from './support/sign-in.ts';

/**
 * Stars end to end (issue 12): a member is given stars by the operator (`npm run admin -- stars
 * grant`), sees them on my page and in the history, exchanges 100 stars and follows 50 partner points
 * from pending to done (the development partner accepts). Then every star screen is photographed at
 * 390x844 in its loading, empty, error and data states. Grants and exchanges change the member's
 * ledger, so the file runs on a private server of its own.
 */
test.describe.configure({ mode: 'serial' });

const PORT = Number(process.env.E2E_STARS_PORT ?? 4296);
const MEMBER_EMAIL = 'full.consent@dev.jecheol.kr';
const DEVICE = 'w-e2e-stars';
const GRANT = 1_000;
const GRANT_REASON = 'e2e 별 지급';
const shot = screenshots('stars');

let server: RunningServer;
let member: Member;

test.beforeAll(async () => {
  server = await startServer({
    port: PORT,
    sqlitePath: `test-results/stars-${PORT}.db`,
    env: process.env.E2E_SPA_DIR ? { SPA_DIR: process.env.E2E_SPA_DIR } : {},
  });
  member = await signInNaver(server.baseUrl, 'naver-full', DEVICE);
  const grant = server.admin('stars', 'grant', MEMBER_EMAIL, String(GRANT), GRANT_REASON);
  expect(grant.status, grant.stderr).toBe(0);
});

test.afterAll(async () => {
  await server?.stop();
});

/** A signed-in tab on the private server (its shop pages are the development shop). */
const memberPage = (context: BrowserContext) => signedInPage(context, server.baseUrl, member);

async function balanceNow(): Promise<number> {
  const response = await fetch(`${server.baseUrl}/api/v1/user/point`, {
    headers: { Authorization: `Bearer ${member.accessToken}`, deviceUuid: DEVICE },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { balance: number }).balance;
}

const count = (value: number) => new Intl.NumberFormat('ko-KR').format(value);

test('stars granted by the operator show on my page and in the history', async ({ context }) => {
  const page = await memberPage(context);
  const balance = await balanceNow();
  expect(balance).toBeGreaterThanOrEqual(GRANT);
  await page.goto(`${server.baseUrl}/my-page/main`);
  await expect(page.getByRole('heading', { level: 2, name: /님$/ })).toBeVisible();
  const stars = page.getByRole('region', { name: '보유 별' });
  await expect(stars).toContainText(count(balance));
  await expect(page.getByRole('progressbar')).toBeVisible();
  await page.getByRole('link', { name: '별 내역' }).click();
  await expect(page).toHaveURL(/\/my-page\/point$/);
  await expect(page.getByText(GRANT_REASON)).toBeVisible();
  await expect(page.getByRole('list', { name: '전체 내역' })).toContainText(`+${count(GRANT)}`);
  await page.getByRole('button', { name: '적립' }).click();
  await expect(page).toHaveURL(/\?type=earned$/);
  await expect(page.getByText(GRANT_REASON)).toBeVisible();
  // Back goes to my page: the filter replaced its history entry instead of adding one.
  await page.getByRole('button', { name: '뒤로 가기' }).click();
  await expect(page).toHaveURL(/\/my-page\/main$/);
});

test('exchanging 100 stars shows 50 partner points pending, then done', async ({ context }) => {
  const page = await memberPage(context);
  const before = await balanceNow();
  // Hold the settlement a moment so the pending state can be seen (the partner itself answers at once).
  let releaseCompletion: () => void = () => {};
  const completionHeld = new Promise<void>((resolve) => {
    releaseCompletion = resolve;
  });
  await page.route('**/api/v1/user/point/exchange/complete', async (route: Route) => {
    await completionHeld;
    await route.continue();
  });
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/v1/user/point/exchange'))
      posts.push(new URL(request.url()).pathname);
  });

  await page.goto(`${server.baseUrl}/my-page/point-exchange`);
  const exchange = page.getByRole('button', { name: '별 100개 전환하기' });
  await expect(exchange).toBeEnabled();
  await expect(page.getByText('50점', { exact: true })).toBeVisible();
  await exchange.click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('별 100개를 쇼핑몰 포인트 50점으로 전환할까요?');
  await dialog.getByRole('button', { name: '전환하기' }).click();
  await expect(page.getByText('쇼핑몰 포인트 50점 지급 대기 중')).toBeVisible();
  await expect(page.getByRole('button', { name: '전환하는 중…' })).toBeDisabled();
  await shot(page, 'exchange-pending');
  releaseCompletion();
  await expect(page.getByText('쇼핑몰 포인트 50점 전환 완료')).toBeVisible();
  await shot(page, 'exchange-done');
  expect(posts).toEqual(['/api/v1/user/point/exchange', '/api/v1/user/point/exchange/complete']);
  expect(await balanceNow()).toBe(before - 100);
  await expect(page.getByText(`보유 별 ${count(before - 100)}개`, { exact: false })).toBeVisible();

  await page.goto(`${server.baseUrl}/my-page/point?type=used`);
  await expect(page.getByText('전환 완료').first()).toBeVisible();
});

/** An exchange asked for over the API and left pending: the partner accepted, nobody confirmed it. */
async function pendingExchange(stars: number): Promise<void> {
  const response = await fetch(`${server.baseUrl}/api/v1/user/point/exchange`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${member.accessToken}`,
      deviceUuid: DEVICE,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ stars, requestKey: `e2e-history-${Date.now()}` }),
  });
  expect(response.status).toBe(200);
  expect(((await response.json()) as { exchange: { status: string } }).exchange.status).toBe('pending');
}

test('a pending exchange is checked from the history: 완료, then one the partner refuses: 실패', async ({
  context,
}) => {
  const page = await memberPage(context);
  const before = await balanceNow();
  await pendingExchange(100);
  const completes: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/user/point/exchange/complete')) completes.push(request.method());
  });

  await page.goto(`${server.baseUrl}/my-page/point?type=used`);
  const balance = page.getByRole('region', { name: '사용할 수 있는 별' });
  await expect(balance).toContainText(count(before - 100));
  await expect(page.getByText('전환 대기', { exact: true })).toHaveCount(1);
  const check = page.getByRole('button', { name: '상태 확인' });
  await expect(check).toHaveCount(1);
  await shot(page, 'history-pending');
  // A double tap asks once.
  await check.dblclick();
  await expect(page.getByText('전환 완료: 쇼핑몰 포인트 50점이 지급되었어요.')).toBeVisible();
  await expect(page.getByRole('button', { name: '상태 확인' })).toHaveCount(0);
  await shot(page, 'history-checked');
  expect(completes).toEqual(['POST']);
  expect(await balanceNow()).toBe(before - 100);

  // Another one, which the development partner refuses to confirm: 실패, and the stars come back. In a
  // new tab: this one keeps its answers in its session's query cache.
  await pendingExchange(100);
  const refusing = await context.newPage();
  await refusing.route('**/api/v1/user/point/exchange/complete', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-dev-partner-answer': 'reject' } }),
  );
  await refusing.goto(`${server.baseUrl}/my-page/point?type=used`);
  const refusingBalance = refusing.getByRole('region', { name: '사용할 수 있는 별' });
  await expect(refusingBalance).toContainText(count(before - 200));
  await refusing.getByRole('button', { name: '상태 확인' }).click();
  await expect(refusing.getByText(/^전환 실패: /)).toBeVisible();
  await expect(refusingBalance).toContainText(count(before - 100));
  expect(await balanceNow()).toBe(before - 100);
});

/** Answers one API path with `body`. */
async function answer(page: Page, path: string, body: unknown) {
  await page.route(`**${path}*`, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) }),
  );
}

const screens = [
  { name: 'main', path: '/my-page/main', api: '/api/v1/user/mypage', heading: /님$/ },
  { name: 'my-level', path: '/my-page/my-level', api: '/api/v1/user/level', heading: '등급 기준' },
  { name: 'point', path: '/my-page/point', api: '/api/v1/user/point', heading: '별 내역' },
  { name: 'exchange', path: '/my-page/point-exchange', api: '/api/v1/user/point', heading: '전환할 별' },
  { name: 'guide', path: '/my-page/point-guide', api: '/api/v2/user/point/guide', heading: '별 모으기' },
] as const;

for (const screen of screens) {
  test(`${screen.name}: loading, error and data at 390x844`, async ({ context }) => {
    const page = await memberPage(context);
    const release = await holdApi(page, `**${screen.api}*`);
    await page.goto(`${server.baseUrl}${screen.path}`);
    await expect(page.locator('[aria-busy="true"]').first()).toBeVisible();
    await shot(page, `${screen.name}-loading`);
    await release();
    await expect(page.getByRole('heading', { name: screen.heading }).first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await shot(page, `${screen.name}-data`);

    // A new tab: the one above keeps its answers in its session's query cache.
    const failing = await context.newPage();
    await failApi(failing, `**${screen.api}*`, '일시적인 오류가 발생했습니다.');
    await failing.goto(`${server.baseUrl}${screen.path}`);
    const retry = failing.getByRole('button', { name: '다시 시도' }).first();
    await expect(retry).toBeVisible();
    await expect(failing.getByText('일시적인 오류가 발생했습니다.').first()).toBeVisible();
    await shot(failing, `${screen.name}-error`);
    await failing.unrouteAll({ behavior: 'ignoreErrors' });
    await retry.click();
    await expect(failing.getByRole('heading', { name: screen.heading }).first()).toBeVisible();
  });
}

test('the star guide takes the member to the daily game it promises', async ({ context }) => {
  const page = await memberPage(context);
  await page.goto(`${server.baseUrl}/my-page/point-guide`);
  const game = page.getByRole('link', { name: '오늘의 게임 하러 가기' });
  await game.scrollIntoViewIfNeeded();
  await expect(game).toBeVisible();
  await shot(page, 'guide-game-link');
  await game.click();
  await expect(page).toHaveURL(/\/game$/);
});

test('empty states at 390x844', async ({ context }) => {
  // One tab per screen: a tab keeps its answers in its session's query cache.
  const history = await memberPage(context);
  await answer(history, '/api/v1/user/point/history', {
    items: [],
    pageInfo: { page: 1, size: 20, totalCount: 0, hasNext: false },
  });
  await history.goto(`${server.baseUrl}/my-page/point?type=expired`);
  await expect(history.getByText('소멸된 별이 없어요')).toBeVisible();
  await shot(history, 'point-empty');

  const exchange = await context.newPage();
  await exchange.route('**/api/v1/user/point', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({
      response,
      json: { ...body, balance: 60, expiringSoon: { amount: 0, date: null, withinDays: 30 } },
    });
  });
  await exchange.goto(`${server.baseUrl}/my-page/point-exchange`);
  await expect(exchange.getByRole('button', { name: '전환할 별이 부족해요' })).toBeDisabled();
  await shot(exchange, 'exchange-empty');

  const main = await context.newPage();
  await main.route('**/api/v1/user/mypage', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { points: Record<string, unknown> };
    await route.fulfill({
      response,
      json: {
        ...body,
        points: { ...body.points, balance: 0, expiringSoon: { amount: 0, date: null, withinDays: 30 } },
      },
    });
  });
  await main.goto(`${server.baseUrl}/my-page/main`);
  await expect(main.getByText('30일 안에 소멸될 별은 없어요.')).toBeVisible();
  await shot(main, 'main-empty');
});
