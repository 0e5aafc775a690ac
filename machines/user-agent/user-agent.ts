import { DEVICE_TYPE } from '#contract/constants.ts';

/**
 * Facts read from a user agent string. The native app appends this marker to its web view's user
 * agent (spec section 3: "identified by a user agent marker"); the app team must keep the two in sync.
 */
export const APP_WEB_VIEW_UA_MARKER = 'JecheolApp';

export type MobilePlatform = 'ios' | 'android';
export type DeviceTypeCode = (typeof DEVICE_TYPE)[keyof typeof DEVICE_TYPE];

export function isAppWebView(userAgent: string): boolean {
  return userAgent.includes(APP_WEB_VIEW_UA_MARKER);
}

export function mobilePlatformOf(userAgent: string): MobilePlatform | null {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return null;
}

/** A phone or tablet browser, outside the app's web view. */
export function isMobileBrowser(userAgent: string): boolean {
  if (isAppWebView(userAgent)) return false;
  return mobilePlatformOf(userAgent) !== null || /Mobi/i.test(userAgent);
}

/**
 * Device type code sent at sign-in (spec section 3): 1003 inside the app web view, 1001 for a mobile
 * browser, 1002 for a desktop or any other browser.
 */
export function deviceTypeOf(userAgent: string): DeviceTypeCode {
  if (isAppWebView(userAgent)) return DEVICE_TYPE.appWebView;
  if (isMobileBrowser(userAgent)) return DEVICE_TYPE.other;
  return DEVICE_TYPE.browser;
}

/** Safari itself on iOS: other iOS browsers and in-app browsers name themselves in the user agent. */
export function isMobileSafari(userAgent: string): boolean {
  if (mobilePlatformOf(userAgent) !== 'ios' || isAppWebView(userAgent)) return false;
  if (/CriOS|FxiOS|EdgiOS|OPiOS|NAVER|KAKAOTALK|Instagram|FBAN|FBAV|Line\//.test(userAgent)) return false;
  return /Version\/[\d.]+.*Safari/.test(userAgent);
}

export type ShopLogoutWindow = 'same' | 'popup';

/**
 * Where the shop's logout page opens (spec section 4). Mobile Safari blocks a popup opened after an
 * await, so there it replaces the page; everywhere else a tiny popup keeps the shopper in the app.
 */
export function shopLogoutWindowOf(userAgent: string): ShopLogoutWindow {
  return isMobileSafari(userAgent) ? 'same' : 'popup';
}

export type StoreTarget = 'appStore' | 'androidIntent' | 'playStore';

/** Install fallback (spec section 4): iOS store, Android intent, otherwise the Play store. */
export function storeTargetOf(userAgent: string): StoreTarget {
  const platform = mobilePlatformOf(userAgent);
  if (platform === 'ios') return 'appStore';
  if (platform === 'android') return 'androidIntent';
  return 'playStore';
}

/**
 * The app's version from its marker (`JecheolApp/2.31.0`): the app appends its installed version to
 * the marker. Undefined outside the app or when the marker carries none in the x.y.z form.
 */
export function appVersionOf(userAgent: string): string | undefined {
  const match = new RegExp(`${APP_WEB_VIEW_UA_MARKER}/(\\d{1,4}\\.\\d{1,4}\\.\\d{1,4})(?![\\d.])`).exec(
    userAgent,
  );
  return match?.[1];
}

/** Negative when version a is older than b, 0 when equal, positive when newer (x.y.z, numerically). */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * Whether the installed app is older than the minimum for its OS (spec section 3, appInfo's
 * androidMinVersion / iOSMinVersion). Unknown version or OS: not outdated (never nag on a guess).
 */
export function isAppOutdated(
  installed: { appVersion?: string | undefined; os?: MobilePlatform | null | undefined },
  minimums: { androidMinVersion: string; iOSMinVersion: string },
): boolean {
  if (!installed.appVersion || !installed.os) return false;
  const minimum = installed.os === 'ios' ? minimums.iOSMinVersion : minimums.androidMinVersion;
  return compareVersions(installed.appVersion, minimum) < 0;
}
