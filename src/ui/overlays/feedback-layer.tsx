import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { alertDialog } from './feedback-actors.ts';
import { ToastLayer } from './toast-layer.tsx';

// DOMPurify comes with it: loaded the first time an alert opens.
const AlertDialog = lazy(() => import('./alert-dialog.tsx'));

/**
 * The feedback actors on screen: toasts, confirm and alert (on top). Brings XState, so `FeedbackRoot`
 * mounts it lazily, once the first feedback was asked for.
 */
export function FeedbackLayer({ toastRegion }: { toastRegion: HTMLElement }) {
  const alertOpen = useSelector(alertDialog, (snapshot) => snapshot.hasTag('visible'));
  return (
    <>
      <ToastLayer region={toastRegion} />
      <ConfirmDialog />
      {alertOpen && (
        <Suspense fallback={null}>
          <AlertDialog />
        </Suspense>
      )}
    </>
  );
}
