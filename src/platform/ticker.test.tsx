// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { currentTick, subscribeToTicks, useNow } from './ticker.ts';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-09-26T03:00:00.250Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

it('runs one timer for any number of listeners and stops with the last one', () => {
  const a = vi.fn();
  const b = vi.fn();
  const stopA = subscribeToTicks(a);
  const stopB = subscribeToTicks(b);
  expect(vi.getTimerCount()).toBe(1);
  vi.advanceTimersByTime(3000);
  expect(vi.getTimerCount()).toBe(1);
  expect(a).toHaveBeenCalledTimes(3);
  expect(b).toHaveBeenCalledTimes(3);
  stopA();
  expect(vi.getTimerCount()).toBe(1);
  stopB();
  expect(vi.getTimerCount()).toBe(0);
});

it('ticks on whole seconds of the wall clock', () => {
  const seen: number[] = [];
  const stop = subscribeToTicks(() => seen.push(currentTick()));
  vi.advanceTimersByTime(2000);
  stop();
  expect(seen).toEqual([Date.parse('2025-09-26T03:00:01.000Z'), Date.parse('2025-09-26T03:00:02.000Z')]);
});

function Clock({ id }: { id: string }) {
  return <span data-testid={id}>{useNow()}</span>;
}

function Frozen() {
  return <span>{useNow(false)}</span>;
}

it('re-renders every component with the same second, and stops when they unmount', () => {
  const view = render(
    <>
      <Clock id="a" />
      <Clock id="b" />
    </>,
  );
  act(() => {
    vi.advanceTimersByTime(1000);
  });
  expect(view.getByTestId('a').textContent).toBe(String(Date.parse('2025-09-26T03:00:01.000Z')));
  expect(view.getByTestId('b').textContent).toBe(view.getByTestId('a').textContent);
  expect(vi.getTimerCount()).toBe(1);
  view.unmount();
  expect(vi.getTimerCount()).toBe(0);
});

it('does not run a timer for a clock that is not running', () => {
  const view = render(<Frozen />);
  expect(vi.getTimerCount()).toBe(0);
  view.unmount();
});
