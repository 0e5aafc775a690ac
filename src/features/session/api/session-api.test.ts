// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultRuntimeConfig } from '#contract/runtime-config.ts';
import { setRuntimeConfig } from '../../../platform/runtime-config.ts';
import { renewTokens, TOKEN_REFRESH_LOCK } from './session-api.ts';

/**
 * The token refresh as two tabs of one browser run it: they share local storage and the browser's
 * lock manager, and the server rotates the refresh token and ends the session when a used one comes
 * back (reuse detection), as the real one does.
 */

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const refreshExpired = { code: 112, name: 'REFRESH_TOKEN_EXPIRED', message: '로그인이 만료되었습니다.' };

/** The refresh endpoint with rotation and reuse detection; `presented` lists every refresh token sent. */
function tokenServer() {
  let generation = 1;
  const used = new Set<string>();
  const state = { presented: [] as string[], revoked: false };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (!request.url.endsWith('/api/v1/token/jwt/refresh')) return answer(404, {});
    const presented = request.headers.get('refreshToken') ?? '';
    state.presented.push(presented);
    // The answer takes a while, as over a network: long enough for the other tab to ask meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (used.has(presented)) state.revoked = true;
    if (state.revoked || presented !== `r${generation}`) return answer(401, refreshExpired);
    used.add(presented);
    generation += 1;
    return answer(200, {
      accessToken: `Bearer a${generation}`,
      refreshToken: `r${generation}`,
      expireDt: '2026-11-24T09:00:00.000Z',
      refreshExpireDt: '2027-02-24T09:00:00.000Z',
    });
  });
  return state;
}

/** The browser's lock manager: one holder per name, the others wait in line; `query` lists holders. */
function lockManager() {
  const tails = new Map<string, Promise<unknown>>();
  const holding = new Set<string>();
  const requested: string[] = [];
  return {
    requested,
    request(name: string, callback: (lock: { name: string }) => Promise<unknown>) {
      requested.push(name);
      const turn = (tails.get(name) ?? Promise.resolve()).then(async () => {
        holding.add(name);
        try {
          return await callback({ name });
        } finally {
          holding.delete(name);
        }
      });
      tails.set(
        name,
        turn.catch(() => {}),
      );
      return turn;
    },
    async query() {
      return { held: [...holding].map((name) => ({ name, mode: 'exclusive' })), pending: [] };
    },
  };
}

const stored = () => [
  window.localStorage.getItem('accessToken1'),
  window.localStorage.getItem('refreshToken1'),
];

beforeEach(() => {
  setRuntimeConfig({
    ...defaultRuntimeConfig,
    api: { display: '', account: 'https://account.example.kr', search: '' },
  });
  window.localStorage.clear();
  window.localStorage.setItem('accessToken1', 'Bearer a1');
  window.localStorage.setItem('refreshToken1', 'r1');
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window.navigator, 'locks');
  setRuntimeConfig(defaultRuntimeConfig);
});

describe('token refresh across tabs', () => {
  it('two tabs refreshing at once: one refresh reaches the server, both end with its pair', async () => {
    const server = tokenServer();
    const locks = lockManager();
    Object.defineProperty(window.navigator, 'locks', { value: locks, configurable: true });

    const tabs = [renewTokens(), renewTokens()];

    await expect(Promise.all(tabs)).resolves.toEqual([undefined, undefined]);
    expect(locks.requested.filter((name) => name === TOKEN_REFRESH_LOCK)).toHaveLength(2);
    expect(server.presented).toEqual(['r1']);
    expect(server.revoked).toBe(false);
    expect(stored()).toEqual(['Bearer a2', 'r2']);
  });

  it('a tab whose turn comes after a rotation still refreshes when it holds the current token', async () => {
    const server = tokenServer();
    Object.defineProperty(window.navigator, 'locks', { value: lockManager(), configurable: true });

    await renewTokens();
    await renewTokens();

    expect(server.presented).toEqual(['r1', 'r2']);
    expect(stored()).toEqual(['Bearer a3', 'r3']);
  });

  it('a tab whose storage has not caught up with the rotation waits for the new pair, never sending the used token', async () => {
    const server = tokenServer();
    Object.defineProperty(window.navigator, 'locks', { value: lockManager(), configurable: true });
    await renewTokens();
    // The other tab's copy of local storage still shows the rotated token for a moment.
    window.localStorage.setItem('accessToken1', 'Bearer a1');
    window.localStorage.setItem('refreshToken1', 'r1');
    setTimeout(() => {
      window.localStorage.setItem('accessToken1', 'Bearer a2');
      window.localStorage.setItem('refreshToken1', 'r2');
    }, 100);

    await renewTokens();

    expect(server.presented).toEqual(['r1']);
    expect(server.revoked).toBe(false);
    expect(stored()).toEqual(['Bearer a2', 'r2']);
  });

  it('without Web Locks (jsdom, an insecure origin) a refresh still renews and stores the pair', async () => {
    const server = tokenServer();
    expect('locks' in window.navigator).toBe(false);

    await renewTokens();

    expect(server.presented).toEqual(['r1']);
    expect(stored()).toEqual(['Bearer a2', 'r2']);
  });
});
