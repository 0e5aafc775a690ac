import type { Page } from '@playwright/test';

/**
 * A first sign-in makes an account, not a member: until the agreement on /sign-up, member calls answer
 * SIGN_UP_REQUIRED (85). Specs that sign in through the API to test something else agree the way the
 * screen does; tests/e2e/session.spec.ts goes through the screen itself.
 */
export async function completeSignUp(
  baseUrl: string,
  signedIn: { accessToken: string; isMember?: boolean },
  device: string,
): Promise<void> {
  if (signedIn.isMember !== false) return;
  const response = await fetch(`${baseUrl}/api/v2/user/sign-up`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${signedIn.accessToken}`,
      deviceUuid: device,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ termsYN: 'Y', privacyYN: 'Y', ageYN: 'Y' }),
  });
  if (response.status !== 200)
    throw new Error(`sign-up agreement failed: ${response.status} ${await response.text()}`);
}

/**
 * After choosing a person at the development identity provider: a person who has not agreed yet is
 * on /sign-up, and ticks the required boxes there (marketing left alone) before going on to where the
 * sign-in was headed. Specs whose subject is something else use it, since on a shared server any spec
 * may be the first to sign a person in; tests/e2e/session.spec.ts tests the agreement itself.
 */
export async function agreeIfAsked(page: Page): Promise<void> {
  await page.waitForURL(
    (url) => !/^\/(login|login-landing|login-landing-apple|dev-idp)(\/|$)/.test(url.pathname),
  );
  if (new URL(page.url()).pathname !== '/sign-up') return;
  for (const name of [/서비스 이용약관 동의/, /개인정보 수집 및 이용 동의/, /만 14세 이상/])
    await page.getByRole('checkbox', { name }).check();
  await page.getByRole('button', { name: '동의하고 시작하기' }).click();
  await page.waitForURL((url) => url.pathname !== '/sign-up');
}
