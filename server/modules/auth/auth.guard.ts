import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_HEADER, deviceUuidSchema } from '#contract/auth.ts';
import { accessTokenOf, headerValue } from '../../http/bearer.ts';
import { AppError } from '../../http/errors.ts';
import { forcedWithdrawalOver, restrictionOf } from './auth.ban.ts';
import { findSessionMember, type SessionMember } from './auth.repository.ts';
import { createKeyRing, type KeyRing } from './auth.tokens.ts';

/** The member behind a request's access token, as the guard found it. */
export interface AuthMember {
  memberId: number;
  sessionId: string;
  /** Banned or force-withdrawn (auth.ban.ts): may read and exchange stars, nothing else. */
  isBanned: boolean;
  banMessage: string;
  /** Signed in, not yet agreed on /sign-up: only `beforeSignUp` endpoints serve them (requireSignedUp). */
  signUpPending: boolean;
  accessExpiresAt: Date;
}

type AuthHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler of `auth: 'member'` endpoints: a live session's access token, else 401. */
    authenticate: AuthHook;
    /** preHandler of `auth: 'optional'` endpoints: reads a token when one is sent. */
    authenticateOptional: AuthHook;
    /** After `authenticate` on member endpoints not marked `beforeSignUp` (requireSignedUp below). */
    requireSignedUp: AuthHook;
    accessTokens: KeyRing;
  }
  interface FastifyRequest {
    member: AuthMember | null;
    /** Optional-auth routes: a token was sent, but its session has ended (logged out, revoked). */
    sessionEnded: boolean;
  }
}

type Resolution =
  | { kind: 'none' }
  | { kind: 'expired' }
  | { kind: 'invalid' }
  | { kind: 'ended' }
  | { kind: 'member'; member: AuthMember };

/** `deviceUuid` header: required on the app calls (spec section 5: missing is code 10). */
export function requireDeviceUuid(request: FastifyRequest): string {
  const value = optionalDeviceUuid(request);
  if (value === null) throw new AppError('REQUIRED_VALUE_MISSING', '기기 식별자(deviceUuid)가 필요합니다.');
  return value;
}

export function optionalDeviceUuid(request: FastifyRequest): string | null {
  const value = headerValue(request, AUTH_HEADER.deviceUuid)?.trim();
  if (!value) return null;
  if (!deviceUuidSchema.safeParse(value).success) {
    throw new AppError('NOT_MATCHED', '기기 식별자(deviceUuid)의 형식이 올바르지 않습니다.');
  }
  return value;
}

async function resolve(
  app: FastifyInstance,
  request: FastifyRequest,
  readSession?: ReadSession,
): Promise<Resolution> {
  const token = accessTokenOf(request);
  if (token === undefined) return { kind: 'none' };
  return resolveToken(app, request, token, readSession);
}

/**
 * The member behind an access token found elsewhere than in the headers (the development shop reads
 * the token cookie), checked exactly as the guard checks a call's token; null for any token that
 * does not stand for a live session (expired, forged, logged out, withdrawn).
 */
export async function memberOfAccessToken(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
): Promise<AuthMember | null> {
  const resolution = await resolveToken(app, request, token);
  return resolution.kind === 'member' ? resolution.member : null;
}

/** Reads the session a verified token names: the guard's own read, or one riding along (sessionRead). */
type ReadSession = (claims: SessionClaims) => Promise<SessionMember | undefined>;

/** Who a verified access token says the caller is. */
export interface SessionClaims {
  memberId: number;
  sessionId: string;
}

async function resolveToken(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
  readSession: ReadSession = (claims) => findSessionMember(app.database.db, claims.sessionId),
): Promise<Resolution> {
  const verdict = await app.accessTokens.verify(token, app.now());
  if (verdict.kind !== 'valid') {
    if (verdict.kind === 'invalid')
      request.log.info('rejected an access token that we did not sign for this API');
    return verdict;
  }
  const { claims } = verdict;
  // One indexed read per call makes logout and reuse revocation take effect at once, on every
  // instance, instead of when the access token would have expired.
  const row = await readSession(claims);
  // A withdrawal revokes every session in the same transaction; the member check is a second lock.
  if (!row || row.revoked_at !== null || row.member_id !== claims.memberId || row.withdrawn_at !== null) {
    return { kind: 'ended' };
  }
  // A forced withdrawal's month is over: the account is closed, whether or not `member close-due` has
  // run yet (it revokes the sessions; until then this check does).
  if (forcedWithdrawalOver(row, app.now())) return { kind: 'ended' };
  const restriction = restrictionOf(row);
  return {
    kind: 'member',
    member: {
      memberId: row.member_id,
      sessionId: row.session_id,
      isBanned: restriction.isBanned,
      banMessage: restriction.message,
      signUpPending: row.sign_up_pending === 1,
      accessExpiresAt: claims.expiresAt,
    },
  };
}

/**
 * The guard of one busy member read whose own statement carries the session read
 * (auth.repository.ts sessionMemberQuery, joined in), so the call makes one round trip instead of
 * two. `read` gets the token's claims once the token is verified, and answers the session as the
 * guard's own read would, with the endpoint's data read for the claimed member. The guard judges the
 * session exactly as for any member endpoint; the data reaches the handler (`of`) only when it
 * admitted the caller, and is dropped otherwise.
 */
export interface SessionRead<T> {
  /** The endpoint's preValidation guard, in place of `app.authenticate` (http/register.ts). */
  hook: AuthHook;
  /** The data read with the session of an admitted request. */
  of(request: FastifyRequest): T;
}

export function sessionRead<T>(
  app: FastifyInstance,
  read: (claims: SessionClaims) => Promise<{ session: SessionMember | undefined; data: T }>,
): SessionRead<T> {
  const data = new WeakMap<FastifyRequest, T>();
  return {
    async hook(request) {
      const resolution = await resolve(app, request, async (claims) => {
        const answer = await read(claims);
        data.set(request, answer.data);
        return answer.session;
      });
      if (resolution.kind !== 'member') data.delete(request);
      admit(request, resolution);
    },
    of(request) {
      if (!request.member || !data.has(request)) throw new AppError('TOKEN_NULL_OR_EMPTY');
      return data.get(request) as T;
    },
  };
}

/**
 * Codes for a bad access token (spec section 8):
 * - none sent: 110; our token, expired: 111 (the client refreshes and retries).
 * - not a token we signed for this API (bad signature, unknown key, `alg: none`, wrong audience or
 *   issuer, garbage): 112, which makes the client log out. Answering 110 or 111 would start a silent
 *   refresh; a forger cannot win it without a refresh token, but nothing legitimate produces such a
 *   token either, so the client should drop whatever it holds. The one legitimate case, a signing key
 *   rotated away, is covered by JWT_PREVIOUS_SECRETS, which keeps old keys verifying for a while.
 * - session ended (logout, refresh-token reuse): 112 as well, since its refresh token is dead too.
 */
export function installAuthentication(app: FastifyInstance): void {
  app.decorate('accessTokens', createKeyRing(app.config.JWT_SECRET, app.config.JWT_PREVIOUS_SECRETS));
  app.decorateRequest('member', null);
  app.decorateRequest('sessionEnded', false);
  // A decorator, so http/register.ts attaches it without importing this module.
  app.decorate('requireSignedUp', requireSignedUp);

  app.decorate('authenticate', async (request: FastifyRequest) =>
    admit(request, await resolve(app, request)),
  );

  app.decorate('authenticateOptional', async (request: FastifyRequest) => {
    const resolution = await resolve(app, request);
    // No token: a guest.
    if (resolution.kind === 'none') return;
    if (resolution.kind === 'ended') {
      // The app profile answers retrySignIn: the client logs out quietly instead of failing a page.
      request.sessionEnded = true;
      return;
    }
    admit(request, resolution);
  });
}

/** Puts the resolved member on the request, or throws the code of the failure (see above). */
function admit(request: FastifyRequest, resolution: Resolution): void {
  switch (resolution.kind) {
    case 'member':
      request.member = resolution.member;
      return;
    case 'none':
      throw new AppError('TOKEN_NULL_OR_EMPTY');
    case 'expired':
      throw new AppError('ACCESS_TOKEN_EXPIRED');
    case 'invalid':
    case 'ended':
      throw new AppError('REFRESH_TOKEN_EXPIRED');
  }
}

/**
 * After `authenticate` on every member endpoint not marked `beforeSignUp`: a person who has signed in
 * but not agreed on /sign-up is not a member yet (SIGN_UP_REQUIRED; the SPA sends them to /sign-up).
 */
export async function requireSignedUp(request: FastifyRequest): Promise<void> {
  if (request.member?.signUpPending) throw new AppError('SIGN_UP_REQUIRED');
}

/** For handlers of member endpoints, where the guard has run. */
export function memberOf(request: FastifyRequest): AuthMember {
  if (!request.member) throw new AppError('TOKEN_NULL_OR_EMPTY');
  return request.member;
}
