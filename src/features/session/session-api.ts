import type { TokenValidation } from '../../../machines/session/session.machine.ts';
import * as api from '../../api/contract.gen.ts';
import { ApiRequestError, callOnce } from '../../api/http.ts';
import { storedAccessToken, storedRefreshToken, storeTokenPair, tokenHeaders } from './tokens.ts';

/**
 * The session's own token calls (spec section 7). They go out once, outside the refresh rule: they are
 * the token lifecycle that rule drives.
 */

/** Resolves `{ status, code }` for any HTTP answer; rejects only when the server was unreachable. */
export async function validateStoredToken(): Promise<TokenValidation> {
  const access = storedAccessToken();
  try {
    await callOnce(api.validateToken, {
      headers: access ? { accessToken: access, Authorization: access } : {},
    });
    return { status: 200 };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status !== 0)
      return { status: error.status, code: error.code };
    throw error;
  }
}

/** The Web Lock every tab of this site refreshes under. */
export const TOKEN_REFRESH_LOCK = 'jecheol-token-refresh';

/**
 * Renews the stored pair; rejects with the ApiRequestError (112 when the session is over).
 *
 * The server rotates the refresh token on every refresh and ends the whole session when a used one
 * comes back (reuse detection), and all tabs share one stored pair. So tabs refresh one at a time,
 * under a Web Lock, and inside it read storage again: a refresh token that is no longer the one this
 * tab held when it set out means another tab rotated the pair meanwhile, and that pair, already
 * stored, is this tab's too. The new pair is stored before the lock is let go, so the next tab in line
 * sees it. Within a tab the session machine keeps one refresh in flight; this lock only orders tabs.
 *
 * Without Web Locks (an origin that is not secure, an old browser) the same steps run unguarded.
 */
export async function renewTokens(): Promise<void> {
  const held = storedRefreshToken();
  await withTokenRefreshLock(async () => {
    const stored = storedRefreshToken();
    if (stored !== undefined && stored !== held) return;
    const pair = await callOnce(api.refreshToken, { headers: tokenHeaders() });
    storeTokenPair(pair);
  });
}

async function withTokenRefreshLock(critical: () => Promise<void>): Promise<void> {
  const locks = globalThis.navigator?.locks as LockManager | undefined;
  await (locks ? locks.request(TOKEN_REFRESH_LOCK, critical) : critical());
}

/** Tells the server the session ended; the local logout goes on whatever it answers. */
export async function deleteStoredToken(): Promise<void> {
  await callOnce(api.deleteToken, { headers: tokenHeaders() });
}
