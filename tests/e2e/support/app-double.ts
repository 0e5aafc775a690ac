import type { BrowserContext, Page } from '@playwright/test';
import { APP_WEB_VIEW_UA_MARKER } from '#machines/user-agent/user-agent.ts';

/**
 * A test double of the native app that follows docs/native-bridge.md: an init script installs
 * `window.flutter_inappwebview.callHandler(name, args)` before the page's own script runs, records
 * every call (kept in session storage, so calls made before a navigation, such as the sign-in's
 * setToken on the landing page, can still be read) and answers each handler as the protocol says.
 * Helpers post the app's messages to the page (app → web) and read what the web asked of the app.
 */

/** The app's user agent: a phone's web view with the marker and the installed version. */
export function appUserAgent(version = '2.29.0', os: 'android' | 'ios' = 'android'): string {
  const phone =
    os === 'ios'
      ? 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148'
      : 'Mozilla/5.0 (Linux; Android 14; SM-S921N; wv) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
  return `${phone} ${APP_WEB_VIEW_UA_MARKER}/${version}`;
}

export interface AppDoubleImage {
  name: string;
  type: string;
  /** The file's bytes, base64. */
  base64: string;
}

export interface AppDoubleOptions {
  /** What checkAppUpdate answers as the installed version (and getDevicePush's deviceInfo). */
  appVersion?: string;
  os?: 'android' | 'ios';
  /** The device id the app owns (deviceInfo.uid). */
  uid?: string;
  appUserId?: string;
  adId?: string;
  /** Whether the phone lets the app notify (getDevicePush), and what requestPermission answers. */
  devicePush?: boolean;
  grantPermission?: boolean;
  /** What the photo picker hands over (getSelectedImage); empty: the person cancelled. */
  images?: AppDoubleImage[];
  /** closeSubWebView's answer: true when this page is a sub web view. */
  subWebView?: boolean;
}

export interface AppCall {
  name: string;
  args: unknown;
}

const CALLS_KEY = '__appDoubleCalls';
const STATE_KEY = '__appDoubleState';

/** The init script (runs in the page; serialised by Playwright, so it refers to nothing outside). */
function installDouble({
  options,
  callsKey,
  stateKey,
}: {
  options: AppDoubleOptions;
  callsKey: string;
  stateKey: string;
}) {
  const read = <T>(key: string, fallback: T): T => {
    try {
      const raw = sessionStorage.getItem(key);
      return raw ? (JSON.parse(raw) as T) : fallback;
    } catch {
      return fallback;
    }
  };
  const state = read(stateKey, { devicePush: options.devicePush ?? true });
  const save = () => sessionStorage.setItem(stateKey, JSON.stringify(state));
  const record = (name: string, args: unknown) => {
    const calls = read<Array<{ name: string; args: unknown }>>(callsKey, []);
    calls.push({ name, args: args ?? null });
    sessionStorage.setItem(callsKey, JSON.stringify(calls));
  };
  const deviceInfo = () => ({
    ...(options.uid ? { uid: options.uid } : {}),
    ...(options.appVersion ? { appVersion: options.appVersion } : {}),
    ...(options.os ? { os: options.os } : {}),
    ...(options.appUserId ? { appUserId: options.appUserId } : {}),
    ...(options.adId ? { adId: options.adId } : {}),
  });
  const answers: Record<string, (args: unknown) => unknown> = {
    setToken: () => null,
    clearCacheAndCookies: () => null,
    checkAppUpdate: () => ({
      ...(options.appVersion ? { appVersion: options.appVersion } : {}),
      ...(options.os ? { os: options.os } : {}),
    }),
    closeSubWebView: () => ({ closed: options.subWebView ?? false }),
    getDevicePush: () => ({ pushYN: state.devicePush, deviceInfo: deviceInfo() }),
    requestPermission: () => {
      const granted = options.grantPermission ?? true;
      if (granted) state.devicePush = true;
      save();
      return { granted };
    },
    getSelectedImage: (args) => {
      const max = (args as { maxCount?: number } | undefined)?.maxCount ?? 10;
      return { images: (options.images ?? []).slice(0, max) };
    },
    moveToSubWebViewUrl: () => null,
    moveToAppMarket: () => null,
    // The phone's platform attests the server's challenge: played by the development stand-in
    // (docs/app-attestation.md), so an app sign-in here earns the app-login bonus as a real one would.
    getAppAttestation: async (args) => {
      const platform = options.os ?? 'android';
      const response = await fetch('/dev-attest/token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ nonce: (args as { nonce?: string } | undefined)?.nonce, platform }),
      });
      const { token } = (await response.json()) as { token: string };
      return { token, platform };
    },
  };
  const double = {
    callHandler(name: string, ...args: unknown[]) {
      record(name, args[0]);
      const answer = answers[name];
      // An unknown handler: the real plugin never answers; the double rejects so a test sees it.
      if (!answer) return Promise.reject(new Error(`unknown handler ${name}`));
      return Promise.resolve(answer(args[0]));
    },
    /** The app's own push switch changed (what it reports with setDevicePush). */
    setDevicePush(on: boolean) {
      state.devicePush = on;
      save();
    },
  };
  Object.defineProperty(window, 'flutter_inappwebview', { value: double, configurable: true });
  // How many 'message' listeners the page has on its window (only the web's bridge adds one), so a
  // test can tell that the app's messages are heard before it posts one (bridgeListening).
  const listening = { count: 0 };
  Object.defineProperty(window, '__appDoubleMessageListeners', { get: () => listening.count });
  const add = window.addEventListener.bind(window);
  const remove = window.removeEventListener.bind(window);
  window.addEventListener = ((type: string, listener: EventListenerOrEventListenerObject, opts?: unknown) => {
    if (type === 'message') listening.count += 1;
    add(type, listener, opts as AddEventListenerOptions);
  }) as typeof window.addEventListener;
  window.removeEventListener = ((
    type: string,
    listener: EventListenerOrEventListenerObject,
    opts?: unknown,
  ) => {
    if (type === 'message') listening.count = Math.max(0, listening.count - 1);
    remove(type, listener, opts as EventListenerOptions);
  }) as typeof window.removeEventListener;
}

/** Installs the double in every page of the context. Set the context's user agent with appUserAgent(). */
export async function installAppDouble(context: BrowserContext, options: AppDoubleOptions = {}) {
  await context.addInitScript(installDouble, { options, callsKey: CALLS_KEY, stateKey: STATE_KEY });
}

/** Every handler the web called in this tab so far, in order. */
export function appCalls(page: Page): Promise<AppCall[]> {
  return page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as AppCall[], CALLS_KEY);
}

/** The names of the calls, for short assertions. */
export async function appCallNames(page: Page): Promise<string[]> {
  return (await appCalls(page)).map(({ name }) => name);
}

/**
 * The app's bridge is loaded after the first screen; its start sequence asks getDevicePush first, after
 * the message listener is installed. Resolves once both have happened: a getDevicePush call alone is
 * not enough, since a screen may ask it itself (the settings screen does) before the bridge listens,
 * and a message posted then is lost.
 */
export async function bridgeListening(page: Page): Promise<void> {
  await page.waitForFunction(
    (key) =>
      (window as unknown as { __appDoubleMessageListeners: number }).__appDoubleMessageListeners > 0 &&
      (JSON.parse(sessionStorage.getItem(key) ?? '[]') as AppCall[]).some(
        ({ name }) => name === 'getDevicePush',
      ),
    CALLS_KEY,
  );
}

/** Posts one of the app's messages (app → web) to the page, as the app does. */
export async function postToWeb(page: Page, message: { type: string; data?: unknown }): Promise<void> {
  await page.evaluate((m) => {
    // The app's switch moves only with a value it can send (a boolean or its text); a malformed
    // message, which the web ignores, leaves the phone's switch as it was.
    const on = (m.data as { pushYN?: unknown } | undefined)?.pushYN;
    if (m.type === 'setDevicePush' && [true, false, 'true', 'false'].includes(on as string)) {
      (
        window as unknown as { flutter_inappwebview: { setDevicePush(on: boolean): void } }
      ).flutter_inappwebview.setDevicePush(on === true || on === 'true');
    }
    window.postMessage(m, '*');
  }, message);
}
