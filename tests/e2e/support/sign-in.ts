import { expect } from '@playwright/test';
import { completeSignUp } from './sign-up.ts';

/**
 * People of the development identity provider (docs/dev-idp.md) signed in over the API, as the login
 * pages would, for specs whose subject is not the sign-in itself; and the init script that stores their
 * tokens where the app keeps them.
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

/**
 * Stores the member's tokens as the app does. As an init script body (`context.addInitScript(seedTokens,
 * member)`) it stores them once per browser context, so later loads keep what the app did.
 */
export function seedTokens({ accessToken, refreshToken, device }: Member) {
  if (localStorage.getItem('e2e-seeded')) return;
  localStorage.setItem('e2e-seeded', '1');
  localStorage.setItem('accessToken1', `Bearer ${accessToken}`);
  localStorage.setItem('refreshToken1', refreshToken);
  localStorage.setItem('uid', device);
}
