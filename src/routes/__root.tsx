import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { guardRequireAuth } from '../app/auth-guard.ts';
import { validateRootSearch } from '../app/root-search.ts';
import type { RouterContext } from '../app/router-context.ts';
import { revalidateIfUnverified } from '../app/session-route.ts';
import { guardMaintenance } from '../features/maintenance/maintenance-guard.ts';
import { noteArrival } from '../features/session/arrival.ts';
import { markFirstScreen } from '../platform/first-screen.ts';
import { AppShell } from '../ui/app-shell.tsx';
import { FeedbackRoot } from '../ui/overlays/feedback-root.tsx';

const RootLayers = lazy(() => import('../app/root-layers.tsx'));

export const Route = createRootRouteWithContext<RouterContext>()({
  staticData: {},
  validateSearch: validateRootSearch,
  beforeLoad: async ({ matches, location, search, context, preload }) => {
    // Before any guard redirects away from the URL that carries the query.
    if (!preload) noteArrival(search.click_key);
    guardMaintenance(location);
    if (!preload) revalidateIfUnverified({ matches, context });
    await guardRequireAuth({ matches, location, context });
  },
  component: Root,
});

function Root() {
  const firstScreenShown = useFirstScreenShown();
  return (
    <AppShell>
      <Outlet />
      {firstScreenShown && (
        <Suspense fallback={null}>
          <RootLayers />
        </Suspense>
      )}
      <FeedbackRoot />
    </AppShell>
  );
}

/** False for the first commit (the first route's screen), true right after it. */
function useFirstScreenShown(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    markFirstScreen();
    setShown(true);
  }, []);
  return shown;
}
