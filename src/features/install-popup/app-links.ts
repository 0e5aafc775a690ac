import type { StoreTarget } from '#machines/user-agent/user-agent.ts';

/**
 * Where "open the app" and its store fallback go. The app team owns these identifiers; the custom
 * scheme opens the same page inside the app's web view.
 */
export const APP_SCHEME = 'jecheol';
export const ANDROID_PACKAGE = 'kr.jecheol.app';
export const PLAY_STORE_URL = `https://play.google.com/store/apps/details?id=${ANDROID_PACKAGE}`;
export const APP_STORE_URL = 'https://apps.apple.com/kr/app/id6450000000';

/** `jecheol://open?url=<path and query>`: the app opens this page in its web view. */
export function deepLinkOf(pageUrl: string): string {
  const url = new URL(pageUrl, 'https://placeholder.invalid');
  return `${APP_SCHEME}://open?url=${encodeURIComponent(`${url.pathname}${url.search}`)}`;
}

/** The store page for the platform; Android goes through an intent so Chrome offers the Play store. */
export function storeUrlOf(store: StoreTarget, pageUrl: string): string {
  if (store === 'appStore') return APP_STORE_URL;
  if (store === 'playStore') return PLAY_STORE_URL;
  const url = new URL(pageUrl, 'https://placeholder.invalid');
  const target = encodeURIComponent(`${url.pathname}${url.search}`);
  return `intent://open?url=${target}#Intent;scheme=${APP_SCHEME};package=${ANDROID_PACKAGE};S.browser_fallback_url=${encodeURIComponent(PLAY_STORE_URL)};end`;
}
