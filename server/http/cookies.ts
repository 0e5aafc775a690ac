import type { FastifyRequest } from 'fastify';

/**
 * The access token cookie the SPA mirrors (src/platform/storage.ts `cookieNames.accessToken`), read by
 * the development shop and by the community photo route (an `<img>` sends no Authorization header).
 */
export const ACCESS_TOKEN_COOKIE = 'accessToken';

/** A request's cookies by name; the first of a repeated name wins, a malformed escape is absent. */
export function readCookies(request: FastifyRequest): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    if (cookies.has(name)) continue;
    try {
      cookies.set(name, decodeURIComponent(part.slice(index + 1).trim()));
    } catch {
      // A malformed escape: that cookie is absent.
    }
  }
  return cookies;
}
