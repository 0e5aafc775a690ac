import {
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  type Request,
  type Route,
  test,
} from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { apiError } from '#contract/errors.ts';
import type { SessionEvent, SessionInput } from '#machines/session/session.machine.ts';
import {
  BANNED,
  refreshExpiredError,
  type SessionModelEventType,
  sessionModel,
} from '#machines/session/session.paths.ts';
import { SESSION_EXPIRED_MESSAGE } from '#machines/session/session-rules.ts';
import { APP_WEB_VIEW_UA_MARKER } from '#machines/user-agent/user-agent.ts';
import { type RunningServer, startServer } from '../../support/server-process.ts';
import { expireAccessToken } from '../../support/stored-tokens.ts';
import { signInNaver } from '../support/sign-in.ts';
import { describeMachinePaths, type Step } from './machine-paths.ts';

/**
 * The session machine's generated paths in Chromium, on a private server (sessions are ended and
 * members banned there). The shopper's own token calls (validation, refresh, delete) and the app
 * profile are held at the network, so each pending state can be seen and each answer is given when
 * the path says so; every answer but two (503, offline) is the real server's, for a server state the
 * step sets up first.
 *
 * How each event happens in the browser:
 *
 * | Event | Browser action |
 * |---|---|
 * | start (`xstate.init`) | storage as the input says (a fresh sign-in's pair over the API, an expired re-signed access token when the first answer is 111, `Bearer null` when it is 110, an old release's `accessToken`/`refreshToken`, a stored ban), then /login opens |
 * | `session.signedIn` | logged out: 네이버로 시작하기 on /login, the development identity provider's 모든 항목 동의 (the server's answer carries the ban the admin CLI set); signed in: the native app's `appLogin` message with a new pair (app web view) |
 * | `session.validate` | 마이페이지 in the bottom bar (a requireAuth route while the last validation could not reach the server) |
 * | `session.logout` | 로그아웃 on /login (browser back to it when the shopper went on from there) |
 * | `session.expiredConfirmed` | 확인 in the "login expired" alert |
 * | `storage.tokenChanged` | another tab of the same browser: signs in through the identity provider (token), logs out on its /login (none), or renews the pair with the refresh call from a page of the site (new token while signed in) |
 * | `token.refreshExpired` | the session ends on the server (its logout call, as from another device), then the shopper opens 베스트 (카테고리 → 베스트), whose like check is a member call |
 * | `profile.userInfo` | the held app profile call is let through after `npm run admin -- ban`/`unban`, or after the session ended on the server (retrySignIn) |
 * | `member.action` | 찜하기 on a product of 베스트 |
 * | `app.message.logout` | the native app's `appLogout` message (app web view) |
 * | `done validateToken` | the held call goes on: 200 (live session), 111 (the stored token expired before the page opened, or while the shopper was offline), 112 (the session ended on the server first), 110 (`Bearer null` stored); 503: the call is answered with the contract's SERVICE_UNAVAILABLE, as the server does while its database is away |
 * | `error validateToken` | the held call fails as offline (`internetdisconnected`) |
 * | `done`/`error refreshTokens` | the held refresh goes on (the server rotates the pair) / is answered 503 / fails as offline |
 * | `done`/`error deleteToken` | the held token delete goes on / fails as offline |
 */

/** A port per worker: a worker that replaces a failed one must not meet its server still closing. */
const PORT_BASE = 4660;
const MEMBER_EMAIL = 'full.consent@dev.jecheol.kr';
const DEVICE = 'w-e2e-session-paths';
/** The shop is the development shop on the server (docs/dev-shop.md); its pages are answered locally here. */
const SHOP_PAGES = '**/dev-shop/**';
const SHOP_LOGOUT = /\/dev-shop\/exec\/front\/Member\/logout\/$/;
const VALIDATION_PATH = '/api/v1/token/jwt/validation';
const REFRESH_PATH = '/api/v1/token/jwt/refresh';
const TOKEN_PATH = '/api/v1/token/jwt';
const PROFILE_PATH = '/api/v2/app/profile';
const APP_USER_AGENT = `Mozilla/5.0 (Linux; Android 14; SM-S921N; wv) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 ${APP_WEB_VIEW_UA_MARKER}/2.29.0`;
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let server: RunningServer;
/** Whether the admin CLI last banned the member, so a step only runs the command it needs. */
let serverBan = false;
/**
 * Browser contexts kept from path to path, one per user agent: a path starts on a cleared one (no
 * cookies, no storage, the tab on a page of the site where the app does not run).
 */
const tabs = new Map<string, { context: BrowserContext; page: Page }>();

test.beforeAll(async () => {
  const port = PORT_BASE + (test.info().workerIndex % 20);
  server = await startServer({
    port,
    sqlitePath: `test-results/machine-paths-session-${port}.db`,
    env: {
      ...(process.env.E2E_SPA_DIR ? { SPA_DIR: process.env.E2E_SPA_DIR } : {}),
      // Every path signs in, several of them more than once, from one address.
      AUTH_SIGNIN_RATE_LIMIT: '100000',
      AUTH_REFRESH_RATE_LIMIT: '100000',
      WRITE_RATE_LIMIT: '100000',
    },
  });
  // The member exists before any path signs in through the provider (a first sign-in lands on /welcome).
  await signInNaver(server.baseUrl, 'naver-full', DEVICE);
  serverBan = false;
});

test.afterAll(async () => {
  for (const { context } of tabs.values()) await context.close();
  tabs.clear();
  await server?.stop();
});

interface Held {
  routes: Route[];
  /** Requests that reached the route so far. */
  sent: number;
}

interface SessionContext {
  context: BrowserContext;
  page: Page;
  input: SessionInput;
  validations: Held;
  refreshes: Held;
  deletes: Held;
  profiles: Held;
  /** App profile calls are held once the page's first one was answered (see `openAndHoldProfiles`). */
  holdProfile: boolean;
  /** Like writes (POST/DELETE) that reached the network. */
  likeWrites: number;
  /** Windows this tab opened (the shop's logout popup); other tabs' do not count. */
  popups: Page[];
  /** Counts when the step's action began. */
  mark: { validations: number; refreshes: number; deletes: number; popups: number };
  /** The page listeners of this path, removed when it ends. */
  onRequest: (request: Request) => void;
  onPopup: (popup: Page) => void;
}

const base = () => server.baseUrl;
const pathOf = (page: Page) => new URL(page.url()).pathname;
/** On one of the app's pages: the shop (the development shop on the same server) is not the app. */
const inApp = (page: Page) => page.url().startsWith(base()) && !pathOf(page).startsWith('/dev-shop/');
const alertWith = (page: Page, text: string) => page.getByRole('alertdialog').filter({ hasText: text });
const signInButton = (page: Page) => page.getByRole('button', { name: '네이버로 시작하기' });
const signedInHeading = (page: Page) => page.getByRole('heading', { name: '이미 로그인되어 있어요' });
const bottomBar = (page: Page) => page.getByRole('navigation', { name: '주요 메뉴' });

/** One local storage value of the site, wherever the tab is (the shop's logout page is another site). */
async function storedValue(s: SessionContext, key: string): Promise<string | null> {
  if (inApp(s.page)) return s.page.evaluate((name) => window.localStorage.getItem(name), key);
  const probe = await s.context.newPage();
  try {
    await probe.goto(`${base()}/healthz`);
    return await probe.evaluate((name) => window.localStorage.getItem(name), key);
  } finally {
    await probe.close();
  }
}

function ensureBan(banned: boolean): void {
  if (serverBan === banned) return;
  const result = banned
    ? server.admin('ban', MEMBER_EMAIL, BANNED.message)
    : server.admin('unban', MEMBER_EMAIL);
  expect(result.status, result.stderr).toBe(0);
  serverBan = banned;
}

/** Ends the sessions of these access or refresh tokens on the server, as a logout elsewhere does. */
async function endSessions(tokens: Array<{ accessToken?: string | null; refreshToken?: string | null }>) {
  for (const { accessToken, refreshToken } of tokens) {
    const headers: Record<string, string> = { deviceUuid: DEVICE };
    if (accessToken) headers.accessToken = accessToken;
    if (refreshToken) headers.refreshToken = refreshToken;
    const response = await fetch(`${base()}${TOKEN_PATH}`, { method: 'DELETE', headers });
    expect(response.status).toBe(200);
  }
}

async function endStoredSession(s: SessionContext): Promise<void> {
  await endSessions([
    {
      accessToken: await storedValue(s, 'accessToken1'),
      refreshToken: await storedValue(s, 'refreshToken1'),
    },
  ]);
}

/** Answers the one held call of a kind with `how` (waits for it to arrive). */
async function release(held: Held, how: (route: Route) => Promise<void>): Promise<void> {
  await expect.poll(() => held.routes.length, { message: 'a held call to answer' }).toBe(1);
  await how(held.routes.shift()!);
}

const offlineAbort = (route: Route) => route.abort('internetdisconnected');
const serverUnavailable = (route: Route) =>
  route.fulfill({
    status: 503,
    contentType: 'application/json',
    body: JSON.stringify(apiError('SERVICE_UNAVAILABLE')),
  });

function holdInto(held: Held) {
  return async (route: Route) => {
    held.sent += 1;
    // The session runs one call of a kind at a time: an older one belongs to an actor it has stopped
    // (or to a page that is gone), and its answer would be ignored.
    for (const stale of held.routes.splice(0)) await stale.abort().catch(() => {});
    held.routes.push(route);
  };
}

async function watchNetwork(s: SessionContext): Promise<void> {
  const { page } = s;
  await page.route((url) => url.pathname === VALIDATION_PATH, holdInto(s.validations));
  await page.route((url) => url.pathname === REFRESH_PATH, holdInto(s.refreshes));
  await page.route(
    (url) => url.pathname === TOKEN_PATH,
    async (route) => {
      if (route.request().method() !== 'DELETE') return route.continue();
      s.deletes.sent += 1;
      s.deletes.routes.push(route);
    },
  );
  await page.route(
    (url) => url.pathname === PROFILE_PATH,
    async (route) => {
      if (!s.holdProfile) return route.continue();
      await holdInto(s.profiles)(route);
    },
  );
  page.on('request', s.onRequest);
  page.on('popup', s.onPopup);
}

/** A cleared tab of the shared context for this user agent. */
async function clearedTab(browser: Browser, userAgent: string | undefined) {
  const key = userAgent ?? 'default';
  let tab = tabs.get(key);
  if (!tab || tab.page.isClosed()) {
    const context = await browser.newContext(userAgent ? { userAgent } : {});
    await context.route(SHOP_PAGES, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>shop</title>' }),
    );
    tab = { context, page: await context.newPage() };
    tabs.set(key, tab);
  }
  const { context, page } = tab;
  await context.clearCookies();
  // Not a first visit: the install popup stays away from these paths.
  await context.addCookies([{ name: 'visited', value: '1', url: base() }]);
  await page.goto(`${base()}/healthz`);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  return tab;
}

/**
 * The page's first app profile call is answered (its user info reaches a session that is still
 * validating or logged out, where it changes nothing); every later one is held until a
 * `profile.userInfo` step lets it through, so no profile answer takes a transition the path does not.
 */
async function openAndHoldProfiles(s: SessionContext, open: () => Promise<unknown>): Promise<void> {
  s.holdProfile = false;
  const firstProfile = s.page.waitForResponse((r) => new URL(r.url()).pathname === PROFILE_PATH, {
    timeout: 30_000,
  });
  await open();
  await firstProfile;
  s.holdProfile = true;
}

/** Signs in through the development identity provider from the login page (a new document comes back). */
async function signInThroughProvider(s: SessionContext): Promise<void> {
  const { page } = s;
  if (!inApp(page) || pathOf(page) !== '/login') await page.goto(`${base()}/login`);
  await signInButton(page).click();
  const person = page.getByRole('link', { name: /모든 항목 동의/ });
  await openAndHoldProfiles(s, () => person.click());
  await expect(page).toHaveURL(`${base()}/`);
}

/** 카테고리 → 베스트: a fresh 베스트 screen, whose like check is a member call. */
async function openBest(page: Page): Promise<void> {
  await bottomBar(page).getByRole('link', { name: '카테고리' }).click();
  await expect(page).toHaveURL(`${base()}/category`);
  await page.getByRole('navigation', { name: '바로가기' }).getByRole('link', { name: '베스트' }).click();
  await expect(page).toHaveURL(`${base()}/best`);
}

/** Another tab of the same browser (shared storage), closed afterwards. */
async function inAnotherTab(s: SessionContext, run: (other: Page) => Promise<void>): Promise<void> {
  const other = await s.context.newPage();
  try {
    await run(other);
  } finally {
    await other.close();
  }
}

/** Whether the app's native bridge listens: only the app's web view gets app messages. */
const usesApp = (steps: Step[]) =>
  steps.some(
    ({ event, before }) =>
      event.type === 'app.message.logout' ||
      (event.type === 'session.signedIn' && before?.matches('signedIn') === true),
  );

const signedInThroughProvider = (step: { event: AnyEventObject; before?: AnyMachineSnapshot }) =>
  step.event.type === 'session.signedIn' && step.before?.matches('loggedOut') === true;

/** The steps so far as `{ event, before }`, to tell where the earlier ones left the tab. */
const earlier = (step: Step) =>
  step.history.map((entry, index) => ({ event: entry.event, before: step.history[index - 1]?.state }));

/** The last logout opened the shop's logout page in this tab ('same' window): the app is gone from it. */
function leftForTheShop(step: Step): boolean {
  let left = false;
  for (const entry of earlier(step)) {
    if (entry.event.type.startsWith('xstate.') && entry.event.type.endsWith('.deleteToken'))
      left = entry.before?.context.logoutWindow === 'same';
    if (signedInThroughProvider(entry)) left = false;
  }
  return left;
}

const APP_ONLY =
  'the native app sends its messages only to its web view, whose shop logout opens in a popup; this input is mobile Safari (same window)';

/** Where the browser cannot take an event at all from a state, whatever came before. */
function stateRule(snapshot: AnyMachineSnapshot, event: AnyEventObject): string | undefined {
  const loggedIn = snapshot.matches({ signedIn: 'loggedIn' });
  switch (event.type as SessionEvent['type'] | string) {
    case 'session.logout':
      return loggedIn
        ? undefined
        : 'the UI offers logout (로그아웃 on the login page, 나가기 on the terms modal) only once the server has validated the token';
    case 'session.signedIn':
      if (snapshot.matches('loggedOut')) return undefined;
      if (event.banStatus)
        return 'a signed-in shopper signs in again only through the native app (appLogin), whose message carries no ban status';
      return snapshot.context.logoutWindow === 'popup' ? undefined : APP_ONLY;
    case 'app.message.logout':
      return snapshot.context.logoutWindow === 'popup' ? undefined : APP_ONLY;
    case 'xstate.error.actor.refreshTokens':
      return event.error === refreshExpiredError
        ? "in the app the refresh rule's onExpired (token.refreshExpired) reaches the session before the renewal's own rejection does, so the real actor leaves renewing by signedIn's token.refreshExpired, into the same expired state with the same one dialog (that transition is driven)"
        : undefined;
    case 'token.refreshExpired':
      return snapshot.matches({ signedIn: 'renewing' })
        ? "while the session renews, a member call that meets the expired token waits for that renewal (the page's one refresh) instead of failing"
        : undefined;
    case 'storage.tokenChanged':
      return snapshot.matches({ signedIn: 'renewing' })
        ? "this tab's renewal holds the page's token refresh; another tab changing the token meanwhile would have to refresh with the same refresh token"
        : undefined;
    default:
      return undefined;
  }
}

const run =
  (action: (s: SessionContext, step: Step) => Promise<void>) => async (s: SessionContext, step: Step) => {
    s.mark = {
      validations: s.validations.sent,
      refreshes: s.refreshes.sent,
      deletes: s.deletes.sent,
      popups: s.popups.length,
    };
    await action(s, step);
  };

const perform = {
  'session.signedIn': run(async (s, { event, before }) => {
    if (before?.matches('loggedOut')) {
      ensureBan(event.banStatus !== null);
      await signInThroughProvider(s);
      return;
    }
    const tokens = await signInNaver(base(), 'naver-full', DEVICE);
    await s.page.evaluate((data) => window.postMessage({ type: 'appLogin', data }, '*'), {
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
    });
  }),
  'session.validate': run(async (s, { next }) => {
    if (next?.type === 'xstate.done.actor.validateToken' && next.output.code === 111)
      await expireAccessToken(s.page);
    await bottomBar(s.page).getByRole('link', { name: '마이페이지' }).click();
  }),
  'session.logout': run(async ({ page }) => {
    for (let back = 0; pathOf(page) !== '/login' && back < 3; back += 1) await page.goBack();
    await page.getByRole('button', { name: '로그아웃' }).click();
  }),
  'session.expiredConfirmed': run(async ({ page }) => {
    await alertWith(page, SESSION_EXPIRED_MESSAGE).getByRole('button', { name: '확인' }).click();
  }),
  'storage.tokenChanged': run(async (s, { event, before }) => {
    if (!event.hasToken) {
      // The other tab logs out on its login page once its own validation has answered.
      await inAnotherTab(s, async (other) => {
        await other.goto(`${base()}/login`);
        await other.getByRole('button', { name: '로그아웃' }).click({ timeout: 30_000 });
        // (On mobile Safari the other tab then leaves for the shop's logout page.)
        await expect.poll(() => storedValue(s, 'accessToken1')).toBeNull();
      });
    } else if (before?.matches('loggedOut')) {
      await inAnotherTab(s, async (other) => {
        await other.goto(`${base()}/login`);
        await signInButton(other).click();
        await other.getByRole('link', { name: /모든 항목 동의/ }).click();
        await expect(other).toHaveURL(`${base()}/`);
      });
    } else {
      // The other tab renews the pair: the refresh call and the storage writes of the app's renewTokens.
      await inAnotherTab(s, async (other) => {
        await other.goto(`${base()}/healthz`);
        const status = await other.evaluate(async () => {
          const response = await fetch('/api/v1/token/jwt/refresh', {
            method: 'PUT',
            headers: {
              accessToken: localStorage.getItem('accessToken1') ?? '',
              refreshToken: localStorage.getItem('refreshToken1') ?? '',
              deviceUuid: localStorage.getItem('uid') ?? '',
            },
          });
          if (!response.ok) return response.status;
          const pair = (await response.json()) as { accessToken: string; refreshToken: string };
          localStorage.setItem('accessToken1', `Bearer ${pair.accessToken}`);
          localStorage.setItem('refreshToken1', pair.refreshToken);
          return response.status;
        });
        expect(status).toBe(200);
      });
    }
  }),
  'token.refreshExpired': run(async (s) => {
    await endStoredSession(s);
    await openBest(s.page);
  }),
  'profile.userInfo': run(async (s, { event }) => {
    const { retrySignIn, banStatus } = event.userInfo as {
      retrySignIn: boolean;
      banStatus: { isBanned: boolean } | null;
    };
    await expect.poll(() => s.profiles.routes.length, { message: 'a held app profile call' }).toBe(1);
    if (retrySignIn) {
      // The held call may carry the pair of an earlier sign-in of this tab: end that session too.
      const heldWith = s.profiles.routes[0]!.request().headers().authorization;
      await endStoredSession(s);
      if (heldWith && heldWith !== (await storedValue(s, 'accessToken1')))
        await endSessions([{ accessToken: heldWith }]);
    } else {
      ensureBan(banStatus?.isBanned === true);
    }
    const answered = s.page.waitForResponse(
      (r) => new URL(r.url()).pathname === PROFILE_PATH && r.status() === 200,
    );
    // A retry of the call (its token renewed meanwhile) goes straight through.
    s.holdProfile = false;
    await s.profiles.routes.shift()!.continue();
    await answered;
    s.holdProfile = true;
  }),
  'member.action': run(async ({ page }) => {
    if (pathOf(page) !== '/best') await openBest(page);
    await page
      .getByRole('button', { name: /찜하기$/ })
      .first()
      .click();
  }),
  'app.message.logout': run(async ({ page }) => {
    await page.evaluate(() => window.postMessage({ type: 'appLogout' }, '*'));
  }),
  'xstate.done.actor.validateToken': run(async (s, { event }) => {
    const { status, code } = event.output as { status: number; code?: number };
    if (code === 112) await endStoredSession(s);
    await release(s.validations, status >= 500 ? serverUnavailable : (route) => route.continue());
  }),
  'xstate.error.actor.validateToken': run(async (s) => release(s.validations, offlineAbort)),
  'xstate.done.actor.refreshTokens': run(async (s) => release(s.refreshes, (route) => route.continue())),
  'xstate.error.actor.refreshTokens': run(async (s, { event }) => {
    const status = (event.error as { status?: number }).status;
    await release(s.refreshes, status !== undefined && status >= 500 ? serverUnavailable : offlineAbort);
  }),
  'xstate.done.actor.deleteToken': run(async (s) => release(s.deletes, (route) => route.continue())),
  'xstate.error.actor.deleteToken': run(async (s) => release(s.deletes, offlineAbort)),
} satisfies Record<SessionModelEventType, (s: SessionContext, step: Step) => Promise<void>>;

/** A logged-in shopper sees it: the login page says so, and 마이페이지 opens without asking to log in. */
async function seesMember(page: Page): Promise<void> {
  if (pathOf(page) === '/login') {
    await expect(signedInHeading(page)).toBeVisible();
    await expect(signInButton(page)).toHaveCount(0);
    return;
  }
  if (!pathOf(page).startsWith('/my-page')) {
    await bottomBar(page).getByRole('link', { name: '마이페이지' }).click();
    await expect(page).toHaveURL(`${base()}/my-page/main`);
    await expect(myPageHeading(page)).toBeVisible();
    await page.goBack();
    return;
  }
  await expect(page).toHaveURL(`${base()}/my-page/main`);
  await expect(myPageHeading(page)).toBeVisible();
}

/** My page's own title: only a member gets there (anyone else is sent to /login). */
const myPageHeading = (page: Page) => page.getByRole('heading', { name: '마이페이지', level: 1 });

/** Not (yet) shown as logged in: the login page offers sign-in. */
async function seesNoMember(page: Page): Promise<void> {
  if (pathOf(page) !== '/login') return;
  await expect(signInButton(page)).toBeVisible();
  await expect(signedInHeading(page)).toHaveCount(0);
}

/** A guest: the login page offers sign-in, and 마이페이지 asks to log in first. */
async function seesGuest(page: Page): Promise<void> {
  if (pathOf(page) !== '/login') {
    await bottomBar(page).getByRole('link', { name: '마이페이지' }).click();
    await expect(page).toHaveURL(`${base()}/login?returnUrl=%2Fmy-page`);
  }
  await seesNoMember(page);
}

/** The shop's logout page opened during the step: in this tab (mobile Safari), or in a popup of it. */
async function seesShopLogout(s: SessionContext, window: 'same' | 'popup'): Promise<void> {
  if (window === 'same') {
    await expect(s.page).toHaveURL(SHOP_LOGOUT);
    return;
  }
  await expect.poll(() => s.popups.length).toBe(s.mark.popups + 1);
  await expect(s.popups.at(-1)!).toHaveURL(SHOP_LOGOUT);
}

await describeMachinePaths<SessionContext>({
  machine: 'sessionMachine',
  model: sessionModel as never,
  narrow: (snapshot, event) => stateRule(snapshot, event) === undefined,
  notDrivable(step) {
    const { event, before, history } = step;
    if (before) {
      const reason = stateRule(before, event);
      if (reason) return reason;
    }
    if (leftForTheShop(step) && !signedInThroughProvider(step))
      return "the shop's logout page took this tab out of the app (same window); only a new sign-in brings it back";
    const previous = history.at(-1)?.event.type;
    if (event.type === 'xstate.done.actor.validateToken') {
      const { code } = event.output as { code?: number };
      if (code === 111 && previous !== 'xstate.init' && previous !== 'session.validate')
        return 'the token this validation carries was just issued (sign-in, renewal, another tab), so it has not expired; 111 is driven where a stored token expired before the page opened or while the server was unreachable';
      if (code === 110 && previous !== 'xstate.init')
        return "a stored token the server reads as none (`Bearer null`, written by an older release) is there before the app starts; the paths' start drives it";
    }
    if (event.type === 'session.logout' && earlier(step).some(signedInThroughProvider))
      return "after signing in through the provider's page the shopper is on the home page, a new document: the login page, the only one with 로그아웃, is not reached from there";
    return undefined;
  },
  async start(browser, input, steps) {
    const started = input as SessionInput;
    const first = steps[1]?.event;
    const { context, page } = await clearedTab(
      browser,
      started.logoutWindow === 'same' ? IPHONE_SAFARI : usesApp(steps) ? APP_USER_AGENT : undefined,
    );
    const s: SessionContext = {
      context,
      page,
      input: started,
      validations: { routes: [], sent: 0 },
      refreshes: { routes: [], sent: 0 },
      deletes: { routes: [], sent: 0 },
      profiles: { routes: [], sent: 0 },
      holdProfile: false,
      likeWrites: 0,
      popups: [],
      mark: { validations: 0, refreshes: 0, deletes: 0, popups: 0 },
      onRequest: (request) => {
        if (request.method() !== 'GET' && request.url().includes('/api/v1/user/like/')) s.likeWrites += 1;
      },
      onPopup: (popup) => s.popups.push(popup),
    };
    if (started.hasToken || started.hasLegacyTokens || started.banStatus) {
      // Storage is written while the tab is on a page of the site where the app does not run.
      const answer = first?.type === 'xstate.done.actor.validateToken' ? first.output.code : undefined;
      const tokens =
        started.hasToken && !started.hasLegacyTokens && answer !== 110
          ? await signInNaver(base(), 'naver-full', DEVICE)
          : undefined;
      await page.evaluate(
        ({ input: seeded, tokens: pair, device, ban }) => {
          localStorage.setItem('uid', device);
          if (seeded.hasLegacyTokens) {
            localStorage.setItem('accessToken', 'legacy-access-token');
            localStorage.setItem('refreshToken', 'legacy-refresh-token');
          }
          // Without a pair: an old release's token (wiped at start), or one written as null (110).
          const access = pair
            ? `Bearer ${pair.accessToken}`
            : seeded.hasLegacyTokens
              ? 'Bearer legacy-access-token'
              : 'Bearer null';
          if (seeded.hasToken) localStorage.setItem('accessToken1', access);
          if (pair) localStorage.setItem('refreshToken1', pair.refreshToken);
          if (seeded.banStatus) localStorage.setItem('banStatus', JSON.stringify(ban));
        },
        { input: started, tokens, device: DEVICE, ban: BANNED },
      );
      if (answer === 111) await expireAccessToken(page);
    }
    await watchNetwork(s);
    const bridge = usesApp(steps)
      ? page.waitForResponse((r) => /\/bridge-[\w-]+\.js$/.test(r.url()), { timeout: 30_000 })
      : undefined;
    await openAndHoldProfiles(s, () => page.goto(`${base()}/login`));
    await bridge;
    return s;
  },
  perform,
  async screen(s, step) {
    const { page } = s;
    const { state, event } = step;
    if (state.matches('expired')) {
      // The whole logout sequence ran, the token delete first (it carries the tokens), then one dialog.
      await expect(alertWith(page, SESSION_EXPIRED_MESSAGE)).toBeVisible();
      await expect(page.getByRole('alertdialog')).toHaveCount(1);
      await expect.poll(() => s.deletes.sent).toBe(s.mark.deletes + 1);
      expect(s.deletes.routes[0]!.request().headers().refreshtoken).toBeTruthy();
      await s.deletes.routes.shift()!.continue();
      await expect.poll(() => storedValue(s, 'accessToken1')).toBeNull();
      return;
    }
    if (inApp(page)) await expect(alertWith(page, SESSION_EXPIRED_MESSAGE)).toHaveCount(0);

    if (state.matches('loggedOut')) {
      if (event.type.endsWith('.deleteToken')) {
        // The shop's logout page opens (a popup, or this tab on mobile Safari), and the app goes home.
        await seesShopLogout(s, s.input.logoutWindow);
        if (s.input.logoutWindow === 'popup') await expect(page).toHaveURL(`${base()}/`);
      }
      if (event.type === 'session.expiredConfirmed') {
        // After the dialog the shop's logout is always a popup (a click allows one everywhere).
        await seesShopLogout(s, 'popup');
        await expect(page).toHaveURL(/\/login\?returnUrl=/);
      }
      if (event.type === 'app.message.logout') await expect(page).toHaveURL(`${base()}/`);
      await expect.poll(() => storedValue(s, 'accessToken1')).toBeNull();
      if (s.input.hasLegacyTokens && event.type === 'xstate.init')
        await expect.poll(() => storedValue(s, 'accessToken')).toBeNull();
      if (inApp(page)) await seesGuest(page);
      return;
    }
    if (state.matches('loggingOut')) {
      // The token delete is on its way; the tokens go once it has answered.
      await expect.poll(() => s.deletes.sent).toBe(s.mark.deletes + 1);
      expect(s.deletes.routes).toHaveLength(1);
      await seesNoMember(page);
      expect(await storedValue(s, 'accessToken1')).not.toBeNull();
      return;
    }
    // Signed in: the token stays stored whatever the server could or could not say.
    expect(await storedValue(s, 'accessToken1')).toMatch(/^Bearer \S+$/);
    if (state.matches({ signedIn: 'validating' })) {
      // A new validation call is waiting for the server; the shopper is not shown as logged in yet.
      await expect.poll(() => s.validations.sent).toBeGreaterThan(s.mark.validations);
      await expect.poll(() => s.validations.routes.length).toBe(1);
      await seesNoMember(page);
      return;
    }
    if (state.matches({ signedIn: 'renewing' })) {
      // The page's one refresh is on its way: the session's own, or one a call that met the expired
      // token started first, which the session joins.
      await expect.poll(() => s.refreshes.routes.length).toBe(1);
      await seesNoMember(page);
      return;
    }
    if (state.matches({ signedIn: 'unverified' })) {
      // Nothing is waiting any more, and nothing was thrown away: the shopper can try again.
      expect(s.validations.routes).toHaveLength(0);
      expect(s.refreshes.routes).toHaveLength(0);
      await seesNoMember(page);
      return;
    }
    if (state.matches({ signedIn: { loggedIn: 'banned' } })) {
      const message = (state.context as { ban: { message: string } }).ban.message;
      const alert = alertWith(page, message);
      await expect(alert).toBeVisible();
      await alert.getByRole('button', { name: '확인' }).click();
      await expect(alert).toHaveCount(0);
      if (event.type === 'member.action') {
        // Blocked before any call: the heart stays empty and no like reached the server.
        await expect(page.getByRole('button', { name: /찜하기$/ }).first()).toHaveAttribute(
          'aria-pressed',
          'false',
        );
        expect(s.likeWrites).toBe(0);
      }
      await seesMember(page);
      return;
    }
    if (state.matches({ signedIn: { loggedIn: 'member' } })) {
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await seesMember(page);
      return;
    }
    throw new Error(`no screen for ${JSON.stringify(state.value)}`);
  },
  async finish(s) {
    try {
      for (const other of s.context.pages()) if (other !== s.page) await other.close();
      // The app leaves with the calls still held (their answers would go on acting: a token delete let
      // through ends the session and may open the shop's page in this tab), then the routes go.
      await s.page.goto('about:blank');
      s.page.off('request', s.onRequest);
      s.page.off('popup', s.onPopup);
      await s.page.unrouteAll({ behavior: 'ignoreErrors' });
    } catch {
      // A tab that cannot be cleaned is not shared: the next path opens a new one.
      for (const [key, tab] of tabs) if (tab.page === s.page) tabs.delete(key);
      await s.context.close().catch(() => {});
    }
  },
});
