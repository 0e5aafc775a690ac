import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { hideAllLoading } from './loading.ts';
import styles from './loading-overlay.module.css';
import { LottieAnimation } from './lottie-animation.tsx';

export const SPINNER_SRC = '/lottie/spinner.json';

/** The global loading overlay with the looping spinner (spec section 2); `LoadingOverlay` mounts it. */
export default function LoadingOverlayPanel() {
  useHideOnNavigation();
  return (
    <div className={styles.overlay} role="status" aria-live="polite" aria-label="불러오는 중">
      <LottieAnimation src={SPINNER_SRC} size={72} fallback={<span className={styles.spinner} />} />
    </div>
  );
}

/**
 * A navigation (the browser's back button, a native app's moveRoute, the flow's own redirect) ends
 * the wait the overlay stood for: it comes down even if the work it covered never answers.
 */
function useHideOnNavigation(): void {
  // Outside a router (unit tests of the overlay alone) there is nothing to follow.
  const router = useRouter({ warn: false }) as ReturnType<typeof useRouter> | undefined;
  // Only a new URL: the router also "navigates" in place on `invalidate()` (a session change), which
  // ends no wait.
  useEffect(
    () =>
      router?.subscribe('onBeforeNavigate', (event) => {
        if (event.hrefChanged) hideAllLoading();
      }),
    [router],
  );
}
