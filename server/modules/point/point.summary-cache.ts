import type { Db } from '../../db/schema.ts';
import type { SummaryFigureBounds, SummaryFigures } from './point.repository.ts';

/**
 * The star summary's figures (stars expiring within the window, stars earned since the level's
 * `since`), kept in process per member so the summary's statement need not read them again
 * (point.repository.ts `sessionLedgerStateWithSummaryFigures`). Nothing here is trusted on its own:
 *
 * - **Writes.** Kept figures are used only when the account's `ledger_version`, read in the same
 *   statement as the caller's session on every request, is still the one they were read at. Every
 *   write of a member's stars moves it in its own transaction (MemberLedger.save), whoever writes:
 *   this instance, another one, the expiry or auto-exchange job, an operator command.
 * - **Time.** The figures change without a write when the clock moves a lot into or out of the
 *   expiring window, or an earning out of the level's twelve months. Each entry keeps the instants
 *   where that next happens (its bounds, read with the figures) and holds only before them, only
 *   for a `now` no earlier than its own, and only within the level's same partial month. The clock
 *   is the caller's (`app.now()`), so tests that set it see the figures move.
 * - **Members.** Entries are keyed by the member the figures were read for; the guard admits a caller
 *   only when the session's member is the token's (auth.guard.ts), and the handler takes the figures
 *   only for an admitted caller.
 * - **Everything else** (a restored database, a wrapped version): an entry lives MAX_AGE_MS at most.
 *
 * Per database (a WeakMap on the Kysely instance), so separate test databases never share entries.
 */
export interface KeptFigures {
  version: number;
  figures: SummaryFigures;
  /** The `now` and `since` the figures were read at (ISO). */
  at: string;
  since: string;
  /** The first expiry inside the window they were read for: it leaves the window when `now` reaches it. */
  firstInWindow: string | null;
  bounds: SummaryFigureBounds;
  /** When the entry was kept, by the process's own clock (MAX_AGE_MS). */
  keptAt: number;
}

/** How long an entry lives whatever its bounds say. */
export const MAX_AGE_MS = 60_000;
/** Members kept per database; the oldest kept goes first. */
export const MAX_MEMBERS = 20_000;

const caches = new WeakMap<object, Map<number, KeptFigures>>();

function cacheOf(db: Db): Map<number, KeptFigures> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

/** Whether figures read at `kept` are still those the window of `now` would read, writes aside. */
export function holdsAt(
  kept: KeptFigures,
  window: { from: string; to: string; since: string },
  monotonicNow: number,
): boolean {
  return (
    monotonicNow - kept.keptAt <= MAX_AGE_MS &&
    // The window only moves forward from where it was read.
    window.from >= kept.at &&
    // No open lot has left the window (expires_at <= from) or entered it (expires_at <= to).
    (kept.firstInWindow === null || window.from < kept.firstInWindow) &&
    (kept.bounds.nextLot === null || window.to < kept.bounds.nextLot) &&
    // The level's sum: the same whole months, and no earning or revocation passed by `since`.
    window.since >= kept.since &&
    window.since.slice(0, 7) === kept.since.slice(0, 7) &&
    (kept.bounds.firstPartial === null || window.since <= kept.bounds.firstPartial)
  );
}

/** The member's kept figures if they hold for this window (only the database can say if no one wrote). */
export function keptFigures(
  db: Db,
  memberId: number,
  window: { from: string; to: string; since: string },
): KeptFigures | undefined {
  const cache = cacheOf(db);
  const kept = cache.get(memberId);
  if (kept === undefined) return undefined;
  if (holdsAt(kept, window, performance.now())) return kept;
  cache.delete(memberId);
  return undefined;
}

/** Keeps figures read at `version` for the window they were read for. */
export function keepFigures(
  db: Db,
  memberId: number,
  entry: {
    version: number;
    figures: SummaryFigures;
    bounds: SummaryFigureBounds;
    window: { from: string; since: string };
  },
): void {
  const cache = cacheOf(db);
  cache.delete(memberId);
  if (cache.size >= MAX_MEMBERS) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  cache.set(memberId, {
    version: entry.version,
    figures: entry.figures,
    at: entry.window.from,
    since: entry.window.since,
    firstInWindow: entry.figures.expiring.first,
    bounds: entry.bounds,
    keptAt: performance.now(),
  });
}

/** For tests: drops every kept entry of a database. */
export function forgetKeptFigures(db: Db): void {
  caches.delete(db);
}
