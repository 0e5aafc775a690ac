import type { Page } from '@playwright/test';
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { DEV_JWT_SECRET } from '../../server/modules/auth/auth.config.ts';

/** One local storage value of the page's origin. */
export const stored = (page: Page, key: string) =>
  page.evaluate((name) => window.localStorage.getItem(name), key);

/**
 * Re-signs the stored access token as already expired (same member and session, same key: the e2e
 * server runs with NODE_ENV=test, which signs with the development key). Answers the new `Bearer …`.
 */
export async function expireAccessToken(page: Page): Promise<string> {
  const bearer = await stored(page, 'accessToken1');
  if (!bearer) throw new Error('no access token stored');
  const token = bearer.replace(/^Bearer /, '');
  const claims = decodeJwt(token);
  const header = decodeProtectedHeader(token);
  const past = Math.floor(Date.now() / 1000) - 3600;
  const expired = await new SignJWT({ ...claims, iat: past - 60, exp: past })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: String(header.kid) })
    .sign(new TextEncoder().encode(DEV_JWT_SECRET));
  await page.evaluate((value) => window.localStorage.setItem('accessToken1', `Bearer ${value}`), expired);
  return `Bearer ${expired}`;
}
