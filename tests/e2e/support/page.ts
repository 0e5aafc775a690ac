import { join } from 'node:path';
import type { BrowserContext, Page, Route } from '@playwright/test';
import { errorCatalogue } from '#contract/errors.ts';
import { type Member, seedTokens } from './sign-in.ts';

/**
 * What the specs do to a page besides the steps under test: photograph it, open it without the
 * persisted query cache, hold or fail an API call to see a screen's loading and error states, keep the
 * member survey out of the way, and sign in through the development identity provider (docs/dev-idp.md).
 */

/**
 * Screenshots go to `screenshots/` in Playwright's output folder when E2E_OUTPUT_DIR moves it
 * (playwright.config.ts), else to test-results/screenshots, where the docs point reviewers.
 */
export const screenshotDir = process.env.E2E_OUTPUT_DIR
  ? join(process.env.E2E_OUTPUT_DIR, 'screenshots')
  : 'test-results/screenshots';

/** The path of a file in the screenshot folder (page.screenshot makes the folder when missing). */
export const screenshotPath = (file: string): string => join(screenshotDir, file);

/**
 * A spec's screenshot function: `shot(page, name)` saves `<prefix>-<name>-<width>x<height>.png`
 * (without a prefix, `<name>-<width>x<height>.png`), the size being the page's viewport. The text caret
 * is hidden, as page.screenshot does by default.
 */
export function screenshots(prefix?: string): (page: Page, name: string) => Promise<void> {
  return async (page, name) => {
    const size = page.viewportSize();
    if (!size) throw new Error('a screenshot is named by the viewport, and this page has none');
    const file = `${prefix ? `${prefix}-` : ''}${name}-${size.width}x${size.height}.png`;
    await page.screenshot({ path: screenshotPath(file) });
  };
}

/**
 * Opens `url` without the query cache the tab persisted (spec section 9: a reload paints from it, fresh
 * for 5 minutes), so the screen loads afresh. The app writes the cache once more as the page goes
 * (pagehide, visibilitychange); listeners added after the app's remove that write again.
 */
export async function openFresh(page: Page, url: string): Promise<void> {
  await page.evaluate(() => {
    const forget = () => sessionStorage.removeItem('query-cache');
    forget();
    window.addEventListener('pagehide', forget);
    document.addEventListener('visibilitychange', forget);
  });
  await page.goto(url);
}

/** Which requests a route catches: a glob (as `**${path}*`), a regular expression or a test of the URL. */
export type RequestMatch = string | RegExp | ((url: URL) => boolean);

/** The server's answer to a failure it did not expect (UNEXPECTED_ERROR), for `route.fulfill`. */
export function unexpectedError(message: string = errorCatalogue.UNEXPECTED_ERROR.message) {
  return {
    status: errorCatalogue.UNEXPECTED_ERROR.status,
    contentType: 'application/json',
    body: JSON.stringify({ code: errorCatalogue.UNEXPECTED_ERROR.code, name: 'UNEXPECTED_ERROR', message }),
  };
}

/**
 * Holds every answer to the matched requests until released, so a screen's loading state can be seen.
 * Resolves to the release, which also removes the hold.
 */
export async function holdApi(page: Page, match: RequestMatch): Promise<() => Promise<void>> {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const handler = async (route: Route) => {
    await gate;
    // The page may have gone meanwhile.
    await route.fallback().catch(() => {});
  };
  await page.route(match, handler);
  return async () => {
    release();
    await page.unroute(match, handler);
  };
}

/** Answers the matched requests with the server's unexpected error until restored (what it resolves to). */
export async function failApi(
  page: Page,
  match: RequestMatch,
  message?: string,
): Promise<() => Promise<void>> {
  const handler = (route: Route) => route.fulfill(unexpectedError(message));
  await page.route(match, handler);
  return () => page.unroute(match, handler);
}

/**
 * The member survey (spec section 9) is not what the specs look at: its survey-hidden cookie keeps it
 * closed (the value is when its 12 hours end).
 */
export async function keepSurveyClosed(context: BrowserContext, baseUrl: string): Promise<void> {
  await context.addCookies([
    { name: 'survey-hidden', value: String(Date.now() + 11 * 3_600_000), url: baseUrl },
  ]);
}

/** Should the survey open all the same, "다음에 할게요" closes it. */
export async function closeSurveyIfAsked(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByRole('button', { name: '다음에 할게요' }), (later) => later.click());
}

/** A new tab of `context` signed in as `member` (tokens stored before the app starts), the survey closed. */
export async function signedInPage(context: BrowserContext, baseUrl: string, member: Member): Promise<Page> {
  await context.addInitScript(seedTokens, { ...member });
  await keepSurveyClosed(context, baseUrl);
  const page = await context.newPage();
  await closeSurveyIfAsked(page);
  return page;
}

/**
 * Signs `person` (the name of one of the development provider's Naver people) in from the login page
 * at `loginUrl`, up to the provider's answer; where that lands depends on the person.
 */
export async function signInThroughProvider(page: Page, person: RegExp, loginUrl = '/login'): Promise<void> {
  await page.goto(loginUrl);
  await page.getByRole('button', { name: '네이버로 시작하기' }).click();
  await page.getByRole('link', { name: person }).click();
}

/**
 * Records the text of every toast shown in this page from now on (until it navigates away for real).
 * A toast lives 2000 ms; on a busy machine a check of what is on the screen can fall after it left,
 * so a test that needs to know one was shown asks this instead.
 */
export async function watchToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __toastsSeen: string[] }).__toastsSeen = seen;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLElement && node.matches('[data-toast]')) seen.push(node.innerText);
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __toastsSeen: string[] }).__toastsSeen);
}
