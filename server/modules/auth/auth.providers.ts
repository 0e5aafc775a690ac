import type { FastifyInstance } from 'fastify';
import { createRemoteJWKSet, customFetch, errors, jwtVerify } from 'jose';
import { z } from 'zod';
import { SOCIAL_CHANNEL } from '#contract/constants.ts';
import { type AppConfig, standInsMounted } from '../../config.ts';
import { AppError } from '../../http/errors.ts';

/**
 * Provider adapters: Naver is asked for the profile behind its access token; an Apple `id_token` is
 * verified against Apple's JWKS. Endpoints come from the config. Where the stand-ins are mounted they
 * default to the development identity provider on this same server, which speaks the same protocols, so
 * this code runs unchanged against it (tests included).
 */
export interface ProviderEndpoints {
  naverClientId: string;
  naverAuthorizeUrl: string;
  naverProfileUrl: string;
  appleClientId: string;
  appleAuthorizeUrl: string;
  appleJwksUrl: string;
  appleIssuer: string;
}

/** The issuer the development identity provider signs Apple-style tokens with. */
export const DEV_APPLE_ISSUER = 'jecheol-dev-idp';

export function providerEndpoints(config: AppConfig): ProviderEndpoints {
  // The development identity provider only where it is mounted; everywhere else the real ones.
  const real = !standInsMounted(config);
  return {
    naverClientId: config.NAVER_CLIENT_ID,
    naverAuthorizeUrl:
      config.NAVER_AUTHORIZE_URL ??
      (real ? 'https://nid.naver.com/oauth2.0/authorize' : '/dev-idp/naver/oauth2.0/authorize'),
    naverProfileUrl:
      config.NAVER_PROFILE_URL ?? (real ? 'https://openapi.naver.com/v1/nid/me' : '/dev-idp/naver/v1/nid/me'),
    appleClientId: config.APPLE_CLIENT_ID,
    appleAuthorizeUrl:
      config.APPLE_AUTHORIZE_URL ??
      (real ? 'https://appleid.apple.com/auth/authorize' : '/dev-idp/apple/auth/authorize'),
    appleJwksUrl:
      config.APPLE_JWKS_URL ?? (real ? 'https://appleid.apple.com/auth/keys' : '/dev-idp/apple/auth/keys'),
    appleIssuer: config.APPLE_ISSUER ?? (real ? 'https://appleid.apple.com' : DEV_APPLE_ISSUER),
  };
}

export type ProviderFetch = (
  url: string,
  init: {
    headers?: Headers | Record<string, string>;
    signal?: AbortSignal;
    method?: 'GET' | 'POST';
    /** POST only: a JSON text (the caller sets `content-type`). */
    body?: string;
    redirect?: 'manual';
  },
) => Promise<Response>;

/**
 * Paths in the config (`/dev-idp/...`) mean this same server. They become URLs on this origin, which
 * is reserved (RFC 6761) and never resolves, and the fetch below hands them to `app.inject`: the
 * request still goes through the identity provider's HTTP routes, without a listening socket.
 */
export const SELF_ORIGIN = 'http://self.invalid';

export function absoluteUrl(url: string): string {
  return url.startsWith('/') ? `${SELF_ORIGIN}${url}` : url;
}

export function createProviderFetch(
  app: FastifyInstance,
  network: typeof fetch = globalThis.fetch,
): ProviderFetch {
  return async (url, init) => {
    if (!url.startsWith(`${SELF_ORIGIN}/`)) {
      return network(url, { ...init, signal: init.signal ?? AbortSignal.timeout(5000) });
    }
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const response = await app.inject({
      method: init.method ?? 'GET',
      url: url.slice(SELF_ORIGIN.length),
      headers,
      ...(init.body !== undefined ? { payload: init.body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined)
        responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: responseHeaders,
    });
  };
}

/** What we take from a provider about a person. */
export interface ProviderIdentity {
  channelType: (typeof SOCIAL_CHANNEL)[keyof typeof SOCIAL_CHANNEL];
  subject: string;
  email: string | null;
  gender: 'M' | 'F' | 'U' | null;
  birthYear: number | null;
  mobile: string | null;
  name: string | null;
  nickname: string | null;
}

const present = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? null : value.trim()));

/** Naver's `/v1/nid/me`: fields the user did not consent to are simply absent. */
const naverProfileSchema = z.object({
  resultcode: z.string(),
  message: z.string(),
  response: z
    .object({
      id: z.string().min(1).max(255),
      email: present,
      gender: present,
      birthyear: present,
      mobile: present,
      name: present,
      nickname: present,
    })
    .optional(),
});

export async function fetchNaverIdentity(
  fetchFn: ProviderFetch,
  profileUrl: string,
  accessToken: string,
): Promise<ProviderIdentity> {
  let response: Response;
  try {
    response = await fetchFn(absoluteUrl(profileUrl), {
      method: 'GET',
      headers: { authorization: `Bearer ${accessToken}` },
    });
  } catch {
    throw new AppError(
      'EXTERNAL_API_ERROR',
      '네이버 서버에 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.',
    );
  }
  if (response.status >= 500) {
    throw new AppError(
      'EXTERNAL_API_ERROR',
      '네이버 서버에 일시적인 문제가 있습니다. 잠시 후 다시 시도해 주세요.',
    );
  }
  const parsed = naverProfileSchema.safeParse(await response.json().catch(() => null));
  if (
    response.status !== 200 ||
    !parsed.success ||
    parsed.data.resultcode !== '00' ||
    !parsed.data.response
  ) {
    throw new AppError('NAVER_LOGIN_ERROR');
  }
  const profile = parsed.data.response;
  const gender =
    profile.gender === 'M' || profile.gender === 'F' || profile.gender === 'U' ? profile.gender : null;
  const birthYear = profile.birthyear && /^\d{4}$/.test(profile.birthyear) ? Number(profile.birthyear) : null;
  return {
    channelType: SOCIAL_CHANNEL.naver,
    subject: profile.id,
    email: profile.email?.toLowerCase() ?? null,
    gender,
    birthYear,
    mobile: profile.mobile,
    name: profile.name,
    nickname: profile.nickname,
  };
}

export interface AppleVerifier {
  verify(idToken: string, expectedNonce: string, now: Date): Promise<ProviderIdentity>;
}

/** One verifier per app: it caches Apple's keys (jose refetches on an unknown `kid`, with a cooldown). */
export function createAppleVerifier(endpoints: ProviderEndpoints, fetchFn: ProviderFetch): AppleVerifier {
  const jwks = createRemoteJWKSet(new URL(absoluteUrl(endpoints.appleJwksUrl)), {
    [customFetch]: fetchFn,
    timeoutDuration: 5000,
  });
  return {
    async verify(idToken, expectedNonce, now) {
      let payload: Record<string, unknown>;
      try {
        ({ payload } = await jwtVerify(idToken, jwks, {
          algorithms: ['RS256', 'ES256'],
          issuer: endpoints.appleIssuer,
          audience: endpoints.appleClientId,
          requiredClaims: ['sub', 'exp', 'iat'],
          currentDate: now,
          // An id_token is exchanged right after the user signs in; an old one is a replay.
          maxTokenAge: 600,
          clockTolerance: 30,
        }));
      } catch (error) {
        const unreachable = !(error instanceof errors.JOSEError) || error instanceof errors.JWKSTimeout;
        if (unreachable || error instanceof errors.JWKSInvalid) {
          throw new AppError(
            'EXTERNAL_API_ERROR',
            'Apple 서버에 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.',
          );
        }
        throw new AppError('APPLE_LOGIN_ERROR');
      }
      // The nonce ties the token to the sign-in this client started (the body's `state`).
      if (typeof payload.nonce !== 'string' || payload.nonce !== expectedNonce)
        throw new AppError('APPLE_LOGIN_ERROR');
      const subject = typeof payload.sub === 'string' ? payload.sub : '';
      if (subject === '' || subject.length > 255) throw new AppError('APPLE_LOGIN_ERROR');
      const email =
        typeof payload.email === 'string' && payload.email !== '' ? payload.email.toLowerCase() : null;
      return {
        channelType: SOCIAL_CHANNEL.apple,
        subject,
        email,
        gender: null,
        birthYear: null,
        mobile: null,
        name: null,
        nickname: null,
      };
    },
  };
}
