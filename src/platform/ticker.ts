import { useSyncExternalStore } from 'react';

/**
 * One shared one-second clock for every countdown on screen: a single timer runs while at least one
 * component listens and stops with the last one, so a grid of 100 deal cards costs one timer. Ticks
 * land on wall-clock second boundaries, so every countdown changes at the same moment.
 */
type Listener = () => void;

const SECOND = 1000;
const wholeSecond = (ms: number) => Math.floor(ms / SECOND) * SECOND;

const listeners = new Set<Listener>();
let timer: ReturnType<typeof setTimeout> | undefined;
let now = wholeSecond(Date.now());

function tick(): void {
  // A timer may fire a few ms early or late; rounding keeps it on the boundary it was aimed at.
  now = Math.round(Date.now() / SECOND) * SECOND;
  for (const listener of listeners) listener();
}

function start(): void {
  now = wholeSecond(Date.now());
  timer = setTimeout(
    () => {
      tick();
      timer = setInterval(tick, SECOND);
    },
    SECOND - (Date.now() % SECOND),
  );
}

function stop(): void {
  clearTimeout(timer);
  clearInterval(timer);
  timer = undefined;
}

export function subscribeToTicks(listener: Listener): () => void {
  listeners.add(listener);
  if (timer === undefined) start();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) stop();
  };
}

/** The current whole second (ms). Stable between ticks, as useSyncExternalStore requires. */
export function currentTick(): number {
  return timer === undefined ? wholeSecond(Date.now()) : now;
}

const noSubscription = () => () => {};

/** The current time in ms (whole seconds), re-rendering each second while `running`. */
export function useNow(running = true): number {
  return useSyncExternalStore(running ? subscribeToTicks : noSubscription, currentTick, currentTick);
}

/**
 * Something derived from the current time that changes rarely (a deal's phase): the component listens
 * to every tick but re-renders only when `select` returns a different value.
 */
export function useTickValue<T extends string | number | boolean>(
  select: (now: number) => T,
  running = true,
): T {
  const snapshot = () => select(currentTick());
  return useSyncExternalStore(running ? subscribeToTicks : noSubscription, snapshot, snapshot);
}
