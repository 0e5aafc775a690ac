import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { guardRequireAuth } from '../app/auth-guard.ts';
import type { RouterContext } from '../app/router-context.ts';
import { FeedbackLayer } from '../features/feedback/components/feedback-layer.tsx';
import { InstallPopup } from '../features/install-popup/components/install-popup.tsx';
import { MaintenanceLayer } from '../features/maintenance/components/maintenance-layer.tsx';
import { guardMaintenance } from '../features/maintenance/maintenance.ts';
import { NativeBridge } from '../features/session/components/native-bridge.tsx';
import { revalidateIfUnverified } from '../features/session/session-route.ts';
import { TermsLayer } from '../features/terms/components/terms-layer.tsx';
import { AppShell } from '../ui/app-shell.tsx';

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
  return (
    <AppShell>
      <Outlet />
      <MaintenanceLayer />
      <TermsLayer />
      <InstallPopup />
      <FeedbackLayer />
      <NativeBridge />
    </AppShell>
  );
}
