import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { BanStatus, SocialSignInBody, TokenPair } from '#contract/auth.ts';
import { DEVICE_TYPE, SOCIAL_CHANNEL } from '#contract/constants.ts';
import { isUnderFourteen } from '#contract/rules/age.ts';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../http/errors.ts';
import type { ServiceContext } from '../../shared/context.ts';
import { closeForcedWithdrawal } from '../account/account.forced-withdrawal.ts';
import {
  findMemberByIdentity,
  insertMember,
  isSignupBlocked,
  type MemberRow,
  updateMember,
} from '../account/account.repository.ts';
import type { ShopAccounts } from '../account/shop-accounts.ts';
import { awardSignInStars } from '../point/point.awards.ts';
import { forcedWithdrawalOver, type RestrictionColumns, restrictionOf } from './auth.ban.ts';
import type { ProviderIdentity } from './auth.providers.ts';
import {
  claimRefreshToken,
  findRefreshToken,
  findSession,
  forgetSuccessorPair,
  insertRefreshToken,
  insertSession,
  type RefreshTokenRow,
  revokeSession,
  type SessionRow,
  touchSession,
} from './auth.repository.ts';
import { hashToken, type KeyRing, newRefreshToken, newSessionId, type PairSealer } from './auth.tokens.ts';

export interface AuthContext extends Pick<ServiceContext, 'db' | 'now'> {
  config: AppConfig;
  keys: KeyRing;
  /** Seals the pair a rotation issued, for the refresh grace window. */
  pairs: PairSealer;
  log: FastifyBaseLogger;
  /** Closes the shop account of a force-withdrawn member whose month is over (account.withdrawal.ts). */
  shopAccounts: ShopAccounts;
  /** A session of this member was revoked here: this instance forgets what it kept for them at once. */
  sessionEnded(memberId: number): void;
}

export interface Providers {
  naver(accessToken: string): Promise<ProviderIdentity>;
  apple(idToken: string, nonce: string): Promise<ProviderIdentity>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export const SIGN_IN_MESSAGES = {
  missingConsent: '필수 항목을 모두 체크해야 가입이 완료됩니다.',
  underFourteen: '만 14세 미만 회원은 보호자의 동의가 필요합니다. 고객센터로 문의해 주세요.',
  missingProviderToken: '소셜 로그인 토큰(providerToken)이 필요합니다.',
} as const;

/** Naver sign-up needs these four consents (spec section 5); names are the client's re-prompt list. */
export function missingNaverConsents(identity: ProviderIdentity): string[] {
  const missing: string[] = [];
  if (!identity.email) missing.push('email');
  if (!identity.gender) missing.push('gender');
  if (identity.birthYear === null) missing.push('birthyear');
  if (!identity.mobile) missing.push('mobile');
  return missing;
}

/** Naver sign-in needs every required consent (code 10, the client's re-prompt) and 14 years of age. */
function assertNaverProfileAllowed(identity: ProviderIdentity, now: Date): void {
  if (missingNaverConsents(identity).length > 0) {
    throw new AppError('REQUIRED_VALUE_MISSING', SIGN_IN_MESSAGES.missingConsent);
  }
  if (identity.birthYear !== null && isUnderFourteen(identity.birthYear, now)) {
    throw new AppError('FORBIDDEN', SIGN_IN_MESSAGES.underFourteen);
  }
}

/** A banned or force-withdrawn member's banStatus (auth.ban.ts: the one restriction path). */
export function banStatusOf(member: RestrictionColumns): BanStatus {
  return restrictionOf(member);
}

/** Issues a fresh session (refresh-token family) with its first token pair. */
async function openSession(
  ctx: AuthContext,
  member: MemberRow,
  device: { deviceUuid: string | null; deviceType: number | null },
): Promise<TokenPair> {
  const now = ctx.now.toISOString();
  const sessionId = newSessionId();
  const refreshToken = newRefreshToken();
  const refreshExpiresAt = new Date(ctx.now.getTime() + ctx.config.REFRESH_TOKEN_TTL_DAYS * DAY_MS);
  await ctx.db.transaction().execute(async (trx) => {
    await insertSession(trx, {
      session_id: sessionId,
      member_id: member.member_id,
      channel_type: member.channel_type,
      device_uuid: device.deviceUuid,
      device_type: device.deviceType,
      created_at: now,
      last_refreshed_at: null,
      revoked_at: null,
      revoke_reason: null,
    });
    await insertRefreshToken(trx, {
      token_hash: hashToken(refreshToken),
      session_id: sessionId,
      parent_hash: null,
      issued_at: now,
      expires_at: refreshExpiresAt.toISOString(),
      used_at: null,
    });
  });
  return tokenPair(ctx, member.member_id, sessionId, refreshToken, refreshExpiresAt);
}

async function tokenPair(
  ctx: AuthContext,
  memberId: number,
  sessionId: string,
  refreshToken: string,
  refreshExpiresAt: Date,
): Promise<TokenPair> {
  const ttl = ctx.config.ACCESS_TOKEN_TTL_SECONDS;
  const accessToken = await ctx.keys.sign({ memberId, sessionId }, ctx.now, ttl);
  const expiresAt = new Date(Math.floor(ctx.now.getTime() / 1000) * 1000 + ttl * 1000);
  return {
    accessToken,
    refreshToken,
    expireDt: expiresAt.toISOString(),
    refreshExpireDt: refreshExpiresAt.toISOString(),
  };
}

function defaultNickname(identity: ProviderIdentity, name: string | null): string {
  const chosen = identity.nickname ?? name;
  if (chosen) return chosen.slice(0, 40);
  return `제철회원${randomInt(100000, 1000000)}`;
}

async function createMember(
  ctx: AuthContext,
  identity: ProviderIdentity,
  input: { name: string | null; clickKey: string | null },
): Promise<MemberRow> {
  const now = ctx.now.toISOString();
  const name = input.name ?? identity.name;
  try {
    return await insertMember(ctx.db, {
      channel_type: identity.channelType,
      provider_subject: identity.subject,
      email: identity.email,
      nickname: defaultNickname(identity, name),
      name,
      gender: identity.gender,
      birth_year: identity.birthYear,
      mobile: identity.mobile,
      // Not a member until they agree on /sign-up (account.service.ts agreeSignUp), which records the
      // instant they agreed to the terms. The terms-change flag stays set: /sign-up shows the current
      // terms, so the revised-terms modal is not theirs to see.
      sign_up_pending: 1,
      // The embedded default has no separate shop to register with: every member is a shop member.
      cafe24_registered: 1,
      signup_click_key: input.clickKey,
      created_at: now,
      updated_at: now,
      last_signin_at: now,
    });
  } catch (error) {
    // Two sign-ups of one person at once: the unique identity constraint lets one win; use its row.
    const existing = await findMemberByIdentity(ctx.db, identity.channelType, identity.subject);
    if (existing) return existing;
    throw error;
  }
}

export interface SignInInput {
  body: SocialSignInBody;
  providerToken: string | undefined;
  deviceUuid: string | null;
  clickKey: string | null;
  /**
   * Whether the native app's attestation verified (app-attestation.ts); asked only for an app sign-in
   * (deviceType 1003) once the sign-in has succeeded, and it never throws.
   */
  appAttested: () => Promise<boolean>;
}

export async function signInOrUp(ctx: AuthContext, providers: Providers, input: SignInInput) {
  const { body } = input;
  if (!input.providerToken)
    throw new AppError('REQUIRED_VALUE_MISSING', SIGN_IN_MESSAGES.missingProviderToken);
  const identity =
    body.channelType === SOCIAL_CHANNEL.naver
      ? await providers.naver(input.providerToken)
      : await providers.apple(input.providerToken, body.state);

  let member = await findMemberByIdentity(ctx.db, identity.channelType, identity.subject);
  if (member && forcedWithdrawalOver(member, ctx.now)) {
    // The month after a forced withdrawal is over and `member close-due` has not closed the account
    // yet: close it now, as it would have, and the person signs up anew, as after any withdrawal.
    // A shop that will not close its account fails the sign-in (CAFE_WITHDRAWAL_FAILED), ours intact.
    await closeForcedWithdrawal(ctx.db, { accounts: ctx.shopAccounts }, member.member_id, ctx.now);
    member = undefined;
  }
  const isNewMember = member === undefined;
  if (isNewMember && (await isSignupBlocked(ctx.db, identity.channelType, identity.subject))) {
    const apple = identity.channelType === SOCIAL_CHANNEL.apple;
    throw new AppError(apple ? 'SIGNUP_PROHIBITED_APPLE' : 'SIGNUP_PROHIBITED');
  }
  // Every sign-in, not only the sign-up: consents can be withdrawn at Naver afterwards, and a birth
  // year that says under 14 is refused whenever Naver reports it (spec section 5).
  if (identity.channelType === SOCIAL_CHANNEL.naver) assertNaverProfileAllowed(identity, ctx.now);
  if (member === undefined) {
    member = await createMember(ctx, identity, { name: body.name ?? null, clickKey: input.clickKey });
  } else {
    const now = ctx.now.toISOString();
    // Apple sends the e-mail address only while the user shares it; keep the last one we saw.
    await updateMember(ctx.db, member.member_id, {
      last_signin_at: now,
      ...(identity.email && identity.email !== member.email
        ? { email: identity.email, updated_at: now }
        : {}),
    });
  }
  const pair = await openSession(ctx, member, { deviceUuid: input.deviceUuid, deviceType: body.deviceType });
  const attested = body.deviceType === DEVICE_TYPE.appWebView && (await input.appAttested());
  await signInStars(ctx, member.member_id, isNewMember, body.deviceType, attested);
  return {
    ...pair,
    banStatus: banStatusOf(member),
    isCafe24Register: member.cafe24_registered === 1,
    isNewMember,
    isMember: member.sign_up_pending === 0,
  };
}

/**
 * Welcome stars and the app-login bonus (point.awards.ts). A failure is logged, never fails the sign-in:
 * the app bonus is tried again on the next attested app sign-in (its key makes it once only).
 */
async function signInStars(
  ctx: AuthContext,
  memberId: number,
  isNewMember: boolean,
  deviceType: number,
  attested: boolean,
) {
  try {
    await awardSignInStars(ctx.db, { memberId, isNewMember, deviceType, attested, now: ctx.now });
  } catch (error) {
    ctx.log.error({ err: error, memberId }, 'sign-in stars could not be awarded');
  }
}

type RefreshOutcome =
  | { kind: 'issued'; pair: TokenPair }
  | { kind: 'rejected' }
  | { kind: 'reused'; sessionId: string };

export interface RefreshInput {
  refreshToken: string | undefined;
  deviceUuid: string | null;
}

/**
 * Rotates a refresh token (RFC 9700 section 4.14.2): each token is exchanged once. Presenting it again
 * within REFRESH_REUSE_GRACE_SECONDS, from the same session, while its successor is still unused, is
 * two tabs of one browser refreshing at once: that caller gets the very pair already issued. Any other
 * second presentation means two parties hold the token, so the whole family (session) is revoked.
 */
export async function refreshTokens(ctx: AuthContext, input: RefreshInput): Promise<TokenPair> {
  const presented = input.refreshToken;
  if (!presented) throw new AppError('TOKEN_NULL_OR_EMPTY');
  const hash = hashToken(presented);
  const now = ctx.now.toISOString();

  const outcome = await ctx.db.transaction().execute(async (trx): Promise<RefreshOutcome> => {
    const token = await findRefreshToken(trx, hash);
    if (!token) return { kind: 'rejected' };
    const session = await findSession(trx, token.session_id);
    if (!session || session.revoked_at !== null) return { kind: 'rejected' };
    if (token.used_at === null) {
      if (token.expires_at <= now) return { kind: 'rejected' };
      const refreshToken = newRefreshToken();
      const refreshExpiresAt = new Date(ctx.now.getTime() + ctx.config.REFRESH_TOKEN_TTL_DAYS * DAY_MS);
      const pair = await tokenPair(
        ctx,
        session.member_id,
        session.session_id,
        refreshToken,
        refreshExpiresAt,
      );
      // The pair is sealed in the same update that claims the token: whoever sees the token used sees it.
      if (await claimRefreshToken(trx, hash, now, ctx.pairs.seal(JSON.stringify(pair), hash))) {
        await insertRefreshToken(trx, {
          token_hash: hashToken(refreshToken),
          session_id: session.session_id,
          parent_hash: hash,
          issued_at: now,
          expires_at: refreshExpiresAt.toISOString(),
          used_at: null,
          successor_pair: null,
        });
        // This token's own predecessor may no longer be answered with this token's pair.
        if (token.parent_hash !== null) await forgetSuccessorPair(trx, token.parent_hash);
        await touchSession(trx, session.session_id, now);
        return { kind: 'issued', pair };
      }
    }
    // Used, perhaps a moment ago by a concurrent call that has now committed (the lost claim waited
    // for it on PostgreSQL): read it again to see what that call issued.
    const used = token.used_at === null ? await findRefreshToken(trx, hash) : token;
    const pair = used && pairWithinGrace(ctx, used, session, input.deviceUuid);
    return pair ? { kind: 'issued', pair } : { kind: 'reused', sessionId: session.session_id };
  });

  if (outcome.kind === 'reused') {
    // Outside the transaction above, which must not roll this back when we answer with an error.
    await endSession(ctx, outcome.sessionId, 'reuse', now);
    ctx.log.warn({ sessionId: outcome.sessionId }, 'refresh token reused: session revoked');
    throw new AppError('REFRESH_TOKEN_EXPIRED');
  }
  if (outcome.kind === 'rejected') throw new AppError('REFRESH_TOKEN_EXPIRED');
  return outcome.pair;
}

/** The pair a used token was exchanged for, if this presentation is still the same session's. */
function pairWithinGrace(
  ctx: AuthContext,
  token: RefreshTokenRow,
  session: SessionRow,
  deviceUuid: string | null,
): TokenPair | undefined {
  if (token.used_at === null || token.successor_pair === null) return undefined;
  const elapsed = ctx.now.getTime() - Date.parse(token.used_at);
  if (!(elapsed < ctx.config.REFRESH_REUSE_GRACE_SECONDS * 1000)) return undefined;
  // A caller that names another device than the one that signed in is not a second tab of that browser.
  if (deviceUuid !== null && session.device_uuid !== null && deviceUuid !== session.device_uuid) {
    return undefined;
  }
  const opened = ctx.pairs.open(token.successor_pair, token.token_hash);
  return opened === undefined ? undefined : (JSON.parse(opened) as TokenPair);
}

/**
 * Logout revokes the session of either token. It answers success for tokens it does not know, so it
 * reveals nothing and a client can always finish logging out.
 */
export async function logout(
  ctx: AuthContext,
  tokens: { accessToken: string | undefined; refreshToken: string | undefined },
): Promise<void> {
  if (!tokens.accessToken && !tokens.refreshToken) throw new AppError('TOKEN_NULL_OR_EMPTY');
  const now = ctx.now.toISOString();
  if (tokens.refreshToken) {
    const token = await findRefreshToken(ctx.db, hashToken(tokens.refreshToken));
    if (token) await endSession(ctx, token.session_id, 'logout', now);
  }
  if (tokens.accessToken) {
    const verdict = await ctx.keys.verify(tokens.accessToken, ctx.now, { ignoreExpiry: true });
    if (verdict.kind === 'valid') await endSession(ctx, verdict.claims.sessionId, 'logout', now);
  }
}

/** Revokes a session, and tells this instance whose it was (AuthContext.sessionEnded). */
async function endSession(ctx: AuthContext, sessionId: string, reason: string, now: string): Promise<void> {
  const memberId = await revokeSession(ctx.db, sessionId, reason, now);
  if (memberId !== undefined) ctx.sessionEnded(memberId);
}
