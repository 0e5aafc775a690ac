import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { countPostView } from '#contract/community-posts.ts';
import { TOAST } from '#contract/constants.ts';
import type { ToastItem } from '#contract/guards.ts';
import { describeModel } from '../testing/describe-model.ts';
import { type EventExecutor, ModelHarness } from '../testing/model-test.ts';
import { responseToasts, VIEW_COUNT_PATH } from './response-toasts.ts';
import {
  isPointToast,
  type Toast,
  type ToastQueueEvent,
  toastOffsets,
  toastQueueMachine,
} from './toast-queue.machine.ts';

type Harness = ModelHarness<typeof toastQueueMachine>;

const TEXT: ToastItem = { phrase: '장바구니에 담았습니다.' };
const POINT: ToastItem = {
  icon: 'star',
  startPhrase: '출석 체크로',
  pointPhrase: '별 10개',
  endPhrase: '를 받았어요!',
};

// Each toast's own timer must fire on its own step: shows are 1 ms apart and a timeout step runs the
// clock exactly to the oldest toast's due time.
const dueTimes = new WeakMap<Harness, number[]>();
const show: EventExecutor<typeof toastQueueMachine> = (harness, event) => {
  harness.advance(1);
  harness.send(event);
  dueTimes.set(harness, [...(dueTimes.get(harness) ?? []), harness.clock.now() + TOAST.durationMs]);
};
const expireOldest: EventExecutor<typeof toastQueueMachine> = (harness) => {
  const [due, ...rest] = dueTimes.get(harness) ?? [];
  if (due === undefined) throw new Error('no toast is waiting to expire');
  dueTimes.set(harness, rest);
  harness.advance(due - harness.clock.now());
};

const executors = {
  'toast.show': show,
  'toast.timeout': expireOldest,
} satisfies Record<ToastQueueEvent['type'], EventExecutor<typeof toastQueueMachine>>;

const events: AnyEventObject[] = [
  { type: 'toast.show', item: TEXT },
  { type: 'toast.show', item: POINT },
  { type: 'toast.timeout' },
];
const withoutIds = (toasts: Toast[]) => toasts.map(({ id: _, ...item }) => item);

describeModel('toastQueue', {
  machine: toastQueueMachine,
  inputs: [undefined],
  events,
  executors,
  // Ids only ever grow; the model is the visible items. Three stacked toasts are plenty.
  project: (context) => withoutIds(context.toasts),
  filterEvents: (snapshot, event) => event.type !== 'toast.show' || snapshot.context.toasts.length < 3,
  check: ({ event, before, after, harness }) => {
    const previous: Toast[] = before?.context.toasts ?? [];
    const toasts: Toast[] = harness.snapshot.context.toasts;
    expect(after.hasTag('visible')).toBe(toasts.length > 0);
    expect(new Set(toasts.map((t) => t.id)).size).toBe(toasts.length);
    if (event.type === 'toast.show') {
      expect(withoutIds(toasts)).toEqual([...withoutIds(previous), event.item]);
    }
    if (event.type === 'toast.timeout') {
      expect(withoutIds(toasts)).toEqual(withoutIds(previous).slice(1));
    }
  },
});

describe('toastQueue timing', () => {
  it('keeps each toast 2000 ms from its own appearance', () => {
    const harness = new ModelHarness(toastQueueMachine, undefined, new Set());
    harness.start();
    harness.send({ type: 'toast.show', item: TEXT });
    harness.advance(500);
    harness.send({ type: 'toast.show', item: POINT });
    harness.advance(TOAST.durationMs - 500 - 1);
    expect(harness.snapshot.context.toasts).toHaveLength(2);
    harness.advance(1);
    expect(harness.snapshot.context.toasts.map((t: Toast) => t.id)).toEqual([2]);
    harness.advance(499);
    expect(harness.snapshot.hasTag('visible')).toBe(true);
    harness.advance(1);
    expect(harness.snapshot.hasTag('visible')).toBe(false);
  });
});

const itemArb: fc.Arbitrary<ToastItem> = fc.oneof(
  fc.record({ phrase: fc.string({ minLength: 1, maxLength: 40 }) }),
  fc.record({
    icon: fc.string({ minLength: 1, maxLength: 10 }),
    startPhrase: fc.string({ maxLength: 20 }),
    pointPhrase: fc.string({ maxLength: 20 }),
    endPhrase: fc.string({ maxLength: 20 }),
  }),
);

describe('responseToasts', () => {
  it('shows the valid toastItems of any response, in order', () => {
    fc.assert(
      fc.property(
        fc.array(itemArb),
        fc.array(fc.anything(), { maxLength: 3 }),
        fc.webPath(),
        (items, junk, path) => {
          fc.pre(!/view-?count/i.test(path));
          const body = {
            result: 1,
            toastItems: [...items, ...junk.filter((j) => typeof j !== 'object' || j === null)],
          };
          expect(responseToasts(path, body)).toEqual(items);
        },
      ),
    );
  });

  it("never shows toasts from the view count call, the contract's countPostView", () => {
    expect(VIEW_COUNT_PATH).toBe(countPostView.path);
    fc.assert(
      fc.property(fc.array(itemArb, { minLength: 1 }), fc.string(), (items, query) => {
        expect(responseToasts(countPostView.path, { toastItems: items })).toEqual([]);
        expect(responseToasts(`${countPostView.path}?${query}`, { toastItems: items })).toEqual([]);
      }),
    );
    // Its neighbours still show theirs.
    expect(responseToasts('/api/v1/community/post-share', { toastItems: [TEXT] })).toEqual([TEXT]);
  });

  it('answers nothing for bodies without toastItems', () => {
    for (const body of [null, undefined, 'text', 3, {}, { toastItems: 'x' }])
      expect(responseToasts('/a', body)).toEqual([]);
  });
});

describe('toastOffsets', () => {
  it('stacks toasts 48 px apart above 34 px (no bottom bar) or 94 px (with it), the newest lowest', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), fc.boolean(), (count, withBottomNavi) => {
        const offsets = toastOffsets(count, withBottomNavi);
        expect(offsets).toHaveLength(count);
        if (count === 0) return;
        expect(offsets.at(-1)).toBe(withBottomNavi ? 94 : 34);
        for (let i = 1; i < count; i += 1) expect(offsets[i - 1]! - offsets[i]!).toBe(40 + 8);
      }),
    );
  });

  it('tells point toasts apart', () => {
    expect(isPointToast({ ...POINT, id: 1 })).toBe(true);
    expect(isPointToast({ ...TEXT, id: 2 })).toBe(false);
  });
});
