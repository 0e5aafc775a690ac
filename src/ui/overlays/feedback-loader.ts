/**
 * Loads `feedback-actors.ts` (and with it XState) the first time any feedback is asked for, and tells
 * `FeedbackRoot` so, which mounts the layer that renders the actors only then. No XState here: this
 * file is part of the first load.
 */
export type FeedbackActors = typeof import('./feedback-actors.ts');

let loading: Promise<FeedbackActors> | undefined;
let loaded: FeedbackActors | undefined;
let requested = false;
const listeners = new Set<() => void>();

export function loadFeedbackActors(): Promise<FeedbackActors> {
  if (loading) return loading;
  loading = import('./feedback-actors.ts').then(
    (actors) => {
      loaded = actors;
      return actors;
    },
    (error: unknown) => {
      // The built app reloads on a failed chunk (boot.ts); anywhere else the next call tries again.
      loading = undefined;
      throw error;
    },
  );
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return loading;
}

/** The actors once their module has arrived. */
export function loadedFeedbackActors(): FeedbackActors | undefined {
  return loaded;
}

/** True once anything asked for feedback. */
export function feedbackRequested(): boolean {
  return requested;
}

export function subscribeFeedbackRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
