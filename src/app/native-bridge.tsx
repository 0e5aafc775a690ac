import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { classifyLink } from '../../contract/links.ts';
import { isAppWebView } from '../../machines/user-agent/user-agent.ts';
import { applyDevicePush } from '../features/account/api/settings.ts';
import type { SessionHost } from '../features/session/session-host.ts';
import { clearStoredTokens, clearTokenCookies, storeTokenPair } from '../features/session/tokens.ts';
import { useSessionHost } from '../features/session/use-session.ts';
import type { BridgeHandlers } from '../platform/bridge.ts';
import { addRecentProduct } from '../platform/recent-store.ts';
import { localStore } from '../platform/storage.ts';

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
    void import('../platform/bridge.ts').then(({ installBridge }) => {
      if (!cancelled) uninstall = installBridge(handlers);
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
      if (data?.accessToken && data.refreshToken)
        void session.start().then((actor) => actor.send({ type: 'session.signedIn', banStatus: null }));
      else void router.navigate({ to: '/login' });
    },
    appTokenRefresh: ({ data }) => storeContext(data),
    appClose: () => {
      if (router.state.location.pathname.startsWith('/login')) router.history.back();
    },
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
    appProductLike: ({ data }) => localStore.set('appProductLike', data),
    appLoadUrl: ({ data }) => {
      if (data?.mode === 'reload') window.location.reload();
      else void router.navigate({ to: '/' });
    },
  };
}
