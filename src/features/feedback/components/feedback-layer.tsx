import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect } from 'react';
import { configureHttp } from '../../../api/http.ts';
import { alertDialog, showResponseToasts } from '../feedback.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { LoadingOverlay } from './loading-overlay.tsx';
import { ToastLayer } from './toast-layer.tsx';

// DOMPurify comes with it: loaded the first time an alert opens.
const AlertDialog = lazy(() => import('./alert-dialog.tsx'));

/** Everything of the feedback API on screen: toasts, loading overlay, confirm and alert (on top). */
export function FeedbackLayer() {
  const alertOpen = useSelector(alertDialog, (snapshot) => snapshot.hasTag('visible'));
  useResponseToasts();
  return (
    <>
      <ToastLayer />
      <LoadingOverlay />
      <ConfirmDialog />
      {alertOpen && (
        <Suspense fallback={null}>
          <AlertDialog />
        </Suspense>
      )}
    </>
  );
}

/** Every response's toastItems become toasts (spec section 7), except the product view count. */
export function useResponseToasts(): void {
  useEffect(() => {
    configureHttp({
      onToastItems: (items, ref) =>
        showResponseToasts(ref.path.replace(/:[A-Za-z]+\??/g, '0'), { toastItems: items }),
    });
    return () => configureHttp({ onToastItems: undefined });
  }, []);
}
