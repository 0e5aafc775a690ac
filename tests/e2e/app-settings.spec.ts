import { expect, test } from '@playwright/test';
import { appUserAgent, installAppDouble } from './support/app-double.ts';
import { closeSurveyIfAsked, keepSurveyClosed, screenshots } from './support/page.ts';

/**
 * Inside the app's web view a guest sees this device's push and ad consent as GET /api/v1/app/settings
 * answers them (/app-settings, linked from /login in the app), and changes them for the device. The
 * device's consent is set over the API first (as this device, deviceUuid), so the screen must show the
 * server's values; a switch is still off after a reload. Photographed at 390x844.
 */
const shot = screenshots('app-settings');
const DEVICE = 'app-e2e-device-settings';

test('a guest in the app sees and changes the device push and ad consent', async ({ browser, baseURL }) => {
  const base = String(baseURL);
  const put = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: 'PUT',
      headers: { deviceUuid: DEVICE, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  expect((await put('/api/v1/app/push', { pushYN: true })).status).toBe(200);
  expect((await put('/api/v1/app/ad', { adYN: 'Y' })).status).toBe(200);

  const context = await browser.newContext({
    baseURL: base,
    userAgent: appUserAgent(),
    viewport: { width: 390, height: 844 },
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  await installAppDouble(context, { uid: DEVICE, devicePush: true });
  await keepSurveyClosed(context, base);
  const page = await context.newPage();
  await closeSurveyIfAsked(page);

  await page.goto('/login');
  await page.getByRole('link', { name: '이 기기의 알림 설정' }).click();
  await expect(page).toHaveURL(/\/app-settings$/);
  const push = page.getByRole('switch', { name: '푸시 알림' });
  const ad = page.getByRole('switch', { name: '광고성 알림' });
  await expect(push).toHaveAttribute('aria-checked', 'true');
  await expect(ad).toHaveAttribute('aria-checked', 'true');
  await expect(
    page.getByText('로그인하지 않아도 이 기기의 알림 설정을 바꿀 수 있어요.', { exact: false }),
  ).toBeVisible();
  await shot(page, 'guest');

  await ad.click();
  await expect(ad).toHaveAttribute('aria-checked', 'false');
  await push.click();
  await expect(push).toHaveAttribute('aria-checked', 'false');
  await page.reload();
  await expect(page.getByRole('switch', { name: '푸시 알림' })).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('switch', { name: '광고성 알림' })).toHaveAttribute('aria-checked', 'false');
  await shot(page, 'changed');
  await context.close();
});
