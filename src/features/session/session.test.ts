// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import type { UserProfile } from '#contract/account.ts';
import { defaultRuntimeConfig } from '#contract/runtime-config.ts';
import { isLoggedIn } from '#machines/session/session.machine.ts';
import { getUserProfile } from '../../api/contract.gen.ts';
import { call, configureHttp } from '../../api/http.ts';
import { setRuntimeConfig } from '../../platform/runtime-config.ts';
import { createSessionHost } from './session-host.ts';

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const validations: string[] = [];

/** Answers a request the default stub does not know; tests that need more of the API set it. */
let moreRoutes: (request: Request) => Response | undefined | Promise<Response | undefined> = () => undefined;

beforeEach(() => {
  setRuntimeConfig({
    ...defaultRuntimeConfig,
    api: { display: '', account: 'https://account.example.kr', search: '' },
  });
  window.localStorage.clear();
  window.sessionStorage.clear();
  validations.length = 0;
  moreRoutes = () => undefined;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const more = await moreRoutes(request);
    if (more) return more;
    if (request.url.endsWith('/api/v1/token/jwt/validation')) {
      validations.push(request.headers.get('accessToken') ?? '');
      return answer(200, { isValid: true, expireDt: '2026-11-21T00:00:00.000Z' });
    }
    return answer(404, { code: 9, name: 'UNSUPPORTED', message: '없음' });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
  configureHttp({ auth: undefined });
  setRuntimeConfig(defaultRuntimeConfig);
});

async function start() {
  const deps = { queryClient: new QueryClient(), navigate: vi.fn(), invalidate: vi.fn() };
  return { session: await createSessionHost(deps).start(), deps };
}

describe('session wiring', () => {
  it('clears all storage when the legacy token keys of an old release are found', async () => {
    window.localStorage.setItem('accessToken', 'old');
    window.localStorage.setItem('recentKeywords', '["사과"]');
    window.sessionStorage.setItem('email', 'a@b.kr');
    const { session } = await start();
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.length).toBe(0);
    expect(session.getSnapshot().hasTag('loggedOut')).toBe(true);
    session.stop();
  });

  it('a stored token is validated before the shopper counts as logged in', async () => {
    window.localStorage.setItem('accessToken1', 'Bearer stored');
    const { session, deps } = await start();
    expect(session.getSnapshot().hasTag('markedLoggedIn')).toBe(true);
    expect(isLoggedIn(session.getSnapshot())).toBe(false);
    await waitFor(session, isLoggedIn, { timeout: 2000 });
    expect(validations).toEqual(['Bearer stored']);
    expect(deps.invalidate).toHaveBeenCalled();
    session.stop();
  });

  it('a ban stored by an earlier visit blocks the member from the first validation, and logout forgets it', async () => {
    window.localStorage.setItem('accessToken1', 'Bearer stored');
    window.localStorage.setItem('banStatus', JSON.stringify({ isBanned: true, message: '이용 정지' }));
    const { session } = await start();
    await waitFor(session, (snapshot) => snapshot.hasTag('banned'), { timeout: 2000 });
    session.send({ type: 'session.logout' });
    await waitFor(session, (snapshot) => snapshot.hasTag('loggedOut'), { timeout: 2000 });
    expect(window.localStorage.getItem('banStatus')).toBeNull();
    session.stop();
  });

  it("logout forgets the member's own data: user answers and community answers with their like flags", async () => {
    window.localStorage.setItem('accessToken1', 'Bearer stored');
    const { session, deps } = await start();
    await waitFor(session, isLoggedIn, { timeout: 2000 });
    deps.queryClient.setQueryData(['user', 'mypage'], { nickname: '제철회원' });
    deps.queryClient.setQueryData(['community', 'post', 7], { post: { postId: 7, isLiked: true } });
    deps.queryClient.setQueryData(['display', 'deal'], { deals: [] });
    session.send({ type: 'session.logout' });
    await waitFor(session, (snapshot) => snapshot.hasTag('loggedOut'), { timeout: 2000 });
    expect(deps.queryClient.getQueryData(['user', 'mypage'])).toBeUndefined();
    expect(deps.queryClient.getQueryData(['community', 'post', 7])).toBeUndefined();
    expect(deps.queryClient.getQueryData(['display', 'deal'])).toEqual({ deals: [] });
    session.stop();
  });

  it("another tab's sign-in (the token key changing) revalidates and refreshes user data", async () => {
    const { session, deps } = await start();
    expect(session.getSnapshot().hasTag('loggedOut')).toBe(true);
    const invalidateQueries = vi.spyOn(deps.queryClient, 'invalidateQueries');
    window.localStorage.setItem('accessToken1', 'Bearer from-other-tab');
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'accessToken1', newValue: 'Bearer from-other-tab' }),
    );
    await waitFor(session, isLoggedIn, { timeout: 2000 });
    expect(validations).toEqual(['Bearer from-other-tab']);
    expect(invalidateQueries).toHaveBeenCalled();
    session.stop();
  });
});

describe('session wiring: expired tokens', () => {
  const accessExpired = { code: 111, name: 'ACCESS_TOKEN_EXPIRED', message: '액세스 토큰이 만료되었습니다.' };
  const refreshExpired = { code: 112, name: 'REFRESH_TOKEN_EXPIRED', message: '로그인이 만료되었습니다.' };
  const path = (request: Request) => `${request.method} ${new URL(request.url).pathname}`;
  const profile: UserProfile = {
    email: 'member@jecheol.kr',
    isMember: true,
    nickName: '제철회원',
    name: null,
    gender: null,
    birthYear: null,
    mobile: null,
    channelType: 1001,
    signUpDt: '2026-11-01T00:00:00.000Z',
    banStatus: { isBanned: false, message: '' },
    isTermsChange: false,
    retrySignIn: false,
  };

  it('a member call meeting an expired token while the session still validates is retried after the refresh', async () => {
    window.localStorage.setItem('accessToken1', 'Bearer expired');
    window.localStorage.setItem('refreshToken1', 'r1');
    const refreshes: string[] = [];
    moreRoutes = async (request) => {
      const fresh = request.headers.get('Authorization') === 'Bearer fresh';
      switch (path(request)) {
        case 'GET /api/v1/token/jwt/validation':
          // The validation answers after the member call below has met the expired token.
          await new Promise((resolve) => setTimeout(resolve, 50));
          return fresh
            ? answer(200, { isValid: true, expireDt: '2026-11-24T09:00:00.000Z' })
            : answer(401, accessExpired);
        case 'PUT /api/v1/token/jwt/refresh':
          refreshes.push(request.headers.get('refreshToken') ?? '');
          return answer(200, {
            accessToken: 'Bearer fresh',
            refreshToken: 'r2',
            expireDt: '2026-11-24T09:00:00.000Z',
            refreshExpireDt: '2027-02-24T09:00:00.000Z',
          });
        case 'GET /api/v2/user/profile':
          return fresh ? answer(200, profile) : answer(401, accessExpired);
        default:
          return undefined;
      }
    };
    const { session } = await start();
    expect(session.getSnapshot().hasTag('pending')).toBe(true);

    await expect(call(getUserProfile)).resolves.toEqual(profile);
    expect(refreshes).toEqual(['r1']);
    await waitFor(session, isLoggedIn, { timeout: 2000 });
    session.stop();
  });

  it('an expired refresh token runs the whole logout: token delete, shop logout, then login with the return path', async () => {
    window.history.replaceState(null, '', '/my-page/point?tab=history');
    window.localStorage.setItem('accessToken1', 'Bearer expired');
    window.localStorage.setItem('refreshToken1', 'r-dead');
    window.localStorage.setItem('socialLoginPlatform', 'naver');
    const deletes: Array<[string | null, string | null]> = [];
    moreRoutes = (request) => {
      switch (path(request)) {
        case 'GET /api/v1/token/jwt/validation':
          return answer(401, accessExpired);
        case 'PUT /api/v1/token/jwt/refresh':
          return answer(401, refreshExpired);
        case 'DELETE /api/v1/token/jwt':
          deletes.push([request.headers.get('accessToken'), request.headers.get('refreshToken')]);
          return answer(200, { isLoggedOut: true });
        default:
          return undefined;
      }
    };
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { session, deps } = await start();
    await waitFor(session, (snapshot) => snapshot.hasTag('expired'), { timeout: 2000 });

    // The server hears of the logout with the tokens it knew, and nothing of the session is left here.
    await vi.waitFor(() => expect(deletes).toEqual([['Bearer expired', 'r-dead']]));
    for (const key of ['accessToken1', 'refreshToken1', 'socialLoginPlatform'])
      expect(window.localStorage.getItem(key)).toBeNull();
    expect(open).not.toHaveBeenCalled();

    // The shopper confirms the dialog.
    session.send({ type: 'session.expiredConfirmed' });
    expect(open).toHaveBeenCalledWith(
      '/dev-shop/exec/front/Member/logout/',
      'shop-logout',
      expect.any(String),
    );
    expect(deps.navigate).toHaveBeenLastCalledWith('/login?returnUrl=%2Fmy-page%2Fpoint%3Ftab%3Dhistory');
    expect(session.getSnapshot().hasTag('loggedOut')).toBe(true);
    session.stop();
  });

  it('confirming on the login page the route guard already opened keeps its return path', async () => {
    window.history.replaceState(null, '', '/login?returnUrl=%2Fmy-page');
    window.localStorage.setItem('accessToken1', 'Bearer expired');
    window.localStorage.setItem('refreshToken1', 'r-dead');
    moreRoutes = (request) => {
      if (path(request) === 'GET /api/v1/token/jwt/validation') return answer(401, refreshExpired);
      if (path(request) === 'DELETE /api/v1/token/jwt') return answer(200, { isLoggedOut: true });
      return undefined;
    };
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { session, deps } = await start();
    await waitFor(session, (snapshot) => snapshot.hasTag('expired'), { timeout: 2000 });
    session.send({ type: 'session.expiredConfirmed' });
    expect(deps.navigate).toHaveBeenLastCalledWith('/login?returnUrl=%2Fmy-page');
    session.stop();
  });

  describe('confirming the expired dialog in a window opened by another, or in the app', () => {
    async function expireAndConfirm() {
      window.history.replaceState(null, '', '/my-page');
      window.localStorage.setItem('accessToken1', 'Bearer expired');
      window.localStorage.setItem('refreshToken1', 'r-dead');
      moreRoutes = (request) => {
        if (path(request) === 'GET /api/v1/token/jwt/validation') return answer(401, refreshExpired);
        if (path(request) === 'DELETE /api/v1/token/jwt') return answer(200, { isLoggedOut: true });
        return undefined;
      };
      vi.spyOn(window, 'open').mockReturnValue(null);
      const { session, deps } = await start();
      await waitFor(session, (snapshot) => snapshot.hasTag('expired'), { timeout: 2000 });
      session.send({ type: 'session.expiredConfirmed' });
      return { session, deps };
    }

    /** The app's handler host answering closeSubWebView as given, recording every call. */
    function inApp(closed: boolean | 'no answer') {
      vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(
        'Mozilla/5.0 (Linux; Android 14) JecheolApp/2.29.0',
      );
      const calls: string[] = [];
      vi.stubGlobal('flutter_inappwebview', {
        callHandler: async (name: string) => {
          calls.push(name);
          return name === 'closeSubWebView' && closed !== 'no answer' ? { closed } : 'garbage';
        },
      });
      return calls;
    }

    it('closes the window when an opener is there, and does not go to login', async () => {
      vi.stubGlobal('opener', {});
      const close = vi.spyOn(window, 'close').mockImplementation(() => {});
      const { session, deps } = await expireAndConfirm();
      expect(close).toHaveBeenCalledOnce();
      expect(deps.navigate).not.toHaveBeenCalledWith(expect.stringMatching(/^\/login/));
      session.stop();
    });

    it("in the app's sub web view closes it (closeSubWebView) after clearing its cache and cookies", async () => {
      const calls = inApp(true);
      const { session, deps } = await expireAndConfirm();
      await vi.waitFor(() => expect(calls).toEqual(['clearCacheAndCookies', 'closeSubWebView']));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(deps.navigate).not.toHaveBeenCalledWith(expect.stringMatching(/^\/login/));
      session.stop();
    });

    it.each([
      [false, "the app's main web view (closed: false)"],
      ['no answer', 'an app that does not answer'],
    ] as const)('%s: %s goes to login', async (closed, _case) => {
      const calls = inApp(closed);
      const { session, deps } = await expireAndConfirm();
      await vi.waitFor(() => expect(deps.navigate).toHaveBeenLastCalledWith('/login?returnUrl=%2Fmy-page'));
      expect(calls).toContain('closeSubWebView');
      session.stop();
    });
  });
});
