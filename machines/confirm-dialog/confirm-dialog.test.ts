import { describe, expect, it, vi } from 'vitest';
import { type AnyEventObject, createActor } from 'xstate';
import { describeModel } from '../testing/describe-model.ts';
import { type EventExecutor, execute, flush } from '../testing/model-test.ts';
import {
  CONFIRM_DEFAULT_LABELS,
  type ConfirmDialogEvent,
  type ConfirmRequest,
  confirmDialogMachine,
  confirmViewOf,
} from './confirm-dialog.machine.ts';

type ModelEventType =
  | ConfirmDialogEvent['type']
  | 'xstate.done.actor.confirmAction'
  | 'xstate.error.actor.confirmAction';

const executors = {
  'confirm.open': execute.send,
  'confirm.accept': execute.send,
  'confirm.cancel': execute.send,
  'confirm.dismiss': execute.send,
  'xstate.done.actor.confirmAction': execute.settle,
  'xstate.error.actor.confirmAction': execute.fail,
} satisfies Record<ModelEventType, EventExecutor<typeof confirmDialogMachine>>;

const onConfirm = () => undefined;
const onCancel = () => undefined;
const LEAVE: ConfirmRequest = {
  content: '완료하지 않고 나가시겠어요?',
  confirmLabel: '나가기',
  cancelLabel: '동의하기',
  onConfirm,
  onCancel,
};
const PERSISTENT: ConfirmRequest = {
  content: '정말 삭제할까요?',
  persistent: true,
  layout: 'stacked',
  onConfirm,
};

const events: AnyEventObject[] = [
  { type: 'confirm.open', request: LEAVE },
  { type: 'confirm.open', request: PERSISTENT },
  { type: 'confirm.accept' },
  { type: 'confirm.cancel' },
  { type: 'confirm.dismiss' },
  { type: 'xstate.done.actor.confirmAction', output: undefined },
  { type: 'xstate.error.actor.confirmAction', error: { message: 'failed' } },
];

describeModel('confirmDialogMachine', {
  machine: confirmDialogMachine,
  inputs: [undefined],
  events,
  executors,
  check: ({ event, before, after, calls, harness }) => {
    const request: ConfirmRequest | null = before?.context.request ?? null;
    const visible = after.hasTag('visible');
    expect(visible).toBe(harness.snapshot.context.request !== null);
    if (event.type === 'confirm.accept') {
      expect(after.hasTag('confirmDisabled')).toBe(true);
      expect(calls).toEqual([
        { kind: 'actor', name: 'confirmAction', params: { onConfirm: request?.onConfirm } },
      ]);
    }
    if (event.type === 'confirm.cancel' || event.type === 'confirm.dismiss') {
      expect(request?.persistent && event.type === 'confirm.dismiss').toBeFalsy();
      expect(calls).toEqual([{ kind: 'action', name: 'runCancel', params: { callback: request?.onCancel } }]);
      expect(visible).toBe(false);
    }
    if (event.type === 'confirm.open' && before?.hasTag('pending')) {
      // Carrying out the shown question: the newer one is declined, the shown one stays.
      const declined = (event as unknown as { request: ConfirmRequest }).request;
      expect(calls).toEqual([{ kind: 'action', name: 'runCancel', params: { callback: declined.onCancel } }]);
      expect(after.context.request).toBe(request);
      expect(after.hasTag('pending')).toBe(true);
    } else if (event.type === 'confirm.open' && before?.hasTag('visible')) {
      expect(calls).toEqual([{ kind: 'action', name: 'runCancel', params: { callback: request?.onCancel } }]);
    }
    if (event.type === 'xstate.done.actor.confirmAction') expect(visible).toBe(false);
    if (event.type === 'xstate.error.actor.confirmAction') {
      expect(visible).toBe(true);
      expect(after.hasTag('confirmDisabled')).toBe(false);
    }
  },
});

describe('confirmDialogMachine with its own callback runner', () => {
  it('keeps confirm disabled while the callback runs, ignores further clicks, closes after it', async () => {
    let finish: () => void = () => {};
    const confirmed = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const cancelled = vi.fn();
    const actor = createActor(confirmDialogMachine).start();
    actor.send({
      type: 'confirm.open',
      request: { content: '나가시겠어요?', onConfirm: confirmed, onCancel: cancelled },
    });
    actor.send({ type: 'confirm.accept' });
    actor.send({ type: 'confirm.accept' });
    actor.send({ type: 'confirm.cancel' });
    actor.send({ type: 'confirm.dismiss' });
    expect(actor.getSnapshot().hasTag('confirmDisabled')).toBe(true);
    expect(confirmed).toHaveBeenCalledTimes(1);
    finish();
    await flush();
    expect(actor.getSnapshot().hasTag('visible')).toBe(false);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('declines a newer question while the shown one is being carried out', async () => {
    let finish: () => void = () => {};
    const actor = createActor(confirmDialogMachine).start();
    actor.send({
      type: 'confirm.open',
      request: {
        content: '나가시겠어요?',
        onConfirm: () => new Promise<void>((resolve) => (finish = resolve)),
      },
    });
    actor.send({ type: 'confirm.accept' });
    const newer = vi.fn();
    actor.send({ type: 'confirm.open', request: { content: '삭제할까요?', onCancel: newer } });
    expect(newer).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.request?.content).toBe('나가시겠어요?');
    finish();
    await flush();
    expect(actor.getSnapshot().hasTag('visible')).toBe(false);
  });

  it('ignores outside clicks on a persistent dialog', () => {
    const actor = createActor(confirmDialogMachine).start();
    actor.send({ type: 'confirm.open', request: PERSISTENT });
    actor.send({ type: 'confirm.dismiss' });
    expect(actor.getSnapshot().hasTag('visible')).toBe(true);
  });

  it('fills default labels and layout', () => {
    expect(confirmViewOf({ content: '확인할까요?' })).toEqual({
      content: '확인할까요?',
      confirmLabel: CONFIRM_DEFAULT_LABELS.confirm,
      cancelLabel: CONFIRM_DEFAULT_LABELS.cancel,
      persistent: false,
      layout: 'horizontal',
    });
  });
});
