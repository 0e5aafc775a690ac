import { type Browser, expect, test } from '@playwright/test';
import { admin } from './support/admin.ts';
import { appUserAgent, bridgeListening, installAppDouble, postToWeb } from './support/app-double.ts';
import { closeSurveyIfAsked, keepSurveyClosed, screenshots } from './support/page.ts';

/**
 * The native app's messages that move the page (docs/native-bridge.md), sent through the app double
 * as the app sends them: `close` goes back, `appLoadUrl` reloads or goes home, `appTokenRefresh`
 * stores the app's renewed pair; and an operator's event preview opened inside the app.
 */

const shot = screenshots('app-messages');

async function openInApp(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    baseURL,
    userAgent: appUserAgent(),
    viewport: { width: 390, height: 844 },
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  await installAppDouble(context);
  await keepSurveyClosed(context, baseURL);
  const page = await context.newPage();
  await closeSurveyIfAsked(page);
  return { context, page };
}

test("close goes back, appLoadUrl reloads or goes home, appTokenRefresh keeps the app's pair", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await openInApp(browser, String(baseURL));
  await page.goto('/best');
  await bridgeListening(page);
  await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: '카테고리' }).click();
  await expect(page).toHaveURL(/\/category$/);

  // close: the page before, as the back button would.
  await postToWeb(page, { type: 'close' });
  await expect(page).toHaveURL(/\/best$/);

  // appTokenRefresh: the app's renewed pair is what the web sends from now on.
  await postToWeb(page, {
    type: 'appTokenRefresh',
    data: { accessToken: 'Bearer app-renewed', refreshToken: 'app-refresh-2', uid: 'a-e2e-messages' },
  });
  await expect
    .poll(() => page.evaluate(() => [localStorage.getItem('accessToken1'), localStorage.getItem('uid')]))
    .toEqual(['Bearer app-renewed', 'a-e2e-messages']);

  // appLoadUrl with mode reload: the same page, loaded again (what this page held is gone).
  await page.evaluate(() => {
    (window as unknown as { beforeReload?: boolean }).beforeReload = true;
  });
  await postToWeb(page, { type: 'appLoadUrl', data: { mode: 'reload' } });
  await expect
    .poll(() =>
      page
        .evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload ?? false)
        // Asked while the page is being replaced: not yet.
        .catch(() => true),
    )
    .toBe(false);
  await expect(page).toHaveURL(/\/best$/);

  // appLoadUrl otherwise: home.
  await bridgeListening(page);
  await postToWeb(page, { type: 'appLoadUrl' });
  await expect(page).toHaveURL(new URL('/', String(baseURL)).href);
  await context.close();
});

test("an operator's event preview opens inside the app", async ({ browser, baseURL }) => {
  const link = new URL(admin(['preview-link', 'event', '54']).trim().split('\n')[0] ?? '');
  const { context, page } = await openInApp(browser, String(baseURL));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/admin-event\/54/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('미리보기', { exact: false }).first()).toBeVisible();
  await shot(page, 'event-preview');
  await context.close();
});
