import { type BrowserContext, expect, type Page, type Route, test } from '@playwright/test';
import { offline, serverRefusal, termsModel } from '#machines/terms/terms.paths.ts';
import { type RunningServer, startServer } from '../../support/server-process.ts';
import { seedTokens, signInNaver } from '../support/sign-in.ts';
import { describeMachinePaths } from './machine-paths.ts';

/**
 * The terms machine's generated paths in Chromium, on a private server (the admin CLI's terms-change
 * is server state). The shopper signs in through the development identity provider; the revised terms
 * arrive the way they do for a shopper with two tabs: the admin asks again, another tab loads the app
 * profile and stores the flag, this tab hears the storage event. Agreeing in the other tab hides this
 * tab's modal too. The agree call is held at the network so the pending state can be seen.
 */

/** A port per worker: a worker that replaces a failed one must not meet its server still closing. */
const PORT_BASE = 4600;
const MEMBER_EMAIL = 'full.consent@dev.jecheol.kr';
const DEVICE = 'w-e2e-terms-paths';
let server: RunningServer;

test.beforeAll(async () => {
  const port = PORT_BASE + (test.info().workerIndex % 20);
  server = await startServer({
    port,
    sqlitePath: `test-results/machine-paths-terms-${port}.db`,
    env: process.env.E2E_SPA_DIR ? { SPA_DIR: process.env.E2E_SPA_DIR } : {},
  });
});

test.afterAll(async () => {
  await server?.stop();
});

interface TermsContext {
  context: BrowserContext;
  page: Page;
  accessToken: string;
  /** The agree call, held until the path settles it. */
  held: Route | undefined;
  /** The network is down for the agree call (the HTTP client's own retries fail too). */
  offline: boolean;
}

const modal = (page: Page) => page.getByRole('dialog', { name: '서비스 이용약관이 변경됩니다' });
const leaveConfirm = (page: Page) =>
  page.getByRole('alertdialog').filter({ hasText: '완료하지 않고 나가시겠어요?' });
const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

/** Another tab of the same browser opens the app, which loads the app profile and stores the flag. */
async function inAnotherTab<T>(context: BrowserContext, run: (other: Page) => Promise<T>): Promise<T> {
  const other = await context.newPage();
  try {
    await other.goto(`${server.baseUrl}/best`);
    return await run(other);
  } finally {
    await other.close();
  }
}

await describeMachinePaths<TermsContext>({
  machine: 'termsMachine',
  model: termsModel as never,
  notDrivable({ event }) {
    if (event.type === 'terms.check' && event.path !== '/')
      return 'a login page cannot be reached while the blocking modal is open; the same transition is driven by another tab agreeing';
    if (event.type === 'terms.check' && event.loggedIn === false)
      return "signing out elsewhere is the session machine's path; the same transition is driven by another tab agreeing";
    if (event.type === 'xstate.error.actor.agreeToTerms' && event.error === serverRefusal)
      return 'the server has no refusal for a pending agreement; the same transition is driven by a network failure';
    return undefined;
  },
  async start(browser) {
    const tokens = await signInNaver(server.baseUrl, 'naver-full', DEVICE);
    // A previous path may have left the revised terms pending: agree to them first.
    await fetch(`${server.baseUrl}/api/v2/user/terms-change`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${tokens.accessToken}`, deviceUuid: DEVICE, uid: DEVICE },
    });
    const context = await browser.newContext();
    await context.addInitScript(seedTokens, { ...tokens, device: DEVICE });
    const page = await context.newPage();
    const profiled = page.waitForResponse((response) => response.url().endsWith('/api/v2/app/profile'));
    await page.goto(`${server.baseUrl}/`);
    await profiled;
    return { context, page, accessToken: tokens.accessToken, held: undefined, offline: false };
  },
  perform: {
    'terms.check': async ({ context }, { event }) => {
      if (event.termsCompleted === 'false') {
        expect(server.admin('terms-change', MEMBER_EMAIL).status).toBe(0);
        await inAnotherTab(context, async (other) => {
          await expect.poll(() => stored(other, 'terms-completed'), { timeout: 30_000 }).toBe('false');
        });
      } else {
        // The shopper agrees in the other tab; its stored flag reaches this one.
        await inAnotherTab(context, async (other) => {
          await modal(other).getByRole('button', { name: '동의하고 이용하기' }).click({ timeout: 30_000 });
          await expect.poll(() => stored(other, 'terms-completed'), { timeout: 30_000 }).toBe('true');
        });
      }
    },
    'terms.agree': async (terms) => {
      await terms.page.route('**/api/v2/user/terms-change', async (route) => {
        if (terms.offline) await route.abort('failed');
        else terms.held = route;
      });
      await modal(terms.page).getByRole('button', { name: '동의하고 이용하기' }).click();
      await expect.poll(() => terms.held !== undefined).toBe(true);
    },
    'terms.cancel': async ({ page }) => modal(page).getByRole('button', { name: '취소' }).click(),
    'terms.leave': async ({ page }) => leaveConfirm(page).getByRole('button', { name: '나가기' }).click(),
    'terms.stay': async ({ page }) => leaveConfirm(page).getByRole('button', { name: '동의하기' }).click(),
    'xstate.done.actor.agreeToTerms': async (terms) => {
      await terms.held!.continue();
      terms.held = undefined;
    },
    'xstate.error.actor.agreeToTerms': async (terms, { event }) => {
      expect(event.error).toBe(offline);
      terms.offline = true;
      await terms.held!.abort('failed');
      terms.held = undefined;
    },
  },
  async screen({ page }, { event, state }) {
    if (state.matches('hidden')) {
      await expect(modal(page)).toHaveCount(0);
      if (event.type === 'terms.leave') {
        await expect(page).toHaveURL(`${server.baseUrl}/`);
        await expect.poll(() => stored(page, 'accessToken1')).toBeNull();
      }
      if (event.type === 'xstate.done.actor.agreeToTerms')
        await expect.poll(() => stored(page, 'terms-completed')).toBe('true');
      return;
    }
    if (state.matches({ shown: 'confirmingLeave' })) {
      await expect(leaveConfirm(page)).toBeVisible();
      return;
    }
    await expect(modal(page)).toBeVisible();
    await expect(leaveConfirm(page)).toHaveCount(0);
    if (state.matches({ shown: 'agreeing' })) {
      await expect(modal(page).getByRole('button', { name: '처리 중…' })).toBeDisabled();
      return;
    }
    if (event.type === 'xstate.error.actor.agreeToTerms') {
      // The failure is said in an alert over the modal, which stays.
      const failure = page.getByRole('alertdialog', { name: '알림' });
      await expect(failure).toBeVisible();
      await failure.getByRole('button', { name: '확인' }).click();
      await expect(failure).toHaveCount(0);
    }
    await expect(modal(page).getByRole('button', { name: '동의하고 이용하기' })).toBeEnabled();
  },
  async finish({ context }) {
    await context.close();
  },
});
