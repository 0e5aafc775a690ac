import { z } from 'zod';

/**
 * What the SPA needs to know about its deployment. The server writes it into index.html
 * (`<meta name="app-config">`); a static host edits the same tag. The SPA parses it with this schema
 * and falls back to the defaults on anything malformed.
 */
/** Where the SPA sends the shopper to sign in with one social provider (OAuth authorize endpoint). */
const socialProviderSchema = z.object({
  /** Absolute URL, or a path on this server (the development identity provider, docs/dev-idp.md). */
  authorizeUrl: z.string(),
  clientId: z.string(),
});

export const defaultSignInConfig = {
  naver: { authorizeUrl: '/dev-idp/naver/oauth2.0/authorize', clientId: 'jecheol-dev-naver' },
  apple: { authorizeUrl: '/dev-idp/apple/auth/authorize', clientId: 'kr.jecheol.web' },
};

/**
 * Kakao share (src/platform/kakao-share.ts): the JavaScript key and the SDK's script. No key means the
 * development stand-in where the server mounts the stand-ins, which answers as `standIn` says ('fail'
 * is for tests of the failure path); `none` (everywhere else) means no Kakao button at all.
 */
const kakaoSchema = z.object({
  javascriptKey: z.string(),
  sdkUrl: z.string(),
  standIn: z.enum(['send', 'fail', 'none']),
});

export const defaultKakaoConfig: z.infer<typeof kakaoSchema> = {
  javascriptKey: '',
  sdkUrl: 'https://t1.kakaocdn.net/kakao_js_sdk/2.7.4/kakao.min.js',
  standIn: 'send',
};

/** A path on this server: one leading slash, never `//host` or `/\\host`; no spaces, backslashes or controls. */
const SHOP_PATH = /^\/(?![/\\])[^\s\\\p{Cc}]*$/u;

export const runtimeConfigSchema = z.object({
  /** Base URLs of the three API services; '' means the same origin. */
  api: z.object({ display: z.string(), account: z.string(), search: z.string() }),
  /** The shop: an absolute URL, or a path on this server (the development shop, docs/dev-shop.md). */
  shopBaseUrl: z.union([z.string().url(), z.string().regex(SHOP_PATH)]),
  shopLoginUrl: z.string(),
  /** Naver and Apple authorize endpoints and client ids; absent (an older host page) means the defaults. */
  signIn: z.object({ naver: socialProviderSchema, apple: socialProviderSchema }).default(defaultSignInConfig),
  /** Absent (an older host page) means the defaults: the development stand-in. */
  kakao: kakaoSchema.default(defaultKakaoConfig),
  /**
   * `COOKIE_DOMAIN`: the parent domain the token cookies are shared on (contract/rules/cookie-domain.ts);
   * '' (the default, and an older host page) means cookies for this host only.
   */
  cookieDomain: z.string().default(''),
  /**
   * The server mounts the development stand-ins (DEV_STAND_INS): every page then shows the strip
   * `STAND_IN_NOTICE`. Absent means true, as the defaults above are the stand-ins themselves.
   */
  standIns: z.boolean().default(true),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export const defaultRuntimeConfig: RuntimeConfig = {
  api: { display: '', account: '', search: '' },
  shopBaseUrl: '/dev-shop',
  shopLoginUrl: '/login',
  signIn: defaultSignInConfig,
  kakao: defaultKakaoConfig,
  cookieDomain: '',
  standIns: true,
};

/** The strip on every page served with the stand-ins mounted, so nobody takes it for the real shop. */
export const STAND_IN_NOTICE = '개발용 환경 · 테스트 계정';
