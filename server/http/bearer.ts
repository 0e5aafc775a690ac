import type { FastifyRequest } from 'fastify';
import { AUTH_HEADER } from '#contract/auth.ts';

/**
 * Reading the credentials a call carries, without judging them: the register's no-store rule and the
 * rate limit's per-member buckets need the access token as much as the auth module's guard does,
 * which verifies it (modules/auth/auth.guard.ts).
 */

export function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** Tokens arrive bare or as the client stores them, `Bearer <token>` (spec section 3). */
export function bareToken(value: string | string[] | undefined): string | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  if (raw === undefined) return undefined;
  const token = raw
    .trim()
    .replace(/^Bearer(?:\s+|$)/i, '')
    .trim();
  return token === '' || token === 'null' || token === 'undefined' ? undefined : token;
}

/** The access token of a call: `Authorization: Bearer …`, or the token calls' own `accessToken` header. */
export function accessTokenOf(request: FastifyRequest): string | undefined {
  return (
    bareToken(headerValue(request, AUTH_HEADER.authorization)) ??
    bareToken(headerValue(request, AUTH_HEADER.accessToken))
  );
}
