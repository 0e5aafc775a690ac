import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from './schema.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The database a request's catalogue, search and community reads go to: the read replica
     * (`Database.reads`, DATABASE_READ_URL), except for a write request and for a member who wrote
     * within DB_READ_AFTER_WRITE_MS, whose reads go to the primary so they see their own write at once.
     * Everything else, and every write, uses `database.db` (the primary).
     */
    readsFor(request: FastifyRequest): Kysely<DB>;
  }
}

const READ_METHODS = new Set(['GET', 'HEAD']);
/** Members remembered at most; past it the expired ones go, then the oldest. */
const WRITERS_MAX = 50_000;

/**
 * Read-your-writes on this instance: a member's successful write (any POST, PUT, PATCH or DELETE
 * answered below 400) sends that member's reads to the primary for DB_READ_AFTER_WRITE_MS on the
 * app's clock. It is remembered before the answer is sent, so the member's next request already
 * knows. Reads that follow a write within one request run on the primary anyway: write handlers use
 * `database.db`, and a transaction never runs on the replica (db/database.ts, routingPool).
 */
export function installReadRouting(app: FastifyInstance): void {
  const { db, reads } = app.database;
  const windowMs = app.config.DB_READ_AFTER_WRITE_MS;
  /** Member id -> until when (app clock, ms) their reads stay on the primary. */
  const writers = new Map<number, number>();

  app.decorate('readsFor', (request: FastifyRequest): Kysely<DB> => {
    if (reads === db || !READ_METHODS.has(request.method)) return db;
    const memberId = request.member?.memberId;
    if (memberId === undefined) return reads;
    const until = writers.get(memberId);
    if (until === undefined) return reads;
    if (app.now().getTime() < until) return db;
    writers.delete(memberId);
    return reads;
  });

  if (reads === db || windowMs === 0) return;
  app.addHook('onSend', async (request, reply) => {
    const memberId = request.member?.memberId;
    if (memberId === undefined || READ_METHODS.has(request.method) || reply.statusCode >= 400) return;
    const now = app.now().getTime();
    if (writers.size >= WRITERS_MAX) {
      for (const [id, until] of writers) if (until <= now) writers.delete(id);
      if (writers.size >= WRITERS_MAX) writers.delete(writers.keys().next().value as number);
    }
    // Delete first so the map's order stays the order of the last writes.
    writers.delete(memberId);
    writers.set(memberId, now + windowMs);
  });
}
