import { cookieNames, cookies, localStore } from '../../platform/storage.ts';

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

export function storeTokenPair(pair: TokenPair): void {
  localStore.set('accessToken1', pair.accessToken);
  localStore.set('refreshToken1', pair.refreshToken);
  const accessExpires = validDate(pair.expireDt);
  const refreshExpires = accessExpires ? new Date(accessExpires) : undefined;
  refreshExpires?.setMonth(refreshExpires.getMonth() + REFRESH_COOKIE_EXTRA_MONTHS);
  cookies.set(cookieNames.accessToken, pair.accessToken, { expires: accessExpires });
  cookies.set(cookieNames.refreshToken, pair.refreshToken, { expires: refreshExpires });
}

export function clearStoredTokens(): void {
  localStore.remove('accessToken1');
  localStore.remove('refreshToken1');
}

export function clearTokenCookies(): void {
  cookies.remove(cookieNames.accessToken);
  cookies.remove(cookieNames.refreshToken);
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
