import { DEVICE_TYPE } from '#contract/constants.ts';
import { appVersionOf, isAppOutdated, mobilePlatformOf } from '#machines/user-agent/user-agent.ts';
import { recordAppAccess } from '../../api/contract.gen.ts';
import { call } from '../../api/http.ts';
import { fetchAppProfile } from '../../features/maintenance/api/get-app-profile.ts';
import { onTokenPairObtained } from '../../features/session/tokens/token-events.ts';
import type { callApp as CallApp } from '../../platform/bridge.ts';
import { runtimeConfig } from '../../platform/runtime-config.ts';
import { localStore } from '../../platform/storage.ts';
import { confirm } from '../../ui/overlays/feedback.ts';
import { reportAppVersion, reportDeviceInfo } from './reports.ts';

/**
 * What the web does inside the native app's web view beyond answering its messages
 * (docs/native-bridge.md): the start sequence (device info, POST /api/v1/app/access, the version check
 * against the app profile's minimums), handing new tokens to the app, and opening outside pages in a
 * sub web view. Runs once the bridge module has loaded, only in the app.
 */

export const APP_UPDATE_CONFIRM = {
  content: '새 버전의 앱이 나왔어요.\n원활한 이용을 위해 앱을 업데이트해 주세요.',
  confirmLabel: '업데이트',
  cancelLabel: '나중에',
} as const;

/** How long the start waits for the app's device info before recording the access without it. */
const START_DEVICE_INFO_MS = 2_000;

export interface AppStartDeps {
  callApp: typeof CallApp;
  userAgent: string;
}

/** The start sequence: device info, then the access record, then the version check. Never rejects. */
export async function runAppStart({ callApp, userAgent }: AppStartDeps): Promise<void> {
  const device = await callApp('getDevicePush', undefined, { timeoutMs: START_DEVICE_INFO_MS });
  const info = device?.deviceInfo ?? {};
  await reportDeviceInfo(info).catch(() => {});
  const uaVersion = appVersionOf(userAgent);
  const appVersion = info.appVersion ?? uaVersion;
  await call(recordAppAccess, {
    body: { deviceType: DEVICE_TYPE.appWebView, ...(appVersion ? { appVersion } : {}) },
  }).catch(() => {});
  await checkAppUpdate({ callApp, userAgent });
}

/**
 * Spec section 4's "check app update": the minimums from GET /api/v2/app/profile go to the app, which
 * answers its installed version; without an answer the user agent's marker tells it. An app older
 * than its OS's minimum gets the update confirm, whose '업데이트' opens the store (moveToAppMarket).
 */
export async function checkAppUpdate({ callApp, userAgent }: AppStartDeps): Promise<boolean> {
  let minimums: { androidMinVersion: string; iOSMinVersion: string };
  try {
    const { appInfo } = await fetchAppProfile();
    minimums = { androidMinVersion: appInfo.androidMinVersion, iOSMinVersion: appInfo.iOSMinVersion };
  } catch {
    return false;
  }
  const answer = await callApp('checkAppUpdate', minimums);
  const installed = {
    appVersion: answer?.appVersion ?? appVersionOf(userAgent),
    os: answer?.os ?? mobilePlatformOf(userAgent) ?? undefined,
  };
  if (installed.appVersion && installed.os) void reportAppVersion(installed.appVersion, installed.os);
  if (!isAppOutdated(installed, minimums)) return false;
  if (await confirm(APP_UPDATE_CONFIRM)) await callApp('moveToAppMarket');
  return true;
}

/** New tokens of this page (sign-in, refresh) go to the app: setToken. */
export function handTokensToApp(callApp: typeof CallApp): () => void {
  return onTokenPairObtained((pair) => void callApp('setToken', pair));
}

/**
 * An outside page: another origin, or the shop's pages wherever they are served (the development shop
 * is a path of this server). App routes are not.
 */
export function isOutsidePage(href: string, origin: string, shopBaseUrl: string): boolean {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return false;
  }
  // Only plain http(s) URLs go to the app; user info (`https://shop@evil`) is a disguise.
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  if (url.origin !== origin) return true;
  const shop = new URL(shopBaseUrl.replace(/\/*$/, '/'), origin);
  return url.origin === shop.origin && shop.pathname !== '/' && url.pathname.startsWith(shop.pathname);
}

/**
 * In the app, a tap on a link to an outside page (the shop's cart and wish list, a product tag, any
 * outside link) opens it in a sub web view (moveToSubWebViewUrl) instead of replacing this page.
 */
export function openOutsidePagesInSubWebView(
  callApp: typeof CallApp,
  target: Document = document,
): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const href = anchor.href;
    if (!isOutsidePage(href, window.location.origin, runtimeConfig().shopBaseUrl)) return;
    event.preventDefault();
    // A product card: the app reads what was opened, and from where, as receivedValue (spec section 3).
    const productNo = Number(anchor.dataset.productNo);
    if (productNo > 0) {
      localStore.set('receivedValue', {
        src: href,
        title: anchor.querySelector('h3')?.textContent ?? undefined,
        productNo,
        pre_page_name: window.location.pathname.split('/')[1] || 'main',
      });
    }
    void callApp('moveToSubWebViewUrl', { url: href });
  };
  target.addEventListener('click', onClick);
  return () => target.removeEventListener('click', onClick);
}
