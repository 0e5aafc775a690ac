import type { RenewedTokens, TokenValidation } from '../../../machines/session/session.machine.ts';
import * as api from '../../api/contract.gen.ts';
import { ApiRequestError, callOnce } from '../../api/http.ts';
import { storedAccessToken, tokenHeaders } from './tokens.ts';

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

/** Renews the pair; rejects with the ApiRequestError (112 when the session is over). */
export async function renewTokens(): Promise<RenewedTokens> {
  const pair = await callOnce(api.refreshToken, { headers: tokenHeaders() });
  return { accessToken: pair.accessToken, refreshToken: pair.refreshToken, expireDt: pair.expireDt };
}

/** Tells the server the session ended; the local logout goes on whatever it answers. */
export async function deleteStoredToken(): Promise<void> {
  await callOnce(api.deleteToken, { headers: tokenHeaders() });
}
