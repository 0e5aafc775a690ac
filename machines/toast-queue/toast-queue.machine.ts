import { type ActorRefFrom, assign, raise, type SnapshotFrom, setup } from 'xstate';
import { TOAST } from '#contract/constants.ts';
import type { ToastItem } from '#contract/guards.ts';

/**
 * Toasts (spec sections 2, 4, 7 and 9): each disappears 2000 ms after it appeared; they stack above
 * the bottom bar, 40 px high with 8 px between them, the newest at the bottom. A toast is a phrase, or
 * a point toast: an icon and three phrases (start, point, end) the screen styles differently.
 */

export type Toast = ToastItem & { id: number };
export type PointToast = Extract<Toast, { icon: string }>;

export function isPointToast(toast: Toast): toast is PointToast {
  return 'icon' in toast;
}

export interface ToastQueueContext {
  /** Oldest first. */
  toasts: Toast[];
  nextId: number;
}

export type ToastQueueEvent =
  | { type: 'toast.show'; item: ToastItem }
  /** Raised by the machine itself 2000 ms after each toast: the oldest one goes. */
  | { type: 'toast.timeout' };

/** Distance from the viewport bottom of each toast, oldest first (the newest sits lowest). */
export function toastOffsets(count: number, withBottomNavi: boolean): number[] {
  const base = withBottomNavi ? TOAST.bottomOffsetPx.withBottomNavi : TOAST.bottomOffsetPx.withoutBottomNavi;
  return Array.from(
    { length: count },
    (_, index) => base + (count - 1 - index) * (TOAST.heightPx + TOAST.gapPx),
  );
}

export const toastQueueMachine = setup({
  types: {
    context: {} as ToastQueueContext,
    events: {} as ToastQueueEvent,
  },
  actions: {
    enqueue: assign(({ context, event }) =>
      event.type === 'toast.show'
        ? { toasts: [...context.toasts, { ...event.item, id: context.nextId }], nextId: context.nextId + 1 }
        : {},
    ),
    // One timer per toast; all last equally long, so they expire oldest first.
    scheduleExpiry: raise({ type: 'toast.timeout' } as const, { delay: TOAST.durationMs }),
    dropOldest: assign(({ context }) => ({ toasts: context.toasts.slice(1) })),
  },
  guards: {
    lastToast: ({ context }) => context.toasts.length <= 1,
  },
}).createMachine({
  id: 'toastQueue',
  context: { toasts: [], nextId: 1 },
  initial: 'empty',
  states: {
    empty: {
      on: { 'toast.show': { target: 'showing', actions: ['enqueue', 'scheduleExpiry'] } },
    },
    showing: {
      tags: ['visible'],
      on: {
        'toast.show': { actions: ['enqueue', 'scheduleExpiry'] },
        'toast.timeout': [
          { guard: 'lastToast', target: 'empty', actions: 'dropOldest' },
          { actions: 'dropOldest' },
        ],
      },
    },
  },
});

export type ToastQueueMachine = typeof toastQueueMachine;
export type ToastQueueActor = ActorRefFrom<ToastQueueMachine>;
export type ToastQueueSnapshot = SnapshotFrom<ToastQueueMachine>;
