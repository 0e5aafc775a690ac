import { lazy, Suspense } from 'react';
import { useLoadingVisible } from './loading.ts';

// With the lottie player's wrapper and its styles: loaded the first time something shows the overlay.
const LoadingOverlayPanel = lazy(() => import('./loading-overlay-panel.tsx'));

/** The global loading overlay (spec section 2), shown while any caller holds it (loading.ts). */
export function LoadingOverlay() {
  const visible = useLoadingVisible();
  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <LoadingOverlayPanel />
    </Suspense>
  );
}
