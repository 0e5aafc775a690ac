import { cookieDomainFor } from '#contract/rules/cookie-domain.ts';
import { runtimeConfig } from '../../../platform/runtime-config.ts';
import { cookieNames, cookies, localStore } from '../../../platform/storage.ts';

/**
 * The stored token pair (spec section 3): local storage `accessToken1` ('Bearer …') and
 * `refreshToken1`, mirrored into the token cookies the shop reads.
 */
export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  /** When the access token expires (ISO). The refresh cookie lives 3 months longer (spec section 9). */
  expireDt: string;
}

const REFRESH_COOKIE_EXTRA_MONTHS = 3;

/**
 * The `domain` of the token cookies on this page (spec section 3: shared with the shop on the parent
 * domain): the configured `cookieDomain` when this page is on it, else none (cookies for this host only).
 */
export function tokenCookieDomain(): string | undefined {
  return cookieDomainFor(runtimeConfig().cookieDomain, window.location.hostname);
}

/** The Authorization value as stored ('Bearer …'), if any. */
export function storedAccessToken(): string | undefined {
  return localStore.get('accessToken1');
}

export function storedRefreshToken(): string | undefined {
  return localStore.get('refreshToken1');
}

export function hasStoredToken(): boolean {
  return storedAccessToken() !== undefined;
}

export function hasLegacyTokens(): boolean {
  return localStore.get('accessToken') !== undefined || localStore.get('refreshToken') !== undefined;
}

function validDate(iso: string): Date | undefined {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The same day and time `months` later, or the month's last day (30 Nov + 3 months = 28 Feb, not 2 Mar). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return result;
}

export function storeTokenPair(pair: TokenPair): void {
  localStore.set('accessToken1', pair.accessToken);
  localStore.set('refreshToken1', pair.refreshToken);
  const accessExpires = validDate(pair.expireDt);
  const refreshExpires = accessExpires && addMonths(accessExpires, REFRESH_COOKIE_EXTRA_MONTHS);
  const domain = tokenCookieDomain();
  cookies.set(cookieNames.accessToken, pair.accessToken, { expires: accessExpires, domain });
  cookies.set(cookieNames.refreshToken, pair.refreshToken, { expires: refreshExpires, domain });
}

export function clearStoredTokens(): void {
  localStore.remove('accessToken1');
  localStore.remove('refreshToken1');
}

/** Removes them with the domain they were set with (a cookie is only removed by its own domain). */
export function clearTokenCookies(): void {
  const domain = tokenCookieDomain();
  for (const name of [cookieNames.accessToken, cookieNames.refreshToken]) {
    cookies.remove(name, { domain });
    // Host-only ones too: set before the domain was configured, they would shadow the shared ones here.
    if (domain) cookies.remove(name);
  }
}

/** The headers the token calls take (spec section 7: accessToken, refreshToken). */
export function tokenHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const access = storedAccessToken();
  const refresh = storedRefreshToken();
  if (access) headers.accessToken = access;
  if (refresh) headers.refreshToken = refresh;
  return headers;
}
