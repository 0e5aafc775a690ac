import { expect } from '@playwright/test';
import sharp from 'sharp';
import { completeSignUp } from './support/sign-up.ts';

/**
 * What tests/e2e/community.spec.ts needs besides the browser: members of the development identity
 * provider signed in over the API (Naver people and the Apple person, docs/dev-idp.md), the community API
 * with a member's token, and small photos made on the spot.
 */

export interface Member {
  accessToken: string;
  refreshToken: string;
  device: string;
}

/** A Naver person of the development provider (naver-full, naver-banned), signed in over the API. */
export async function signInNaver(baseUrl: string, identity: string, device: string): Promise<Member> {
  const state = `e2e-${Date.now()}`;
  const approve = await fetch(
    `${baseUrl}/dev-idp/naver/oauth2.0/authorize/approve?client_id=jecheol-dev-naver&response_type=token&state=${state}&identity=${identity}`,
    { redirect: 'manual' },
  );
  const providerToken = new URLSearchParams(
    new URL(approve.headers.get('location') ?? '', baseUrl).hash.slice(1),
  ).get('access_token');
  expect(providerToken, `no Naver token for ${identity}`).toBeTruthy();
  return finishSignIn(baseUrl, device, String(providerToken), {
    channelType: 1001,
    redirectUri: `${baseUrl}/login-landing`,
    state,
  });
}

/** The Apple person who signs up without a name (apple-returning): a second, different member. */
export async function signInApple(baseUrl: string, identity: string, device: string): Promise<Member> {
  // Apple's nonce is the state the SPA sends back (docs/dev-idp.md); no scope, so the fragment answers.
  const state = `e2eapple${Date.now()}`;
  const approve = await fetch(
    `${baseUrl}/dev-idp/apple/auth/authorize/approve?client_id=kr.jecheol.web&response_type=code%20id_token&state=${state}&nonce=${state}&identity=${identity}`,
    { redirect: 'manual' },
  );
  const idToken = new URLSearchParams(
    new URL(approve.headers.get('location') ?? '', baseUrl).hash.slice(1),
  ).get('id_token');
  expect(idToken, `no Apple id_token for ${identity}`).toBeTruthy();
  return finishSignIn(baseUrl, device, String(idToken), {
    channelType: 1002,
    redirectUri: `${baseUrl}/login-landing-apple`,
    state,
  });
}

async function finishSignIn(
  baseUrl: string,
  device: string,
  providerToken: string,
  body: { channelType: number; redirectUri: string; state: string },
): Promise<Member> {
  const response = await fetch(`${baseUrl}/api/v2/auth/social/signin-and-up`, {
    method: 'POST',
    headers: { providerToken, deviceUuid: device, 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, deviceType: 1002 }),
  });
  expect(response.status).toBe(200);
  const signedIn = (await response.json()) as Member & { isMember: boolean };
  await completeSignUp(baseUrl, signedIn, device);
  return { accessToken: signedIn.accessToken, refreshToken: signedIn.refreshToken, device };
}

/** The community API (/api/v1/community) as `member` (or signed out): status and parsed body. */
export async function communityApi<T = Record<string, unknown>>(
  baseUrl: string,
  member: Member | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {};
  if (member) {
    headers.Authorization = `Bearer ${member.accessToken}`;
    headers.deviceUuid = member.device;
  }
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}/api/v1/community${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
}

/** A small JPEG of one colour with a stripe, so two photos are told apart on screen. */
export function jpegOf(red: number, green: number, blue: number): Promise<Buffer> {
  const stripe = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360"><rect x="0" y="150" width="480" height="60" fill="white"/></svg>`,
  );
  return sharp({
    create: { width: 480, height: 360, channels: 3, background: { r: red, g: green, b: blue } },
  })
    .composite([{ input: stripe }])
    .jpeg({ quality: 80 })
    .toBuffer();
}
