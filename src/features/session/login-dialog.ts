import { useSyncExternalStore } from 'react';

/**
 * Whether the login dialog is open (spec section 2: the native app's appLogin opens it, appClose
 * closes it). A tiny store without XState or zod: the bridge sets it, the root's layer
 * (components/login-dialog-layer.tsx) shows the dialog, whose code loads only when it opens.
 */

let open = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export function openLoginDialog(): void {
  set(true);
}

export function closeLoginDialog(): void {
  set(false);
}

export function isLoginDialogOpen(): boolean {
  return open;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLoginDialogOpen(): boolean {
  return useSyncExternalStore(subscribe, isLoginDialogOpen, () => false);
}
