import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, TEST_NOW, type TestDatabase } from '../../../tests/support/databases.ts';
import { AppError } from '../../http/errors.ts';
import { insertMember } from '../account/account.repository.ts';
import type { PartnerPoints } from './partner-points.ts';
import { completeExchange, requestExchange } from './point.exchange.ts';
import { protocolPartner } from './point.partner.testing.ts';
import { RECONCILE_AFTER_MS, reconcileExchanges } from './point.reconcile.ts';
import { findAccount, sumOfEntries } from './point.repository.ts';
import { awardStars, spendStars } from './point.service.ts';
import { cacheDrift } from './point.testing.ts';

/**
 * Real parallelism on PostgreSQL: every call below runs its own transaction on its own pooled
 * connection (the pool holds 10), so the account row lock is what keeps the balance from going
 * negative. SQLite runs one writer at a time, which the other suites cover.
 */
const pg = Boolean(process.env.TEST_PG_URL);

describe.skipIf(!pg)('concurrent spending on postgres', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase('postgres', { seed: false });
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  /** A member holding `stars` in `lots` lots earned on different days (so with different expiries). */
  async function memberWith(stars: number, name: string, lots = 1): Promise<number> {
    const db = t.database.db;
    const at = TEST_NOW.toISOString();
    const { member_id } = await insertMember(db, {
      channel_type: 1001,
      provider_subject: `concurrency-${name}`,
      email: null,
      nickname: name,
      name: null,
      gender: null,
      birth_year: null,
      mobile: null,
      created_at: at,
      updated_at: at,
    });
    for (let lot = 0; lot < lots; lot += 1) {
      await awardStars(db, {
        memberId: member_id,
        amount: stars / lots,
        reason: '동시성',
        idempotencyKey: `conc:${name}:${lot}`,
        now: TEST_NOW,
        earnedAt: new Date(TEST_NOW.getTime() - (lots - lot) * 24 * 60 * 60 * 1000),
      });
    }
    return member_id;
  }

  const outcome = async (promise: Promise<unknown>) => {
    try {
      await promise;
      return 'ok';
    } catch (error) {
      if (error instanceof AppError) return `${error.body.code}`;
      throw error;
    }
  };

  it('two spends of the whole balance at once: one succeeds, one gets a clear error', async () => {
    const db = t.database.db;
    const memberId = await memberWith(500, 'two-spends', 5);
    const results = await Promise.all(
      [1, 2].map((n) =>
        outcome(
          spendStars(db, {
            memberId,
            amount: 500,
            reason: '전부',
            idempotencyKey: `two:${n}`,
            now: TEST_NOW,
          }),
        ),
      ),
    );
    expect(results.sort()).toEqual(['13', 'ok']);
    expect(await sumOfEntries(db, memberId)).toBe(0);
    expect(await cacheDrift(db, memberId)).toEqual([]);
  });

  it('50 exchanges and spends at once never take more than the balance', async () => {
    const db = t.database.db;
    // Lots of 50 stars: every take spans lots, and takes running one after another share them.
    const memberId = await memberWith(2_000, 'fifty', 40);
    // The partner answers after a moment, so reservations, answers and releases interleave.
    let calls = 0;
    const partner: PartnerPoints = {
      async request() {
        calls += 1;
        await new Promise((resolve) => setTimeout(resolve, 5 + (calls % 7)));
        return calls % 5 === 0
          ? { kind: 'rejected', reason: 'test' }
          : { kind: 'accepted', transactionId: `tx-${calls}` };
      },
      confirm: async () => ({ kind: 'accepted', transactionId: 'tx' }),
      cancel: async () => ({ kind: 'cancelled' }),
    };
    const ctx = { db, now: () => TEST_NOW, partner };
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        n % 2 === 0
          ? outcome(requestExchange(ctx, memberId, { stars: 100 }))
          : outcome(
              spendStars(db, {
                memberId,
                amount: 100,
                reason: '사용',
                idempotencyKey: `fifty:${n}`,
                now: TEST_NOW,
              }),
            ),
      ),
    );
    expect(results.every((result) => result === 'ok' || result === '13')).toBe(true);
    const exchanges = await db
      .selectFrom('point_exchange')
      .selectAll()
      .where('member_id', '=', memberId)
      .execute();
    const spent = await db
      .selectFrom('point_entry')
      .select(['amount'])
      .where('member_id', '=', memberId)
      .where('kind', '=', 'spend')
      .execute();
    const held = exchanges.filter((x) => x.status !== 'failed').reduce((sum, x) => sum + x.stars, 0);
    const taken = held + spent.reduce((sum, row) => sum - row.amount, 0);
    expect(taken).toBeLessThanOrEqual(2_000);
    const account = await findAccount(db, memberId);
    expect(account?.balance).toBe(2_000 - taken);
    expect(account?.balance).toBeGreaterThanOrEqual(0);
    expect(await sumOfEntries(db, memberId)).toBe(account?.balance);
    expect(account?.reserved).toBe(
      exchanges.filter((x) => x.status === 'pending').reduce((sum, x) => sum + x.stars, 0),
    );
    expect(await cacheDrift(db, memberId)).toEqual([]);
  });

  it('two reconciliations at once end each pending exchange once, as the partner says', async () => {
    const db = t.database.db;
    const memberId = await memberWith(2_000, 'reconcile-twice', 4);
    const p = protocolPartner();
    const ctx = { db, now: () => TEST_NOW, partner: p.partner };
    // Twenty exchanges left pending: the even ones confirmed at the partner (answer lost), the odd
    // ones never confirmed; no cancel answered.
    p.options.cancelDown = true;
    const lost = { ...p.partner, confirm: async () => ({ kind: 'unavailable', reason: 'network' }) as const };
    const ids: number[] = [];
    for (let n = 0; n < 20; n += 1) {
      const { exchange } = await requestExchange(ctx, memberId, { stars: 100 });
      p.options.lateConfirm = n % 2 === 0;
      const partner = n % 2 === 0 ? p.partner : lost;
      expect(
        (await completeExchange({ ...ctx, partner }, memberId, exchange.exchangeId)).exchange.status,
      ).toBe('pending');
      ids.push(exchange.exchangeId);
    }
    expect(await findAccount(db, memberId)).toMatchObject({ balance: 0, reserved: 2_000 });

    // The partner answers again, slowly enough that both runs ask about the same exchanges.
    p.options.cancelDown = false;
    p.options.delayMs = 3;
    const later = new Date(TEST_NOW.getTime() + RECONCILE_AFTER_MS);
    const runs = await Promise.all(
      [1, 2].map(() => reconcileExchanges({ db, now: () => later, partner: p.partner })),
    );
    // Other tests' members may have pending exchanges too; these are this member's.
    const mine = runs.flatMap((run) => run.outcomes).filter((o) => o.memberId === memberId);
    const ended = mine.filter((o) => o.status !== 'elsewhere');
    expect(ended.map((o) => o.exchangeId).sort((a, b) => a - b)).toEqual(ids);
    expect(ended.filter((o) => o.status === 'completed')).toHaveLength(10);
    expect(ended.filter((o) => o.status === 'failed')).toHaveLength(10);
    // Both runs did ask about the same exchanges: the second to get there found it ended.
    expect(mine.filter((o) => o.status === 'elsewhere').length).toBeGreaterThan(0);
    for (const [n, exchangeId] of ids.entries()) {
      const rows = await db
        .selectFrom('point_entry')
        .select('kind')
        .where('exchange_id', '=', exchangeId)
        .where('kind', 'in', ['exchange-settle', 'exchange-release'])
        .execute();
      expect(rows.map((row) => row.kind)).toEqual([n % 2 === 0 ? 'exchange-settle' : 'exchange-release']);
    }
    expect(await findAccount(db, memberId)).toMatchObject({ balance: 1_000, reserved: 0 });
    expect(await sumOfEntries(db, memberId)).toBe(1_000);
    expect(await cacheDrift(db, memberId)).toEqual([]);
  });

  it('the same award key 20 times at once is one award', async () => {
    const db = t.database.db;
    const memberId = await memberWith(1, 'same-key');
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        awardStars(db, {
          memberId,
          amount: 1_000,
          reason: '앱 첫 로그인 보너스',
          idempotencyKey: `app-login-bonus:member:${memberId}`,
          now: TEST_NOW,
        }),
      ),
    );
    expect(results.filter((result) => result.status === 'awarded')).toHaveLength(1);
    expect(await sumOfEntries(db, memberId)).toBe(1_001);
    expect(await cacheDrift(db, memberId)).toEqual([]);
  });
});
