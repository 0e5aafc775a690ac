import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import { SOCIAL_CHANNEL } from '#contract/constants.ts';
import type { DB } from '../../db/schema.ts';
import { addSignupBlock, findMemberByIdentity, insertMember } from '../account/account.repository.ts';
import type { ProviderEndpoints } from '../auth/auth.providers.ts';
import {
  type AppleDevIdentity,
  appleIdentities,
  findNaverIdentity,
  type NaverDevIdentity,
  naverIdentities,
} from './dev-idp.identities.ts';

const NAVER_TOKEN_TTL_SECONDS = 3600;
const APPLE_TOKEN_TTL_SECONDS = 600;

/**
 * Naver-style access tokens: `dev-naver.<identity>.<expiry>.<mac>`. Stateless, so the profile endpoint
 * needs no store; the MAC key derives from the server's JWT secret, so instances that share a config
 * accept each other's tokens.
 */
export function createNaverTokens(secret: string) {
  const key = createHash('sha256').update(`dev-idp:naver:${secret}`).digest();
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    issue(identity: NaverDevIdentity, now: Date): string {
      const payload = `${identity.key}.${Math.floor(now.getTime() / 1000) + NAVER_TOKEN_TTL_SECONDS}`;
      return `dev-naver.${payload}.${mac(payload)}`;
    },
    /** The identity behind a token, or undefined for a forged, malformed or expired one. */
    read(token: string, now: Date): NaverDevIdentity | undefined {
      const match = /^dev-naver\.([a-z0-9-]{1,40})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return undefined;
      const [, identityKey = '', expiry = '0', given = ''] = match;
      const expected = Buffer.from(mac(`${identityKey}.${expiry}`));
      if (!timingSafeEqual(expected, Buffer.from(given))) return undefined;
      if (Number(expiry) * 1000 <= now.getTime()) return undefined;
      return findNaverIdentity(identityKey);
    },
  };
}

export type NaverTokens = ReturnType<typeof createNaverTokens>;

/** The Apple-style signer: a fresh RSA key per process, published as a JWKS. */
export async function createAppleSigner(endpoints: ProviderEndpoints) {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const publicJwk: JWK = await exportJWK(publicKey);
  const kid = createHash('sha256').update(JSON.stringify(publicJwk)).digest('base64url').slice(0, 16);
  const jwks = { keys: [{ ...publicJwk, kid, alg: 'RS256', use: 'sig' }] };
  return {
    jwks,
    async idToken(identity: AppleDevIdentity, nonce: string | undefined, now: Date): Promise<string> {
      const issuedAt = Math.floor(now.getTime() / 1000);
      return new SignJWT({
        email: identity.email,
        email_verified: true,
        is_private_email: identity.isPrivateEmail,
        auth_time: issuedAt,
        nonce_supported: true,
        ...(nonce ? { nonce } : {}),
      })
        .setProtectedHeader({ alg: 'RS256', kid })
        .setIssuer(endpoints.appleIssuer)
        .setAudience(endpoints.appleClientId)
        .setSubject(identity.subject)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + APPLE_TOKEN_TTL_SECONDS)
        .sign(privateKey);
    },
  };
}

export type AppleSigner = Awaited<ReturnType<typeof createAppleSigner>>;

/**
 * Creates what the server must already know for some identities to mean anything: the blocked
 * sign-ups (codes 83 / 84) and the banned member. Idempotent; a member changed by hand stays as is.
 */
export async function ensureDevFixtures(db: Kysely<DB>, now: Date): Promise<void> {
  const at = now.toISOString();
  for (const identity of [...naverIdentities, ...appleIdentities]) {
    if (!identity.signupProhibited) continue;
    const channelType = identity.provider === 'naver' ? SOCIAL_CHANNEL.naver : SOCIAL_CHANNEL.apple;
    await addSignupBlock(db, {
      channelType,
      providerSubject: identity.subject,
      reason: '개발용 가입 제한 계정',
      now: at,
    });
  }
  for (const identity of naverIdentities) {
    if (!identity.banMessage) continue;
    if (await findMemberByIdentity(db, SOCIAL_CHANNEL.naver, identity.subject)) continue;
    const profile = identity.profile(now);
    try {
      await insertMember(db, {
        channel_type: SOCIAL_CHANNEL.naver,
        provider_subject: identity.subject,
        email: profile.email ?? null,
        nickname: profile.nickname ?? '정지회원',
        name: profile.name ?? null,
        gender: profile.gender ?? null,
        birth_year: profile.birthyear ? Number(profile.birthyear) : null,
        mobile: profile.mobile ?? null,
        is_banned: 1,
        ban_message: identity.banMessage,
        banned_at: at,
        terms_agreed: 1,
        terms_agreed_at: at,
        cafe24_registered: 1,
        created_at: at,
        updated_at: at,
      });
    } catch (error) {
      // Another instance starting at the same moment created it.
      if (!(await findMemberByIdentity(db, SOCIAL_CHANNEL.naver, identity.subject))) throw error;
    }
  }
}
