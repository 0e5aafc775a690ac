import { expect } from '@playwright/test';
import { completeSignUp } from '../support/sign-up.ts';

/**
 * Signs the development identity provider's full-consent person in over the API, as the login page
 * would (docs/dev-idp.md), and returns the tokens the app stores.
 */
export async function signInOverApi(
  baseUrl: string,
  device: string,
): Promise<{ accessToken: string; refreshToken: string }> {
  const state = `e2e-${Date.now()}`;
  const approve = await fetch(
    `${baseUrl}/dev-idp/naver/oauth2.0/authorize/approve?client_id=jecheol-dev-naver&response_type=token&state=${state}&identity=naver-full`,
    { redirect: 'manual' },
  );
  const providerToken = new URLSearchParams(
    new URL(approve.headers.get('location')!, baseUrl).hash.slice(1),
  ).get('access_token')!;
  const response = await fetch(`${baseUrl}/api/v2/auth/social/signin-and-up`, {
    method: 'POST',
    headers: { providerToken, deviceUuid: device, 'content-type': 'application/json' },
    body: JSON.stringify({
      channelType: 1001,
      redirectUri: `${baseUrl}/login-landing`,
      state,
      deviceType: 1002,
    }),
  });
  expect(response.status).toBe(200);
  const signedIn = (await response.json()) as {
    accessToken: string;
    refreshToken: string;
    isMember: boolean;
  };
  await completeSignUp(baseUrl, signedIn, device);
  return signedIn;
}

/** An init script body that stores the tokens once per browser context (later loads keep what the app did). */
export function seedTokens({
  accessToken,
  refreshToken,
  device,
}: {
  accessToken: string;
  refreshToken: string;
  device: string;
}) {
  if (localStorage.getItem('e2e-seeded')) return;
  localStorage.setItem('e2e-seeded', '1');
  localStorage.setItem('accessToken1', `Bearer ${accessToken}`);
  localStorage.setItem('refreshToken1', refreshToken);
  localStorage.setItem('uid', device);
}
