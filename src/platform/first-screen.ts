/**
 * The moment React has committed the first route's screen. routes/__root.tsx marks it once, as the
 * performance mark `app:first-screen` (the benchmark splits the first load there, bench/bundle.ts);
 * work the first screen does not need waits for it, so it never lengthens the first commit.
 */
export const FIRST_SCREEN_MARK = 'app:first-screen';

const waiting: (() => void)[] = [];
let shown = false;

export function markFirstScreen(): void {
  if (shown) return;
  shown = true;
  if (performance.getEntriesByName(FIRST_SCREEN_MARK).length === 0) performance.mark(FIRST_SCREEN_MARK);
  for (const callback of waiting.splice(0)) callback();
}

/** Runs `callback` once the first screen is shown: at once when it already is. */
export function afterFirstScreen(callback: () => void): void {
  if (shown) callback();
  else waiting.push(callback);
}
