import { useSyncExternalStore } from 'react';

/**
 * The unread notification count the bottom bar shows on its my page item. The count's query lives in
 * features/alarm and loads after the first screen (app/root-layers.tsx), which writes it here; until
 * then, and for a guest, it is 0 and the bar shows nothing. Kept this small on purpose: this file is
 * part of the first screen's chunk.
 */
let unread = 0;
const listeners = new Set<() => void>();

export function setUnreadAlarms(count: number): void {
  if (count === unread) return;
  unread = count;
  for (const listener of listeners) listener();
}

export function useUnreadAlarms(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => unread,
    () => 0,
  );
}
