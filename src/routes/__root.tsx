import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { guardRequireAuth } from '../app/auth-guard.ts';
import type { RouterContext } from '../app/router-context.ts';
import { revalidateIfUnverified } from '../app/session-route.ts';
import { guardMaintenance } from '../features/maintenance/maintenance-guard.ts';
import { AppShell } from '../ui/app-shell.tsx';
import { FeedbackRoot } from '../ui/overlays/feedback-root.tsx';

const RootLayers = lazy(() => import('../app/root-layers.tsx'));

export const Route = createRootRouteWithContext<RouterContext>()({
  staticData: {},
  beforeLoad: async ({ matches, location, context, preload }) => {
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

/** The performance mark the benchmark splits the first load at (bench/bundle.ts). */
const FIRST_SCREEN_MARK = 'app:first-screen';

/** False for the first commit (the first route's screen), true right after it. */
function useFirstScreenShown(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (performance.getEntriesByName(FIRST_SCREEN_MARK).length === 0) performance.mark(FIRST_SCREEN_MARK);
    setShown(true);
  }, []);
  return shown;
}
