import { lazy, Suspense } from 'react';
import { useLoginDialogOpen } from '../login-dialog.ts';

const LoginDialog = lazy(() => import('./login-dialog.tsx'));

/**
 * Mounted with the page-wide layers (app/root-layers.tsx): shows the login dialog while it is open
 * (login-dialog.ts); its code loads the first time it opens.
 */
export function LoginDialogLayer() {
  const open = useLoginDialogOpen();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  );
}
