import { expect, test } from '@playwright/test';
import { type RunningServer, startServer } from '../support/server-process.ts';
import { seriousViolations } from './support/axe.ts';
import { screenshotPath } from './support/page.ts';

/**
 * The development stand-ins say so on every page they are mounted for (the suite's server runs with
 * DEV_STAND_INS=local, as `npm start` does), and an instance that did not ask for them shows no strip,
 * mounts none and offers no Kakao button that would send nothing.
 */
const NOTICE = '개발용 환경 · 테스트 계정';
const PORT = Number(process.env.E2E_STAND_INS_PORT ?? 4331);

test('every page served with the stand-ins carries the strip, out of the way', async ({ page }) => {
  for (const path of ['/', '/category', '/community/main/popular-post', '/my-page']) {
    await page.goto(path);
    const strip = page.getByRole('complementary', { name: '개발용 환경' });
    await expect(strip, path).toHaveText(NOTICE);
    await expect(strip, path).toBeVisible();
    const box = await strip.boundingBox();
    expect(box?.y, path).toBe(0);
    expect(box?.height ?? 99, path).toBeLessThanOrEqual(20);
  }
  await page.goto('/');
  await expect(page.getByRole('complementary', { name: '개발용 환경' })).toHaveText(NOTICE);
  await page.screenshot({ path: screenshotPath('stand-ins-home.png') });
  expect(await seriousViolations(page, '[data-stand-in-strip]')).toEqual([]);
  // The stand-ins' own pages say it too.
  for (const path of [
    '/dev-shop/',
    '/dev-idp/naver/oauth2.0/authorize?response_type=code&client_id=jecheol-dev-naver&redirect_uri=%2Flogin-landing&state=12345678',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('note').filter({ hasText: NOTICE }), path).toBeVisible();
  }
});

test.describe('an instance without the stand-ins', () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    server = await startServer({
      port: PORT,
      sqlitePath: `test-results/stand-ins-off-${PORT}.db`,
      env: { DEV_STAND_INS: 'off', ...(process.env.E2E_SPA_DIR ? { SPA_DIR: process.env.E2E_SPA_DIR } : {}) },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('shows no strip, mounts none, and its share dialog has no Kakao button', async ({ page }) => {
    await page.goto(`${server.baseUrl}/community/main/popular-post`);
    await expect(page.getByRole('link').first()).toBeVisible();
    await expect(page.getByText(NOTICE)).toHaveCount(0);
    for (const path of ['/dev-shop/', '/dev-idp/apple/auth/keys']) {
      expect((await page.request.get(`${server.baseUrl}${path}`)).status(), path).toBe(404);
    }
    await page.goto(`${server.baseUrl}/deal/21`);
    await page.getByRole('button', { name: '공유', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: '공유하기' });
    await expect(dialog.getByRole('button', { name: 'URL 복사' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: '카카오톡' })).toHaveCount(0);
    await page.screenshot({ path: screenshotPath('stand-ins-off-share.png') });
  });
});
