import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { classifyLink } from '../../contract/links.ts';
import { isAppWebView } from '../../machines/user-agent/user-agent.ts';
import { applyDevicePush } from '../features/account/api/settings.ts';
import { closeLoginDialog, openLoginDialog } from '../features/session/login-dialog.ts';
import type { SessionHost } from '../features/session/session-host.ts';
import { onTokenPairObtained } from '../features/session/token-events.ts';
import { clearStoredTokens, clearTokenCookies, storeTokenPair } from '../features/session/tokens.ts';
import { useSessionHost } from '../features/session/use-session.ts';
import type { BridgeHandlers } from '../platform/bridge.ts';
import { addRecentProduct } from '../platform/recent-store.ts';
import { localStore } from '../platform/storage.ts';
import { likeFromApp, sendPendingAppLike } from './app-product-like.ts';
import { reportDeviceInfo } from './app-reports.ts';
import { handTokensToApp, openOutsidePagesInSubWebView, runAppStart } from './app-start.ts';

/** The start sequence runs once per page load, however often the bridge mounts. */
let started = false;

/**
 * Mounted once in the root: answers the native app's messages (spec section 2) through the one bridge
 * module. In the app's web view the module (with zod) loads after the first screen; elsewhere never.
 */
export function NativeBridge() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const session = useSessionHost();

  useEffect(() => {
    // Only the app's web view has a native side to talk to; a browser never loads the bridge (or zod).
    if (!isAppWebView(navigator.userAgent)) return;
    const handlers = createBridgeHandlers({ router, queryClient, session });
    let uninstall: (() => void) | undefined;
    let cancelled = false;
    void import('../platform/bridge.ts').then(({ installBridge, callApp }) => {
      if (cancelled) return;
      const stops = [
        installBridge(handlers),
        handTokensToApp(callApp),
        // A like the app sent before the member signed in is sent once they have.
        onTokenPairObtained(() => void sendPendingAppLike(queryClient)),
        openOutsidePagesInSubWebView(callApp),
      ];
      uninstall = () => {
        for (const stop of stops) stop();
      };
      if (!started) {
        started = true;
        void runAppStart({ callApp, userAgent: navigator.userAgent });
      }
    });
    return () => {
      cancelled = true;
      uninstall?.();
    };
  }, [router, queryClient, session]);

  return null;
}

/** What the bridge's handlers act on; a parameter so tests can drive them without the app web view. */
export interface BridgeDeps {
  router: ReturnType<typeof useRouter>;
  queryClient: QueryClient;
  session: SessionHost;
}

/** The answer to each native app message (spec section 2). */
export function createBridgeHandlers({ router, queryClient, session }: BridgeDeps): BridgeHandlers {
  const storeContext = (data: {
    accessToken?: string;
    refreshToken?: string;
    expireDt?: string;
    uid?: string;
  }) => {
    if (data.uid) localStore.set('uid', data.uid);
    if (data.accessToken && data.refreshToken)
      storeTokenPair({
        accessToken: data.accessToken,
        refreshToken: data.refreshToken,
        expireDt: data.expireDt ?? '',
      });
  };
  return {
    close: () => {
      if (window.history.length > 1) router.history.back();
      else void router.navigate({ to: '/' });
    },
    moveRoute: ({ data }) => {
      // Only paths of this app (the links rule: no `//host`, `/\\host` or control characters): the app
      // must not be able to send the page elsewhere through here.
      const target = classifyLink(data.url);
      if (target.kind === 'app') void router.navigate({ href: target.path });
    },
    appLogin: ({ data }) => {
      if (data) storeContext(data);
      // The app signed the member in itself: the session takes its pair, no dialog is needed.
      if (data?.accessToken && data.refreshToken) {
        closeLoginDialog();
        void session.start().then((actor) => actor.send({ type: 'session.signedIn', banStatus: null }));
      } else openLoginDialog();
    },
    appTokenRefresh: ({ data }) => storeContext(data),
    appClose: () => closeLoginDialog(),
    appLogout: () => {
      queryClient.clear();
      void session.start().then((actor) => {
        const logout = { type: 'app.message.logout' } as const;
        if (actor.getSnapshot().can(logout)) return actor.send(logout);
        // Not signed in here (signed out already, or the session expired): the app's logout must
        // still leave no token behind and land on home (spec section 2).
        clearStoredTokens();
        clearTokenCookies();
        void router.navigate({ to: '/' });
      });
    },
    // The app often leaves isLike out; the list then keeps the product's own heart instead of clearing it.
    appRecentProduct: ({ data }) => addRecentProduct(data),
    // Told to the server, then the member's settings are read again (a settings screen shows the truth).
    setDevicePush: ({ data }) => void applyDevicePush(queryClient, data.pushYN),
    // The server's like for a signed-in member; kept under the spec's key until one signs in.
    appProductLike: ({ data }) => void likeFromApp(queryClient, data),
    appDeviceInfo: ({ data }) => void reportDeviceInfo(data),
    appLoadUrl: ({ data }) => {
      if (data?.mode === 'reload') window.location.reload();
      else void router.navigate({ to: '/' });
    },
  };
}
