/**
 * What the app reads from a session snapshot, free of XState so the route guard can import it without
 * loading the machine (the first screen's code does not carry XState).
 */

/** The part of a session snapshot these helpers read. */
export interface TaggedSnapshot {
  hasTag(tag: 'loggedIn' | 'pending'): boolean;
}

/** Route guards read this: fully logged in means the server validated the token. */
export function isLoggedIn(snapshot: TaggedSnapshot): boolean {
  return snapshot.hasTag('loggedIn');
}

/** Resolves once the session has an answer (validation or refresh done); reads snapshots only. */
export function sessionSettled(session: {
  getSnapshot(): TaggedSnapshot;
  subscribe(observer: {
    next: (snapshot: TaggedSnapshot) => void;
    error: () => void;
    complete: () => void;
  }): { unsubscribe(): void };
}): Promise<void> {
  return new Promise((resolve) => {
    if (!session.getSnapshot().hasTag('pending')) return resolve();
    // A stopped or failed actor has no answer to give either: let the caller go on.
    const subscription = session.subscribe({
      next: (snapshot) => {
        if (snapshot.hasTag('pending')) return;
        subscription.unsubscribe();
        resolve();
      },
      error: () => resolve(),
      complete: () => resolve(),
    });
  });
}
