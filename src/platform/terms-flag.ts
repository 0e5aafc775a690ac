import { localStore } from './storage.ts';

/**
 * The stored terms-completed flag (spec sections 3 and 4), as the terms rule reads it: the string
 * 'true' or 'false', or null when absent. Writers go through here so the modal hears about it at once;
 * another tab's change arrives through the `storage` event.
 */
export type TermsCompleted = 'true' | 'false' | null;

const listeners = new Set<() => void>();

export function readTermsCompleted(): TermsCompleted {
  const value = localStore.get('terms-completed');
  return value === undefined ? null : value ? 'true' : 'false';
}

/** Stores the flag; the app profile's and the user profile's `isTermsChange` go straight in here. */
export function writeTermsCompleted(agreed: boolean): void {
  localStore.set('terms-completed', agreed);
  for (const listener of listeners) listener();
}

/** Removes the flag (logout): listeners hear of it like of a write. */
export function clearTermsCompleted(): void {
  localStore.remove('terms-completed');
  for (const listener of listeners) listener();
}

export function subscribeTermsCompleted(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === 'terms-completed' || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
