import { writeFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { type RunningServer, startServer } from '../support/server-process.ts';
import { seriousViolations } from './support/axe.ts';
import { failApi, holdApi, screenshots, signedInPage, watchToasts } from './support/page.ts';
import { type Member, signInApple, signInNaver } from './support/sign-in.ts';

/**
 * Alerts a shopper asks for, end to end (docs/product-alerts.md), on a private server whose alerts job
 * runs every second (as the embedded server runs it, without an operator):
 * - 재입고: a product is sold out at the development shop; the shopper asks on the deal's page, sees the
 *   request on /my-page/alerts; the shop restocks it (its admin page, the signed webhook); the alarm
 *   arrives and opens the product page.
 * - 오픈: the shopper asks on an upcoming deal; when its start passes the alarm opens the deal.
 * - 가격 인하: a liked product gets cheaper at the shop; the alarm carries both prices.
 * - 상점 소식: a catalogue import adds a product to a liked store; the alarm opens the store.
 */
test.describe.configure({ mode: 'serial' });

const PORT = Number(process.env.E2E_ALERTS_PORT ?? 4424);
const shot = screenshots('product-alerts');

let server: RunningServer;
let shopper: Member;
let db: Database.Database;

test.beforeAll(async () => {
  server = await startServer({
    port: PORT,
    sqlitePath: `test-results/product-alerts-${PORT}.db`,
    env: {
      WRITE_RATE_LIMIT: '100000',
      ALERTS_JOB_INTERVAL_MS: '1000',
      JOBS: 'product-alerts',
      ...(process.env.E2E_SPA_DIR ? { SPA_DIR: process.env.E2E_SPA_DIR } : {}),
    },
  });
  shopper = await signInNaver(server.baseUrl, 'naver-full', 'w-e2e-alerts-shopper');
  db = new Database(server.sqlitePath);
  db.pragma('busy_timeout = 5000');
});

test.afterAll(async () => {
  db?.close();
  await server?.stop();
});

test.use({ viewport: { width: 390, height: 844 } });

const url = (path: string) => `${server.baseUrl}${path}`;

async function api(member: Member, method: string, path: string, body?: unknown) {
  const response = await fetch(url(path), {
    method,
    headers: {
      Authorization: `Bearer ${member.accessToken}`,
      deviceUuid: member.device,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

/** The development shop's admin page: one product's 재입고 / 품절 처리 / 가격 바꾸기. */
async function shopAdmin(page: Page, productNo: number, action: '재입고' | '품절 처리' | { price: number }) {
  await page.goto(url(`/dev-shop/admin/products.html?product_no=${productNo}`));
  if (typeof action === 'string') await page.getByRole('button', { name: action }).click();
  else {
    await page.getByLabel('새 판매가 (원)').fill(String(action.price));
    await page.getByRole('button', { name: '가격 바꾸기' }).click();
  }
  await expect(page.getByRole('status')).toContainText(/바꿨어요/);
}

/** /alarm, the newest alarm of a type (by its chip), waiting for the job to have made it. */
async function openAlarm(page: Page, chip: string, expected: RegExp) {
  await expect(async () => {
    await page.goto(url('/alarm'));
    await page.getByRole('button', { name: chip, exact: true }).click();
    await expect(page.getByRole('link', { name: expected }).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

test('재입고: sold out → asked on the deal → listed → restocked by the shop → alarm → product page', async ({
  browser,
}) => {
  const row = db
    .prepare(
      `select d.deal_id as dealId, p.product_no as productNo, p.name as name from deal d
       join deal_product dp on dp.deal_id = d.deal_id join product p on p.product_no = dp.product_no
       where d.published = 1 and d.starts_at <= ? and d.ends_at > ? and p.sold_out = 0
       order by d.deal_id, dp.sort_order limit 1`,
    )
    .get(new Date().toISOString(), new Date(Date.now() + 3_600_000).toISOString()) as {
    dealId: number;
    productNo: number;
    name: string;
  };
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await signedInPage(context, server.baseUrl, shopper);
  await shopAdmin(page, row.productNo, '품절 처리');
  await shot(page, 'dev-shop-admin');

  await page.goto(url(`/deal/${row.dealId}`));
  const ask = page.getByRole('button', { name: `재입고 알림 받기: ${row.name}` });
  await expect(ask).toBeVisible();
  const toasts = await watchToasts(page);
  // A double tap asks once.
  await ask.dblclick();
  const asked = page.getByRole('button', { name: `신청됨 · 알림 취소: ${row.name}` });
  await expect(asked).toBeVisible();
  await expect.poll(toasts).toContain('재입고 알림을 신청했어요. 다시 들어오면 알려 드릴게요.');
  await asked.scrollIntoViewIfNeeded();
  await shot(page, 'deal-restock-asked');
  await expect(page.locator('[data-toast]')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(url('/my-page'));
  await page.getByRole('link', { name: /재입고·오픈 알림/ }).click();
  await expect(page).toHaveURL(/\/my-page\/alerts$/);
  await expect(page.getByRole('link', { name: row.name })).toBeVisible();
  await shot(page, 'list');
  expect(await seriousViolations(page)).toEqual([]);

  await shopAdmin(page, row.productNo, '재입고');
  await openAlarm(page, '재입고', new RegExp(row.name));
  await shot(page, 'alarm-restock');
  expect(await seriousViolations(page)).toEqual([]);
  await page
    .getByRole('link', { name: new RegExp(row.name) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/dev-shop/product/detail\\.html\\?product_no=${row.productNo}$`));
  await expect(page.getByRole('heading', { name: row.name })).toBeVisible();
  // Answered: the request has left the list.
  await page.goto(url('/my-page/alerts'));
  await expect(page.getByText('신청한 알림이 없어요')).toBeVisible();
  await shot(page, 'list-empty');
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

test('오픈: asked on an upcoming deal → the start passes → alarm → the deal', async ({ browser }) => {
  const deal = db
    .prepare(
      `select deal_id as dealId, title from deal where published = 1 and starts_at > ? order by starts_at limit 1`,
    )
    .get(new Date().toISOString()) as { dealId: number; title: string };
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await signedInPage(context, server.baseUrl, shopper);
  await page.goto(url(`/deal/${deal.dealId}`));
  const ask = page.getByRole('button', { name: `오픈 알림 받기: ${deal.title}` });
  const toasts = await watchToasts(page);
  await ask.click();
  await expect(page.getByRole('button', { name: `신청됨 · 알림 취소: ${deal.title}` })).toBeVisible();
  await expect.poll(toasts).toContain('오픈 알림을 신청했어요. 딜이 시작되면 알려 드릴게요.');
  await shot(page, 'deal-opening-asked');
  await expect(page.locator('[data-toast]')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // Time passes: the deal's start is moved to a moment ago (the job's due scan finds it).
  db.prepare('update deal set starts_at = ? where deal_id = ?').run(
    new Date(Date.now() - 1000).toISOString(),
    deal.dealId,
  );
  await openAlarm(page, '오픈', /오픈 알림을 신청한 딜이 시작되었어요/);
  await page
    .getByRole('link', { name: /오픈 알림을 신청한 딜이 시작되었어요/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/deal/${deal.dealId}$`));
  await expect(page.getByRole('heading', { name: deal.title })).toBeVisible();
  await context.close();
});

test('가격 인하 and 상점 소식: with marketing consent, the likes hear of a lower price and a new product', async ({
  browser,
}) => {
  const liker = await signInApple(server.baseUrl, 'apple-returning', 'w-e2e-alerts-liker');
  // Marketing consent, as the app's switch sends it.
  await api(liker, 'PUT', '/api/v1/app/ad', { adYN: 'Y' });
  const product = db
    .prepare(
      `select p.product_no as productNo, p.name as name, p.sale_price as salePrice, p.store_id as storeId,
        s.region_code as regionCode, s.name as storeName, p.category_code as categoryCode
       from product p join store s on s.store_id = p.store_id where p.sold_out = 0 order by p.product_no desc limit 1`,
    )
    .get() as {
    productNo: number;
    name: string;
    salePrice: number;
    storeId: number;
    regionCode: string;
    storeName: string;
    categoryCode: string;
  };
  await api(liker, 'PUT', '/api/v1/user/like/product', { productNo: product.productNo, likeMode: true });
  await api(liker, 'PUT', '/api/v1/user/like/shop', { shopId: product.storeId, isLike: true });

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await signedInPage(context, server.baseUrl, liker);
  const lower = product.salePrice - 1000;
  await shopAdmin(page, product.productNo, { price: lower });
  const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;
  await openAlarm(page, '가격 인하', /찜한 상품의 가격이 내렸어요/);
  const alarm = page.getByRole('link', { name: /찜한 상품의 가격이 내렸어요/ }).first();
  await expect(alarm).toContainText(`${won(product.salePrice)} → ${won(lower)}`);
  await shot(page, 'alarm-price-drop');
  await alarm.click();
  await expect(page).toHaveURL(new RegExp(`product_no=${product.productNo}$`));

  // A new product of the store, from a catalogue import.
  const file = `test-results/product-alerts-import-${PORT}.jsonl`;
  writeFileSync(
    file,
    `${JSON.stringify({
      type: 'product',
      productNo: 9_400_001,
      name: '새로 들어온 햇사과',
      categoryCode: product.categoryCode,
      storeId: product.storeId,
      origin: '국내산',
      weight: '2kg',
      regularPrice: 20000,
      salePrice: 18000,
      createdAt: new Date().toISOString(),
    })}\n`,
  );
  const { spawnSync } = await import('node:child_process');
  const imported = spawnSync('node', ['--import', 'tsx', 'server/catalog/import-cli.ts', file], {
    encoding: 'utf8',
    env: { ...process.env, SQLITE_PATH: server.sqlitePath, DATABASE_URL: '', NODE_ENV: 'test' },
  });
  expect(imported.status, imported.stderr).toBe(0);
  await openAlarm(page, '상점 소식', /찜한 상점에 새 상품이 올라왔어요/);
  await page
    .getByRole('link', { name: /찜한 상점에 새 상품이 올라왔어요/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/local/store/${product.regionCode}/${product.storeId}`));
  await context.close();
});

test('product lists: a sold-out card offers the 재입고 bell beside its heart', async ({ browser }) => {
  const best = db
    .prepare(
      `select p.product_no as productNo, p.name as name from best_rank b join product p on p.product_no = b.product_no
       where b.period = 'DAILY' order by b.rank limit 1`,
    )
    .get() as { productNo: number; name: string };
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await signedInPage(context, server.baseUrl, shopper);
  await shopAdmin(page, best.productNo, '품절 처리');
  await page.goto(url('/best'));
  const toasts = await watchToasts(page);
  const bell = page.getByRole('button', { name: `재입고 알림 받기: ${best.name}` });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page.getByRole('button', { name: `신청됨 · 알림 취소: ${best.name}` })).toBeVisible();
  // The toast comes with the answer; waiting for none before it has come would let axe see it fading.
  await expect.poll(toasts).toContain('재입고 알림을 신청했어요. 다시 들어오면 알려 드릴게요.');
  await shot(page, 'best-restock-bell');
  // After the toast has gone: text under a fading toast has no contrast axe can judge.
  await expect(page.locator('[data-toast]')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

test('the list of requests: loading and error states, and the admin command', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await signedInPage(context, server.baseUrl, shopper);
  const release = await holdApi(page, (u) => u.pathname === '/api/v1/user/alerts');
  await page.goto(url('/my-page/alerts'));
  await expect(page.getByRole('status').filter({ hasText: '신청한 알림을 불러오는 중' })).toBeAttached();
  await shot(page, 'list-loading');
  await release();
  await failApi(page, (u) => u.pathname === '/api/v1/user/alerts');
  await page.goto(url('/my-page/alerts'));
  await expect(page.getByRole('button', { name: /다시 시도/ })).toBeVisible();
  await shot(page, 'list-error');
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();

  const run = server.admin('alerts', 'run');
  expect(run.status, run.stderr).toBe(0);
  expect(run.stdout).toMatch(/알림 작업: 사건 \d+건 처리/);
});
