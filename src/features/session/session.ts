import type { QueryClient } from '@tanstack/react-query';
import { createActor, fromPromise } from 'xstate';
import { isLoggedIn, type SessionActor, sessionMachine } from '#machines/session/session.machine.ts';
import { isAppWebView, type ShopLogoutWindow, shopLogoutWindowOf } from '#machines/user-agent/user-agent.ts';
import type { RefreshRule } from '../../api/refresh-rule.ts';
import { shopPageUrl } from '../../platform/shop-links.ts';
import { localStore, sessionStore } from '../../platform/storage.ts';
import { clearTermsCompleted } from '../../platform/terms-flag.ts';
import { alert, textToHtml } from '../../ui/overlays/feedback.ts';
import { deleteStoredToken, validateStoredToken } from './api/session-api.ts';
import { safeReturnPath, validateLoginSearch } from './return-path.ts';
import {
  clearStoredTokens,
  clearTokenCookies,
  hasLegacyTokens,
  hasStoredToken,
  storedAccessToken,
} from './tokens/tokens.ts';

/**
 * Wires the session machine (machines/session) to the browser: storage, cookies, the dialogs and
 * navigation. One actor runs for the page, started by the session host (session-host.ts). The machine
 * renews through the HTTP client's refresh rule (`refreshTokens`: api/refresh-rule.ts `renew`).
 */

/** The shop's logout page (spec section 7, external shop pages). */
const SHOP_LOGOUT_PATH = '/exec/front/Member/logout/';

function openShopLogout(window: ShopLogoutWindow): void {
  const url = shopPageUrl(SHOP_LOGOUT_PATH);
  if (window === 'same') {
    globalThis.location.assign(url);
    return;
  }
  // A tiny popup ends the shop's session without taking the shopper away from this page.
  globalThis.open(url, 'shop-logout', 'width=1,height=1,left=0,top=0');
}

function clearAnalyticsUserIds(): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push({ event: 'logout', user_id: null, member_id: null });
}

/**
 * Where login should bring the shopper back to: the page they are on, or, when the route guard has
 * already sent them to login, the return path it gave.
 */
function returnPathHere(): string | undefined {
  const { pathname, search, hash } = globalThis.location;
  // On /login: the return path the login route's validator accepts (this module has no router).
  if (pathname.startsWith('/login'))
    return validateLoginSearch({ returnUrl: new URLSearchParams(search).get('returnUrl') }).returnUrl;
  return safeReturnPath(`${pathname}${search}${hash}`);
}

const inAppWebView = () => isAppWebView(globalThis.navigator?.userAgent ?? '');

/** What the session needs from the app around it; the router does not exist yet when the host is made. */
export interface SessionDeps {
  queryClient: QueryClient;
  /** Replaces the location with an app path (the router's navigate once it exists). */
  navigate: (path: string) => void;
  /** Re-runs route guards and loaders (router.invalidate()). */
  invalidate: () => void;
}

export function createSession(deps: SessionDeps, refreshRule: RefreshRule): SessionActor {
  const clearUserInfo = () => {
    localStore.remove('userToken');
    localStore.remove('banStatus');
    sessionStore.remove('banAlertShown');
    sessionStore.remove('email');
    deps.queryClient.removeQueries({ queryKey: ['user'] });
    // Community answers carry the member's own flags (isLiked, isClipped, isMine, canEdit).
    deps.queryClient.removeQueries({ queryKey: ['community'] });
    // Notifications and their unread count are the member's own.
    deps.queryClient.removeQueries({ queryKey: ['alarm'] });
  };

  // The token the last validation carried. When it had expired, the renewal is the refresh rule's: a
  // refresh a call already has in flight is joined, and one that finished meanwhile counts.
  let validatedWith: string | undefined;
  const machine = sessionMachine.provide({
    actors: {
      validateToken: fromPromise(() => {
        validatedWith = storedAccessToken();
        return validateStoredToken();
      }),
      refreshTokens: fromPromise(() => refreshRule.renew(validatedWith)),
      deleteToken: fromPromise(deleteStoredToken),
    },
    actions: {
      clearAllStorage: () => {
        try {
          globalThis.localStorage.clear();
          globalThis.sessionStorage.clear();
        } catch {
          // Storage unreachable: nothing old can be read from it either.
        }
      },
      storeBanStatus: (_, { banStatus }) => {
        if (banStatus) localStore.set('banStatus', banStatus);
        else localStore.remove('banStatus');
      },
      refreshUserData: () => {
        void deps.queryClient.invalidateQueries();
        deps.invalidate();
      },
      clearStoredTokens,
      clearSocialLoginKeys: () => {
        for (const key of ['socialLoginPlatform', 'isCafe24Register', 'redirectUri', 'state'] as const)
          localStore.remove(key);
      },
      clearSurveyAndTermsFlags: () => {
        localStore.remove('survey-completed');
        // Through the terms flag's module, so an open terms modal hears of it at once.
        clearTermsCompleted();
      },
      clearUserInfo,
      clearTokenCookies: () => {
        clearTokenCookies();
        // Inside the app its web view's cache and cookies go too (clearCacheAndCookies).
        if (inAppWebView())
          void import('../../platform/bridge.ts').then(({ callAppHandler }) =>
            callAppHandler('clearCacheAndCookies'),
          );
      },
      clearAnalyticsUserIds,
      openShopLogout: (_, { window }) => openShopLogout(window),
      sendTokenDelete: () => void deleteStoredToken().catch(() => {}),
      goHome: () => deps.navigate('/'),
      goToLogin: () => {
        const toLogin = () => {
          const returnPath = returnPathHere();
          deps.navigate(returnPath ? `/login?returnUrl=${encodeURIComponent(returnPath)}` : '/login');
        };
        // Opened by another window: close it, the opener owns the flow.
        if (globalThis.opener) {
          globalThis.close();
          return;
        }
        // Inside the app: close the sub web view this page is in; the app's main web view (closed:
        // false) and an app that does not answer go to login (docs/native-bridge.md).
        if (inAppWebView()) {
          void import('../../platform/bridge.ts')
            .then(({ callApp }) => callApp('closeSubWebView'))
            .then((answer) => {
              if (answer?.closed !== true) toLogin();
            }, toLogin);
          return;
        }
        toLogin();
      },
      showExpiredDialog: (_, { message }) =>
        void alert({
          html: textToHtml(message),
          onConfirm: () => session.send({ type: 'session.expiredConfirmed' }),
        }),
      // Once per browser session (a reload does not repeat it); blocked actions still show it each time.
      showBanAlert: (_, { message }) => {
        if (sessionStore.get('banAlertShown')) return;
        sessionStore.set('banAlertShown', true);
        void alert({ html: message });
      },
      showActionBlocked: (_, { message }) => void alert({ html: message }),
    },
  });

  const session = createActor(machine, {
    input: {
      hasToken: hasStoredToken(),
      hasLegacyTokens: hasLegacyTokens(),
      banStatus: localStore.get('banStatus') ?? null,
      logoutWindow: shopLogoutWindowOf(globalThis.navigator?.userAgent ?? ''),
    },
  });

  // Guards read snapshots: whenever "logged in" flips, routes are checked again.
  let loggedIn = false;
  session.subscribe((snapshot) => {
    const now = isLoggedIn(snapshot);
    if (now !== loggedIn) {
      loggedIn = now;
      deps.invalidate();
    }
    // A new sign-in re-arms the one "login expired" dialog.
    if (snapshot.hasTag('markedLoggedIn') && refreshRule.expired) refreshRule.reset();
  });

  // Another tab signed in or out: the token key changed under us.
  globalThis.addEventListener?.('storage', (event: StorageEvent) => {
    if (event.key === 'accessToken1' || event.key === null)
      session.send({ type: 'storage.tokenChanged', hasToken: hasStoredToken() });
  });

  session.start();
  return session;
}

export function logout(session: SessionActor): void {
  session.send({ type: 'session.logout' });
}

/**
 * For member actions (like, post, reply …): true when the member is banned, after the session showed
 * the ban message (spec section 4: actions blocked with a message). The caller then does nothing.
 */
export function blockedByBan(session: SessionActor | undefined): boolean {
  if (!session?.getSnapshot().hasTag('banned')) return false;
  session.send({ type: 'member.action' });
  return true;
}
