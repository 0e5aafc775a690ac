import { type BrowserContext, expect, type Page } from '@playwright/test';
import type { InstallPopupInput } from '#machines/install-popup/install-popup.machine.ts';
import { FALLBACK, installPopupModel, SHOW } from '#machines/install-popup/install-popup.paths.ts';
import { describeMachinePaths } from './machine-paths.ts';

/**
 * The install popup's generated paths in Chromium, on the suite's server: the input becomes the
 * browser's user agent, the visited cookie and the page opened; the popup's delays run on Playwright's
 * clock; "the native app took over" is the page losing focus, as the app's deep link makes it.
 */

interface PopupContext {
  context: BrowserContext;
  page: Page;
  input: InstallPopupInput;
  /** The page URL the path opened. */
  opened: string;
}

const STORE_PAGES = ['https://apps.apple.com/**', 'https://play.google.com/**'];
const popup = (page: Page) => page.getByRole('dialog', { name: '제철장터 앱에서 더 편하게 쇼핑하세요' });

await describeMachinePaths<PopupContext>({
  machine: 'installPopupMachine',
  model: installPopupModel as never,
  async start(browser, input) {
    const started = input as InstallPopupInput;
    const context = await browser.newContext({ userAgent: started.userAgent });
    // The stores are other sites: answer them locally so no test leaves the machine.
    for (const pattern of STORE_PAGES)
      await context.route(pattern, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>store</title>' }),
      );
    const base = suiteBaseUrl();
    if (!started.firstVisit) await context.addCookies([{ name: 'visited', value: '1', url: base }]);
    const page = await context.newPage();
    // Paused: the popup's 1 s and 2.5 s pass only when a step says so.
    const now = Date.now() - 60_000;
    await page.clock.install({ time: now });
    await page.clock.pauseAt(now + 1000);
    const url = new URL(started.url, base);
    const opened = `${base}${url.pathname}${url.search}`;
    // The page-wide layers (this popup among them) mount with the app profile poll, after the first
    // screen and React's timers: step the paused clock 20 ms at a time until the poll asks.
    let layersMounted = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v2/app/profile')) layersMounted = true;
    });
    await page.goto(opened);
    // Time before the mount does not count against the popup: its delay starts when it mounts.
    for (const deadline = Date.now() + 20_000; !layersMounted && Date.now() < deadline; )
      await page.clock.runFor(20);
    expect(layersMounted).toBe(true);
    return { context, page, input: started, opened };
  },
  perform: {
    [SHOW]: async ({ page }) => page.clock.runFor(1000),
    'installPopup.openApp': async ({ page }) =>
      popup(page).getByRole('button', { name: '앱으로 보기' }).click(),
    'installPopup.dismiss': async ({ page }) =>
      popup(page).getByRole('button', { name: '모바일 웹으로 볼게요' }).click(),
    // The deep link opened the app: the browser page loses focus.
    'page.hidden': async ({ page }) => {
      await page.evaluate(() => window.dispatchEvent(new Event('blur')));
    },
    [FALLBACK]: async ({ page }) => page.clock.runFor(2500),
  },
  async screen({ page, context, input, opened }, { state }) {
    const visited = async () => (await context.cookies()).find((cookie) => cookie.name === 'visited');
    switch (state.value) {
      case 'scheduled':
        // The machine ran (it set the visited cookie) and waits; nothing shows yet.
        await expect.poll(visited).toBeTruthy();
        await expect(popup(page)).toHaveCount(0);
        break;
      case 'inactive':
        if (input.firstVisit) await expect.poll(visited).toBeTruthy();
        // Even past the popup's delay nothing shows.
        await page.clock.runFor(1500);
        await expect(popup(page)).toHaveCount(0);
        break;
      case 'open':
        await expect(popup(page)).toBeVisible();
        await expect(popup(page).getByRole('button', { name: '앱으로 보기' })).toBeEnabled();
        expect(await page.evaluate(() => sessionStorage.getItem('appLaunchedPop'))).toBe('true');
        break;
      case 'launching':
        await expect(popup(page).getByRole('button', { name: '앱을 여는 중…' })).toBeDisabled();
        await expect(popup(page).getByRole('button', { name: '모바일 웹으로 볼게요' })).toBeDisabled();
        break;
      case 'launched':
        await expect(popup(page)).toHaveCount(0);
        // The store fallback is not due any more.
        await page.clock.runFor(3000);
        expect(page.url()).toBe(opened);
        break;
      case 'storeOpened':
        await expect(page).toHaveURL(
          input.userAgent.includes('iPhone') ? /^https:\/\/apps\.apple\.com\// : /^(intent:|https:\/\/play)/,
        );
        break;
      case 'dismissed':
        await expect(popup(page)).toHaveCount(0);
        expect(page.url()).toBe(opened);
        break;
      default:
        throw new Error(`no screen for ${JSON.stringify(state.value)}`);
    }
  },
  async finish({ context }) {
    await context.close();
  },
});

function suiteBaseUrl(): string {
  return `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;
}
