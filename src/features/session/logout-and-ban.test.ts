// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { defaultRuntimeConfig } from '#contract/runtime-config.ts';
import { isLoggedIn } from '#machines/session/session.machine.ts';
import { setRuntimeConfig } from '../../platform/runtime-config.ts';
import { cookieNames, cookies } from '../../platform/storage.ts';
import { readTermsCompleted, subscribeTermsCompleted } from '../../platform/terms-flag.ts';
import { alert } from '../../ui/overlays/feedback.ts';
import { blockedByBan } from './session.ts';
import { createSessionHost } from './session-host.ts';

vi.mock('../../ui/overlays/feedback.ts', () => ({ alert: vi.fn(async () => {}) }));

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  setRuntimeConfig({
    ...defaultRuntimeConfig,
    api: { display: '', account: 'https://account.example.kr', search: '' },
  });
  window.localStorage.clear();
  window.sessionStorage.clear();
  cookies.remove(cookieNames.accessToken);
  cookies.remove(cookieNames.refreshToken);
  vi.mocked(alert).mockClear();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (request.url.endsWith('/api/v1/token/jwt/validation'))
      return answer(200, { isValid: true, expireDt: '2026-11-21T00:00:00.000Z' });
    if (request.method === 'DELETE' && request.url.endsWith('/api/v1/token/jwt'))
      return answer(200, { isLoggedOut: true });
    return answer(404, { code: 9, name: 'UNSUPPORTED', message: '없음' });
  });
  vi.spyOn(window, 'open').mockReturnValue(null);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function start() {
  const deps = { queryClient: new QueryClient(), navigate: vi.fn(), invalidate: vi.fn() };
  return createSessionHost(deps).start();
}

const BAN = { isBanned: true, message: '커뮤니티 이용이 정지되었어요.' };

describe('the ban alert', () => {
  it('shows once per browser session, not on every load, and again on each blocked action', async () => {
    window.localStorage.setItem('accessToken1', 'Bearer stored');
    window.localStorage.setItem('banStatus', JSON.stringify(BAN));
    const first = await start();
    await waitFor(first, (snapshot) => snapshot.hasTag('banned'), { timeout: 2000 });
    expect(vi.mocked(alert).mock.calls).toEqual([[{ html: BAN.message }]]);
    first.stop();

    // A reload in the same tab: the session storage remembers the alert was shown.
    const again = await start();
    await waitFor(again, (snapshot) => snapshot.hasTag('banned'), { timeout: 2000 });
    expect(alert).toHaveBeenCalledTimes(1);

    // Each blocked action says why, every time.
    expect(blockedByBan(again)).toBe(true);
    expect(blockedByBan(again)).toBe(true);
    expect(alert).toHaveBeenCalledTimes(3);
    expect(vi.mocked(alert).mock.calls[2]).toEqual([{ html: BAN.message }]);
    again.stop();
  });
});

/** Spec section 4 "Logout", with the keys of section 3 each item means. */
const CLEARED_LOCAL = {
  // stored tokens
  accessToken1: 'Bearer stored',
  refreshToken1: 'r1',
  // social-login keys
  socialLoginPlatform: 'naver',
  isCafe24Register: '1',
  redirectUri: '/my-page',
  state: 'state-1',
  // survey and terms flags
  'survey-completed': 'true',
  'terms-completed': 'false',
  // user info
  userToken: 'user-token',
  banStatus: JSON.stringify({ isBanned: false, message: '' }),
};
const CLEARED_SESSION = { email: 'member@jecheol.kr', banAlertShown: 'true' };
/** What is the device's or the shopper's browsing, not the member's: logout keeps it. */
const KEPT_LOCAL = { uid: 'w-device', recentKeywords: '["사과"]' };

function storeAll() {
  for (const [key, value] of Object.entries({ ...CLEARED_LOCAL, ...KEPT_LOCAL }))
    window.localStorage.setItem(key, value);
  for (const [key, value] of Object.entries(CLEARED_SESSION)) window.sessionStorage.setItem(key, value);
  cookies.set(cookieNames.accessToken, 'Bearer stored');
  cookies.set(cookieNames.refreshToken, 'r1');
}

function expectLoggedOutStorage() {
  for (const key of [...Object.keys(CLEARED_LOCAL)])
    expect([key, window.localStorage.getItem(key)]).toEqual([key, null]);
  for (const key of Object.keys(CLEARED_SESSION))
    expect([key, window.sessionStorage.getItem(key)]).toEqual([key, null]);
  for (const [key, value] of Object.entries(KEPT_LOCAL)) expect(window.localStorage.getItem(key)).toBe(value);
  expect(document.cookie).not.toMatch(/(^|; )(accessToken|refreshToken)=/);
  expect(window.dataLayer?.at(-1)).toEqual({ event: 'logout', user_id: null, member_id: null });
}

describe('logout clears every key of the spec', () => {
  it('the logout button: tokens, social-login keys, survey and terms flags, user info, cookies, analytics ids', async () => {
    storeAll();
    const session = await start();
    await waitFor(session, isLoggedIn, { timeout: 2000 });
    // The terms modal is told at once, not only on another tab's storage event.
    const termsListener = vi.fn();
    const unsubscribe = subscribeTermsCompleted(termsListener);
    session.send({ type: 'session.logout' });
    await waitFor(session, (snapshot) => snapshot.hasTag('loggedOut'), { timeout: 2000 });
    expectLoggedOutStorage();
    expect(readTermsCompleted()).toBeNull();
    expect(termsListener).toHaveBeenCalled();
    unsubscribe();
    session.stop();
  });

  it("the native app's logout message clears the same keys", async () => {
    storeAll();
    const session = await start();
    await waitFor(session, isLoggedIn, { timeout: 2000 });
    session.send({ type: 'app.message.logout' });
    expect(session.getSnapshot().hasTag('loggedOut')).toBe(true);
    expectLoggedOutStorage();
    session.stop();
  });
});
