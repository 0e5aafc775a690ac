import { useMatches } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { createPortal } from 'react-dom';
import { TOAST } from '#contract/constants.ts';
import { isPointToast, type Toast, toastOffsets } from '#machines/toast-queue/toast-queue.machine.ts';
import { toastQueue } from './feedback-actors.ts';
import styles from './toast-layer.module.css';

/**
 * Toasts stack above the bottom bar (spec sections 2 and 9): 40 px high, 8 px apart, the newest lowest,
 * 94 px from the bottom with the bar and 34 px without. The bar's part is its height in CSS (60 px,
 * so 34 + 60 = 94): on a desktop the bar is at the top and its height at the bottom is 0. They render
 * into `region`, the live region `FeedbackRoot` keeps on the page from the start, so a screen reader
 * announces even the first toast.
 */
export function ToastLayer({ region }: { region: HTMLElement }) {
  const toasts = useSelector(toastQueue, (snapshot) => snapshot.context.toasts);
  const withBottomNavi = useMatches({
    select: (matches) => !matches.some((match) => match.staticData?.noBottomNavi === true),
  });
  const offsets = toastOffsets(toasts.length, false);
  const bar = withBottomNavi ? ' + var(--bottom-navi-height)' : '';
  return createPortal(
    <>
      {toasts.map((toast, index) => (
        <div
          key={toast.id}
          className={styles.toast}
          data-testid="toast"
          data-toast=""
          style={{ bottom: `calc(${offsets[index]}px${bar} + var(--safe-bottom))`, height: TOAST.heightPx }}
        >
          <ToastText toast={toast} />
        </div>
      ))}
    </>,
    region,
  );
}

function ToastText({ toast }: { toast: Toast }) {
  if (!isPointToast(toast)) return <span className={styles.phrase}>{toast.phrase}</span>;
  return (
    <span className={styles.phrase}>
      <PointIcon name={toast.icon} />
      {toast.startPhrase} <strong className={styles.point}>{toast.pointPhrase}</strong>
      {toast.endPhrase}
    </span>
  );
}

/** Stars are the product's points; any other icon name still gets the star rather than nothing. */
function PointIcon({ name }: { name: string }) {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      data-icon={name}
    >
      <path fill="#FFC107" d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z" />
    </svg>
  );
}
