import type { ApiError } from '#contract/errors.ts';
import { isApiErrorBody } from '#contract/guards.ts';

/**
 * Reads the API error body out of whatever a failed call threw. An error that keeps the parsed body in
 * `data` (as fetch wrappers do) or the body itself (fakes, other clients) both work. A plain JS error (network failure,
 * abort) has no body, so it yields nothing: its `message` is English and never shown to shoppers.
 */
function bodyOf(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return undefined;
  return 'data' in error && error.data !== undefined ? error.data : error;
}

/** The numeric code of spec section 8 carried by a failed call, if the server sent one. */
export function apiErrorCode(error: unknown): number | undefined {
  const body = bodyOf(error);
  if (typeof body !== 'object' || body === null || !('code' in body)) return undefined;
  return typeof body.code === 'number' ? body.code : undefined;
}

/** The whole `{code,name,message}` body when the server sent one. */
export function apiErrorBody(error: unknown): ApiError | undefined {
  const body = bodyOf(error);
  return isApiErrorBody(body) ? { code: body.code, name: body.name, message: body.message } : undefined;
}

/** The server's own Korean message, when it sent a non-empty one. */
export function apiErrorMessage(error: unknown): string | undefined {
  const message = apiErrorBody(error)?.message.trim();
  return message ? message : undefined;
}

/** Codes of spec section 8 that drive the token lifecycle. */
export const TOKEN_ERROR = { nullOrEmpty: 110, accessExpired: 111, refreshExpired: 112 } as const;
