/**
 * The search log, written in batches: a search adds its row here and answers without waiting for a
 * write. Rows are written together at most `flushEveryMs` after the first one came (and at once when
 * `maxPending` wait), before the ranking is read (search.routes.ts flushes first, so this instance's
 * searches always count), and when the app closes. The ranking counts shoppers, not requests (one row
 * per client, keyword and hour: searchLogId), so a repeat within the hour is dropped here instead of
 * being sent to the database again to be ignored there.
 */
import type { Insertable } from 'kysely';
import type { Db } from '../../db/schema.ts';
import type { SearchLogTable } from '../../db/schema-search.ts';
import { insertSearchLogs } from './search.log.repository.ts';
import type { SearchLogPruner } from './search.rank.service.ts';

export type SearchLogRow = Insertable<SearchLogTable>;

export interface SearchLogBuffer {
  /** Keeps the row to be written with the next batch; `now` is the search's instant (pruning). */
  add(db: Db, row: SearchLogRow, now: Date): void;
  /** Writes every row added so far (and prunes when due); waits for a batch already being written. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  close(): Promise<void>;
  /** Rows waiting to be written. */
  pending(): number;
}

export interface SearchLogBufferOptions {
  pruner: SearchLogPruner;
  flushEveryMs?: number;
  maxPending?: number;
  /** Told when a batch could not be written; its rows are kept for the next (up to maxPending). */
  onError?: (error: unknown) => void;
}

export const SEARCH_LOG_FLUSH_MS = 1_000;
const MAX_PENDING = 5_000;
/** Ids written this hour that a repeat may skip; forgotten all at once past this many. */
const MAX_REMEMBERED = 50_000;

interface Batch {
  rows: Map<string, SearchLogRow>;
  now: Date;
}

export function createSearchLogBuffer(options: SearchLogBufferOptions): SearchLogBuffer {
  const flushEveryMs = options.flushEveryMs ?? SEARCH_LOG_FLUSH_MS;
  const maxPending = options.maxPending ?? MAX_PENDING;
  let batches = new Map<Db, Batch>();
  const written = new WeakMap<Db, Set<string>>();
  let count = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  let writing: Promise<void> = Promise.resolve();

  const writeBatches = async () => {
    const taken = batches;
    batches = new Map();
    count = 0;
    for (const [db, batch] of taken) {
      const rows = [...batch.rows.values()];
      try {
        await insertSearchLogs(db, rows);
        const ids = written.get(db) ?? new Set<string>();
        if (ids.size + rows.length > MAX_REMEMBERED) ids.clear();
        for (const row of rows) ids.add(row.log_id);
        written.set(db, ids);
        await options.pruner.pruneIfDue(db, batch.now);
      } catch (error) {
        options.onError?.(error);
        for (const row of rows) keep(db, row, batch.now);
      }
    }
  };
  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    writing = writing.then(writeBatches);
    return writing;
  };
  const keep = (db: Db, row: SearchLogRow, now: Date) => {
    if (count >= maxPending) return;
    const batch = batches.get(db) ?? { rows: new Map(), now };
    if (now > batch.now) batch.now = now;
    if (!batch.rows.has(row.log_id)) {
      batch.rows.set(row.log_id, row);
      count += 1;
    }
    batches.set(db, batch);
  };

  return {
    add(db, row, now) {
      // A repeat within the hour of a row already written: the database would ignore it.
      if (written.get(db)?.has(row.log_id)) return;
      keep(db, row, now);
      // A search that was under way when the app closed is still counted.
      if (closed || count >= maxPending) void flush();
      else if (!timer) {
        timer = setTimeout(() => void flush(), flushEveryMs);
        timer.unref();
      }
    },
    flush,
    async close() {
      closed = true;
      await flush();
    },
    pending: () => count,
  };
}
