/**
 * Test support for the auth, account and dev-idp tests: the real app with a clock the test moves, and
 * sign-in through the development identity provider exactly as a browser would (authorize page, pick
 * an identity, follow the redirect, send the token from the fragment).
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { openTestDatabase, TEST_NOW } from '../../../tests/support/databases.ts';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import type { Dialect } from '../../db/database.ts';

export interface AuthTestApp {
  app: FastifyInstance;
  clock: { now: Date; advance(ms: number): void };
  cleanup(): Promise<void>;
}

export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;

export async function createAuthTestApp(
  dialect: Dialect,
  options: { env?: Record<string, string> } = {},
): Promise<AuthTestApp> {
  const testDb = await openTestDatabase(dialect, { seed: false });
  const clock = {
    now: new Date(TEST_NOW),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const app = await buildApp(testConfig(options.env), { database: testDb.database, clock: () => clock.now });
  await app.ready();
  return {
    app,
    clock,
    async cleanup() {
      await app.close();
      await testDb.cleanup();
    },
  };
}

/** The approve link of one identity on an authorize page (the page lists them as plain links). */
export function approveLink(html: string, identityKey: string): string {
  const match = new RegExp(`href="([^"]*identity=${identityKey}(?:&amp;[^"]*)?)"`).exec(html);
  if (!match?.[1]) throw new Error(`no link for ${identityKey}`);
  return match[1].replace(/&amp;/g, '&');
}

export function fragmentOf(location: string | undefined): URLSearchParams {
  if (!location) throw new Error('no redirect');
  return new URLSearchParams(location.slice(location.indexOf('#') + 1));
}

export async function naverAccessToken(
  app: FastifyInstance,
  identityKey: string,
  state = 'state-naver-1234',
): Promise<string> {
  const page = await app.inject({
    url: `/dev-idp/naver/oauth2.0/authorize?response_type=token&client_id=${app.config.NAVER_CLIENT_ID}&redirect_uri=%2Flogin-landing&state=${state}`,
  });
  const approved = await app.inject({ url: approveLink(page.body, identityKey) });
  const token = fragmentOf(approved.headers.location as string).get('access_token');
  if (!token) throw new Error(`no access token for ${identityKey}`);
  return token;
}

export async function appleIdToken(
  app: FastifyInstance,
  identityKey: string,
  nonce: string,
): Promise<{ idToken: string; user: string | null }> {
  const page = await app.inject({
    url: `/dev-idp/apple/auth/authorize?client_id=${app.config.APPLE_CLIENT_ID}&redirect_uri=%2Flogin-landing-apple&state=${nonce}&nonce=${nonce}&response_type=code%20id_token&response_mode=fragment`,
  });
  const approved = await app.inject({ url: approveLink(page.body, identityKey) });
  const fragment = fragmentOf(approved.headers.location as string);
  const idToken = fragment.get('id_token');
  if (!idToken) throw new Error(`no id_token for ${identityKey}`);
  return { idToken, user: fragment.get('user') };
}

export function signInRequest(
  app: FastifyInstance,
  input: {
    channelType: 1001 | 1002;
    providerToken?: string;
    state: string;
    name?: string;
    deviceUuid?: string;
    /** Default 1002 (a browser); 1003 is the native app's web view. */
    deviceType?: 1001 | 1002 | 1003;
    /** More headers, e.g. an app attestation's (`appAttestationHeaders`). */
    headers?: Record<string, string>;
  },
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/v2/auth/social/signin-and-up',
    headers: {
      ...(input.providerToken !== undefined ? { providertoken: input.providerToken } : {}),
      deviceuuid: input.deviceUuid ?? 'w-test-device-0001',
      clickkey: 'evt-2026-11',
      ...input.headers,
    },
    payload: {
      channelType: input.channelType,
      redirectUri: input.channelType === 1001 ? '/login-landing' : '/login-landing-apple',
      state: input.state,
      deviceType: input.deviceType ?? 1002,
      ...(input.name ? { name: input.name } : {}),
    },
  });
}

export interface SignedIn {
  accessToken: string;
  refreshToken: string;
  expireDt: string;
  refreshExpireDt: string;
  banStatus: { isBanned: boolean; message: string };
  isCafe24Register: boolean;
  isNewMember: boolean;
  isMember: boolean;
}

/** /sign-up's agreement, every required item ticked, as the SPA sends it; fails the test if refused. */
export async function agreeToSignUp(app: FastifyInstance, accessToken: string): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v2/user/sign-up',
    headers: bearer(accessToken),
    payload: { termsYN: 'Y', privacyYN: 'Y', ageYN: 'Y' },
  });
  if (response.statusCode !== 200)
    throw new Error(`agreement failed: ${response.statusCode} ${response.body}`);
}

/**
 * A sign-in answer, then the agreement on /sign-up when the person is not a member yet, as a shopper
 * does (`agree: false` stops before it); fails the test if either is refused.
 */
export async function signedIn(
  app: FastifyInstance,
  response: LightMyRequestResponse,
  options: { agree?: boolean } = {},
): Promise<SignedIn> {
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const result = response.json() as SignedIn;
  if (!result.isMember && options.agree !== false) await agreeToSignUp(app, result.accessToken);
  return result;
}

/** Signs in (and up) a Naver identity through the whole dev IdP flow, and agrees on /sign-up. */
export async function signInNaver(
  app: FastifyInstance,
  identityKey = 'naver-full',
  options: { agree?: boolean } = {},
): Promise<SignedIn> {
  const response = await signInRequest(app, {
    channelType: 1001,
    providerToken: await naverAccessToken(app, identityKey),
    state: 'state-naver-1234',
  });
  return signedIn(app, response, options);
}

/**
 * What the native app sends with a sign-in (docs/app-attestation.md), made the way the app makes it:
 * a challenge from our server, attested by the development stand-in playing the platform.
 */
export async function appAttestationHeaders(
  app: FastifyInstance,
  options: {
    platform?: 'android' | 'ios';
    verdict?: 'genuine' | 'unrecognized-app' | 'no-device-integrity' | 'stale';
    deviceUuid?: string;
  } = {},
): Promise<Record<string, string>> {
  const platform = options.platform ?? 'android';
  const issued = await app.inject({
    method: 'POST',
    url: '/api/v2/auth/app-attestation/challenge',
    headers: { deviceuuid: options.deviceUuid ?? 'w-test-device-0001' },
  });
  if (issued.statusCode !== 200) throw new Error(`no challenge: ${issued.statusCode} ${issued.body}`);
  const { challenge } = issued.json() as { challenge: string };
  const attested = await app.inject({
    method: 'POST',
    url: '/dev-attest/token',
    payload: { nonce: challenge, platform, verdict: options.verdict ?? 'genuine' },
  });
  if (attested.statusCode !== 200) throw new Error(`no attestation: ${attested.statusCode} ${attested.body}`);
  return {
    'x-app-attestation': (attested.json() as { token: string }).token,
    'x-app-attestation-platform': platform,
    'x-app-attestation-challenge': challenge,
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
