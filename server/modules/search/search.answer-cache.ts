/**
 * Search answers kept as the JSON text sent (search.routes.ts): a product search's answer depends only
 * on its query (keyword, category, prices, sort, literal, page, size) and on the catalogue, never on
 * who asks (the shopper is only written to the search log, which is done per request). So one app
 * keeps the answers of the queries shoppers repeat, and drops them all when the catalogue, the index
 * or the synonyms change: at once for a change in this process (announceSearchChange), within about a
 * second for another process's (the catalogue's version, search.version.ts).
 *
 * How long an answer lives therefore depends on whether the caller has just confirmed the version:
 * confirmed, `keepMs` (the answer is the catalogue's as of a second ago); not (the database out of
 * reach), the short `ttlMs`, as before the version existed. Past either, an answer is still served for
 * `refreshWithinMs` while its next evaluation runs.
 *
 * Bounded by entries and by the characters held (keys and texts), least recently used first out.
 * Concurrent searches of the same query share one evaluation; an evaluation that a change overtook
 * answers its own request but is not kept, nor given to searches that arrive after the change.
 */
import type { Db } from '../../db/schema.ts';

export interface AnswerCacheOptions {
  /**
   * How long an answer is served as it is while the catalogue's version is confirmed (`get`'s
   * `confirmed`); then it is evaluated again on its next search.
   */
  keepMs?: number;
  /** The same, when the version could not be confirmed. */
  ttlMs?: number;
  /**
   * How long past its time to live an answer is still served while its next evaluation runs: the
   * shopper does not wait for it. Older than both together, a search waits for a fresh answer.
   */
  refreshWithinMs?: number;
  maxEntries?: number;
  /** Characters (UTF-16 code units) of keys and answers together. */
  maxChars?: number;
  /** The clock the time to live is measured on (tests set one). */
  clock?: () => number;
}

export const ANSWER_KEEP_MS = 600_000;
export const ANSWER_TTL_MS = 20_000;
const REFRESH_WITHIN_MS = 10_000;
/** Evaluations behind the shoppers at once; a search of another stale answer meanwhile serves it as it is. */
const MAX_REFRESHING = 2;
const MAX_ENTRIES = 5_000;
/** About 32 MB of strings: a page of 20 products is some 6,000 characters. */
const MAX_CHARS = 16_000_000;

/** A kept answer: its text, and whatever else goes with it (sized by the text). */
export interface Answer {
  text: string;
}

interface Entry<T> {
  value: T;
  storedAt: number;
  chars: number;
}

export interface AnswerCache<T extends Answer> {
  /**
   * The cached answer of `key`, else `answer()`'s, kept when nothing changed meanwhile. `confirmed`:
   * the catalogue's version was read within the last second (search.version.ts).
   */
  get(db: Db, key: string, answer: () => Promise<T>, confirmed?: boolean): Promise<T>;
  /** Drops every answer and every evaluation under way (a catalogue, index or synonym change). */
  clear(): void;
  /** What it holds (figures for tests and the bench). */
  size(): { entries: number; chars: number };
}

export function createAnswerCache<T extends Answer>(options: AnswerCacheOptions = {}): AnswerCache<T> {
  const keepMs = options.keepMs ?? ANSWER_KEEP_MS;
  const ttlMs = options.ttlMs ?? ANSWER_TTL_MS;
  const maxEntries = options.maxEntries ?? MAX_ENTRIES;
  const maxChars = options.maxChars ?? MAX_CHARS;
  const clock = options.clock ?? Date.now;
  const refreshWithinMs = options.refreshWithinMs ?? REFRESH_WITHIN_MS;
  // Map order is use order: the first key is the least recently used.
  let entries = new Map<string, Entry<T>>();
  let pending = new Map<string, Promise<T>>();
  let chars = 0;
  let generation = 0;
  let refreshing = 0;
  // The database the answers are of: an app serves one, but a different one must never see them.
  let source: Db | undefined;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    chars -= entry.chars;
  };
  const store = (key: string, value: T) => {
    remove(key);
    const size = key.length + value.text.length;
    if (size > maxChars) return;
    entries.set(key, { value, storedAt: clock(), chars: size });
    chars += size;
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && chars <= maxChars) break;
      remove(oldest);
    }
  };
  const clear = () => {
    generation += 1;
    entries = new Map();
    pending = new Map();
    chars = 0;
  };

  const evaluate = (key: string, answer: () => Promise<T>): Promise<T> => {
    const started = generation;
    const mine = pending;
    const evaluation = answer().then((value) => {
      if (started === generation) store(key, value);
      return value;
    });
    mine.set(key, evaluation);
    const done = () => {
      if (mine.get(key) === evaluation) mine.delete(key);
    };
    evaluation.then(done, done);
    return evaluation;
  };

  return {
    async get(db, key, answer, confirmed = false) {
      // A transaction may see rows nobody else does.
      if (db.isTransaction) return answer();
      if (source !== db) {
        clear();
        source = db;
      }
      const entry = entries.get(key);
      const age = entry ? clock() - entry.storedAt : 0;
      const life = confirmed ? keepMs : ttlMs;
      if (entry && age < life + refreshWithinMs) {
        entries.delete(key);
        entries.set(key, entry);
        // Past its time to live, the answer is served while one evaluation replaces it. A few at a
        // time: answers kept together age together, and their evaluations must not crowd out searches.
        if (age >= life && !pending.has(key) && refreshing < MAX_REFRESHING) {
          refreshing += 1;
          evaluate(key, answer)
            .catch(() => remove(key))
            .finally(() => {
              refreshing -= 1;
            });
        }
        return entry.value;
      }
      if (entry) remove(key);
      return pending.get(key) ?? evaluate(key, answer);
    },
    clear,
    size: () => ({ entries: entries.size, chars }),
  };
}
