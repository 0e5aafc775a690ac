import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

/** Who our access tokens are for; a JWT for anything else is not accepted, whatever its signature. */
export const ACCESS_TOKEN_ISSUER = 'jecheol-jangteo';
export const ACCESS_TOKEN_AUDIENCE = 'jecheol-jangteo-api';

export interface AccessClaims {
  memberId: number;
  sessionId: string;
  expiresAt: Date;
}

/**
 * - `expired`: a token we signed whose time is up; the client refreshes (code 111).
 * - `invalid`: anything else that is not a token we signed for this API: bad signature (also a key we
 *   no longer hold), `alg: none`, wrong audience or issuer, garbage (code 112, see auth.guard.ts).
 */
export type AccessVerdict =
  | { kind: 'valid'; claims: AccessClaims }
  | { kind: 'expired' }
  | { kind: 'invalid' };

export interface KeyRing {
  sign(claims: { memberId: number; sessionId: string }, now: Date, ttlSeconds: number): Promise<string>;
  verify(token: string, now: Date, options?: { ignoreExpiry?: boolean }): Promise<AccessVerdict>;
}

const CLOCK_TOLERANCE_S = 5;
/**
 * Tokens whose signature has verified, each member's current token among them: an HMAC check through
 * WebCrypto was a tenth of a signed-in read's cost under load, and a member sends the same token on
 * every call until it expires. A revoked session is refused by the guard's session read, not here.
 */
const VERIFIED_MAX = 10_000;

/** A short public id for a secret, so a token names the key it was signed with without revealing it. */
export function keyId(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url').slice(0, 10);
}

/**
 * HS256 keys: the current secret signs; the previous ones still verify, so rotating the secret does
 * not log anybody out as long as the old one stays listed for one access-token lifetime.
 */
export function createKeyRing(current: string, previous: readonly string[] = []): KeyRing {
  const encoder = new TextEncoder();
  const keys = new Map<string, Uint8Array>();
  for (const secret of [current, ...previous]) keys.set(keyId(secret), encoder.encode(secret));
  const currentKid = keyId(current);
  const currentKey = keys.get(currentKid)!;
  const verified = new Map<string, { claims: AccessClaims; exp: number; nbf: number }>();

  return {
    async sign({ memberId, sessionId }, now, ttlSeconds) {
      const issuedAt = Math.floor(now.getTime() / 1000);
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: currentKid })
        .setIssuer(ACCESS_TOKEN_ISSUER)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setSubject(String(memberId))
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .setJti(randomBytes(12).toString('base64url'))
        .sign(currentKey);
    },

    async verify(token, now, options = {}) {
      // A token whose signature and fixed claims have verified once verifies the same way again (the
      // keys never change in a running process): only its times are checked anew, as jose checks them.
      const known = verified.get(token);
      if (known) {
        const at = Math.floor(now.getTime() / 1000);
        if (
          options.ignoreExpiry ||
          (known.exp > at - CLOCK_TOLERANCE_S && !(known.nbf > at + CLOCK_TOLERANCE_S))
        )
          return { kind: 'valid', claims: known.claims };
        if (known.exp <= at - CLOCK_TOLERANCE_S) return { kind: 'expired' };
      }
      try {
        const { payload } = await jwtVerify(
          token,
          (header) => {
            const key = header.kid === undefined ? undefined : keys.get(header.kid);
            if (!key) throw new errors.JWSSignatureVerificationFailed('unknown key');
            return key;
          },
          {
            algorithms: ['HS256'],
            issuer: ACCESS_TOKEN_ISSUER,
            audience: ACCESS_TOKEN_AUDIENCE,
            requiredClaims: ['sub', 'exp', 'iat', 'sid'],
            // Logout may revoke the session of an expired token; only that caller skips the clock.
            currentDate: options.ignoreExpiry ? new Date(0) : now,
            clockTolerance: CLOCK_TOLERANCE_S,
          },
        );
        const memberId = Number(payload.sub);
        if (!Number.isSafeInteger(memberId) || memberId <= 0 || typeof payload.sid !== 'string') {
          return { kind: 'invalid' };
        }
        const claims = { memberId, sessionId: payload.sid, expiresAt: new Date((payload.exp ?? 0) * 1000) };
        // Bounded: a flood of distinct valid tokens costs a full verification each, never memory.
        if (verified.size >= VERIFIED_MAX) verified.clear();
        verified.set(token, { claims, exp: payload.exp ?? 0, nbf: payload.nbf ?? 0 });
        return { kind: 'valid', claims };
      } catch (error) {
        // jose checks the signature before any claim, so "expired" is only ever said of our own token.
        if (error instanceof errors.JWTExpired) return { kind: 'expired' };
        return { kind: 'invalid' };
      }
    },
  };
}

/** An opaque refresh token: 256 random bits. Only its hash is stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Seals a token pair with AES-256-GCM under a key derived from the JWT secret, bound (as associated
 * data) to the row it is stored on. Refresh tokens are otherwise stored as hashes only; the pair a
 * rotation issued is kept sealed so a second presentation within the grace window can be answered with
 * it (auth.service.ts refreshTokens). Previous secrets still open, as for access tokens.
 */
export interface PairSealer {
  seal(plaintext: string, boundTo: string): string;
  /** undefined for anything not sealed by one of our keys for that row. */
  open(sealed: string, boundTo: string): string | undefined;
}

export function createPairSealer(current: string, previous: readonly string[] = []): PairSealer {
  const keyOf = (secret: string) => createHash('sha256').update(`refresh-grace:${secret}`).digest();
  const sealKey = keyOf(current);
  const openKeys = [current, ...previous].map(keyOf);
  return {
    seal(plaintext, boundTo) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
      cipher.setAAD(Buffer.from(boundTo));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed, boundTo) {
      const raw = Buffer.from(sealed, 'base64url');
      if (raw.length < 28) return undefined;
      for (const key of openKeys) {
        try {
          const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
          decipher.setAAD(Buffer.from(boundTo));
          decipher.setAuthTag(raw.subarray(12, 28));
          return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
        } catch {
          // Another key, or not ours at all.
        }
      }
      return undefined;
    },
  };
}

export function newSessionId(): string {
  return randomBytes(16).toString('hex');
}
