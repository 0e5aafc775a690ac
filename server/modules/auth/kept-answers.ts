import type { FastifyInstance } from 'fastify';
import type { SessionClaims } from './auth.guard.ts';
import type { SessionMember } from './auth.repository.ts';

/** A read begun while changes were heard: what it may be kept against (KeptAnswers.keep). */
export interface Ticket {
  /** The count of drops when the read began. */
  drops: number;
  /** The app clock when the read began (ms): a kept answer's age counts from here. */
  at: number;
}

interface Entry<A> {
  session: SessionMember;
  answer: A;
  at: number;
}

/** Members whose answers are kept at most; past it the member whose answer was kept longest ago goes. */
const MEMBERS_MAX = 20_000;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The answers of one busy member read, kept by this instance per session together with the session
 * row the guard judged, so a repeated read makes no round trip to the database, not even the guard's
 * (the token is still verified, and the kept session judged again, on every call). An answer is used
 * only while all of these hold:
 *
 * - it is the same session and the same member the token names (a member never gets another's answer);
 * - no write of the member's session, standing or stars has been heard since its read began
 *   (db/member-changes.ts: the database's triggers, whoever writes), and hearing has not stopped;
 * - the member's own write request on this instance has not been answered since: it is dropped before
 *   that answer goes out, so the author's next read sees the write at once even before the database's
 *   notice comes back;
 * - it is under `maxAgeMs` old on the app's clock: an answer that moves with the clock (stars entering
 *   the expiring window, a lot expiring) is at most that much behind it.
 */
export class KeptAnswers<A> {
  /** Member id -> session id -> the kept answer. */
  private readonly byMember = new Map<number, Map<string, Entry<A>>>();
  /** Member id -> the drop count and clock of the last drop naming them, kept for maxAgeMs. */
  private readonly memberDrops = new Map<number, { drops: number; at: number }>();
  private drops = 0;
  private everyoneDroppedAt = 0;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly app: Pick<FastifyInstance, 'now' | 'database'>,
    private readonly maxAgeMs: number,
  ) {
    this.unsubscribe = app.database.memberChanges.subscribe((memberId) => this.drop(memberId));
  }

  /** Stops hearing changes (the app closes; its database may be shared and outlive it). */
  close(): void {
    this.unsubscribe();
    this.drop(null);
  }

  private nowMs(): number {
    return this.app.now().getTime();
  }

  /** The kept answer for this token's session, if one may be used now. */
  find(claims: SessionClaims): Entry<A> | undefined {
    // First: hearing may itself learn of a change (SQLite: another process's commit) and drop.
    if (!this.byMember.has(claims.memberId) || !this.app.database.memberChanges.heard()) return undefined;
    const sessions = this.byMember.get(claims.memberId);
    const entry = sessions?.get(claims.sessionId);
    if (!sessions || !entry) return undefined;
    const age = this.nowMs() - entry.at;
    if (age >= 0 && age < this.maxAgeMs) return entry;
    sessions.delete(claims.sessionId);
    if (sessions.size === 0) this.byMember.delete(claims.memberId);
    return undefined;
  }

  /** Taken before the read whose answer may be kept; undefined when nothing may be kept now. */
  ticket(): Ticket | undefined {
    if (!this.app.database.memberChanges.heard()) return undefined;
    return { drops: this.drops, at: this.nowMs() };
  }

  /** Keeps an answer read after `ticket` was taken, unless something was dropped meanwhile. */
  keep(ticket: Ticket | undefined, claims: SessionClaims, session: SessionMember, answer: A): void {
    // Hearing first, as in find: a change it learns of now must count against this read.
    if (!ticket || !this.app.database.memberChanges.heard()) return;
    if (this.everyoneDroppedAt > ticket.drops) return;
    if ((this.memberDrops.get(claims.memberId)?.drops ?? -1) > ticket.drops) return;
    const age = this.nowMs() - ticket.at;
    if (age < 0 || age >= this.maxAgeMs || session.member_id !== claims.memberId) return;
    // Kept last goes last: the member is moved to the end of the map's order.
    const sessions = this.byMember.get(claims.memberId) ?? new Map<string, Entry<A>>();
    this.byMember.delete(claims.memberId);
    if (this.byMember.size >= MEMBERS_MAX) this.byMember.delete(this.byMember.keys().next().value as number);
    this.byMember.set(claims.memberId, sessions);
    sessions.set(claims.sessionId, { session, answer, at: ticket.at });
  }

  /** Forgets a member's answers (null: everyone's), and any read of them in flight. */
  drop(memberId: number | null): void {
    this.drops += 1;
    if (memberId === null) {
      this.everyoneDroppedAt = this.drops;
      this.byMember.clear();
      this.memberDrops.clear();
      return;
    }
    this.byMember.delete(memberId);
    const now = this.nowMs();
    if (this.memberDrops.size >= MEMBERS_MAX) {
      for (const [id, dropped] of this.memberDrops) {
        if (now - dropped.at >= this.maxAgeMs) this.memberDrops.delete(id);
      }
      // Still full of recent drops: forget them all, and every read in flight with them.
      if (this.memberDrops.size >= MEMBERS_MAX) {
        this.drop(null);
        return;
      }
    }
    this.memberDrops.delete(memberId);
    this.memberDrops.set(memberId, { drops: this.drops, at: now });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers of one busy member read, kept per session on this instance (KeptAnswers). */
    keptAnswers<A>(options: { maxAgeMs: number }): KeptAnswers<A>;
    /** Drops a member's kept answers on this instance: their own write, done. */
    dropKeptAnswers(memberId: number): void;
  }
}

/**
 * Decorates `keptAnswers` at the root, where one hook sees every route's answer: a signed-in member's
 * write request (POST, PUT, PATCH or DELETE, whatever its outcome) drops that member's kept answers
 * before its own answer is sent.
 */
export function installKeptAnswers(app: FastifyInstance): void {
  const made = new Set<KeptAnswers<unknown>>();
  app.decorate('keptAnswers', <A>(options: { maxAgeMs: number }) => {
    const kept = new KeptAnswers<A>(app, options.maxAgeMs);
    made.add(kept as KeptAnswers<unknown>);
    return kept;
  });
  const drop = (memberId: number) => {
    for (const kept of made) kept.drop(memberId);
  };
  app.decorate('dropKeptAnswers', drop);
  app.addHook('onSend', (request, _reply, payload, done) => {
    const memberId = request.member?.memberId;
    if (memberId !== undefined && WRITE_METHODS.has(request.method)) drop(memberId);
    done(null, payload);
  });
  app.addHook('onClose', (_app, done) => {
    for (const kept of made) kept.close();
    done();
  });
}
