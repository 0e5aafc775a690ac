import { useSyncExternalStore } from 'react';

/**
 * The global loading overlay (spec section 2), for flows the shopper must wait for and must not start
 * twice (the sign-in landing, the star exchange, the withdrawal). It shows while any caller holds it.
 * Callers pair each `showLoading()` with the function it returns, so overlapping work keeps it up
 * until the last ends. It always comes down: `withLoading` on settling (errors too), `useLoadingHold`
 * also when its screen unmounts, and every hold on navigation (the panel lets go of them all), so a
 * call that never answers cannot leave a page that takes no taps.
 */
const holders = new Set<object>();
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function showLoading(): () => void {
  const holder = {};
  holders.add(holder);
  notify();
  return () => {
    if (holders.delete(holder)) notify();
  };
}

/** Lets go of every hold: the shopper navigated away from whatever was waiting. */
export function hideAllLoading(): void {
  if (holders.size === 0) return;
  holders.clear();
  notify();
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
    () => holders.size > 0,
    () => false,
  );
}
