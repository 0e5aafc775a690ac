/**
 * The session's pure rules and texts, beside the machine (session.machine.ts) that uses them. XState
 * free, so screens can show the messages without loading the machine.
 */

/** Persisted ban status (spec section 3). */
export interface BanStatus {
  isBanned: boolean;
  message: string;
}

/** The dialog of spec section 8 for REFRESH_TOKEN_EXPIRED. */
export const SESSION_EXPIRED_MESSAGE = '로그인이 만료되었습니다. 자동으로 로그아웃되니 다시 로그인해 주세요.';
/** Shown when a banned member tries an action and the server gave no message of its own. */
export const BANNED_ACTION_FALLBACK_MESSAGE = '이용이 제한된 계정입니다. 고객센터로 문의해 주세요.';

/** The message shown when a banned member is blocked. */
export function banMessageOf(ban: BanStatus | null): string {
  return ban?.message.trim() ? ban.message : BANNED_ACTION_FALLBACK_MESSAGE;
}

/** What storage held when the app started. */
export type StoredTokens = 'legacy' | 'current' | 'none';

export function storedTokensOf(input: { hasToken: boolean; hasLegacyTokens: boolean }): StoredTokens {
  if (input.hasLegacyTokens) return 'legacy';
  return input.hasToken ? 'current' : 'none';
}
