// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { defaultRuntimeConfig } from '../../../contract/runtime-config.ts';
import { isLoggedIn } from '../../../machines/session/session.machine.ts';
import { configureHttp } from '../../api/http.ts';
import { setRuntimeConfig } from '../../platform/runtime-config.ts';
import { createSessionHost } from './session-host.ts';

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const validations: string[] = [];

beforeEach(() => {
  setRuntimeConfig({
    ...defaultRuntimeConfig,
    api: { display: '', account: 'https://account.example.kr', search: '' },
  });
  window.localStorage.clear();
  window.sessionStorage.clear();
  validations.length = 0;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (request.url.endsWith('/api/v1/token/jwt/validation')) {
      validations.push(request.headers.get('accessToken') ?? '');
      return answer(200, { isValid: true, expireDt: '2026-11-21T00:00:00.000Z' });
    }
    return answer(404, { code: 9, name: 'UNSUPPORTED', message: '없음' });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
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
