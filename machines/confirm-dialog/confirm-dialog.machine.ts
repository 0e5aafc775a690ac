import { type ActorRefFrom, assign, fromPromise, type SnapshotFrom, setup } from 'xstate';

/**
 * The generic confirm dialog of spec section 2 (380 px wide): content, confirm and cancel labels,
 * optionally persistent (outside click and Escape do nothing), buttons stacked or side by side.
 * After a click on confirm the button stays disabled until the dialog closes: the confirm callback
 * runs as an actor and the dialog closes when it has finished.
 */

export interface ConfirmRequest {
  /** A plain text heading above the content (it names the dialog); none by default. */
  title?: string;
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
  onCancel?: () => void;
}

export interface ConfirmDialogContext {
  request: ConfirmRequest | null;
}

export type ConfirmDialogEvent =
  | { type: 'confirm.open'; request: ConfirmRequest }
  | { type: 'confirm.accept' }
  | { type: 'confirm.cancel' }
  /** Outside click or Escape. */
  | { type: 'confirm.dismiss' };

export const CONFIRM_DEFAULT_LABELS = { confirm: '확인', cancel: '취소' } as const;

/** Labels and layout the screen renders, defaults filled in. */
export function confirmViewOf(request: ConfirmRequest) {
  return {
    content: request.content,
    confirmLabel: request.confirmLabel ?? CONFIRM_DEFAULT_LABELS.confirm,
    cancelLabel: request.cancelLabel ?? CONFIRM_DEFAULT_LABELS.cancel,
    persistent: request.persistent ?? false,
    layout: request.layout ?? 'horizontal',
  };
}

export const confirmDialogMachine = setup({
  types: {
    context: {} as ConfirmDialogContext,
    events: {} as ConfirmDialogEvent,
  },
  actors: {
    /** Runs the request's confirm callback; the dialog waits for it. */
    confirmAction: fromPromise<void, { onConfirm: ConfirmRequest['onConfirm'] }>(async ({ input }) => {
      await input.onConfirm?.();
    }),
  },
  actions: {
    store: assign(({ event }) => (event.type === 'confirm.open' ? { request: event.request } : {})),
    clear: assign({ request: null }),
    runCancel: (_, params: { callback: (() => void) | undefined }) => params.callback?.(),
  },
  guards: {
    dismissable: ({ context }) => context.request?.persistent !== true,
  },
}).createMachine({
  id: 'confirmDialog',
  context: { request: null },
  initial: 'closed',
  states: {
    closed: {
      on: { 'confirm.open': { target: 'open', actions: 'store' } },
    },
    open: {
      tags: ['visible'],
      initial: 'ready',
      states: {
        ready: {
          on: {
            'confirm.accept': { target: 'accepted' },
            'confirm.cancel': {
              target: '#confirmDialog.closed',
              actions: [
                { type: 'runCancel', params: ({ context }) => ({ callback: context.request?.onCancel }) },
                'clear',
              ],
            },
            'confirm.dismiss': {
              guard: 'dismissable',
              target: '#confirmDialog.closed',
              actions: [
                { type: 'runCancel', params: ({ context }) => ({ callback: context.request?.onCancel }) },
                'clear',
              ],
            },
            // A newer question replaces an unanswered one, which counts as cancelled.
            'confirm.open': {
              target: '#confirmDialog.open',
              reenter: true,
              actions: [
                { type: 'runCancel', params: ({ context }) => ({ callback: context.request?.onCancel }) },
                'store',
              ],
            },
          },
        },
        accepted: {
          tags: ['confirmDisabled', 'pending'],
          on: {
            // The shown question is being carried out and cannot be taken back: a newer one is
            // declined at once, so its caller hears a cancel instead of waiting for ever.
            'confirm.open': {
              actions: {
                type: 'runCancel',
                params: ({ event }) => ({ callback: event.request.onCancel }),
              },
            },
          },
          invoke: {
            id: 'confirmAction',
            src: 'confirmAction',
            input: ({ context }) => ({ onConfirm: context.request?.onConfirm }),
            onDone: { target: '#confirmDialog.closed', actions: 'clear' },
            // The callback failed: enable the button again so the shopper can retry or cancel.
            onError: { target: 'ready' },
          },
        },
      },
    },
  },
});

export type ConfirmDialogMachine = typeof confirmDialogMachine;
export type ConfirmDialogActor = ActorRefFrom<ConfirmDialogMachine>;
export type ConfirmDialogSnapshot = SnapshotFrom<ConfirmDialogMachine>;
