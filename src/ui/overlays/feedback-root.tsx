import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { configureHttp } from '../../api/http.ts';
import { showResponseToasts } from './feedback.ts';
import { feedbackRequested, subscribeFeedbackRequested } from './feedback-loader.ts';
import { LoadingOverlay } from './loading-overlay.tsx';
import { ToastRegion } from './toast-region.tsx';

/**
 * Every response's toastItems become toasts (spec section 7), except the product view count. Set when
 * this module is evaluated, which the router's import of the root route does before main.tsx loads the
 * first route: the boot requests answer before React mounts, and their toasts must not be lost. The
 * toasts themselves wait for the lazily loaded actors (feedback.ts), so this adds no XState.
 */
configureHttp({
  onToastItems: (items, ref) =>
    showResponseToasts(ref.path.replace(/:[A-Za-z]+\??/g, '0'), { toastItems: items }),
});

// XState and the feedback machines come with it, so it stays out of the first load.
const FeedbackLayer = lazy(() =>
  import('./feedback-layer.tsx').then((module) => ({ default: module.FeedbackLayer })),
);

/**
 * Mounted once by the root route. The loading overlay is here from the start; toasts and dialogs
 * mount on the first `showToast`, `alert` or `confirm` (the calls wait for the actors, not for this).
 */
export function FeedbackRoot() {
  const requested = useSyncExternalStore(subscribeFeedbackRequested, feedbackRequested, feedbackRequested);
  const [toastRegion, setToastRegion] = useState<HTMLDivElement | null>(null);
  return (
    <>
      <ToastRegion ref={setToastRegion} />
      <LoadingOverlay />
      {requested && toastRegion && (
        <Suspense fallback={null}>
          <FeedbackLayer toastRegion={toastRegion} />
        </Suspense>
      )}
    </>
  );
}
