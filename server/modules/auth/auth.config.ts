import { z } from 'zod';

/** Signs tokens outside production only; a production config that still uses it is refused at start. */
export const DEV_JWT_SECRET = 'jecheol-dev-only-secret-never-use-in-production-0000';

/** The app-attestation stand-in's credential (in the repository: production refuses it). */
export const DEV_ATTESTATION_CREDENTIALS = 'dev-attestation-credential-0000';

/** Absolute http(s) URL, or a path on this same server (where the development identity provider lives). */
const endpointUrl = z
  .string()
  .refine(
    (value) => value.startsWith('/') || /^https?:\/\/[^\s]+$/.test(value),
    'URL 또는 /로 시작하는 경로여야 합니다.',
  );

const commaList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

/** Config keys of the auth and account services, spread into server/config.ts's schema. */
export const authConfigShape = {
  /** HS256 key of our access tokens (at least 32 characters). */
  JWT_SECRET: z.string().min(32).default(DEV_JWT_SECRET),
  /** Keys that still verify (never sign) during a key rotation, comma separated. */
  JWT_PREVIOUS_SECRETS: commaList.pipe(z.array(z.string().min(32))),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(24 * 60 * 60)
    .default(30 * 60),
  /** Each rotation starts this lifetime again (the refresh cookie lives 3 months, spec section 9). */
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(90),
  /**
   * A refresh token presented again this soon after its rotation, by the same session, gets the pair
   * that rotation issued (two tabs refreshing at once); later, it revokes the family (RFC 9700). 0: never.
   */
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  /** Requests per minute per client address on the sign-in and refresh calls. */
  AUTH_SIGNIN_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(60),
  AUTH_REFRESH_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(120),
  /**
   * Identity provider endpoints. Unset: outside production the development identity provider on this
   * same server (/dev-idp/...), in production the real Naver and Apple endpoints (see auth.providers.ts).
   */
  NAVER_CLIENT_ID: z.string().default('jecheol-dev-naver'),
  NAVER_AUTHORIZE_URL: endpointUrl.optional(),
  NAVER_PROFILE_URL: endpointUrl.optional(),
  APPLE_CLIENT_ID: z.string().default('kr.jecheol.web'),
  APPLE_AUTHORIZE_URL: endpointUrl.optional(),
  APPLE_JWKS_URL: endpointUrl.optional(),
  APPLE_ISSUER: z.string().optional(),
  /**
   * App attestation (docs/app-attestation.md): the app-login bonus goes only to a sign-in whose app
   * Play Integrity (Android) or App Attest (iOS) vouches for. The Android package name and the iOS
   * bundle id the verdict must name.
   */
  APP_ATTESTATION_PACKAGE: z.string().min(1).max(255).default('kr.jecheol.app.dev'),
  APP_ATTEST_BUNDLE_ID: z.string().min(1).max(255).default('kr.jecheol.app.dev'),
  /**
   * Play Integrity's API (`{url}/v1/{package}:decodeIntegrityToken`). Unset: the development stand-in
   * (/dev-attest/play) where the stand-ins are mounted, otherwise Google's.
   */
  PLAY_INTEGRITY_URL: endpointUrl.optional(),
  /** Sent as `Authorization: Bearer …` to PLAY_INTEGRITY_URL. */
  PLAY_INTEGRITY_CREDENTIALS: z.string().min(8).default(DEV_ATTESTATION_CREDENTIALS),
  /**
   * The service that verifies App Attest attestations and answers in Play Integrity's verdict shape.
   * Unset: the development stand-in (/dev-attest/app-attest/verify) where the stand-ins are mounted,
   * otherwise none (no iOS sign-in earns the app bonus).
   */
  APP_ATTEST_VERIFIER_URL: endpointUrl.optional(),
  APP_ATTEST_VERIFIER_CREDENTIALS: z.string().min(8).default(DEV_ATTESTATION_CREDENTIALS),
  /** One call to either verifier; a slower one counts as not attested (the sign-in goes on). */
  APP_ATTESTATION_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(5_000),
};

interface AuthConfigSubset {
  NODE_ENV: string;
  JWT_SECRET: string;
  NAVER_AUTHORIZE_URL?: string | undefined;
  NAVER_PROFILE_URL?: string | undefined;
  APPLE_AUTHORIZE_URL?: string | undefined;
  APPLE_JWKS_URL?: string | undefined;
  APPLE_ISSUER?: string | undefined;
  PLAY_INTEGRITY_URL?: string | undefined;
  APP_ATTEST_VERIFIER_URL?: string | undefined;
  PLAY_INTEGRITY_CREDENTIALS?: string;
  APP_ATTEST_VERIFIER_CREDENTIALS?: string;
  JWT_PREVIOUS_SECRETS?: string[];
  PREVIEW_TOKEN_SECRET?: string | undefined;
  PUBLIC_BASE_URL?: string | undefined;
}

/** The development identity provider's issuer (auth.providers.ts's DEV_APPLE_ISSUER). */
const DEV_IDP_ISSUER = 'jecheol-dev-idp';

export function refineAuthConfig(config: AuthConfigSubset, ctx: z.RefinementCtx): void {
  if (config.NODE_ENV !== 'production') return;
  if (config.JWT_SECRET === DEV_JWT_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['JWT_SECRET'],
      message: '운영 환경에서는 JWT_SECRET(32자 이상의 비밀 값)을 반드시 설정해야 합니다.',
    });
  }
  // The development key is in the repository: whoever has a checkout could sign with it.
  if (
    config.PREVIEW_TOKEN_SECRET === DEV_JWT_SECRET ||
    config.JWT_PREVIOUS_SECRETS?.includes(DEV_JWT_SECRET)
  ) {
    ctx.addIssue({
      code: 'custom',
      path: [
        config.PREVIEW_TOKEN_SECRET === DEV_JWT_SECRET ? 'PREVIEW_TOKEN_SECRET' : 'JWT_PREVIOUS_SECRETS',
      ],
      message: '운영 환경에서는 저장소에 있는 개발용 비밀 값을 쓸 수 없습니다.',
    });
  }
  // The development identity provider is not mounted in production (and anyone may sign in as anyone
  // there), a provider on this same server would be one we run ourselves, and one reached over plain
  // HTTP could be impersonated.
  const ownHost = config.PUBLIC_BASE_URL ? new URL(config.PUBLIC_BASE_URL).host : undefined;
  for (const key of [
    'NAVER_AUTHORIZE_URL',
    'NAVER_PROFILE_URL',
    'APPLE_AUTHORIZE_URL',
    'APPLE_JWKS_URL',
    'PLAY_INTEGRITY_URL',
    'APP_ATTEST_VERIFIER_URL',
  ] as const) {
    const value = config[key];
    if (value === undefined) continue;
    if (!value.startsWith('https://')) {
      ctx.addIssue({ code: 'custom', path: [key], message: '운영 환경에서는 https:// 주소여야 합니다.' });
      continue;
    }
    const url = URL.canParse(value) ? new URL(value) : undefined;
    if (
      !url ||
      url.pathname.startsWith('/dev-idp') ||
      url.pathname.startsWith('/dev-attest') ||
      url.host === ownHost
    ) {
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message:
          key === 'PLAY_INTEGRITY_URL' || key === 'APP_ATTEST_VERIFIER_URL'
            ? '운영 환경에서는 개발용 앱 인증 서버나 이 서버 자신을 가리킬 수 없습니다.'
            : '운영 환경에서는 개발용 로그인 서버나 이 서버 자신을 가리킬 수 없습니다.',
      });
    }
  }
  // The stand-in's credential is in the repository; the verifiers would reject it, or worse, accept it.
  for (const key of ['PLAY_INTEGRITY_CREDENTIALS', 'APP_ATTEST_VERIFIER_CREDENTIALS'] as const) {
    if (config[key] === DEV_ATTESTATION_CREDENTIALS) {
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: '운영 환경에서는 저장소에 있는 개발용 앱 인증 자격 증명을 쓸 수 없습니다.',
      });
    }
  }
  if (config.APPLE_ISSUER === DEV_IDP_ISSUER) {
    ctx.addIssue({
      code: 'custom',
      path: ['APPLE_ISSUER'],
      message: '운영 환경에서는 개발용 로그인 서버의 발급자를 쓸 수 없습니다.',
    });
  }
}
