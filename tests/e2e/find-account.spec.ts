import { expect, test } from '@playwright/test';
import { failApi, screenshots } from './support/page.ts';
import { signInApple } from './support/sign-in.ts';

/**
 * 가입한 계정 찾기 (/find-account, GET /api/v1/user/email): from the login page a person types the
 * mobile number they signed up with and learns which social account it was, the e-mail masked, with
 * the sign-in of that provider one tap away; a number nobody gave and a failing server each say so in
 * Korean. The Apple person who signs up without a name registers a number of its own first (over the
 * API), so no other spec's member is touched. Photographed at 390x844.
 */
const shot = screenshots('find-account');
const NUMBER = '010-2468-1357';
const LOOKUP = '**/api/v1/user/email?*';

test.beforeAll(async ({ baseURL }) => {
  const base = String(baseURL);
  const member = await signInApple(base, 'apple-returning', 'w-e2e-find-account');
  const response = await fetch(`${base}/api/v2/user/cellphone`, {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${member.accessToken}`,
      deviceUuid: member.device,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ cellphone: NUMBER }),
  });
  expect(response.status).toBe(200);
});

test('a number finds its account, masked, and signs in with that provider', async ({ page }) => {
  await page.goto('/login?returnUrl=%2Fmy-page');
  const entry = page.getByRole('link', { name: '가입한 계정 찾기' });
  await expect(entry).toBeVisible();
  await shot(page, 'login-entry');
  await entry.click();
  await expect(page).toHaveURL(/\/find-account\?returnUrl=%2Fmy-page$/);
  await expect(page.getByRole('heading', { level: 1, name: '가입한 계정 찾기' })).toBeVisible();
  await shot(page, 'empty');

  const input = page.getByLabel('휴대전화번호');
  await page.getByRole('button', { name: '계정 찾기' }).click();
  await expect(page.getByText('휴대전화번호를 입력해 주세요.')).toBeVisible();
  await expect(input).toBeFocused();
  await input.fill('0112345');
  await input.blur();
  await expect(page.getByText('휴대전화번호는 010-1234-5678 형식으로 입력해 주세요.')).toBeVisible();
  await shot(page, 'invalid');

  await input.fill(NUMBER.replaceAll('-', ''));
  await expect(input).toHaveValue(NUMBER);
  await page.getByRole('button', { name: '계정 찾기' }).click();
  const found = page.getByRole('heading', { name: '이 번호로 가입한 계정이에요' });
  await expect(found).toBeFocused();
  const account = page.getByRole('listitem').filter({ hasText: 'Apple 계정' });
  await expect(account).toContainText(/\*{3,}@/);
  await expect(account).not.toContainText('apple.returning');
  await shot(page, 'found');

  await account.getByRole('button', { name: 'Apple로 로그인하기' }).click();
  await expect(page).toHaveURL(/\/dev-idp\/apple\/auth\/authorize/);
});

test('a number nobody gave, and a failing server, each say so in Korean', async ({ page }) => {
  await page.goto('/find-account');
  const input = page.getByLabel('휴대전화번호');
  await input.fill('010-9753-0000');
  await page.getByRole('button', { name: '계정 찾기' }).click();
  await expect(page.getByRole('heading', { name: '이 번호로 가입한 계정이 없어요' })).toBeFocused();
  await shot(page, 'not-found');
  await page.getByRole('link', { name: '로그인 화면으로' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/find-account');
  const restore = await failApi(page, LOOKUP);
  await page.getByLabel('휴대전화번호').fill(NUMBER);
  await page.getByRole('button', { name: '계정 찾기' }).click();
  await expect(page.getByRole('heading', { name: '계정을 찾지 못했어요' })).toBeVisible();
  await shot(page, 'failed');
  await restore();
  await page.getByRole('button', { name: '다시 시도' }).click();
  await expect(page.getByRole('heading', { name: '이 번호로 가입한 계정이에요' })).toBeVisible();
});
