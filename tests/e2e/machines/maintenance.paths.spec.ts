import { type BrowserContext, expect, type Page, type Route, test } from '@playwright/test';
import { WEB_VERSION } from '#contract/constants.ts';
import type { AppProfile } from '#machines/maintenance/maintenance.machine.ts';
import { AFTER_REFETCH, maintenanceModel } from '#machines/maintenance/maintenance.paths.ts';
import { type RunningServer, startServer } from '../../support/server-process.ts';
import { seedTokens, signInNaver } from '../support/sign-in.ts';
import { describeMachinePaths } from './machine-paths.ts';

/**
 * The maintenance machine's generated paths in Chromium, on a private server. Each app profile call
 * is held at the network; a `done` step first puts the server in the profile's state with the admin
 * CLI (`maintenance on|off`, `web-version`) and then lets the real answer through; an `error` step is
 * a network failure. The 300000 ms poll runs on Playwright's clock; the maintenance screen's button
 * asks again. /game needs a member, so paths that open there sign in first.
 */

/** A port per worker: a worker that replaces a failed one must not meet its server still closing. */
const PORT_BASE = 4620;
const DEVICE = 'w-e2e-maintenance-paths';
let server: RunningServer;
/** The server state the admin CLI last set, so a step only runs the commands it needs. */
const serverState = { inspection: false, webVersion: WEB_VERSION };

test.beforeAll(async () => {
  const port = PORT_BASE + (test.info().workerIndex % 20);
  server = await startServer({
    port,
    sqlitePath: `test-results/machine-paths-maintenance-${port}.db`,
    env: process.env.E2E_SPA_DIR ? { SPA_DIR: process.env.E2E_SPA_DIR } : {},
  });
});

test.afterAll(async () => {
  await server?.stop();
});

interface MaintenanceContext {
  context: BrowserContext;
  page: Page;
  held: Route[];
  offline: boolean;
}

function setServer(profile: AppProfile): void {
  const inspection = profile.systemInspectionInfo.isProgress;
  if (inspection !== serverState.inspection) {
    expect(server.admin('maintenance', inspection ? 'on' : 'off').status).toBe(0);
    serverState.inspection = inspection;
  }
  const version = profile.appInfo.webVersion;
  if (version !== serverState.webVersion) {
    expect(server.admin('web-version', version === WEB_VERSION ? 'reset' : version).status).toBe(0);
    serverState.webVersion = version;
  }
}

const heading = (page: Page) => page.getByRole('heading', { name: '서비스 점검 중입니다' });

/** False once the page has reloaded (the marker set at the start is gone). */
async function sameDocument(page: Page): Promise<boolean | 'navigating'> {
  try {
    return await page.evaluate(() => (window as unknown as { e2eMarker?: boolean }).e2eMarker === true);
  } catch {
    return 'navigating';
  }
}

await describeMachinePaths<MaintenanceContext>({
  machine: 'maintenanceMachine',
  model: maintenanceModel as never,
  notDrivable({ event, before }) {
    if (before?.matches({ version: 'reloaded' }))
      return "the page reloaded: from here the tab runs a new app whose actor starts afresh, while the model's actor goes on";
    if (event.type === 'profile.loaded')
      return 'the app never sends profile.loaded itself; the copy raised from a fetched profile takes the same transitions';
    if (event.type === 'route.changed' && event.path === '/game')
      return 'no screen links to /game (a coming-soon page); paths that start on /game drive the game rule instead';
    if (
      event.type === 'xstate.done.actor.fetchAppProfile' &&
      (event.output as AppProfile).systemInspectionInfo.isProgress &&
      before?.context.path === '/game'
    )
      return 'an inspection redirects the game page to /maintenance, a route change the app reports and this path does not have';
    if (event.type === 'profile.refetch' && !before?.matches({ inspection: 'underInspection' }))
      return 'the UI asks for the profile again only on the maintenance screen (or on sign-in and sign-out, which the session paths own)';
    return undefined;
  },
  withoutEvents: (event) =>
    event.type === 'profile.loaded' || (event.type === 'route.changed' && event.path === '/game'),
  async start(browser, input) {
    const { path } = input as { path: string };
    const context = await browser.newContext();
    if (path === '/game') {
      const tokens = await signInNaver(server.baseUrl, 'naver-full', DEVICE);
      await context.addInitScript(seedTokens, { ...tokens, device: DEVICE });
    }
    const page = await context.newPage();
    const state: MaintenanceContext = { context, page, held: [], offline: false };
    await page.route('**/api/v2/app/profile', async (route) => {
      if (state.offline) await route.abort('failed');
      else state.held.push(route);
    });
    await page.clock.install();
    await page.goto(`${server.baseUrl}${path}`);
    await expect(page).toHaveURL(`${server.baseUrl}${path}`);
    await page.evaluate(() => {
      (window as unknown as { e2eMarker: boolean }).e2eMarker = true;
    });
    return state;
  },
  perform: {
    'xstate.done.actor.fetchAppProfile': async (maintenance, { event, next }) => {
      setServer(event.output as AppProfile);
      if (next?.type === 'xstate.error.actor.clearCaches') {
        // Cache Storage fails (a quota error): the release reload must happen anyway.
        await maintenance.page.evaluate(() => {
          caches.keys = () => Promise.reject(new Error('quota'));
        });
      }
      await maintenance.held.shift()!.continue();
    },
    'xstate.error.actor.fetchAppProfile': async (maintenance) => {
      maintenance.offline = true;
      await maintenance.held.shift()!.abort('failed');
    },
    'profile.refetch': async (maintenance) => {
      maintenance.offline = false;
      await maintenance.page.getByRole('button', { name: '점검 종료 확인하기' }).click();
    },
    [AFTER_REFETCH]: async (maintenance) => {
      maintenance.offline = false;
      await maintenance.page.clock.runFor(300_000);
    },
    'route.changed': async ({ page }) => {
      await page.getByRole('navigation').getByRole('link', { name: '홈' }).click();
      await expect(page).toHaveURL(`${server.baseUrl}/`);
    },
    // Both settle on their own in the browser, right after the new release is seen.
    'xstate.done.actor.clearCaches': async () => {},
    'xstate.error.actor.clearCaches': async () => {},
  },
  async screen({ page, held }, { state }) {
    if (state.matches({ version: 'reloading' }) || state.matches({ version: 'reloaded' })) {
      // Caches cleared, the page reloads to the new release; the reloaded tab runs a new app.
      await expect.poll(() => sameDocument(page), { timeout: 20_000 }).toBe(false);
      return;
    }
    expect(await sameDocument(page)).toBe(true);
    if (state.matches({ version: 'outdated' })) await expect(page).toHaveURL(`${server.baseUrl}/game`);
    if (state.matches({ polling: 'fetching' })) await expect.poll(() => held.length).toBe(1);
    else expect(held).toHaveLength(0);
    if (state.matches({ inspection: 'underInspection' })) {
      await expect(page).toHaveURL(`${server.baseUrl}/maintenance`);
      await expect(heading(page)).toBeVisible();
    } else {
      await expect(heading(page)).toHaveCount(0);
      await expect(page).not.toHaveURL(/\/maintenance/);
    }
  },
  async finish({ context }) {
    await context.close();
  },
});
