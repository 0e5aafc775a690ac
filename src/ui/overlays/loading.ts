import { useSyncExternalStore } from 'react';

/**
 * The global loading overlay (spec section 2): shown while any caller holds it. Callers pair each
 * `showLoading()` with the function it returns, so overlapping work keeps it up until the last ends.
 */
let holders = 0;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function showLoading(): () => void {
  holders += 1;
  notify();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    notify();
  };
}

/** Shows the overlay until the promise settles; answers the promise. */
export async function withLoading<T>(work: Promise<T>): Promise<T> {
  const hide = showLoading();
  try {
    return await work;
  } finally {
    hide();
  }
}

export function useLoadingVisible(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => holders > 0,
    () => false,
  );
}
