import { type ActorRefFrom, assign, type SnapshotFrom, setup } from 'xstate';

/**
 * The alert dialog of spec section 2: not dismissable, one "확인" button, HTML content (sanitised by
 * the screen). Confirming closes it, clears the content and runs the stored callback exactly once.
 * Alerts that arrive while one is open wait their turn, so no callback is ever lost.
 */

export interface AlertRequest {
  /** HTML from our code or the server; the screen sanitises it with DOMPurify. */
  content: string;
  /** Plain text heading, e.g. the error dialog's; none for a plain alert. */
  title?: string;
  onConfirm?: () => void;
}

export interface AlertDialogContext {
  /** The open alert first, then the waiting ones. */
  queue: AlertRequest[];
}

export type AlertDialogEvent = ({ type: 'alert.open' } & AlertRequest) | { type: 'alert.confirm' };

export const ALERT_CONFIRM_LABEL = '확인';
/** Shown when an alert was opened without content (spec section 2: "enter content"). */
export const ALERT_FALLBACK_CONTENT = '내용을 입력해 주세요.';

/** What the open alert shows: its content, the fallback when empty, null when closed. */
export function alertContentOf(snapshot: AlertDialogSnapshot): string | null {
  const current = snapshot.context.queue[0];
  if (!current) return null;
  return current.content.trim() ? current.content : ALERT_FALLBACK_CONTENT;
}

/** The open alert's heading, if it has one. */
export function alertTitleOf(snapshot: AlertDialogSnapshot): string | undefined {
  return snapshot.context.queue[0]?.title;
}

export const alertDialogMachine = setup({
  types: {
    context: {} as AlertDialogContext,
    events: {} as AlertDialogEvent,
  },
  actions: {
    enqueue: assign(({ context, event }) =>
      event.type === 'alert.open'
        ? {
            queue: [
              ...context.queue,
              { content: event.content, title: event.title, onConfirm: event.onConfirm },
            ],
          }
        : {},
    ),
    /** Runs the confirmed alert's callback; it is removed from the queue in the same step. */
    runCallback: (_, params: { callback: (() => void) | undefined }) => params.callback?.(),
    dropCurrent: assign(({ context }) => ({ queue: context.queue.slice(1) })),
  },
  guards: {
    moreWaiting: ({ context }) => context.queue.length > 1,
  },
}).createMachine({
  id: 'alertDialog',
  context: { queue: [] },
  initial: 'closed',
  states: {
    closed: {
      on: { 'alert.open': { target: 'open', actions: 'enqueue' } },
    },
    open: {
      tags: ['visible', 'blocking'],
      on: {
        'alert.open': { actions: 'enqueue' },
        'alert.confirm': [
          {
            guard: 'moreWaiting',
            target: 'open',
            reenter: true,
            actions: [
              { type: 'runCallback', params: ({ context }) => ({ callback: context.queue[0]?.onConfirm }) },
              'dropCurrent',
            ],
          },
          {
            target: 'closed',
            actions: [
              { type: 'runCallback', params: ({ context }) => ({ callback: context.queue[0]?.onConfirm }) },
              'dropCurrent',
            ],
          },
        ],
      },
    },
  },
});

export type AlertDialogMachine = typeof alertDialogMachine;
export type AlertDialogActor = ActorRefFrom<AlertDialogMachine>;
export type AlertDialogSnapshot = SnapshotFrom<AlertDialogMachine>;
