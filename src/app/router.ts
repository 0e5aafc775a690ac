import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { SessionHost } from '../features/session/session-host.ts';
import { routeTree } from '../routeTree.gen.ts';
import { RouteError } from '../ui/route-error.tsx';

export function createAppRouter({
  queryClient,
  history,
  session,
}: {
  queryClient: QueryClient;
  history?: RouterHistory;
  /** The session host; guards read the actor's snapshot (app/auth-guard.ts). */
  session?: SessionHost;
}) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient, session },
    defaultPreload: 'intent',
    // TanStack Query decides freshness; the router always asks it (and it answers from cache).
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultErrorComponent: RouteError,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
