import { createHmac } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { PreviewKind } from '#contract/preview.ts';

const ISSUER = 'jecheol-jangteo';
/** Not the access tokens' audience: neither kind of token is accepted where the other is expected. */
const AUDIENCE = 'jecheol-jangteo-preview';
const TOKEN_TYPE = 'preview+jwt';

export interface PreviewKeySource {
  JWT_SECRET: string;
  PREVIEW_TOKEN_SECRET?: string | undefined;
}

/** A dedicated secret when configured, else one derived from JWT_SECRET for this purpose only. */
export function previewKey(config: PreviewKeySource): Uint8Array {
  if (config.PREVIEW_TOKEN_SECRET) return new TextEncoder().encode(config.PREVIEW_TOKEN_SECRET);
  return new Uint8Array(
    createHmac('sha256', config.JWT_SECRET).update('jecheol-preview-token-key-v1').digest(),
  );
}

export interface PreviewTarget {
  kind: PreviewKind;
  id: number;
}

const subjectOf = (target: PreviewTarget) => `${target.kind}:${target.id}`;

export async function signPreviewToken(
  key: Uint8Array,
  target: PreviewTarget,
  now: Date,
  ttlSeconds: number,
): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + ttlSeconds;
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: TOKEN_TYPE })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(subjectOf(target))
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(key);
  return { token, expiresAt: new Date(expiresAt * 1000) };
}

/**
 * The expiry of a token that names exactly this content and is still valid at `now`, else null.
 * Every failure looks the same to the caller: the visitor only learns "권한이 없습니다".
 */
export async function verifyPreviewToken(
  key: Uint8Array,
  token: string,
  target: PreviewTarget,
  now: Date,
): Promise<Date | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      subject: subjectOf(target),
      typ: TOKEN_TYPE,
      requiredClaims: ['exp', 'iat', 'sub'],
      currentDate: now,
    });
    return new Date((payload.exp as number) * 1000);
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}
