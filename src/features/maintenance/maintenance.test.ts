// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { isRedirect } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  guardMaintenance,
  maintenanceActor,
  page,
  startMaintenance,
  stopMaintenance,
} from './maintenance.ts';

function profile(isProgress: boolean, webVersion = '2.29.0', isTermsChange = true) {
  return {
    userInfo: { retrySignIn: false, banStatus: { isBanned: false, message: '' }, isTermsChange },
    systemInspectionInfo: { isProgress },
    appInfo: { webVersion, androidMinVersion: '1.0.0', iOSMinVersion: '1.0.0' },
  };
}

let answer = profile(false);
const fetchStub = vi.fn(
  async () =>
    new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } }),
);

/** Where the guard sends a navigation to `pathname`, or null when it lets it through. */
function target(pathname: string, search: Record<string, unknown> = {}): string | null {
  try {
    guardMaintenance({ pathname, search });
    return null;
  } catch (error) {
    if (!isRedirect(error)) throw error;
    return String(error.options.to);
  }
}

async function start(path: string) {
  const revalidate = vi.fn();
  startMaintenance({ revalidate, queryClient: new QueryClient(), startSession: undefined, path });
  await vi.waitFor(() => expect(maintenanceActor()?.getSnapshot().hasTag('pending')).toBe(false));
  return revalidate;
}

async function refetch(next: ReturnType<typeof profile>) {
  answer = next;
  maintenanceActor()?.send({ type: 'profile.refetch' });
  await vi.waitFor(() => expect(maintenanceActor()?.getSnapshot().hasTag('pending')).toBe(false));
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchStub);
  sessionStorage.clear();
  localStorage.clear();
  answer = profile(false);
});

afterEach(() => {
  stopMaintenance();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('maintenance', () => {
  it('sends every navigation to /maintenance during an inspection, and back once it ends', async () => {
    answer = profile(true);
    const revalidate = await start('/best');
    expect(revalidate).toHaveBeenCalled();
    expect(target('/best')).toBe('/maintenance');
    expect(target('/login')).toBe('/maintenance');
    expect(target('/maintenance')).toBeNull();

    await refetch(profile(false));
    expect(target('/best')).toBeNull();
    expect(target('/maintenance')).toBe('/');
  });

  it('lets staff through with ?bypass=true, and forgets the bypass when the inspection ends', async () => {
    answer = profile(true);
    await start('/');
    expect(target('/maintenance', { bypass: true })).toBe('/');
    expect(sessionStorage.getItem('bypass')).toBe('true');
    expect(target('/best')).toBeNull();
    expect(target('/maintenance')).toBe('/');

    localStorage.setItem('bypass', 'true');
    await refetch(profile(false));
    expect(sessionStorage.getItem('bypass')).toBeNull();
    expect(localStorage.getItem('bypass')).toBeNull();
  });

  it('stores the terms flag the profile carries', async () => {
    answer = profile(false, '2.29.0', false);
    await start('/');
    expect(localStorage.getItem('terms-completed')).toBe('false');
    await refetch(profile(false, '2.29.0', true));
    expect(localStorage.getItem('terms-completed')).toBe('true');
  });

  it('reloads for a new web version, but not before the shopper leaves the game', async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    answer = profile(false, '2.30.0');
    await start('/game');
    expect(reload).not.toHaveBeenCalled();
    maintenanceActor()?.send({ type: 'route.changed', path: '/best' });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('reloads for a new web version once per tab: the same mismatch after the reload keeps the page', async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    answer = profile(false, '2.30.0');
    await start('/');
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    // The reloaded page is still release 2.29.0 (an old copy served): starting afresh must not loop.
    stopMaintenance();
    await start('/');
    await vi.waitFor(() =>
      expect(maintenanceActor()?.getSnapshot().matches({ version: 'reloaded' })).toBe(true),
    );
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
