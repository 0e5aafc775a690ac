// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultRuntimeConfig } from '#contract/runtime-config.ts';
import { APP_WEB_VIEW_UA_MARKER } from '#machines/user-agent/user-agent.ts';
import type { callApp as CallApp } from '../../platform/bridge.ts';
import { setRuntimeConfig } from '../../platform/runtime-config.ts';
import { likeBodyOf, likeFromApp, likeModeOf, sendPendingAppLike } from './product-like.ts';
import { reportAppUserId, reportAppVersion, reportDeviceInfo } from './reports.ts';
import { APP_UPDATE_CONFIRM, checkAppUpdate, isOutsidePage, runAppStart } from './start.ts';

const overlays = vi.hoisted(() => ({
  confirmAnswer: true,
  confirms: [] as unknown[],
  alerts: [] as unknown[],
}));
vi.mock('../../ui/overlays/feedback.ts', () => ({
  confirm: async (options: unknown) => {
    overlays.confirms.push(options);
    return overlays.confirmAnswer;
  },
  alert: async (options: unknown) => void overlays.alerts.push(options),
  textToHtml: (text: string) => text,
}));

interface Sent {
  method: string;
  path: string;
  body: unknown;
}
let sent: Sent[] = [];
let respond: (request: Sent) => { status: number; body: unknown } = () => ({ status: 200, body: {} });

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const PROFILE = {
  userInfo: { retrySignIn: false, banStatus: { isBanned: false, message: '' }, isTermsChange: true },
  systemInspectionInfo: { isProgress: false },
  appInfo: { webVersion: '2.29.0', androidMinVersion: '2.30.0', iOSMinVersion: '2.28.0' },
};

beforeEach(() => {
  const base = 'https://api.example.kr';
  setRuntimeConfig({ ...defaultRuntimeConfig, api: { display: base, account: base, search: base } });
  window.localStorage.clear();
  sent = [];
  overlays.confirms = [];
  overlays.alerts = [];
  overlays.confirmAnswer = true;
  respond = () => ({ status: 200, body: {} });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    if (path === '/api/v2/app/profile') return json(200, PROFILE);
    const text = await request.text();
    const entry = { method: request.method, path, body: text ? JSON.parse(text) : undefined };
    sent.push(entry);
    const answer = respond(entry);
    return json(answer.status, answer.body);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  setRuntimeConfig(defaultRuntimeConfig);
});

const signIn = () => window.localStorage.setItem('accessToken1', 'Bearer member');

/** The app as a recording stand-in for callApp: answers by handler name. */
function fakeApp(answers: Partial<Record<string, unknown>>) {
  const calls: Array<[string, unknown]> = [];
  const callApp = (async (name: string, args?: unknown) => {
    calls.push([name, args]);
    return answers[name];
  }) as unknown as typeof CallApp;
  return { callApp, calls };
}

describe('appProductLike', () => {
  const like = { productNo: 41, likeMode: 'like', pre_page_name: 'deal', category_id: 12 };
  const liked = { productNo: 41, isLiked: true, likedProductCount: 1, toastItems: [] };

  it('reads the direction in any of the words the app uses, and refuses others', () => {
    expect(['like', 'Y', 'true', 'ON'].map(likeModeOf)).toEqual([true, true, true, true]);
    expect(['unlike', 'N', 'false', 'off'].map(likeModeOf)).toEqual([false, false, false, false]);
    expect(likeModeOf('maybe')).toBeUndefined();
    expect(likeBodyOf({ productNo: 0, likeMode: 'like' })).toBeUndefined();
    expect(likeBodyOf(like)).toEqual({
      productNo: 41,
      likeMode: true,
      prePageName: 'deal',
      categoryId: '12',
    });
  });

  it("a signed-in member's like reaches the server's like, and the cache shows it", async () => {
    signIn();
    respond = () => ({ status: 200, body: liked });
    const queryClient = new QueryClient();
    expect(await likeFromApp(queryClient, like)).toBe('sent');
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/api/v1/user/like/product',
        body: { productNo: 41, likeMode: true, prePageName: 'deal', categoryId: '12' },
      },
    ]);
    expect(queryClient.getQueryData(['user', 'like', 'product', 41])).toBe(true);
    expect(window.localStorage.getItem('appProductLike')).toBeNull();
  });

  it('without a member the like waits under appProductLike and is sent once after sign-in', async () => {
    const queryClient = new QueryClient();
    expect(await likeFromApp(queryClient, like)).toBe('pending');
    expect(sent).toEqual([]);
    expect(JSON.parse(window.localStorage.getItem('appProductLike') ?? 'null')).toEqual(like);
    signIn();
    respond = () => ({ status: 200, body: liked });
    expect(await sendPendingAppLike(queryClient)).toBe('sent');
    expect(await sendPendingAppLike(queryClient)).toBeUndefined();
    expect(sent).toHaveLength(1);
    expect(window.localStorage.getItem('appProductLike')).toBeNull();
  });

  it('a token the server does not know keeps the like waiting; the maximum shows its message', async () => {
    signIn();
    respond = () => ({
      status: 401,
      body: { code: 110, name: 'TOKEN_NULL_OR_EMPTY', message: '로그인이 필요합니다.' },
    });
    expect(await likeFromApp(new QueryClient(), like)).toBe('pending');
    const message = '찜할 수 있는 상품 수를 초과했습니다.';
    respond = () => ({ status: 400, body: { code: 91, name: 'LIKE_PRODUCT_MAX_LIMIT_ERROR', message } });
    expect(await likeFromApp(new QueryClient(), like)).toBe('dropped');
    expect(overlays.alerts).toEqual([{ html: message }]);
    expect(window.localStorage.getItem('appProductLike')).toBeNull();
  });

  it('a message it cannot read is dropped without a call', async () => {
    signIn();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await likeFromApp(new QueryClient(), { productNo: 41, likeMode: '??' })).toBe('dropped');
    expect(sent).toEqual([]);
  });
});

describe("the app's reports reach the server once per change", () => {
  it('sends a version once, again only when it changes', async () => {
    expect(await reportAppVersion('2.31.0', 'android')).toBe(true);
    expect(await reportAppVersion('2.31.0', 'android')).toBe(false);
    await Promise.all([reportAppVersion('2.32.0', 'android'), reportAppVersion('2.32.0', 'android')]);
    expect(sent).toEqual([
      { method: 'PUT', path: '/api/v1/app/version', body: { appVersion: '2.31.0', os: 'android' } },
      { method: 'PUT', path: '/api/v1/app/version', body: { appVersion: '2.32.0', os: 'android' } },
    ]);
  });

  it('a report the server refused is sent again next time', async () => {
    respond = () => ({ status: 503, body: { code: 5, name: 'UNEXPECTED_ERROR', message: '잠시 후' } });
    expect(await reportAppUserId('push-user-1')).toBe(false);
    respond = () => ({ status: 200, body: {} });
    expect(await reportAppUserId('push-user-1')).toBe(true);
    expect(await reportAppUserId('push-user-1')).toBe(false);
    // Signing in links the device to the member: the same id is a change then.
    signIn();
    expect(await reportAppUserId('push-user-1')).toBe(true);
    expect(sent.filter(({ path }) => path === '/api/v1/app/user/id').length).toBeGreaterThanOrEqual(3);
  });

  it("device info stores the app's uid and reports each identifier", async () => {
    const adId = '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
    await reportDeviceInfo({ uid: 'a-device-1', appVersion: '2.31.0', os: 'ios', appUserId: 'u-1', adId });
    expect(window.localStorage.getItem('uid')).toBe('a-device-1');
    expect(sent.map(({ path }) => path).sort()).toEqual([
      '/api/v1/app/ad/id',
      '/api/v1/app/user/id',
      '/api/v1/app/version',
    ]);
    await reportDeviceInfo({ appVersion: '2.31.0', os: 'ios', appUserId: 'u-1', adId });
    expect(sent).toHaveLength(3);
  });
});

describe('the start in the app', () => {
  const ua = (version: string) =>
    `Mozilla/5.0 (Linux; Android 14) Chrome/126 Mobile ${APP_WEB_VIEW_UA_MARKER}/${version}`;

  it('an app older than its minimum is asked to update; 업데이트 opens the store', async () => {
    const app = fakeApp({ checkAppUpdate: { appVersion: '2.29.0', os: 'android' } });
    expect(await checkAppUpdate({ callApp: app.callApp, userAgent: ua('2.29.0') })).toBe(true);
    expect(overlays.confirms).toEqual([APP_UPDATE_CONFIRM]);
    expect(app.calls).toEqual([
      ['checkAppUpdate', { androidMinVersion: '2.30.0', iOSMinVersion: '2.28.0' }],
      ['moveToAppMarket', undefined],
    ]);
  });

  it('나중에 leaves the store closed; a current app is not asked', async () => {
    overlays.confirmAnswer = false;
    const old = fakeApp({});
    // No answer from the app: the marker's version and the user agent's OS decide.
    expect(await checkAppUpdate({ callApp: old.callApp, userAgent: ua('2.29.9') })).toBe(true);
    expect(old.calls.map(([name]) => name)).toEqual(['checkAppUpdate']);
    const current = fakeApp({ checkAppUpdate: { appVersion: '2.30.0', os: 'android' } });
    expect(await checkAppUpdate({ callApp: current.callApp, userAgent: ua('2.29.0') })).toBe(false);
    expect(overlays.confirms).toHaveLength(1);
  });

  it('records the access as the app web view with its version, after taking its device id', async () => {
    const app = fakeApp({
      getDevicePush: { pushYN: true, deviceInfo: { uid: 'a-device-9', appVersion: '2.31.0', os: 'android' } },
      checkAppUpdate: { appVersion: '2.31.0', os: 'android' },
    });
    await runAppStart({ callApp: app.callApp, userAgent: ua('2.31.0') });
    expect(sent).toContainEqual({
      method: 'POST',
      path: '/api/v1/app/access',
      body: { deviceType: 1003, appVersion: '2.31.0' },
    });
    expect(window.localStorage.getItem('uid')).toBe('a-device-9');
    expect(overlays.confirms).toEqual([]);
  });

  it('tells outside pages (other origins, the shop) from app routes', () => {
    const origin = 'https://www.jecheol.kr';
    expect(
      isOutsidePage('https://shop.jecheol.kr/order/basket.html', origin, 'https://shop.jecheol.kr'),
    ).toBe(true);
    expect(isOutsidePage(`${origin}/dev-shop/order/basket.html`, origin, '/dev-shop')).toBe(true);
    expect(isOutsidePage('https://example.com/x', origin, '/dev-shop')).toBe(true);
    expect(isOutsidePage(`${origin}/deal/1`, origin, '/dev-shop')).toBe(false);
    expect(isOutsidePage(`${origin}/deal/1`, origin, 'https://shop.jecheol.kr')).toBe(false);
    expect(isOutsidePage('javascript:alert(1)', origin, '/dev-shop')).toBe(false);
    expect(isOutsidePage('https://shop.jecheol.kr@evil.example/', origin, '/dev-shop')).toBe(false);
  });
});
