import type { TokenValidation } from '#machines/session/session.machine.ts';
import * as api from '../../../api/contract.gen.ts';
import { ApiRequestError, callOnce } from '../../../api/http.ts';
import { announceTokenPair } from '../tokens/token-events.ts';
import { storedAccessToken, storedRefreshToken, storeTokenPair, tokenHeaders } from '../tokens/tokens.ts';

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

/** How long a rotated refresh token stays marked: ample time for the new pair to reach every tab. */
const PRESENTED_MARK_MS = 10_000;
/** How long a tab waits for another tab's new pair to show in its storage before giving up. */
const STORAGE_CATCH_UP_MS = 3_000;

/**
 * Renews the stored pair; rejects with the ApiRequestError (112 when the session is over).
 *
 * The server rotates the refresh token on every refresh and ends the whole session when a used one
 * comes back (reuse detection), and all tabs share one stored pair. So tabs refresh one at a time,
 * under a Web Lock, and inside it read storage again: a refresh token that is no longer the one this
 * tab held when it set out means another tab rotated the pair meanwhile, and that pair, already
 * stored, is this tab's too. The new pair is stored before the lock is let go. Local storage reaches
 * other tabs a little later than the lock may, so a tab also marks the token it rotated with a lock of
 * its own for a while; the next tab that finds the same token in its storage sees the mark and waits
 * for the new pair instead of presenting a used token. Within a tab the refresh rule keeps one
 * refresh in flight (api/refresh-rule.ts); these locks only order tabs.
 *
 * Without Web Locks (an origin that is not secure, an old browser) the same steps run unguarded.
 */
export async function renewTokens(): Promise<void> {
  const held = storedRefreshToken();
  const locks = globalThis.navigator?.locks as LockManager | undefined;
  const renew = async () => {
    const stored = storedRefreshToken();
    if (stored !== undefined && stored !== held) return;
    if (locks && stored !== undefined && (await rotatedElsewhere(locks, stored))) {
      await storageCatchUp(stored);
      return;
    }
    const mark = locks && stored !== undefined ? await markRotating(locks, stored) : undefined;
    try {
      const pair = await callOnce(api.refreshToken, { headers: tokenHeaders() });
      storeTokenPair(pair);
      announceTokenPair(pair);
      setTimeout(() => mark?.release(), PRESENTED_MARK_MS);
    } catch (error) {
      // No new pair: whatever happened, no other tab is waiting for one.
      mark?.release();
      throw error;
    }
  };
  await (locks ? locks.request(TOKEN_REFRESH_LOCK, renew) : renew());
}

/** A short fingerprint of a refresh token for a lock name (FNV-1a): lock names need not hold secrets. */
function fingerprint(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i += 1) hash = Math.imul(hash ^ token.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16);
}

const rotatedLockName = (token: string) => `${TOKEN_REFRESH_LOCK}:rotated:${fingerprint(token)}`;

async function rotatedElsewhere(locks: LockManager, token: string): Promise<boolean> {
  const { held = [] } = await locks.query();
  return held.some((lock) => lock.name === rotatedLockName(token));
}

/** Takes the mark for `token` and resolves once it is held; `release` lets it go. */
function markRotating(locks: LockManager, token: string): Promise<{ release: () => void }> {
  return new Promise((granted) => {
    void locks.request(
      rotatedLockName(token),
      () =>
        new Promise<void>((release) => {
          granted({ release: () => release() });
        }),
    );
  });
}

async function storageCatchUp(token: string): Promise<void> {
  const deadline = Date.now() + STORAGE_CATCH_UP_MS;
  while (storedRefreshToken() === token) {
    if (Date.now() > deadline) throw new Error('token refresh: the other tab’s new pair has not arrived');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Tells the server the session ended; the local logout goes on whatever it answers. */
export async function deleteStoredToken(): Promise<void> {
  await callOnce(api.deleteToken, { headers: tokenHeaders() });
}
