import type { QueryClient } from '@tanstack/react-query';
import type { useRouter } from '@tanstack/react-router';
import { classifyLink } from '#contract/rules/links.ts';
import { applyDevicePush } from '../../features/account/api/settings.ts';
import { closeLoginDialog, openLoginDialog } from '../../features/session/login-dialog.ts';
import type { SessionHost } from '../../features/session/session-host.ts';
import { onTokenPairObtained } from '../../features/session/tokens/token-events.ts';
import {
  clearStoredTokens,
  clearTokenCookies,
  storeTokenPair,
} from '../../features/session/tokens/tokens.ts';
import type { BridgeHandlers, callApp as CallApp } from '../../platform/bridge.ts';
import { addRecentProduct } from '../../platform/recent-store.ts';
import { localStore } from '../../platform/storage.ts';
import { likeFromApp, sendPendingAppLike } from './product-like.ts';
import { reportDeviceInfo } from './reports.ts';
import { handTokensToApp, openOutsidePagesInSubWebView, runAppStart } from './start.ts';

/**
 * Everything the web does inside the native app's web view (docs/native-bridge.md): the answers to the
 * app's messages and the start. Loaded with the bridge module, only inside the app (bridge.tsx),
 * so a browser downloads none of it.
 */

/** The start sequence runs once per page load, however often the bridge mounts. */
let started = false;

/** Installs the handlers and the in-app behaviours; returns what undoes them. */
export function startAppWebView(
  deps: BridgeDeps,
  bridge: { installBridge: (handlers: BridgeHandlers) => () => void; callApp: typeof CallApp },
): () => void {
  const { installBridge, callApp } = bridge;
  const stops = [
    installBridge(createBridgeHandlers(deps)),
    handTokensToApp(callApp),
    // A like the app sent before the member signed in is sent once they have.
    onTokenPairObtained(() => void sendPendingAppLike(deps.queryClient)),
    openOutsidePagesInSubWebView(callApp),
  ];
  if (!started) {
    started = true;
    void runAppStart({ callApp, userAgent: navigator.userAgent });
  }
  return () => {
    for (const stop of stops) stop();
  };
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
    userToken?: string;
    accessToken?: string;
    refreshToken?: string;
    expireDt?: string;
    uid?: string;
  }) => {
    if (data.uid) localStore.set('uid', data.uid);
    if (data.userToken) localStore.set('userToken', data.userToken);
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
      // The app signed the member in itself: the session takes its pair, no dialog is needed. The app
      // says nothing of a ban, so the one stored stays until the profile tells (null would lift it).
      if (data?.accessToken && data.refreshToken) {
        closeLoginDialog();
        const banStatus = localStore.get('banStatus') ?? null;
        void session.start().then((actor) => actor.send({ type: 'session.signedIn', banStatus }));
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
