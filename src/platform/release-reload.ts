/**
 * Reloading the page to pick up a new release (spec section 4): a code chunk is gone after a
 * deployment, or the server reports another web version. A reason reloads once, and again only after
 * `againAfterMs` if it gives one. When a reload did not help (the old release is still served, or a
 * deployment is broken), another one would only start a loop that leaves the shopper nothing to use;
 * the screen's own error state and retry stay instead.
 *
 * Self-contained on purpose: boot.ts uses it before the app, and platform/storage.ts with it, has
 * loaded. Its session storage key is listed there with the others.
 */

/** Session storage: when this tab last reloaded for each reason (epoch ms). */
export const RELEASE_RELOAD_KEY = 'releaseReload';

/** A broken deployment fails several chunks at once and again after the reload: one reason for all. */
export const CHUNK_RELOAD = { reason: 'chunk', againAfterMs: 5 * 60_000 } as const;

/** Enough for any real session; a longer record keeps its latest reasons. */
const MAX_REASONS = 20;

type Tried = Record<string, number>;

function readTried(storage: Storage): Tried {
  try {
    const value: unknown = JSON.parse(storage.getItem(RELEASE_RELOAD_KEY) ?? '{}');
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, number] => Number.isFinite(entry[1])),
    );
  } catch {
    return {};
  }
}

export interface ReloadOptions {
  /** Reload for the same reason again once this long has passed; without it, never again in this tab. */
  againAfterMs?: number;
  reload?: () => void;
  now?: number;
}

/**
 * Reloads the page for `reason` unless this tab already did (within `againAfterMs`); answers whether
 * it reloads. Without session storage a loop cannot be told from a first try, so it does not reload.
 */
export function reloadForRelease(
  reason: string,
  { againAfterMs, reload = () => window.location.reload(), now = Date.now() }: ReloadOptions = {},
): boolean {
  try {
    const storage = window.sessionStorage;
    const tried = readTried(storage);
    const last = tried[reason];
    if (last !== undefined && (againAfterMs === undefined || Math.abs(now - last) < againAfterMs))
      return false;
    const latest = Object.entries({ ...tried, [reason]: now })
      .sort((a, b) => b[1] - a[1])
      .slice(0, MAX_REASONS);
    storage.setItem(RELEASE_RELOAD_KEY, JSON.stringify(Object.fromEntries(latest)));
  } catch {
    return false;
  }
  reload();
  return true;
}

/**
 * Spec section 4: "other navigation errors reload the target URL". Loads `href` (the URL the failed
 * navigation was going to) afresh, once per URL in this tab: a second failure there keeps the error
 * screen and its retry instead of reloading in a loop. Answers whether it reloads.
 */
export function reloadNavigationTarget(
  href: string,
  { load, now }: { load?: (url: string) => void; now?: number } = {},
): boolean {
  const url = new URL(href, window.location.href).href;
  // The same URL with a #hash would only scroll: reload() is what loads it again.
  const go =
    load ??
    ((target: string) =>
      target === window.location.href ? window.location.reload() : window.location.assign(target));
  return reloadForRelease(`navigation ${url}`, {
    reload: () => go(url),
    ...(now === undefined ? {} : { now }),
  });
}
