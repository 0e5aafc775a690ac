import type { FastifyInstance, FastifyRequest } from 'fastify';
import { countPostView } from '#contract/community-posts.ts';
import type { Db } from '../../../db/schema.ts';

/**
 * The community's read cache (docs/community.md, "Reads under load"): what every viewer of a list page
 * or a post shares (the rows, authors, photos, votes' options, and a guest's whole answer as JSON), kept
 * for at most READ_CACHE_TTL_MS. A member's own part (likes, clippings, votes, "mine", a hidden post of
 * their own) is never cached: it is read for every request and laid over the shared part.
 *
 * - Every community write on this instance (any POST, PUT or DELETE of the community's routes but
 *   counting a view) empties the cache before its answer is sent, so the writer, and everyone else on
 *   this instance, sees it in their next read: a new post, a reply, a like, a deletion, a report that
 *   hides a post.
 * - A read that began before such a write does not store what it read (the generation it began in is
 *   over), so a slow read cannot put the old answer back.
 * - Writes on other instances, operator commands (moderation.cli.ts runs in its own process), counted
 *   views and changes made outside the community (a nickname, a level) show within READ_CACHE_TTL_MS.
 * - At most READ_CACHE_MAX_ENTRIES entries (the oldest goes first), whatever cursors clients send.
 */
export const READ_CACHE_TTL_MS = 1_000;
export const READ_CACHE_MAX_ENTRIES = 500;

interface Entry {
  value: unknown;
  /** Monotonic (performance.now()), so a clock a test or an operator moves cannot keep an entry. */
  expiresAt: number;
}

export interface CommunityReadCache {
  /** The value stored under `key`, or what `load` reads (stored unless a write came meanwhile). */
  through<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets everything: called after every community write on this instance. */
  invalidate(): void;
  readonly size: number;
}

export function createCommunityReadCache(
  options: { ttlMs?: number; maxEntries?: number; clock?: () => number } = {},
): CommunityReadCache {
  const ttlMs = options.ttlMs ?? READ_CACHE_TTL_MS;
  const maxEntries = options.maxEntries ?? READ_CACHE_MAX_ENTRIES;
  const clock = options.clock ?? (() => performance.now());
  const entries = new Map<string, Entry>();
  /** Reads under way, so the requests that miss together wait for one read instead of each making it. */
  const pending = new Map<string, { generation: number; read: Promise<unknown> }>();
  let generation = 0;
  return {
    async through<T>(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry) {
        if (clock() < entry.expiresAt) return entry.value as T;
        entries.delete(key);
      }
      const began = generation;
      const inFlight = pending.get(key);
      if (inFlight && inFlight.generation === began) return inFlight.read as Promise<T>;
      const read = load();
      pending.set(key, { generation: began, read });
      let value: T;
      try {
        value = await read;
      } finally {
        if (pending.get(key)?.read === read) pending.delete(key);
      }
      if (began === generation) {
        if (entries.size >= maxEntries) {
          const oldest = entries.keys().next();
          if (!oldest.done) entries.delete(oldest.value);
        }
        entries.set(key, { value, expiresAt: clock() + ttlMs });
      }
      return value;
    },
    invalidate() {
      generation += 1;
      entries.clear();
      pending.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

/** One cache per database handle, so every community module of an app (and a test's app) shares it. */
const caches = new WeakMap<Db, CommunityReadCache>();

export function communityReadCache(db: Db): CommunityReadCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = createCommunityReadCache();
    caches.set(db, cache);
  }
  return cache;
}

/** Counting a view is a write too, but not one anyone must see at once (see above). */
const VIEW_PATH = countPostView.path;

const isWrite = (request: FastifyRequest) =>
  request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';

/**
 * Empties the instance's read cache after every write a community module serves, before its answer
 * goes out. Each community module calls it for its own routes (Fastify scopes a hook to the module).
 */
export function invalidateOnWrites(app: FastifyInstance): void {
  const cache = communityReadCache(app.database.db);
  app.addHook('onSend', async (request, _reply, payload) => {
    if (isWrite(request) && request.routeOptions.url !== VIEW_PATH) cache.invalidate();
    return payload;
  });
}
