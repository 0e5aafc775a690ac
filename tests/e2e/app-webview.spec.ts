import { type Browser, expect, test } from '@playwright/test';
import { SESSION_EXPIRED_MESSAGE } from '#machines/session/session-rules.ts';
import { expireAccessToken } from '../support/stored-tokens.ts';
import { jpegOf } from './community-support.ts';
import {
  type AppDoubleOptions,
  appCallNames,
  appCalls,
  appUserAgent,
  bridgeListening,
  installAppDouble,
  postToWeb,
} from './support/app-double.ts';
import { closeSurveyIfAsked, keepSurveyClosed, screenshots } from './support/page.ts';
import { type Member, seedTokens, signInApple } from './support/sign-in.ts';
import { agreeIfAsked } from './support/sign-up.ts';

/**
 * The web inside the native app's web view (docs/native-bridge.md), with the app's user agent and a
 * double of the app that follows the protocol (support/app-double.ts): the start (app/access, the
 * version check and its update prompt), the login dialog the app opens and closes, sign-in handing the
 * tokens to the app, the community photo picker through the app's picker, the app's push switch and
 * the server agreeing, likes from the app's screens, and outside pages opening in a sub web view.
 * The member is the development provider's apple-returning person, whom no other spec signs in on the
 * shared server (naver-full's push setting is switched by session.spec.ts at the same time).
 */

const shot = screenshots('app-webview');

const _HOUR_MS = 3_600_000;

/** A tab inside the app: its user agent, the app double, the survey kept closed. */
async function openInApp(
  browser: Browser,
  baseURL: string,
  options: AppDoubleOptions & { member?: Member } = {},
) {
  const context = await browser.newContext({
    baseURL,
    userAgent: appUserAgent(options.appVersion ?? '2.29.0', options.os ?? 'android'),
    viewport: { width: 390, height: 844 },
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  await installAppDouble(context, options);
  await keepSurveyClosed(context, baseURL);
  if (options.member) await context.addInitScript(seedTokens, { ...options.member });
  const page = await context.newPage();
  await closeSurveyIfAsked(page);
  return { context, page };
}

const uid = (name: string) => `a-e2e-${name}-${Date.now()}`;

test('on start the app records its access and an app older than the minimum is asked to update', async ({
  browser,
  baseURL,
}) => {
  const device = uid('start');
  const { context, page } = await openInApp(browser, String(baseURL), {
    appVersion: '0.9.0',
    os: 'android',
    uid: device,
  });
  const versions: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith('/api/v1/app/version'))
      versions.push(request.postDataJSON());
  });
  const access = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/v1/app/access'),
  );
  await page.goto('/');
  const request = await access;
  expect(request.postDataJSON()).toEqual({ deviceType: 1003, appVersion: '0.9.0' });
  // The app's own device id (getDevicePush's deviceInfo.uid) is the one the call carries.
  expect(request.headers().deviceuuid).toBe(device);

  const prompt = page.getByRole('alertdialog');
  await expect(prompt).toContainText('앱을 업데이트해 주세요');
  await shot(page, 'update-prompt');
  await prompt.getByRole('button', { name: '업데이트' }).click();
  await expect.poll(() => appCallNames(page)).toContain('moveToAppMarket');
  const check = (await appCalls(page)).find(({ name }) => name === 'checkAppUpdate');
  expect(check?.args).toEqual({ androidMinVersion: expect.any(String), iOSMinVersion: expect.any(String) });
  await expect.poll(() => versions).toEqual([{ appVersion: '0.9.0', os: 'android' }]);

  // A reload reports nothing that has not changed: the version went once.
  await page.reload();
  await expect(page.getByRole('alertdialog')).toContainText('앱을 업데이트해 주세요');
  await page.getByRole('alertdialog').getByRole('button', { name: '나중에' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(versions).toHaveLength(1);
  await context.close();
});

test('a current app is not asked to update', async ({ browser, baseURL }) => {
  const { context, page } = await openInApp(browser, String(baseURL), { appVersion: '2.29.0', os: 'ios' });
  await page.goto('/');
  await expect.poll(() => appCallNames(page)).toContain('checkAppUpdate');
  await page.waitForTimeout(500);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(await appCallNames(page)).not.toContain('moveToAppMarket');
  await context.close();
});

test('appLogin opens the login dialog, appClose closes it; signing in from it hands the tokens to the app', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await openInApp(browser, String(baseURL), { uid: uid('login') });
  await page.goto('/best');
  await bridgeListening(page);

  await postToWeb(page, { type: 'appLogin' });
  const dialog = page.getByRole('dialog', { name: '로그인이 필요해요' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: '네이버로 시작하기' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Apple로 시작하기' })).toBeVisible();
  await expect(page).toHaveURL(/\/best$/);
  await shot(page, 'login-dialog');

  await postToWeb(page, { type: 'appClose' });
  await expect(dialog).toHaveCount(0);

  // Malformed messages change nothing.
  await postToWeb(page, { type: 'appLogin', data: { accessToken: 42 } });
  await page.waitForTimeout(200);
  await expect(dialog).toHaveCount(0);

  await postToWeb(page, { type: 'appLogin' });
  await dialog.getByRole('button', { name: '로그인 창 닫기' }).click();
  await expect(dialog).toHaveCount(0);

  await postToWeb(page, { type: 'appLogin' });
  await dialog.getByRole('button', { name: '네이버로 시작하기' }).click();
  await page.getByRole('link', { name: /모든 항목 동의/ }).click();
  await agreeIfAsked(page);
  // Back where the dialog was opened, signed in; the app has the pair.
  await expect(page).toHaveURL(/\/best$/);
  await expect
    .poll(async () => (await appCalls(page)).find(({ name }) => name === 'setToken')?.args)
    .toEqual({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      expireDt: expect.any(String),
    });
  const handed = (await appCalls(page)).find(({ name }) => name === 'setToken')?.args as {
    refreshToken: string;
  };
  expect(await page.evaluate(() => localStorage.getItem('refreshToken1'))).toBe(handed.refreshToken);
  await context.close();
});

test("the community photo picker takes the app's photo (getSelectedImage) and the post is created with it", async ({
  browser,
  baseURL,
}) => {
  const device = uid('photo');
  const member = await signInApple(String(baseURL), 'apple-returning', device);
  const photo = await jpegOf(200, 90, 40);
  const { context, page } = await openInApp(browser, String(baseURL), {
    member,
    uid: device,
    images: [{ name: '앱사진.jpg', type: 'image/jpeg', base64: photo.toString('base64') }],
  });
  await page.goto('/community/dash-board/form');
  const body = page.getByLabel('내용', { exact: true });
  await expect(body).toBeVisible();
  await bridgeListening(page);
  // Inside the app there is no file input: the app's picker is the one.
  await expect(page.locator('input[type="file"]')).toHaveCount(0);
  await body.fill(`앱에서 고른 사진으로 올린 오늘의 식탁 ${Date.now()}`);

  const upload = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().endsWith('/api/v1/community/photo'),
  );
  await page.getByRole('button', { name: '사진 추가' }).click();
  expect((await upload).status()).toBe(200);
  await expect(page.getByRole('img', { name: '사진 1' })).toBeVisible();
  const pick = (await appCalls(page)).find(({ name }) => name === 'getSelectedImage');
  expect(pick?.args).toEqual({
    maxCount: 10,
    types: expect.arrayContaining(['image/jpeg']),
    maxBytes: 10_485_760,
  });

  const created = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().endsWith('/api/v1/community/dashboard'),
  );
  await page.getByRole('button', { name: '등록하기' }).click();
  const answer = (await (await created).json()) as { post: { postId: number; photos: unknown[] } };
  expect(answer.post.photos).toHaveLength(1);
  await expect(page).toHaveURL(new RegExp(`/community/board-detail/${answer.post.postId}$`));
  await expect(page.getByRole('region', { name: '첨부 사진' }).getByRole('group')).toHaveCount(1);
  await context.close();
});

test("the app's push switch (setDevicePush) and the server agree on the settings screen", async ({
  browser,
  baseURL,
}) => {
  const device = uid('push');
  const member = await signInApple(String(baseURL), 'apple-returning', device);
  const serverPush = async () => {
    const response = await fetch(`${baseURL}/api/v1/user/settings`, {
      headers: { Authorization: `Bearer ${member.accessToken}`, deviceUuid: device },
    });
    return ((await response.json()) as { pushYN: string }).pushYN;
  };
  const { context, page } = await openInApp(browser, String(baseURL), {
    member,
    uid: device,
    devicePush: true,
  });
  await page.goto('/my-page/settings');
  const push = page.getByRole('switch', { name: '푸시 알림' });
  await expect(push).toBeVisible();
  await bridgeListening(page);

  await postToWeb(page, { type: 'setDevicePush', data: { pushYN: 'false' } });
  await expect(push).toHaveAttribute('aria-checked', 'false');
  await expect.poll(serverPush).toBe('N');
  await postToWeb(page, { type: 'setDevicePush', data: { pushYN: true } });
  await expect(push).toHaveAttribute('aria-checked', 'true');
  await expect.poll(serverPush).toBe('Y');
  // A malformed switch is ignored: nothing changes on either side. The page handles the app's messages
  // in order, so once a well-formed one that follows (the same 'on') has reached the server, the
  // malformed one has been handled: it must have sent nothing of its own.
  const sent: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith('/api/v1/app/push'))
      sent.push(request.postDataJSON());
  });
  const followUp = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().endsWith('/api/v1/app/push'),
  );
  await postToWeb(page, { type: 'setDevicePush', data: { pushYN: 'maybe' } });
  await postToWeb(page, { type: 'setDevicePush', data: { pushYN: true } });
  await followUp;
  expect(sent).toEqual([{ pushYN: true }]);
  await expect(push).toHaveAttribute('aria-checked', 'true');
  expect(await serverPush()).toBe('Y');
  await context.close();
});

test("a like from the app's screens reaches the server, and outside pages open in a sub web view", async ({
  browser,
  baseURL,
}) => {
  const device = uid('like');
  const member = await signInApple(String(baseURL), 'apple-returning', device);
  const { context, page } = await openInApp(browser, String(baseURL), { member, uid: device });
  await page.goto('/best');
  await bridgeListening(page);
  const liked = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && response.url().endsWith('/api/v1/user/like/product'),
  );
  // A seeded product (numbers start at 1001): a product that does not exist is refused with an
  // alert, which would make the rest of the page inert.
  await postToWeb(page, {
    type: 'appProductLike',
    data: { productNo: 1001, likeMode: 'unlike', pre_page_name: 'app-detail' },
  });
  const answer = await liked;
  expect(answer.request().postDataJSON()).toEqual({
    productNo: 1001,
    likeMode: false,
    prePageName: 'app-detail',
  });
  expect(answer.status()).toBe(200);

  await page.getByRole('link', { name: '장바구니' }).click();
  await expect
    .poll(async () => (await appCalls(page)).find(({ name }) => name === 'moveToSubWebViewUrl')?.args)
    .toEqual({ url: new URL('/dev-shop/order/basket.html', String(baseURL)).href });
  await expect(page).toHaveURL(/\/best$/);

  // A product card opens in a sub web view too, and leaves the app what was opened (receivedValue).
  const card = page.locator('a[data-product-no]').first();
  const productNo = Number(await card.getAttribute('data-product-no'));
  const href = await card.evaluate((anchor) => (anchor as HTMLAnchorElement).href);
  await card.click();
  await expect
    .poll(() => page.evaluate(() => JSON.parse(window.localStorage.getItem('receivedValue') ?? 'null')))
    .toEqual({ src: href, title: expect.any(String), productNo, pre_page_name: 'best' });
  await expect(page).toHaveURL(/\/best$/);
  await context.close();
});

test('an expired session in a sub web view: confirming the dialog closes the sub web view, not login', async ({
  browser,
  baseURL,
}) => {
  const device = uid('expired');
  const member = await signInApple(String(baseURL), 'apple-returning', device);
  const { context, page } = await openInApp(browser, String(baseURL), {
    member,
    uid: device,
    subWebView: true,
  });
  await page.goto('/best');
  await bridgeListening(page);
  await expireAccessToken(page);
  await page.evaluate(() => window.localStorage.setItem('refreshToken1', 'revoked-refresh-token'));
  // A public page: its validation meets the ended session (a member page's guard would send a logged-out
  // shopper to login on its own, whatever the dialog does).
  await page.goto('/best');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(SESSION_EXPIRED_MESSAGE);
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect.poll(() => appCallNames(page)).toContain('closeSubWebView');
  expect(await appCallNames(page)).toContain('clearCacheAndCookies');
  await page.waitForTimeout(300);
  expect(new URL(page.url()).pathname).toBe('/best');
  expect(await page.evaluate(() => window.localStorage.getItem('accessToken1'))).toBeNull();
  await context.close();
});
