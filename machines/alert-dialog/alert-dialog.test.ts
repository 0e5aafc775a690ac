import { describe, expect, it, vi } from 'vitest';
import { type AnyEventObject, createActor } from 'xstate';
import { describeModel } from '../testing/describe-model.ts';
import { type EventExecutor, execute } from '../testing/model-test.ts';
import {
  ALERT_FALLBACK_CONTENT,
  type AlertDialogEvent,
  type AlertRequest,
  alertContentOf,
  alertDialogMachine,
} from './alert-dialog.machine.ts';

const executors = {
  'alert.open': execute.send,
  'alert.confirm': execute.send,
} satisfies Record<AlertDialogEvent['type'], EventExecutor<typeof alertDialogMachine>>;

const callback = () => undefined;
const events: AnyEventObject[] = [
  { type: 'alert.open', content: '<b>이용이 제한되었습니다.</b>', onConfirm: callback },
  { type: 'alert.open', content: '' },
  { type: 'alert.confirm' },
];
const view = (queue: AlertRequest[]) =>
  queue.map((r) => ({ content: r.content, callback: r.onConfirm !== undefined }));

describeModel('alertDialogMachine', {
  machine: alertDialogMachine,
  inputs: [undefined],
  events,
  executors,
  project: (context) => view(context.queue),
  filterEvents: (snapshot, event) => event.type !== 'alert.open' || snapshot.context.queue.length < 3,
  check: ({ event, before, after, calls, harness }) => {
    const previous: AlertRequest[] = before?.context.queue ?? [];
    const snapshot = harness.snapshot as never;
    expect(after.hasTag('visible')).toBe(harness.snapshot.context.queue.length > 0);
    if (event.type === 'alert.open') {
      expect(calls).toEqual([]);
      // The open alert stays; a new one waits behind it.
      const shown = previous[0]?.content ?? (event.content as string);
      expect(alertContentOf(snapshot)).toBe(shown.trim() ? shown : ALERT_FALLBACK_CONTENT);
    }
    if (event.type === 'alert.confirm') {
      expect(calls).toEqual([
        { kind: 'action', name: 'runCallback', params: { callback: previous[0]?.onConfirm } },
      ]);
      expect(view(harness.snapshot.context.queue)).toEqual(view(previous.slice(1)));
      if (previous.length === 1) expect(alertContentOf(snapshot)).toBeNull();
    }
  },
});

describe('alertDialogMachine with its own callback runner', () => {
  it('runs each stored callback once, on its own confirm, and clears the content', () => {
    const first = vi.fn();
    const second = vi.fn();
    const actor = createActor(alertDialogMachine).start();
    actor.send({ type: 'alert.open', content: '첫 번째', onConfirm: first });
    actor.send({ type: 'alert.open', content: '두 번째', onConfirm: second });
    expect(alertContentOf(actor.getSnapshot())).toBe('첫 번째');
    actor.send({ type: 'alert.confirm' });
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 0]);
    expect(alertContentOf(actor.getSnapshot())).toBe('두 번째');
    actor.send({ type: 'alert.confirm' });
    actor.send({ type: 'alert.confirm' });
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 1]);
    expect(alertContentOf(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().hasTag('visible')).toBe(false);
  });
});
