import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isAppWebView } from '#machines/user-agent/user-agent.ts';
import { useSessionHost } from '../../features/session/hooks/use-session.ts';

/**
 * Mounted once in the root: answers the native app's messages (spec section 2) through the one bridge
 * module. In the app's web view the module (with zod) and the in-app code (webview.ts) load after
 * the first screen; in a browser never.
 */
export function NativeBridge() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const session = useSessionHost();

  useEffect(() => {
    // Only the app's web view has a native side to talk to; a browser never loads the bridge (or zod).
    if (!isAppWebView(navigator.userAgent)) return;
    let uninstall: (() => void) | undefined;
    let cancelled = false;
    void Promise.all([import('../../platform/bridge.ts'), import('./webview.ts')]).then(
      ([bridge, { startAppWebView }]) => {
        if (!cancelled) uninstall = startAppWebView({ router, queryClient, session }, bridge);
      },
    );
    return () => {
      cancelled = true;
      uninstall?.();
    };
  }, [router, queryClient, session]);

  return null;
}
