/** The popular-keyword ranking from the search log, and the log's upkeep. */
import { createHash } from 'node:crypto';
import type { Db } from '../../db/schema.ts';
import { deleteSearchLogBefore, topKeywords } from './search.log.repository.ts';

export const RANK_WINDOW_HOURS = 24;
const RANK_SIZE = 10;
/** How deep the previous window is read to tell a climber from a newcomer. */
const PREVIOUS_DEPTH = 100;

/**
 * The ranking reads the last two windows; the log is kept a while longer for operators, then deleted,
 * so the table does not grow for ever. Each process prunes at most once an hour, after a logged search.
 */
export const SEARCH_LOG_RETENTION_DAYS = 14;
const HOUR_MS = 60 * 60 * 1000;
const PRUNE_EVERY_MS = HOUR_MS;

export interface SearchLogPruner {
  /** Deletes the rows past retention, unless this pruner did within the hour. */
  pruneIfDue(db: Db, now: Date): Promise<void>;
}

/** One app's pruning (search.routes.ts); a new pruner prunes on its first call. */
export function createSearchLogPruner(): SearchLogPruner {
  const lastPruned = new Map<Db, number>();
  return {
    async pruneIfDue(db, now) {
      const last = lastPruned.get(db);
      // A clock set back counts as due: better one extra delete than none for an hour and more.
      if (last !== undefined && now.getTime() >= last && now.getTime() - last < PRUNE_EVERY_MS) return;
      lastPruned.set(db, now.getTime());
      const cutoff = new Date(now.getTime() - SEARCH_LOG_RETENTION_DAYS * 24 * HOUR_MS);
      await deleteSearchLogBefore(db, cutoff.toISOString());
    },
  };
}

/**
 * One log row per client, keyword and hour (UTC): the id is their digest, and a second search in the
 * same hour is not written again (insertSearchLog ignores the duplicate id). A client repeating a
 * search, however fast, adds nothing, and the log grows with shoppers rather than with requests.
 */
export function searchLogId(clientKey: string, keywordKey: string, now: Date): string {
  const hour = now.toISOString().slice(0, 13);
  return createHash('sha256').update(`${clientKey}\n${keywordKey}\n${hour}`).digest('hex').slice(0, 32);
}

export async function searchRank(db: Db, now: Date) {
  const end = now.toISOString();
  const start = new Date(now.getTime() - RANK_WINDOW_HOURS * HOUR_MS).toISOString();
  const before = new Date(now.getTime() - 2 * RANK_WINDOW_HOURS * HOUR_MS).toISOString();
  const current = await topKeywords(db, start, end, RANK_SIZE);
  const previous = await topKeywords(db, before, start, PREVIOUS_DEPTH);
  const previousRank = new Map(previous.map((row, index) => [row.keyword_key, index + 1]));
  return {
    keywords: current.map((row, index) => {
      const was = previousRank.get(row.keyword_key);
      return {
        rank: index + 1,
        keyword: row.keyword,
        rankChange: was === undefined ? null : was - (index + 1),
      };
    }),
    basedAt: end,
    windowHours: RANK_WINDOW_HOURS,
  };
}
