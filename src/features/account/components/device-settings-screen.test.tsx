// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WEB_VERSION } from '#contract/constants.ts';
import { APP_WEB_VIEW_UA_MARKER } from '#machines/user-agent/user-agent.ts';
import { createFakeApi } from '../../../test-support/fake-api.ts';
import { installBrowserStubs, renderApp } from '../../../test-support/render-app.tsx';
import { DEVICE_SETTINGS_TEXT } from './device-settings-screen.tsx';

const LAZY = { timeout: 5000 };

/** GET /api/v1/app/settings answers `settings`; the device's PUTs are recorded and answered. */
function useDeviceApi(settings: { pushYN: 'Y' | 'N'; adYN: 'Y' | 'N'; isMember: boolean }) {
  const sent: { path: string; body: unknown }[] = [];
  const api = createFakeApi((url, init) => {
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/v1/app/settings') return { status: 200, body: settings };
    if (method === 'PUT' && url.pathname === '/api/v1/app/push') {
      const body = JSON.parse(String(init?.body)) as { pushYN: boolean };
      sent.push({ path: url.pathname, body });
      return {
        status: 200,
        body: { pushYN: body.pushYN ? 'Y' : 'N', changedDt: '2026-01-05T00:00:00.000Z' },
      };
    }
    if (method === 'PUT' && url.pathname === '/api/v1/app/ad') {
      const body = JSON.parse(String(init?.body)) as { adYN: 'Y' | 'N' };
      sent.push({ path: url.pathname, body });
      return { status: 200, body: { adYN: body.adYN, changedDt: '2026-01-05T00:00:00.000Z' } };
    }
    return undefined;
  });
  vi.stubGlobal('fetch', api.fetch);
  return { ...api, sent };
}

function inApp() {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(
    `Mozilla/5.0 (Linux; Android 14) Chrome/126 Mobile ${APP_WEB_VIEW_UA_MARKER}/${WEB_VERSION}`,
  );
  // The app's handler host: the phone lets the app notify.
  (window as { flutter_inappwebview?: unknown }).flutter_inappwebview = {
    callHandler: async (name: string) => (name === 'getDevicePush' ? { pushYN: true, deviceInfo: {} } : null),
  };
}

beforeEach(() => {
  installBrowserStubs();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (window as { flutter_inappwebview?: unknown }).flutter_inappwebview;
});

const switchNamed = (name: string) => screen.findByRole('switch', { name }, LAZY);

describe('/app-settings (GET /api/v1/app/settings)', () => {
  it("shows a guest in the app the device's push and ad consent, and changes them", async () => {
    inApp();
    const api = useDeviceApi({ pushYN: 'Y', adYN: 'N', isMember: false });
    renderApp('/app-settings');
    const push = await switchNamed(DEVICE_SETTINGS_TEXT.pushLabel);
    const ad = await switchNamed(DEVICE_SETTINGS_TEXT.adLabel);
    expect(push.getAttribute('aria-checked')).toBe('true');
    expect(ad.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText(DEVICE_SETTINGS_TEXT.guestNote)).toBeTruthy();
    expect(api.requests.some(({ url }) => url.pathname === '/api/v1/app/settings')).toBe(true);

    fireEvent.click(ad);
    await waitFor(() => expect(ad.getAttribute('aria-checked')).toBe('true'));
    fireEvent.click(push);
    await waitFor(() => expect(push.getAttribute('aria-checked')).toBe('false'));
    expect(api.sent).toEqual([
      { path: '/api/v1/app/ad', body: { adYN: 'Y' } },
      { path: '/api/v1/app/push', body: { pushYN: false } },
    ]);
  });

  it("asks for the settings as the app's device, even when the app tells its id late", async () => {
    inApp();
    // The app's start sequence has not run yet: nothing stored, and getDevicePush answers slowly.
    let answer: ((value: unknown) => void) | undefined;
    (window as { flutter_inappwebview?: unknown }).flutter_inappwebview = {
      callHandler: (name: string) =>
        name === 'getDevicePush' ? new Promise((resolve) => (answer ??= resolve)) : Promise.resolve(null),
    };
    const api = useDeviceApi({ pushYN: 'Y', adYN: 'Y', isMember: false });
    renderApp('/app-settings');
    await waitFor(() => expect(answer).toBeDefined(), LAZY);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.requests.some(({ url }) => url.pathname === '/api/v1/app/settings')).toBe(false);
    answer?.({ pushYN: true, deviceInfo: { uid: 'app-device-7' } });
    expect((await switchNamed(DEVICE_SETTINGS_TEXT.pushLabel)).getAttribute('aria-checked')).toBe('true');
    const asked = api.requests.filter(({ url }) => url.pathname === '/api/v1/app/settings');
    expect(asked.map(({ headers }) => headers.get('deviceUuid'))).toEqual(['app-device-7']);
  });

  it('sends a signed-in member on to the member settings', async () => {
    inApp();
    useDeviceApi({ pushYN: 'N', adYN: 'Y', isMember: true });
    renderApp('/app-settings');
    expect(await screen.findByRole('link', { name: DEVICE_SETTINGS_TEXT.memberLink }, LAZY)).toBeTruthy();
  });

  it('outside the app says where it can be set, without asking the server', async () => {
    const api = useDeviceApi({ pushYN: 'Y', adYN: 'Y', isMember: false });
    renderApp('/app-settings');
    expect(await screen.findByText(DEVICE_SETTINGS_TEXT.outsideApp, {}, LAZY)).toBeTruthy();
    expect(api.requests.some(({ url }) => url.pathname === '/api/v1/app/settings')).toBe(false);
  });
});
