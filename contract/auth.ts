import { z } from 'zod';
import { DEVICE_TYPE, SOCIAL_CHANNEL } from './constants.ts';
import { defineEndpoint, instant } from './endpoint.ts';

/**
 * Request headers of the auth and account calls (spec section 7). HTTP header names are
 * case-insensitive; these are the spellings the client sends. Token values may carry the `Bearer `
 * prefix the client stores them with (spec section 3); the server accepts both forms.
 */
export const AUTH_HEADER = {
  /** Every member call: `Authorization: Bearer <access token>`. */
  authorization: 'Authorization',
  /** The token calls send the tokens in headers of their own. */
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  deviceUuid: 'deviceUuid',
  /** Social sign-in: Naver's access token, or Apple's `id_token`. */
  providerToken: 'providerToken',
  /** Social sign-in: the event click key kept in session storage (marketing attribution). */
  clickKey: 'clickKey',
  /**
   * Social sign-in from the native app (docs/app-attestation.md): the platform's attestation token
   * (Play Integrity on Android, App Attest on iOS), which platform made it, and the challenge it was
   * made for. All three or none; without a verified attestation the sign-in earns no app-login bonus.
   */
  appAttestation: 'X-App-Attestation',
  appAttestationPlatform: 'X-App-Attestation-Platform',
  appAttestationChallenge: 'X-App-Attestation-Challenge',
} as const;

/** A device id: the app's uid, or the web fallback `w-<uuid>` (spec section 3). */
export const deviceUuidSchema = z
  .string()
  .regex(/^[A-Za-z0-9._:-]{1,128}$/, '기기 식별자의 형식이 올바르지 않습니다.');

export const channelTypeSchema = z.union([z.literal(SOCIAL_CHANNEL.naver), z.literal(SOCIAL_CHANNEL.apple)]);
export type ChannelType = z.infer<typeof channelTypeSchema>;

export const deviceTypeSchema = z.union([
  z.literal(DEVICE_TYPE.other),
  z.literal(DEVICE_TYPE.browser),
  z.literal(DEVICE_TYPE.appWebView),
]);
export type DeviceType = z.infer<typeof deviceTypeSchema>;

/** Ban status as persisted and shown (spec section 3): the message is what the alert dialog shows. */
export const banStatusSchema = z.object({ isBanned: z.boolean(), message: z.string() });
export type BanStatus = z.infer<typeof banStatusSchema>;

export const tokenPairSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  /** When the access token expires. The refresh-token cookie lives 3 months past this (spec section 9). */
  expireDt: instant,
  /** When the refresh token expires unless it is used (and rotated) before. */
  refreshExpireDt: instant,
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const socialSignInBodySchema = z.object({
  channelType: channelTypeSchema,
  redirectUri: z.string().min(1).max(2000),
  /**
   * The random value the client put into the provider's authorize request. For Apple it is also the
   * `nonce` of that request, so the server checks that the `id_token` was issued for this sign-in.
   */
  state: z.string().min(8).max(200),
  deviceType: deviceTypeSchema,
  /** Apple only, first sign-in only: family name then given name, e.g. '김제철'. */
  name: z.string().trim().min(1).max(60).optional(),
});
export type SocialSignInBody = z.infer<typeof socialSignInBodySchema>;

export const socialSignIn = defineEndpoint({
  method: 'POST',
  path: '/api/v2/auth/social/signin-and-up',
  service: 'auth',
  auth: 'none',
  summary:
    '소셜 로그인 겸 가입 (헤더: providerToken, deviceUuid, clickKey, 앱: X-App-Attestation, X-App-Attestation-Platform, X-App-Attestation-Challenge)',
  body: socialSignInBodySchema,
  response: tokenPairSchema.extend({
    banStatus: banStatusSchema,
    isCafe24Register: z.boolean(),
    /** True when this call created the member (the client shows the welcome flow). */
    isNewMember: z.boolean(),
    /** False until the person has agreed to the required items on /sign-up, where the client sends them. */
    isMember: z.boolean(),
  }),
});

export const appAttestationPlatformSchema = z.enum(['android', 'ios']);
export type AppAttestationPlatform = z.infer<typeof appAttestationPlatformSchema>;

/** 32 random bytes, base64url without padding: what the challenge call hands out. */
export const appAttestationChallengeSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, '앱 인증 챌린지의 형식이 올바르지 않습니다.');

/** A platform token: base64 / base64url / JWT-like text, no spaces, at most 16 KB. */
export const appAttestationTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9+/=_.-]{16,16384}$/, '앱 인증 토큰의 형식이 올바르지 않습니다.');

/**
 * The native app asks for a challenge right before a sign-in, has the platform attest it, and sends
 * the answer with the sign-in (docs/app-attestation.md). Each challenge is good for one sign-in within
 * `expireDt`.
 */
export const appAttestationChallenge = defineEndpoint({
  method: 'POST',
  path: '/api/v2/auth/app-attestation/challenge',
  service: 'auth',
  auth: 'none',
  summary: '앱 인증 챌린지 발급 (헤더: deviceUuid): 로그인 한 번에 한 번 쓰는 nonce',
  response: z.object({
    /** The nonce for Play Integrity's `setNonce` / App Attest's client data; sent back unchanged. */
    challenge: appAttestationChallengeSchema,
    expireDt: instant,
  }),
});

export const deleteToken = defineEndpoint({
  method: 'DELETE',
  path: '/api/v1/token/jwt',
  service: 'auth',
  auth: 'none',
  summary: '로그아웃: 토큰 폐기 (헤더: accessToken, refreshToken, deviceUuid)',
  response: z.object({ isLoggedOut: z.literal(true) }),
});

export const refreshToken = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/token/jwt/refresh',
  service: 'auth',
  auth: 'none',
  summary: '토큰 재발급 (헤더: accessToken, refreshToken, deviceUuid); 리프레시 토큰은 매번 교체',
  response: tokenPairSchema,
});

export const validateToken = defineEndpoint({
  method: 'GET',
  path: '/api/v1/token/jwt/validation',
  service: 'auth',
  /** The access token may come as `accessToken` (spec) or as `Authorization: Bearer`. */
  auth: 'member',
  beforeSignUp: true,
  summary: '액세스 토큰 검증: 유효하면 200',
  response: z.object({ isValid: z.literal(true), expireDt: instant }),
});
