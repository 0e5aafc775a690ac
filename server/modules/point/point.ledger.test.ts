import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { starExpiresAt } from '#contract/point.ts';
import {
  dialectCases,
  openTestDatabase,
  TEST_NOW,
  type TestDatabase,
} from '../../../tests/support/databases.ts';
import type { Db } from '../../db/schema.ts';
import { seedStarHistory, starHistoryEvents } from '../../seed/points.ts';
import { insertMember } from '../account/account.repository.ts';
import type { PartnerAnswer, PartnerPoints } from './partner-points.ts';
import { completeExchange, requestExchange } from './point.exchange.ts';
import { earnedSince, findAccount, sumOfEntries } from './point.repository.ts';
import { awardStars, cutoffOf, expireDue, pointBalance, revokeStars, spendStars } from './point.service.ts';
import { cacheDrift } from './point.testing.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A partner whose next answers the test decides. */
function scriptedPartner() {
  const answers: PartnerAnswer['kind'][] = [];
  const answer = (): PartnerAnswer => {
    const kind = answers.shift() ?? 'accepted';
    if (kind === 'accepted') return { kind, transactionId: 'tx' };
    return { kind, reason: 'scripted' };
  };
  const partner: PartnerPoints = {
    request: async () => answer(),
    confirm: async () => answer(),
    // Every lost answer turns out to be an exchange the partner never completed.
    cancel: async () => ({ kind: 'cancelled' }),
  };
  return { partner, answers };
}

type Op =
  | { op: 'earn'; amount: number; key: number; days: number }
  | { op: 'replay'; key: number; days: number }
  | { op: 'spend'; amount: number; days: number }
  | { op: 'revoke'; amount: number; days: number }
  | {
      op: 'exchange';
      units: number;
      request: PartnerAnswer['kind'];
      confirm: PartnerAnswer['kind'] | 'never';
      days: number;
    }
  | { op: 'expire'; days: number };

const days = fc.integer({ min: 0, max: 120 });
const answerKind = fc.constantFrom<PartnerAnswer['kind']>('accepted', 'accepted', 'rejected', 'unavailable');
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    op: fc.constant('earn' as const),
    amount: fc.integer({ min: 1, max: 900 }),
    key: fc.nat(6),
    days,
  }),
  fc.record({ op: fc.constant('replay' as const), key: fc.nat(6), days }),
  fc.record({ op: fc.constant('spend' as const), amount: fc.integer({ min: 1, max: 700 }), days }),
  fc.record({ op: fc.constant('revoke' as const), amount: fc.integer({ min: 1, max: 300 }), days }),
  fc.record({
    op: fc.constant('exchange' as const),
    units: fc.integer({ min: 1, max: 6 }),
    request: answerKind,
    confirm: fc.oneof(answerKind, fc.constant('never' as const)),
    days,
  }),
  fc.record({ op: fc.constant('expire' as const), days }),
);

/** The model: lots with what is left in each, consumed earliest-expiring first. */
interface ModelLot {
  expiresAt: number;
  remaining: number;
}

function modelBalance(lots: ModelLot[], now: number): number {
  return lots.reduce((sum, lot) => sum + (lot.expiresAt > now ? lot.remaining : 0), 0);
}

function modelTake(lots: ModelLot[], now: number, amount: number): { lot: ModelLot; part: number }[] {
  const parts: { lot: ModelLot; part: number }[] = [];
  let left = amount;
  const live = lots
    .map((lot, index) => ({ lot, index }))
    .filter(({ lot }) => lot.expiresAt > now && lot.remaining > 0)
    .sort((a, b) => a.lot.expiresAt - b.lot.expiresAt || a.index - b.index);
  for (const { lot } of live) {
    if (left === 0) break;
    const part = Math.min(left, lot.remaining);
    lot.remaining -= part;
    left -= part;
    parts.push({ lot, part });
  }
  return parts;
}

let memberSeq = 0;
async function newMember(db: Db): Promise<number> {
  memberSeq += 1;
  const at = TEST_NOW.toISOString();
  const row = await insertMember(db, {
    channel_type: 1001,
    provider_subject: `ledger-property-${memberSeq}-${Math.random()}`,
    email: null,
    nickname: '속성',
    name: null,
    gender: null,
    birth_year: null,
    mobile: null,
    created_at: at,
    updated_at: at,
  });
  return row.member_id;
}

async function isRefusal(promise: Promise<unknown>): Promise<boolean> {
  try {
    await promise;
    return false;
  } catch (error) {
    expect((error as Error).message).toMatch(/부족/);
    return true;
  }
}

/** Runs the ops against the ledger and the model side by side, checking the invariants after each. */
async function runScenario(db: Db, ops: Op[]): Promise<void> {
  const memberId = await newMember(db);
  const { partner, answers } = scriptedPartner();
  let now = TEST_NOW.getTime();
  const lots: ModelLot[] = [];
  const awarded = new Map<number, ModelLot>();
  const ctx = { db, now: () => new Date(now), partner };

  for (const [index, op] of ops.entries()) {
    now += op.days * DAY_MS;
    const at = new Date(now);
    const available = modelBalance(lots, now);
    switch (op.op) {
      case 'earn':
      case 'replay': {
        const key = `prop:${memberId}:${op.key}`;
        const amount = op.op === 'earn' ? op.amount : 50;
        const result = await awardStars(db, {
          memberId,
          amount,
          reason: '속성 테스트',
          idempotencyKey: key,
          now: at,
        });
        if (awarded.has(op.key)) {
          // A replayed key changes nothing.
          expect(result.status).toBe('duplicate');
        } else {
          expect(result.status).toBe('awarded');
          const lot = { expiresAt: starExpiresAt(at).getTime(), remaining: amount };
          lots.push(lot);
          awarded.set(op.key, lot);
        }
        break;
      }
      case 'spend':
      case 'revoke': {
        const call =
          op.op === 'spend'
            ? spendStars(db, {
                memberId,
                amount: op.amount,
                reason: '사용',
                idempotencyKey: `prop-spend:${memberId}:${index}`,
                now: at,
              })
            : revokeStars(db, {
                memberId,
                amount: op.amount,
                reason: '회수',
                idempotencyKey: `prop-revoke:${memberId}:${index}`,
                now: at,
              });
        const refused = await isRefusal(call);
        expect(refused).toBe(op.amount > available);
        if (!refused) modelTake(lots, now, op.amount);
        break;
      }
      case 'exchange': {
        const stars = op.units * 100;
        answers.length = 0;
        answers.push(op.request);
        if (op.confirm !== 'never') answers.push(op.confirm);
        const request = requestExchange(ctx, memberId, { stars });
        if (stars > available) {
          expect(await isRefusal(request)).toBe(true);
          break;
        }
        const started = await request;
        const taken = modelTake(lots, now, stars);
        const giveBack = () => {
          for (const { lot, part } of taken) lot.remaining += part;
        };
        if (op.request !== 'accepted') {
          expect(started.exchange.status).toBe('failed');
          giveBack();
          break;
        }
        expect(started.exchange.status).toBe('pending');
        if (op.confirm === 'never') break;
        const done = await completeExchange(ctx, memberId, started.exchange.exchangeId);
        if (op.confirm === 'accepted') expect(done.exchange.status).toBe('completed');
        else {
          expect(done.exchange.status).toBe('failed');
          giveBack();
        }
        break;
      }
      case 'expire':
        await expireDue(db, memberId, at);
        break;
    }
    // A read never counts an expired star, and agrees with the model.
    const read = await pointBalance(db, memberId, at);
    expect(read.balance).toBe(modelBalance(lots, now));
    expect(read.balance).toBeGreaterThanOrEqual(0);
    // With due expiries written (the read did), the balance is the sum of the rows.
    expect(await sumOfEntries(db, memberId)).toBe(read.balance);
    expect((await findAccount(db, memberId))?.balance ?? 0).toBe(read.balance);
    // The derived rows (open lots, monthly earnings, history counters) follow the ledger exactly.
    expect(await cacheDrift(db, memberId)).toEqual([]);
    // The level's window from monthly totals equals the sum of the rows in it, at any instant.
    const since = new Date(now - (op.days * 7 + 200) * DAY_MS).toISOString();
    const rows = await db
      .selectFrom('point_entry')
      .select(['amount'])
      .where('member_id', '=', memberId)
      .where('kind', 'in', ['earn', 'revoke'])
      .where('occurred_at', '>=', since)
      .execute();
    expect(await earnedSince(db, memberId, since)).toBe(
      Math.max(
        0,
        rows.reduce((sum, row) => sum + row.amount, 0),
      ),
    );
  }

  // No row ever took stars from a lot that had expired when it was written.
  const staleTakes = await db
    .selectFrom('point_allocation as a')
    .innerJoin('point_entry as e', 'e.entry_id', 'a.entry_id')
    .innerJoin('point_entry as lot', 'lot.entry_id', 'a.lot_id')
    .select(['e.entry_id', 'e.kind'])
    .where('e.member_id', '=', memberId)
    .where('e.kind', 'in', ['spend', 'exchange', 'revoke'])
    .whereRef('lot.expires_at', '<=', 'e.occurred_at')
    .execute();
  expect(staleTakes).toEqual([]);
}

describe.each(dialectCases())('ledger properties on $dialect', ({ dialect, available }) => {
  let t: TestDatabase;
  beforeAll(async () => {
    if (available) t = await openTestDatabase(dialect, { seed: false });
  });
  afterAll(async () => {
    if (available) await t.cleanup();
  });

  it.skipIf(!available)(
    'any interleaving keeps balance = sum of rows >= 0, spends no expired lot, and replays change nothing',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 25 }), (ops) =>
          runScenario(t.database.db, ops),
        ),
        { numRuns: dialect === 'postgres' ? 15 : 40 },
      );
    },
    180_000,
  );

  it.skipIf(!available)(
    'a star lasts to the end of the month 12 months on, not a moment longer',
    async () => {
      const db = t.database.db;
      const memberId = await newMember(db);
      const earnedAt = new Date('2026-01-31T15:30:00.000Z'); // 2026-02-01 00:30 KST
      await awardStars(db, {
        memberId,
        amount: 100,
        reason: '만료',
        idempotencyKey: `edge:${memberId}`,
        now: earnedAt,
      });
      // Usable through 2027-02-28 KST, gone from 2027-03-01 00:00 KST.
      expect((await pointBalance(db, memberId, new Date('2027-02-28T14:59:59.999Z'))).balance).toBe(100);
      expect((await pointBalance(db, memberId, new Date('2027-02-28T15:00:00.000Z'))).balance).toBe(0);
      expect(await sumOfEntries(db, memberId)).toBe(0);
    },
  );
});

describe('cutoffs of the terms', () => {
  const standing = {
    exists: true,
    isBanned: false,
    banMessage: '',
    bannedAt: null,
    forceWithdrawnAt: null,
    withdrawnAt: null,
    forcedWithdrawal: false,
  };
  it('gives a banned or force-withdrawn member a month, a withdrawn one none, and the earliest wins', () => {
    expect(cutoffOf(standing, null)).toBeNull();
    expect(cutoffOf({ ...standing, isBanned: true, bannedAt: '2026-11-21T03:00:00.000Z' }, null)).toEqual({
      at: '2026-12-21T03:00:00.000Z',
      reason: 'ban',
    });
    expect(
      cutoffOf({ ...standing, withdrawnAt: '2026-11-21T03:00:00.000Z', forcedWithdrawal: true }, null),
    ).toEqual({ at: '2026-12-21T03:00:00.000Z', reason: 'forced-withdrawal' });
    expect(cutoffOf({ ...standing, withdrawnAt: '2026-11-21T03:00:00.000Z' }, null)).toEqual({
      at: '2026-11-21T03:00:00.000Z',
      reason: 'withdrawal',
    });
    expect(
      cutoffOf(
        { ...standing, isBanned: true, bannedAt: '2026-11-21T03:00:00.000Z' },
        '2026-12-01T15:00:00.000Z',
      ),
    ).toEqual({ at: '2026-12-01T15:00:00.000Z', reason: 'service-stop' });
  });

  it("runs a forced withdrawal's month from the operator's decision, not from the closing", () => {
    const decided = { ...standing, isBanned: true, forceWithdrawnAt: '2026-11-21T03:00:00.000Z' };
    expect(cutoffOf(decided, null)).toEqual({ at: '2026-12-21T03:00:00.000Z', reason: 'forced-withdrawal' });
    // Closed by `member close-due` when the month ended: the stars stay cut off at the month's end.
    expect(
      cutoffOf({ ...decided, withdrawnAt: '2026-12-22T00:00:00.000Z', forcedWithdrawal: true }, null),
    ).toEqual({ at: '2026-12-21T03:00:00.000Z', reason: 'forced-withdrawal' });
  });
});

describe.each(dialectCases())('development star history on $dialect', ({ dialect, available }) => {
  let t: TestDatabase;
  beforeAll(async () => {
    if (available) t = await openTestDatabase(dialect, { seed: false });
  });
  afterAll(async () => {
    if (available) await t.cleanup();
  });

  it.skipIf(!available)('is deterministic, written through the ledger, once', async () => {
    const db = t.database.db;
    expect(starHistoryEvents(7, TEST_NOW)).toEqual(starHistoryEvents(7, TEST_NOW));
    const memberId = await newMember(db);
    expect(await seedStarHistory(db, memberId, TEST_NOW)).toBeGreaterThan(50);
    expect(await seedStarHistory(db, memberId, TEST_NOW)).toBe(0);
    const balance = await pointBalance(db, memberId, TEST_NOW);
    expect(balance.balance).toBeGreaterThan(0);
    expect(await sumOfEntries(db, memberId)).toBe(balance.balance);
    expect(await cacheDrift(db, memberId)).toEqual([]);
    const kinds = await db
      .selectFrom('point_entry')
      .select('kind')
      .distinct()
      .where('member_id', '=', memberId)
      .execute();
    expect(kinds.map((row) => row.kind).sort()).toEqual(
      ['earn', 'exchange', 'exchange-release', 'exchange-settle', 'expire'].sort(),
    );
  });
});
