import { type Browser, type BrowserContext, expect, test } from '@playwright/test';
import { type RunningServer, startServer } from '../support/server-process.ts';
import { holdApi, screenshots, unexpectedError } from './support/page.ts';
import { type Member, seedTokens, signInNaver } from './support/sign-in.ts';

/**
 * The daily game and the frequently purchased products, for a signed-in development person
 * (docs/dev-idp.md: naver-full, who has seeded shop orders), against the production build. A play
 * is once per Seoul day and member, so the file runs on a private server with a fresh database: a
 * retry starts a new worker and with it a new server.
 */
test.describe.configure({ mode: 'serial' });

const PORT = Number(process.env.E2E_GAME_PORT ?? 4297);
const privateServerEnv: Record<string, string> = process.env.E2E_SPA_DIR
  ? { SPA_DIR: process.env.E2E_SPA_DIR }
  : {};
const shot = screenshots('game');
const DEVICE = 'w-e2e-game';
const ALREADY_PLAYED = '오늘은 이미 참여하셨어요. 내일 다시 도전해 주세요!';

let server: RunningServer;
let member: Member;

test.beforeAll(async () => {
  server = await startServer({
    port: PORT,
    sqlitePath: `test-results/game-${PORT}.db`,
    env: privateServerEnv,
  });
  member = await signInNaver(server.baseUrl, 'naver-full', DEVICE);
});

test.afterAll(async () => {
  await server?.stop();
});

/**
 * A browser context signed in as naver-full. The shop's pages are the development shop on the same
 * server (docs/dev-shop.md), so they are followed for real.
 */
async function memberContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addInitScript(seedTokens, member);
  // This member has answered the member survey already, so its dialog (spec section 9) stays away.
  await context.addInitScript(() => window.localStorage.setItem('survey-completed', 'true'));
  return context;
}

/** A member call straight to the API, as the SPA makes it. */
async function api(path: string, init: RequestInit = {}) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${member.accessToken}`, deviceUuid: DEVICE },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const starCount = (stars: number) => `${new Intl.NumberFormat('ko-KR').format(stars)}개`;

test('a member plays once: the reward is animated, announced and credited; a second tab is refused politely', async ({
  browser,
}) => {
  const before = await api('/api/v1/user/point');
  expect(before.status).toBe(200);
  const balanceBefore = before.body.balance as number;

  const context = await memberContext(browser);
  const page = await context.newPage();
  // The second tab opens /game too before the first one plays: it still offers the play.
  const second = await context.newPage();

  await page.goto(`${server.baseUrl}/game`);
  const play = page.getByRole('button', { name: '카드 긁기' });
  await expect(play).toBeEnabled();
  await expect(page.getByRole('heading', { name: '오늘의 별 긁기' })).toBeVisible();
  await shot(page, 'ready');

  await second.goto(`${server.baseUrl}/game`);
  await expect(second.getByRole('button', { name: '카드 긁기' })).toBeEnabled();

  // Hold the play at the network so the in-flight state can be seen, then let the server answer.
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let plays = 0;
  await page.route('**/api/v1/user/game/play', async (route) => {
    plays += 1;
    await held;
    await route.continue();
  });
  // Played with the keyboard, as a screen reader user would.
  await play.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: '긁는 중…' })).toBeDisabled();
  // A second tap while in flight sends nothing.
  await page.getByRole('button', { name: '긁는 중…' }).click({ force: true });
  await shot(page, 'playing');
  const answered = page.waitForResponse('**/api/v1/user/game/play');
  release();
  const result = (await (await answered).json()) as { reward: number; balance: number };
  expect(plays).toBe(1);
  expect(result.balance).toBe(balanceBefore + result.reward);

  // The scratch animation plays over the reward the server answered, then the result shows.
  const animation = page.locator('[data-animation="scratch"]');
  await expect(animation).toBeVisible();
  await page.waitForTimeout(700);
  await shot(page, 'revealing');
  const heading = page.getByRole('heading', { name: `축하해요! 별 ${starCount(result.reward)}를 받았어요` });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(animation).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: '축하해요!' })).toHaveText(
    `축하해요! 별 ${starCount(result.reward)}를 받았어요. 보유 별은 ${starCount(result.balance)}예요.`,
  );
  await expect(page.getByText(`보유 별 ${starCount(result.balance)}`)).toBeVisible();
  await expect(page.getByText('내일 다시 도전해 주세요')).toBeVisible();
  await shot(page, 'won');

  // The ledger has the stars.
  const after = await api('/api/v1/user/point');
  expect(after.body.balance).toBe(result.balance);

  // The second tab still shows the card; its play is refused by the server, politely.
  await second.getByRole('button', { name: '카드 긁기' }).click();
  const refusal = second.getByRole('heading', { name: ALREADY_PLAYED });
  await expect(refusal).toBeVisible();
  await expect(refusal).toBeFocused();
  await expect(second.getByText(`오늘 받은 별 ${starCount(result.reward)}`)).toBeVisible();
  await expect(second.getByRole('alert')).toHaveCount(0);
  await shot(second, 'refused');

  // Opened again, the page knows from today's state: no button, the reward and when to come back.
  await page.reload();
  await expect(page.getByRole('heading', { name: '오늘은 이미 참여하셨어요' })).toBeVisible();
  await expect(page.getByText(`오늘 받은 별 ${starCount(result.reward)}`)).toBeVisible();
  await expect(page.getByText('내일 다시 도전해 주세요')).toBeVisible();
  await expect(page.getByText(/다음 참여: \d+월 \d+일 \(.\) 00:00/)).toBeVisible();
  await expect(page.getByRole('button', { name: '카드 긁기' })).toHaveCount(0);
  await shot(page, 'already-played');

  // The API refuses a third try the same way.
  const again = await api('/api/v1/user/game/play', { method: 'POST' });
  expect(again.status).toBe(409);
  expect(again.body).toMatchObject({ code: 18, message: ALREADY_PLAYED });
  expect((await api('/api/v1/user/point')).body.balance).toBe(result.balance);

  // The stars on the member's star page.
  await page.getByRole('link', { name: '별 내역 보기' }).click();
  await expect(page).toHaveURL(/\/my-page\/point$/);
  await expect(page.locator('main')).toContainText(new Intl.NumberFormat('ko-KR').format(result.balance));
  await expect(page.locator('main')).toContainText('오늘의 별 긁기 보상');
  await shot(page, 'point');
  await context.close();
});

test('the daily game is one tap from my page', async ({ browser }) => {
  const context = await memberContext(browser);
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/my-page/main`);
  await page.getByRole('link', { name: /매일 게임/ }).click();
  await expect(page).toHaveURL(/\/game$/);
  await expect(page.getByRole('heading', { name: '오늘의 별 긁기' })).toBeVisible();
  await context.close();
});

test('the game page shows a Korean error with a retry', async ({ browser }) => {
  const context = await memberContext(browser);
  const page = await context.newPage();
  let failing = true;
  await page.route('**/api/v1/user/game', (route) =>
    failing ? route.fulfill(unexpectedError('일시적인 오류가 발생했습니다.')) : route.continue(),
  );
  await page.goto(`${server.baseUrl}/game`);
  await expect(page.getByRole('alert')).toContainText('일시적인 오류가 발생했습니다.');
  await shot(page, 'error');
  failing = false;
  await page.getByRole('button', { name: '다시 시도' }).click();
  await expect(page.getByRole('heading', { name: '오늘은 이미 참여하셨어요' })).toBeVisible();
  await context.close();
});

test('the game page shows a skeleton while today is loading', async ({ browser }) => {
  const context = await memberContext(browser);
  const page = await context.newPage();
  const release = await holdApi(page, '**/api/v1/user/game');
  await page.goto(`${server.baseUrl}/game`);
  await expect(
    page.getByRole('status').filter({ hasText: '오늘의 게임을 불러오는 중이에요' }),
  ).toBeAttached();
  await shot(page, 'loading');
  const skeletonCard = await page.locator('[data-state="loading"]').boundingBox();
  await release();
  await expect(page.getByRole('heading', { name: '오늘은 이미 참여하셨어요' })).toBeVisible();
  // The card sits where its skeleton was: nothing jumps when today's state arrives.
  const card = await page.locator('[data-state="open"]').boundingBox();
  expect(card).toEqual(skeletonCard);
  await context.close();
});

test("frequently purchased shows the development person's seeded orders as product cards", async ({
  browser,
}) => {
  const context = await memberContext(browser);
  const page = await context.newPage();
  const release = await holdApi(page, '**/api/v1/user/frequently-purchased-products**');
  await page.goto(`${server.baseUrl}/my-page/frequently-purchased`);
  await expect(page.getByRole('list', { name: '자주 구매한 상품 불러오는 중' })).toBeVisible();
  await shot(page, 'frequently-purchased-loading');
  await release();

  const list = page.getByRole('list', { name: '자주 구매한 상품' });
  await expect(list).toBeVisible();
  const first = (await api('/api/v1/user/frequently-purchased-products?page=1&size=20')).body as {
    products: { productNo: number; name: string; orderCount: number; shopUrl: string }[];
    pageInfo: { totalCount: number };
  };
  expect(first.products.length).toBeGreaterThan(0);
  const top = first.products[0]!;
  const card = list.getByRole('link').first();
  await expect(card).toContainText(top.name);
  await expect(card).toContainText(`구매 ${top.orderCount}회`);
  expect(await card.getAttribute('href')).toBe(top.shopUrl);
  await expect(page.getByText(`총 ${first.pageInfo.totalCount}개`)).toBeVisible();
  await expect(page.getByRole('heading', { name: '자주 산 상품' })).toBeVisible();
  await shot(page, 'frequently-purchased');

  // The card opens the shop's product page.
  await card.click();
  await expect(page).toHaveURL(new URL(top.shopUrl, server.baseUrl).href);
  await context.close();
});

test('frequently purchased: the empty and error states', async ({ browser }) => {
  const context = await memberContext(browser);
  const page = await context.newPage();
  let answer: 'empty' | 'error' = 'error';
  await page.route('**/api/v1/user/frequently-purchased-products**', (route) =>
    answer === 'error'
      ? route.fulfill(unexpectedError('일시적인 오류가 발생했습니다.'))
      : route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({
            products: [],
            pageInfo: { page: 1, size: 20, totalCount: 0, hasNext: false },
          }),
        }),
  );
  await page.goto(`${server.baseUrl}/my-page/frequently-purchased`);
  await expect(page.getByRole('alert')).toContainText('일시적인 오류가 발생했습니다.');
  await shot(page, 'frequently-purchased-error');
  answer = 'empty';
  await page.getByRole('button', { name: '다시 시도' }).click();
  await expect(page.getByText('아직 구매한 상품이 없어요')).toBeVisible();
  await shot(page, 'frequently-purchased-empty');
  await page.getByRole('link', { name: '홈으로 가기' }).click();
  await expect(page).toHaveURL(`${server.baseUrl}/`);
  await context.close();
});
