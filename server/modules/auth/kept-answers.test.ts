/**
 * The rules a kept answer is used by (kept-answers.ts), on their own: against a fake hearing of the
 * database's changes and a clock the test moves. A random walk of reads, writes, clock steps and
 * losses of hearing checks that no answer is ever used that a fresh read could contradict.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SessionMember } from './auth.repository.ts';
import { KeptAnswers } from './kept-answers.ts';

const MAX_AGE = 1_000;

function harness() {
  const listeners = new Set<(memberId: number | null) => void>();
  // `unnoticed`: a change hearing learns of only when asked (SQLite: another process's commit).
  const state = { now: 1_000_000, heard: true, unnoticed: false };
  const app = {
    now: () => new Date(state.now),
    database: {
      memberChanges: {
        heard: () => {
          if (state.unnoticed) {
            state.unnoticed = false;
            change(null);
          }
          return state.heard;
        },
        subscribe(listener: (memberId: number | null) => void) {
          listeners.add(listener);
          return () => void listeners.delete(listener);
        },
        close: async () => undefined,
      },
    },
  };
  function change(memberId: number | null) {
    for (const listener of listeners) listener(memberId);
  }
  // biome-ignore lint/suspicious/noExplicitAny: the fake app has only what KeptAnswers reads
  const kept = new KeptAnswers<string>(app as any, MAX_AGE);
  return { kept, state, change, listeners };
}

const session = (memberId: number, sessionId: string): SessionMember => ({
  session_id: sessionId,
  revoked_at: null,
  member_id: memberId,
  is_banned: 0,
  ban_message: '',
  withdrawn_at: null,
  force_withdrawn_at: null,
  force_withdrawal_reason: null,
  sign_up_pending: 0,
});
const claims = (memberId: number, sessionId: string) => ({ memberId, sessionId });

describe('kept answers', () => {
  it('answers the same session of the same member, until a change of theirs or its age is up', () => {
    const { kept, state, change } = harness();
    const ticket = kept.ticket();
    kept.keep(ticket, claims(1, 's1'), session(1, 's1'), 'first');
    expect(kept.find(claims(1, 's1'))?.answer).toBe('first');
    // Another session of the member, and a token naming another member with this session: nothing.
    expect(kept.find(claims(1, 's2'))).toBeUndefined();
    expect(kept.find(claims(2, 's1'))).toBeUndefined();
    // Another member's change leaves it; the member's own drops it.
    change(2);
    expect(kept.find(claims(1, 's1'))?.answer).toBe('first');
    change(1);
    expect(kept.find(claims(1, 's1'))).toBeUndefined();

    kept.keep(kept.ticket(), claims(1, 's1'), session(1, 's1'), 'second');
    state.now += MAX_AGE - 1;
    expect(kept.find(claims(1, 's1'))?.answer).toBe('second');
    state.now += 1;
    expect(kept.find(claims(1, 's1'))).toBeUndefined();
  });

  it('does not keep a read that a change overtook, nor one made or used while changes go unheard', () => {
    const { kept, state, change } = harness();
    const overtaken = kept.ticket();
    change(1);
    kept.keep(overtaken, claims(1, 's1'), session(1, 's1'), 'stale');
    expect(kept.find(claims(1, 's1'))).toBeUndefined();

    const beforeEveryone = kept.ticket();
    change(null);
    kept.keep(beforeEveryone, claims(1, 's1'), session(1, 's1'), 'stale');
    expect(kept.find(claims(1, 's1'))).toBeUndefined();

    state.heard = false;
    expect(kept.ticket()).toBeUndefined();
    state.heard = true;
    kept.keep(kept.ticket(), claims(1, 's1'), session(1, 's1'), 'fresh');
    state.heard = false;
    expect(kept.find(claims(1, 's1'))).toBeUndefined();
  });

  it('counts an answer from when its read began, and not at all when the clock went back', () => {
    const { kept, state } = harness();
    const ticket = kept.ticket();
    state.now += MAX_AGE;
    kept.keep(ticket, claims(1, 's1'), session(1, 's1'), 'slow');
    expect(kept.find(claims(1, 's1'))).toBeUndefined();
    kept.keep(kept.ticket(), claims(1, 's1'), session(1, 's1'), 'now');
    state.now -= 1;
    expect(kept.find(claims(1, 's1'))).toBeUndefined();
  });

  it('never answers what a fresh read at that moment could contradict (random walks)', () => {
    type Step =
      | { kind: 'read'; member: number; session: number }
      | { kind: 'finish'; index: number }
      | { kind: 'write'; member: number | null }
      | { kind: 'elsewhere' }
      | { kind: 'tick'; ms: number }
      | { kind: 'hearing'; on: boolean };
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.record({
        kind: fc.constant('read' as const),
        member: fc.integer({ min: 1, max: 3 }),
        session: fc.integer({ min: 1, max: 2 }),
      }),
      fc.record({ kind: fc.constant('finish' as const), index: fc.nat(10) }),
      fc.record({
        kind: fc.constant('write' as const),
        member: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
      }),
      fc.record({ kind: fc.constant('elsewhere' as const) }),
      fc.record({ kind: fc.constant('tick' as const), ms: fc.integer({ min: 0, max: 700 }) }),
      fc.record({ kind: fc.constant('hearing' as const), on: fc.boolean() }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        const { kept, state, change } = harness();
        // The truth: each member's version, moved by every write; an answer is the version it read.
        const version = new Map<number, number>();
        const versionOf = (member: number) => version.get(member) ?? 0;
        const inFlight: {
          member: number;
          session: string;
          ticket: ReturnType<typeof kept.ticket>;
          read: number;
          at: number;
        }[] = [];
        for (const s of steps) {
          if (s.kind === 'read') {
            const key = claims(s.member, `s${s.session}`);
            const found = kept.find(key);
            if (found) {
              // A kept answer: the member's version now, and read within MAX_AGE.
              expect(found.answer).toBe(`v${versionOf(s.member)}`);
              expect(state.now - found.at).toBeLessThan(MAX_AGE);
            } else {
              inFlight.push({
                member: s.member,
                session: key.sessionId,
                ticket: kept.ticket(),
                read: versionOf(s.member),
                at: state.now,
              });
            }
          } else if (s.kind === 'finish') {
            const [call] = inFlight.splice(s.index % Math.max(inFlight.length, 1), 1);
            if (call)
              kept.keep(
                call.ticket,
                claims(call.member, call.session),
                session(call.member, call.session),
                `v${call.read}`,
              );
          } else if (s.kind === 'write') {
            for (const member of s.member === null ? [1, 2, 3] : [s.member])
              version.set(member, versionOf(member) + 1);
            // Heard only while hearing; a gap in hearing ends with "everything changed" (as the listener does).
            if (state.heard) change(s.member);
          } else if (s.kind === 'elsewhere') {
            // Another process wrote: every member may have changed, noticed on the next question.
            for (const member of [1, 2, 3]) version.set(member, versionOf(member) + 1);
            state.unnoticed = true;
          } else if (s.kind === 'tick') {
            state.now += s.ms;
          } else if (s.on !== state.heard) {
            state.heard = s.on;
            change(null);
          }
        }
      }),
      { numRuns: 500 },
    );
  });
});
