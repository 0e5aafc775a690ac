import styles from './toast-layer.module.css';

/**
 * The toasts' live region (`ToastLayer` renders into it). It is on the page from the start, without
 * XState: a live region added together with its first text is not announced by screen readers.
 */
export function ToastRegion({ ref }: { ref: (element: HTMLDivElement | null) => void }) {
  return <div ref={ref} className={styles.layer} role="status" aria-live="polite" />;
}
