import { createActor } from 'xstate';
import type { ToastItem } from '../../../contract/guards.ts';
import { alertDialogMachine } from '../../../machines/alert-dialog/alert-dialog.machine.ts';
import { confirmDialogMachine } from '../../../machines/confirm-dialog/confirm-dialog.machine.ts';
import { responseToasts, toastQueueMachine } from '../../../machines/toast-queue/toast-queue.machine.ts';

/**
 * The feedback API every feature uses: toasts, the alert and the confirm dialog of spec section 2.
 * One actor of each runs for the whole page (a dialog is a page-wide fact, like the URL), so callers
 * outside React (the HTTP client, the session wiring, machines' provided actions) can open them too.
 * `<FeedbackLayer />` in the root route renders whatever these actors hold.
 *
 * This interface is what other features code against; keep it stable.
 */

export const toastQueue = createActor(toastQueueMachine).start();
export const alertDialog = createActor(alertDialogMachine).start();
export const confirmDialog = createActor(confirmDialogMachine).start();

/** Shows a toast for 2000 ms: a plain phrase, or a toast item (phrase, or a point toast). */
export function showToast(item: string | ToastItem): void {
  toastQueue.send({ type: 'toast.show', item: typeof item === 'string' ? { phrase: item } : item });
}

/** Shows the toasts a response asks for (`toastItems`), except for the product view count call. */
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
  /** Runs once, after '확인' closed the alert. */
  onConfirm?: () => void;
}

/**
 * Opens the non-dismissable alert. Resolves once the shopper pressed '확인' (after `onConfirm` ran).
 * Alerts opened while one is showing wait their turn.
 */
export function alert({ html, onConfirm }: AlertOptions): Promise<void> {
  return new Promise<void>((resolve) => {
    alertDialog.send({
      type: 'alert.open',
      content: html,
      onConfirm: () => {
        try {
          onConfirm?.();
        } finally {
          resolve();
        }
      },
    });
  });
}

export interface ConfirmOptions {
  /** Plain text; line breaks are kept. */
  content: string;
  /** Default '확인'. */
  confirmLabel?: string;
  /** Default '취소'. */
  cancelLabel?: string;
  /** Outside click and Escape do nothing. */
  persistent?: boolean;
  /** Buttons side by side (default) or stacked, confirm on top. */
  layout?: 'stacked' | 'horizontal';
  /**
   * Runs on confirm while the button stays disabled; the dialog closes when it settles. A rejection
   * keeps the dialog open with the button enabled again, so the shopper can retry or cancel.
   */
  onConfirm?: () => void | Promise<void>;
}

/**
 * Opens the confirm dialog. Resolves true once confirmed (after `onConfirm` finished), false when
 * cancelled, dismissed, or replaced by a newer confirm.
 */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const { onConfirm, ...request } = options;
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
    });
  });
}
