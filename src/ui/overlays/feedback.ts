import type { ToastItem } from '#contract/guards.ts';
import type { ConfirmRequest } from '#machines/confirm-dialog/confirm-dialog.machine.ts';
import { responseToasts } from '#machines/toast-queue/response-toasts.ts';
import { type FeedbackActors, loadedFeedbackActors, loadFeedbackActors } from './feedback-loader.ts';

/**
 * The feedback API every feature uses: toasts, the alert and the confirm dialog of spec section 2.
 * One actor of each runs for the whole page (`feedback-actors.ts`), so callers outside React (the HTTP
 * client, the session wiring, machines' provided actions) can open them too. The actors and XState
 * load on the first call, not with the page; `<FeedbackRoot />` in the root route then mounts the
 * layer that renders them.
 *
 * This interface is what other features code against; keep it stable.
 */

/** Calls waiting for the actors module; while any wait, later calls queue behind them. */
let waiting = 0;

/** Runs `use` with the actors: now once they are here, else after every earlier call, in call order. */
function withActors(use: (actors: FeedbackActors) => void): void {
  const actors = loadedFeedbackActors();
  if (actors && waiting === 0) {
    use(actors);
    return;
  }
  waiting += 1;
  // Reactions to one promise run in the order they were added, so queued calls keep their order.
  loadFeedbackActors().then(
    (loaded) => {
      waiting -= 1;
      use(loaded);
    },
    (error: unknown) => {
      waiting -= 1;
      console.error('알림 모듈을 불러오지 못했습니다.', error);
    },
  );
}

/** Shows a toast for 2000 ms: a plain phrase, or a toast item (phrase, or a point toast). */
export function showToast(item: string | ToastItem): void {
  const toast = typeof item === 'string' ? { phrase: item } : item;
  withActors(({ toastQueue }) => toastQueue.send({ type: 'toast.show', item: toast }));
}

/**
 * Shows the toasts a response asks for (`toastItems`), except for the product view count call. A
 * response without any loads nothing.
 */
export function showResponseToasts(path: string, body: unknown): void {
  for (const item of responseToasts(path, body)) showToast(item);
}

/** Plain text (e.g. a server message) as HTML for `alert`, so '<' and '&' show as typed. */
export function textToHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`).replace(/\n/g, '<br>');
}

export interface AlertOptions {
  /** HTML (ours or the server's); sanitised with DOMPurify before it is shown. Empty shows the fallback. */
  html: string;
  /** A plain text heading (the error dialog's); none by default. */
  title?: string;
  /** Runs once, after '확인' closed the alert. */
  onConfirm?: () => void;
}

/**
 * Opens the non-dismissable alert. Resolves once the shopper pressed '확인' (after `onConfirm` ran).
 * Alerts opened while one is showing wait their turn.
 */
export function alert({ html, title, onConfirm }: AlertOptions): Promise<void> {
  return new Promise<void>((resolve) => {
    withActors(({ alertDialog }) =>
      alertDialog.send({
        type: 'alert.open',
        content: html,
        title,
        onConfirm: () => {
          try {
            onConfirm?.();
          } finally {
            resolve();
          }
        },
      }),
    );
  });
}

/** The confirm dialog's request (its machine's), without `onCancel`: `confirm` resolves false instead. */
export type ConfirmOptions = Omit<ConfirmRequest, 'onCancel'>;

/**
 * Opens the confirm dialog. Resolves true once confirmed (after `onConfirm` finished), false when
 * cancelled, dismissed, or replaced by a newer confirm.
 */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const { onConfirm, ...request } = options;
    withActors(({ confirmDialog }) =>
      confirmDialog.send({
        type: 'confirm.open',
        request: {
          ...request,
          onConfirm: async () => {
            await onConfirm?.();
            resolve(true);
          },
          onCancel: () => resolve(false),
        },
      }),
    );
  });
}
