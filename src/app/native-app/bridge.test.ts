// @vitest-environment jsdom
import type { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isLoginDialogOpen } from '../../features/session/login-dialog.ts';
import type { SessionHost } from '../../features/session/session-host.ts';
import { dispatchBridgeMessage } from '../../platform/bridge.ts';
import { type BridgeDeps, createBridgeHandlers } from './webview.ts';

const silent = { warn: () => {} };

function handlers(overrides: Partial<BridgeDeps> = {}) {
  const deps = {
    router: {} as BridgeDeps['router'],
    queryClient: {} as QueryClient,
    session: {} as SessionHost,
    ...overrides,
  } satisfies BridgeDeps;
  return createBridgeHandlers(deps);
}

/** A session whose actor takes the logout only when signed in, as the session machine does. */
function sessionThat(signedIn: boolean) {
  const send = vi.fn();
  const actor = { getSnapshot: () => ({ can: () => signedIn }), send };
  return { session: { start: async () => actor } as unknown as SessionHost, send };
}

const stored = () => JSON.parse(window.localStorage.getItem('recentlyViewed') ?? '[]') as unknown[];

beforeEach(() => window.localStorage.clear());

describe('appRecentProduct', () => {
  it('moves a liked product to the front without clearing its heart when the app leaves isLike out', () => {
    window.localStorage.setItem(
      'recentlyViewed',
      JSON.stringify([
        { productNo: 1, isLike: false },
        { productNo: 7, isLike: true, name: '제철 사과' },
      ]),
    );
    expect(
      dispatchBridgeMessage({ type: 'appRecentProduct', data: { productNo: 7 } }, handlers(), silent),
    ).toBe(true);
    expect(stored()).toEqual([
      { productNo: 7, isLike: true, name: '제철 사과' },
      { productNo: 1, isLike: false },
    ]);
  });

  it('takes the flag when the app sends one, and a new product starts unliked', () => {
    window.localStorage.setItem('recentlyViewed', JSON.stringify([{ productNo: 7, isLike: true }]));
    const bridge = handlers();
    dispatchBridgeMessage(
      { type: 'appRecentProduct', data: { productNo: 7, isLike: false } },
      bridge,
      silent,
    );
    dispatchBridgeMessage({ type: 'appRecentProduct', data: { productNo: 9 } }, bridge, silent);
    expect(stored()).toEqual([
      { productNo: 9, isLike: false },
      { productNo: 7, isLike: false },
    ]);
  });
});

describe('appLogout', () => {
  function logoutWith(signedIn: boolean) {
    const { session, send } = sessionThat(signedIn);
    const navigate = vi.fn(async () => {});
    const clear = vi.fn();
    const appHandlers = handlers({
      session,
      router: { navigate } as unknown as BridgeDeps['router'],
      queryClient: { clear } as unknown as QueryClient,
    });
    dispatchBridgeMessage({ type: 'appLogout' }, appHandlers, silent);
    return { send, navigate, clear };
  }

  it('hands a signed-in session the logout, which clears it and goes home', async () => {
    const { send, navigate, clear } = logoutWith(true);
    await vi.waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'app.message.logout' }));
    expect(clear).toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('still clears the tokens and goes home when the session is not signed in', async () => {
    window.localStorage.setItem('accessToken1', 'a');
    window.localStorage.setItem('refreshToken1', 'r');
    const { send, navigate } = logoutWith(false);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith({ to: '/' }));
    expect(send).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('accessToken1')).toBeNull();
    expect(window.localStorage.getItem('refreshToken1')).toBeNull();
  });
});

describe('moveRoute', () => {
  it('opens a path of this app, and nothing that would leave the site', () => {
    const navigate = vi.fn(async () => {});
    const bridge = handlers({ router: { navigate } as unknown as BridgeDeps['router'] });
    const move = (url: string) => dispatchBridgeMessage({ type: 'moveRoute', data: { url } }, bridge, silent);

    move('/deal/12?tab=info');
    expect(navigate).toHaveBeenCalledWith({ href: '/deal/12?tab=info' });
    navigate.mockClear();

    for (const url of [
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'https://evil.example/',
      'deal/12',
    ])
      move(url);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('appLogin and appClose', () => {
  it('opens the login dialog without a token pair (and stores the uid), and appClose closes it', () => {
    const bridge = handlers();
    dispatchBridgeMessage({ type: 'appLogin', data: { uid: 'app-device-1' } }, bridge, silent);
    expect(isLoginDialogOpen()).toBe(true);
    expect(window.localStorage.getItem('uid')).toBe('app-device-1');
    dispatchBridgeMessage({ type: 'appClose' }, bridge, silent);
    expect(isLoginDialogOpen()).toBe(false);
  });

  it("with the app's pair signs the session in and opens no dialog", async () => {
    const { session, send } = sessionThat(false);
    const bridge = handlers({ session });
    dispatchBridgeMessage(
      {
        type: 'appLogin',
        data: { accessToken: 'Bearer app', refreshToken: 'r-app', expireDt: '2026-12-01T00:00:00Z' },
      },
      bridge,
      silent,
    );
    await vi.waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'session.signedIn', banStatus: null }));
    expect(isLoginDialogOpen()).toBe(false);
    expect(window.localStorage.getItem('accessToken1')).toBe('Bearer app');
  });

  it("stores the app's userToken and uid from its sign-in and its token refresh", () => {
    const bridge = handlers();
    dispatchBridgeMessage(
      { type: 'appTokenRefresh', data: { userToken: 'ut-1', uid: 'dev-1' } },
      bridge,
      silent,
    );
    expect(window.localStorage.getItem('userToken')).toBe('ut-1');
    expect(window.localStorage.getItem('uid')).toBe('dev-1');
    dispatchBridgeMessage({ type: 'appLogin', data: { userToken: 'ut-2' } }, bridge, silent);
    expect(window.localStorage.getItem('userToken')).toBe('ut-2');
    dispatchBridgeMessage({ type: 'appClose' }, bridge, silent);
  });

  it("keeps a stored ban: the app's sign-in says nothing of one", async () => {
    const ban = { isBanned: true, message: '운영정책 위반으로 이용이 제한되었습니다.' };
    window.localStorage.setItem('banStatus', JSON.stringify(ban));
    const { session, send } = sessionThat(false);
    dispatchBridgeMessage(
      { type: 'appLogin', data: { accessToken: 'Bearer app', refreshToken: 'r-app' } },
      handlers({ session }),
      silent,
    );
    await vi.waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'session.signedIn', banStatus: ban }));
  });

  it('a malformed appLogin opens nothing', () => {
    expect(dispatchBridgeMessage({ type: 'appLogin', data: { accessToken: 7 } }, handlers(), silent)).toBe(
      false,
    );
    expect(isLoginDialogOpen()).toBe(false);
  });
});
