import styles from './loading-overlay.module.css';
import { LottieAnimation } from './lottie-animation.tsx';

export const SPINNER_SRC = '/lottie/spinner.json';

/** The global loading overlay with the looping spinner (spec section 2); `LoadingOverlay` mounts it. */
export default function LoadingOverlayPanel() {
  return (
    <div className={styles.overlay} role="status" aria-live="polite" aria-label="불러오는 중">
      <LottieAnimation src={SPINNER_SRC} size={72} fallback={<span className={styles.spinner} />} />
    </div>
  );
}
