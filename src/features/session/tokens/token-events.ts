import type { TokenPair } from './tokens.ts';

/**
 * Tells who listens that this page stored a new token pair of its own, after a sign-in or a refresh
 * (not a pair the native app handed over). The native bridge passes it to the app (setToken,
 * docs/native-bridge.md), so the app's calls use the same session.
 */

type Listener = (pair: TokenPair) => void;

const listeners = new Set<Listener>();
/** The newest pair this page obtained: the landing page signs in before the lazy bridge listens. */
let latest: TokenPair | undefined;

function tell(listener: Listener, pair: TokenPair): void {
  try {
    listener({ accessToken: pair.accessToken, refreshToken: pair.refreshToken, expireDt: pair.expireDt });
  } catch {
    // A listener's failure is its own; the sign-in or refresh went through.
  }
}

/** Listens for new pairs; a pair this page obtained before the listener came is told at once. */
export function onTokenPairObtained(listener: Listener): () => void {
  listeners.add(listener);
  if (latest) tell(listener, latest);
  return () => listeners.delete(listener);
}

export function announceTokenPair(pair: TokenPair): void {
  latest = pair;
  for (const listener of listeners) tell(listener, pair);
}
