import { searchSchema } from '../../platform/search-params.ts';

// Small, and importing only search-params.ts: the login routes' search validation uses it, and that
// code is part of every first load.

/** A return path is one of ours: a path on this origin, never another site. */
export function safeReturnPath(value: unknown): string | undefined {
  // Browsers read a backslash as a slash and drop tabs and newlines: '/\\evil.example' or '/\t/evil.example'
  // would leave the site like '//evil.example'.
  if (typeof value !== 'string' || value.length > 2000) return undefined;
  if ([...value].some((char) => char === '\\' || char.charCodeAt(0) < 0x20)) return undefined;
  if (!/^\/(?!\/)/.test(value)) return undefined;
  // The login screens themselves are no place to come back to.
  return value.startsWith('/login') ? undefined : value;
}

/** The search of /login and /login-action: where to go after signing in (set by the requireAuth guard). */
export const validateLoginSearch = searchSchema({ returnUrl: safeReturnPath });
