import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { DIALOG_WIDTH } from '#contract/constants.ts';
import { type RunningServer, startServer } from '../support/server-process.ts';
import { screenshots } from './support/page.ts';
import { seedTokens, signInNaver } from './support/sign-in.ts';

/**
 * Toasts, the maintenance screen, the app-install popup and the terms-change modal, against the
 * production build. Maintenance and terms change server state, so those run on private servers.
 */

const shot = screenshots();

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const APP_WEB_VIEW = `${ANDROID_CHROME} JecheolApp/2.29.0`;

/** Private servers run the build the suite runs (dist/client) unless E2E_SPA_DIR names another. */
const privateServerEnv: Record<string, string> = process.env.E2E_SPA_DIR
  ? { SPA_DIR: process.env.E2E_SPA_DIR }
  : {};

test.describe('toasts', () => {
  test('a response with toastItems shows them above the bottom bar for about 2 seconds', async ({ page }) => {
    // Any response may carry toastItems (spec section 7); the app profile is one every page loads.
    await page.route('**/api/v2/app/profile', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({
        response,
        json: {
          ...body,
          toastItems: [
            { phrase: '오늘도 방문해 주셔서 감사해요.' },
            { icon: 'star', startPhrase: '출석 체크로', pointPhrase: '별 10개', endPhrase: '를 받았어요!' },
          ],
        },
      });
    });
    // Without motion the toasts stand where they end up from the first frame, so the page itself can
    // read them the moment both show: checks from here, a round trip each, could outlast their 2 seconds
    // on a loaded machine.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const shown = await page.evaluate(
      () =>
        new Promise<{ text: string; strong?: string; bottom: number; top: number; height: number }[]>(
          (resolve) => {
            const read = () => {
              const toasts = [...document.querySelectorAll<HTMLElement>('[data-testid="toast"]')];
              if (toasts.length < 2) return false;
              resolve(
                toasts.map((toast) => {
                  const { top, bottom, height } = toast.getBoundingClientRect();
                  const strong = toast.querySelector('strong')?.textContent ?? undefined;
                  return { text: toast.textContent ?? '', strong, top, bottom, height };
                }),
              );
              return true;
            };
            if (read()) return;
            const observer = new MutationObserver(() => {
              if (read()) observer.disconnect();
            });
            observer.observe(document.body, { childList: true, subtree: true });
          },
        ),
    );
    const [older, newer] = shown;
    expect(shown.map((toast) => toast.text)).toEqual([
      '오늘도 방문해 주셔서 감사해요.',
      '출석 체크로 별 10개를 받았어요!',
    ]);
    expect(newer?.strong).toBe('별 10개');
    // Stacked 48 px apart, the newest lowest, 94 px above the bottom with the bottom bar.
    const viewport = page.viewportSize();
    expect(Math.round(viewport!.height - newer!.bottom)).toBe(94);
    expect(Math.round(newer!.top - older!.top)).toBe(48);
    expect(Math.round(newer!.height)).toBe(40);

    await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 5000 });
  });
});

test.describe('/welcome', () => {
  test('greets with the animation, clears the event click key, and replaces itself with home', async ({
    page,
  }) => {
    await page.goto('/404');
    // /welcome is for a member who has just signed up (sign-in sets the flag; tests/e2e/session-edges.spec.ts).
    await page.evaluate(() => {
      sessionStorage.setItem('eventClickKey', 'ck-123');
      sessionStorage.setItem('justSignedUp', 'true');
    });
    await page.goto('/welcome');
    await expect(page.getByRole('heading', { name: '환영합니다!' })).toBeVisible();
    await expect(page.getByText('즐거운 쇼핑 되세요!')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('eventClickKey'))).toBeNull();
    // The lottie player (lazy chunk) draws the animation as SVG.
    await expect(page.locator('[data-animation="lottie"] svg g').first()).toBeAttached();
    await shot(page, 'feedback-welcome');

    await page.getByRole('button', { name: '쇼핑하러 가기' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/404$/);
  });

  test('an animation that fails to load only shows a warning icon', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route('**/lottie/welcome-basket.json', (route) => route.fulfill({ status: 500, body: 'x' }));
    await page.goto('/404');
    await page.evaluate(() => sessionStorage.setItem('justSignedUp', 'true'));
    await page.goto('/welcome');
    await expect(page.getByRole('img', { name: '애니메이션을 불러오지 못했어요' })).toBeVisible();
    await expect(page.getByRole('button', { name: '쇼핑하러 가기' })).toBeVisible();
    expect(errors.some((text) => text.includes('[lottie]'))).toBe(true);
  });

  test('the lottie player is not part of the first load', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: '오늘의 특가' })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => /lottie/i.test(url))).toEqual([]);
    // ...and the player is its own chunk, fetched once an animation is on screen.
    await page.evaluate(() => sessionStorage.setItem('justSignedUp', 'true'));
    await page.goto('/welcome');
    await expect(page.locator('[data-animation="lottie"] svg g').first()).toBeAttached();
    expect(scripts.filter((url) => /lottie-react/i.test(url))).toHaveLength(1);
  });
});

test.describe('app-install popup', () => {
  async function openOn(browser: Browser, userAgent: string, path: string) {
    const context = await browser.newContext({ userAgent });
    const page = await context.newPage();
    await page.goto(path);
    return { context, page };
  }

  const popup = (page: Page) => page.getByRole('dialog', { name: '제철장터 앱에서 더 편하게 쇼핑하세요' });

  test('shows once on a mobile browser on a period detail with a type query', async ({ browser }) => {
    const { context, page } = await openOn(browser, ANDROID_CHROME, '/period/421?type=push');
    await expect(popup(page)).toBeVisible();
    await expect(popup(page)).toContainText('별 1,000개를 드려요');
    await shot(page, 'feedback-install-popup');

    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'visited')?.expires).toBeGreaterThan(Date.now() / 1000);
    expect(await page.evaluate(() => sessionStorage.getItem('appLaunchedPop'))).toBe('true');

    await page.getByRole('button', { name: '모바일 웹으로 볼게요' }).click();
    await expect(popup(page)).toBeHidden();

    // Once per session (and not a first visit any more): a reload does not bring it back.
    await page.reload();
    await page.waitForTimeout(1500);
    await expect(popup(page)).toBeHidden();
    await context.close();
  });

  test('tries the app, then falls back to the App Store on iOS', async ({ browser }) => {
    const { context, page } = await openOn(browser, IPHONE_SAFARI, '/event/1?type=push');
    await context.route('https://apps.apple.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>App Store</title>' }),
    );
    await expect(popup(page)).toBeVisible();
    await page.getByRole('button', { name: '앱으로 보기' }).click();
    // 2.5 s after the deep link attempt; generous, since a loaded machine stretches every step.
    await expect(page).toHaveURL(/^https:\/\/apps\.apple\.com\//, { timeout: 20_000 });
    await context.close();
  });

  for (const [label, userAgent, path] of [
    ['a desktop browser', undefined, '/period/421?type=push'],
    ['the app web view', APP_WEB_VIEW, '/period/421?type=push'],
    ['a detail URL without a type query', ANDROID_CHROME, '/period/421'],
    ['a page that is not a detail', ANDROID_CHROME, '/best?type=push'],
  ] as const) {
    test(`stays away on ${label}`, async ({ browser }) => {
      const context = await browser.newContext(userAgent ? { userAgent } : {});
      const page = await context.newPage();
      await page.goto(path);
      await page.waitForTimeout(2000);
      await expect(popup(page)).toBeHidden();
      await context.close();
    });
  }
});

test.describe('maintenance', () => {
  test.describe.configure({ mode: 'serial' });
  let server: RunningServer;

  test.beforeAll(async () => {
    server = await startServer({
      port: 4312,
      sqlitePath: 'test-results/feedback-maintenance.db',
      env: privateServerEnv,
    });
  });

  test.afterAll(async () => {
    server?.admin('maintenance', 'off');
    await server?.stop();
  });

  test('every navigation goes to /maintenance until it ends', async ({ page }) => {
    expect(server.admin('maintenance', 'on').status).toBe(0);
    await page.goto(`${server.baseUrl}/best`);
    await expect(page).toHaveURL(`${server.baseUrl}/maintenance`);
    await expect(page.getByRole('heading', { name: '서비스 점검 중입니다' })).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await shot(page, 'feedback-maintenance');

    // Checking again while it lasts keeps the shopper here; once it ends the app opens again.
    await page.getByRole('button', { name: '점검 종료 확인하기' }).click();
    await expect(page).toHaveURL(`${server.baseUrl}/maintenance`);
    expect(server.admin('maintenance', 'off').status).toBe(0);
    await page.getByRole('button', { name: '점검 종료 확인하기' }).click();
    await expect(page).toHaveURL(`${server.baseUrl}/`);
  });

  test('staff pass with the bypass; it is cleared when the inspection ends', async ({ page }) => {
    expect(server.admin('maintenance', 'on').status).toBe(0);
    await page.clock.install();
    await page.goto(`${server.baseUrl}/maintenance?bypass=true`);
    await expect(page).toHaveURL(`${server.baseUrl}/`);
    expect(await page.evaluate(() => sessionStorage.getItem('bypass'))).toBe('true');
    await page.goto(`${server.baseUrl}/best`);
    await expect(page).toHaveURL(`${server.baseUrl}/best`);

    // The profile is fetched again every 300000 ms; the end of the inspection removes the bypass.
    expect(server.admin('maintenance', 'off').status).toBe(0);
    await page.clock.runFor(300_000);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('bypass'))).toBeNull();
    await expect(page).toHaveURL(`${server.baseUrl}/best`);
  });
});

test.describe('terms-change modal', () => {
  test.describe.configure({ mode: 'serial' });
  let server: RunningServer;
  const MEMBER_EMAIL = 'full.consent@dev.jecheol.kr';

  test.beforeAll(async () => {
    server = await startServer({
      port: 4313,
      sqlitePath: 'test-results/feedback-terms.db',
      env: privateServerEnv,
    });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  /** Signs the dev identity provider's full-consent person in over the API and stores the tokens. */
  async function signIn(context: BrowserContext): Promise<Page> {
    const tokens = await signInNaver(server.baseUrl, 'naver-full', 'w-e2e-terms');
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/404`);
    await page.evaluate(seedTokens, tokens);
    return page;
  }

  const modal = (page: Page) => page.getByRole('dialog', { name: '서비스 이용약관이 변경됩니다' });

  test('shows the revised terms; agreeing closes it for good', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await signIn(context);
    expect(server.admin('terms-change', MEMBER_EMAIL).status).toBe(0);
    await page.goto(`${server.baseUrl}/`);
    await expect(modal(page)).toBeVisible();
    for (const text of [
      '변경 일정',
      '2025년 9월 26일',
      '2025년 10월 27일',
      '별 사용 및 소멸 기준 변경',
      '변경 전/후 비교',
      '1:0.5',
      '100개 단위',
      '5,000개 단위',
      '1개월 이내',
      '30일 전',
      '11월 24일',
    ])
      await expect(modal(page)).toContainText(text);
    await shot(page, 'feedback-terms-modal');
    // On a wide screen the terms dialog is the spec's 480 px wide (alert and confirm 380, share 320).
    await page.setViewportSize({ width: 1280, height: 900 });
    expect((await modal(page).boundingBox())?.width).toBe(DIALOG_WIDTH.terms);
    await page.setViewportSize({ width: 390, height: 844 });

    // Not dismissable from outside.
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect(modal(page)).toBeVisible();

    await modal(page).getByRole('button', { name: '동의하고 이용하기' }).click();
    await expect(modal(page)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('terms-completed'))).toBe('true');
    await page.reload();
    await page.waitForTimeout(1000);
    await expect(modal(page)).toBeHidden();
    await context.close();
  });

  test('cancel asks first; staying returns to the modal, leaving logs out to /', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await signIn(context);
    expect(server.admin('terms-change', MEMBER_EMAIL).status).toBe(0);
    await page.goto(`${server.baseUrl}/best`);
    await expect(modal(page)).toBeVisible();

    const leave = page.getByRole('alertdialog').filter({ hasText: '완료하지 않고 나가시겠어요?' });
    await modal(page).getByRole('button', { name: '취소' }).click();
    await expect(leave).toBeVisible();
    await shot(page, 'feedback-terms-leave-confirm');
    await leave.getByRole('button', { name: '동의하기' }).click();
    await expect(leave).toBeHidden();
    await expect(modal(page)).toBeVisible();

    await modal(page).getByRole('button', { name: '취소' }).click();
    await leave.getByRole('button', { name: '나가기' }).click();
    await expect(modal(page)).toBeHidden();
    await expect(page).toHaveURL(`${server.baseUrl}/`);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken1'))).toBeNull();
    await context.close();
  });

  test('never shows on the login pages', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await signIn(context);
    expect(server.admin('terms-change', MEMBER_EMAIL).status).toBe(0);
    await page.goto(`${server.baseUrl}/login`);
    await page.waitForTimeout(1500);
    await expect(modal(page)).toBeHidden();
    await context.close();
  });
});
