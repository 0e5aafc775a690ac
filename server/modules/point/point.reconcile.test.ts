import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dialectCases,
  openTestDatabase,
  TEST_NOW,
  type TestDatabase,
} from '../../../tests/support/databases.ts';
import { type AdminContext, parseCommand, runAdmin } from '../../admin/admin.ts';
import { testConfig } from '../../config.ts';
import type { Db } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { insertMember } from '../account/account.repository.ts';
import { autoExchangeKey, runAutoExchange } from './point.auto-exchange.ts';
import type { OpenPartnerPoints } from './point.cli.ts';
import { openPartnerPoints } from './point.cli.ts';
import { completeExchange, EXCHANGE_MESSAGES, requestExchange, setAutoExchange } from './point.exchange.ts';
import { protocolPartner } from './point.partner.testing.ts';
import { RECONCILE_AFTER_MS, reconcileExchanges } from './point.reconcile.ts';
import { findAccount, findExchange, sumOfEntries } from './point.repository.ts';
import { awardStars, spendStars } from './point.service.ts';
import { cacheDrift } from './point.testing.ts';

const LATER = new Date(TEST_NOW.getTime() + RECONCILE_AFTER_MS);

let seq = 0;
async function memberWith(db: Db, stars: number): Promise<number> {
  seq += 1;
  const at = TEST_NOW.toISOString();
  const { member_id } = await insertMember(db, {
    channel_type: 1001,
    provider_subject: `reconcile-${seq}-${Math.random()}`,
    email: null,
    nickname: `확인${seq}`,
    name: null,
    gender: null,
    birth_year: null,
    mobile: null,
    created_at: at,
    updated_at: at,
  });
  await awardStars(db, {
    memberId: member_id,
    amount: stars,
    reason: '전환 확인 준비',
    idempotencyKey: `reconcile-test:${member_id}`,
    now: TEST_NOW,
  });
  return member_id;
}

/** Rows of one kind the member's ledger has for an exchange. */
async function entriesOf(db: Db, exchangeId: number, kind: string) {
  return db
    .selectFrom('point_entry')
    .select('entry_id')
    .where('exchange_id', '=', exchangeId)
    .where('kind', '=', kind)
    .execute();
}

const codeOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof AppError) return error.body.code;
    throw error;
  }
};

describe.each(dialectCases())(
  'exchanges the partner did not answer, on $dialect',
  ({ dialect, available }) => {
    let t: TestDatabase;
    beforeAll(async () => {
      if (available) t = await openTestDatabase(dialect, { seed: false });
    });
    afterAll(async () => {
      if (available) await t.cleanup();
    });

    it.skipIf(!available)(
      'a confirm answered after the timeout, then 409 to the cancel: completed, the stars stay spent',
      async () => {
        const db = t.database.db;
        const memberId = await memberWith(db, 1_000);
        const p = protocolPartner();
        p.options.lateConfirm = true;
        const ctx = { db, now: () => TEST_NOW, partner: p.partner };
        for (let n = 0; n < 10; n += 1) {
          const { exchange } = await requestExchange(ctx, memberId, { stars: 100 });
          const done = await completeExchange(ctx, memberId, exchange.exchangeId);
          expect(done.exchange).toMatchObject({ status: 'completed', failureReason: null });
          expect(await entriesOf(db, exchange.exchangeId, 'exchange-release')).toHaveLength(0);
          expect(await entriesOf(db, exchange.exchangeId, 'exchange-settle')).toHaveLength(1);
        }
        expect([...p.state.values()].filter((state) => state === 'confirmed')).toHaveLength(10);
        expect(p.calls.cancel).toBe(10);
        expect(await findAccount(db, memberId)).toMatchObject({ balance: 0, reserved: 0 });
        expect(await sumOfEntries(db, memberId)).toBe(0);
        expect(await cacheDrift(db, memberId)).toEqual([]);
      },
    );

    it.skipIf(!available)(
      'no answer to the cancel either: pending, the stars held and unspendable, until reconcile asks',
      async () => {
        const db = t.database.db;
        const memberId = await memberWith(db, 500);
        const p = protocolPartner();
        const ctx = { db, now: () => TEST_NOW, partner: p.partner };

        // The partner confirmed, but neither that answer nor the cancel's reached us.
        const confirmed = (await requestExchange(ctx, memberId, { stars: 300 })).exchange;
        p.options.lateConfirm = true;
        p.options.cancelDown = true;
        const unsure = await completeExchange(ctx, memberId, confirmed.exchangeId);
        expect(unsure.exchange).toMatchObject({ status: 'pending', failureReason: null });
        expect(unsure.toastItems).toEqual([{ phrase: EXCHANGE_MESSAGES.awaitingPartner }]);
        expect(unsure.balance).toBe(200);
        expect(await findAccount(db, memberId)).toMatchObject({ balance: 200, reserved: 300 });

        // The held stars can be neither spent nor exchanged again.
        expect(
          await codeOf(
            spendStars(db, {
              memberId,
              amount: 300,
              reason: '사용',
              idempotencyKey: 'held:1',
              now: TEST_NOW,
            }),
          ),
        ).toBe(13);
        expect(await codeOf(requestExchange(ctx, memberId, { stars: 300 }))).toBe(13);
        // Completing again while the partner is still silent changes nothing.
        expect((await completeExchange(ctx, memberId, confirmed.exchangeId)).exchange.status).toBe('pending');

        // An abandoned one: accepted by the partner, never completed by the member.
        p.options.lateConfirm = false;
        p.options.cancelDown = false;
        const abandoned = (await requestExchange(ctx, memberId, { stars: 100 })).exchange;
        expect(await findAccount(db, memberId)).toMatchObject({ balance: 100, reserved: 400 });

        // Within RECONCILE_AFTER_MS a pending exchange is the member's own, in progress: not asked about.
        expect((await reconcileExchanges({ db, now: () => TEST_NOW, partner: p.partner })).outcomes).toEqual(
          [],
        );

        // Still silent: both stay pending, the stars still held.
        p.options.cancelDown = true;
        const silent = await reconcileExchanges({ db, now: () => LATER, partner: p.partner });
        expect(silent).toMatchObject({ completed: 0, failed: 0, pending: 2 });
        expect(await findAccount(db, memberId)).toMatchObject({ balance: 100, reserved: 400 });

        // The partner answers: the confirmed one completes, the abandoned one is cancelled, stars back.
        p.options.cancelDown = false;
        const answered = await reconcileExchanges({ db, now: () => LATER, partner: p.partner });
        expect(answered).toMatchObject({ completed: 1, failed: 1, pending: 0 });
        expect(answered.outcomes).toEqual([
          { exchangeId: confirmed.exchangeId, memberId, stars: 300, status: 'completed' },
          { exchangeId: abandoned.exchangeId, memberId, stars: 100, status: 'failed' },
        ]);
        expect((await findExchange(db, confirmed.exchangeId))?.status).toBe('completed');
        expect(await entriesOf(db, confirmed.exchangeId, 'exchange-release')).toHaveLength(0);
        expect(await findExchange(db, abandoned.exchangeId)).toMatchObject({
          status: 'failed',
          failure_reason: '전환이 완료되지 않아 취소했습니다. 별은 그대로 돌려드렸습니다.',
        });
        expect(p.state.get(`exchange:${abandoned.exchangeId}`)).toBe('cancelled');
        expect(await findAccount(db, memberId)).toMatchObject({ balance: 200, reserved: 0 });

        // Nothing pending any more: a second run asks nothing.
        const cancels = p.calls.cancel;
        expect((await reconcileExchanges({ db, now: () => LATER, partner: p.partner })).outcomes).toEqual([]);
        expect(p.calls.cancel).toBe(cancels);
        expect(await sumOfEntries(db, memberId)).toBe(200);
        expect(await cacheDrift(db, memberId)).toEqual([]);
      },
    );

    it.skipIf(!available)(
      "a pending exchange is settled once, by the member's confirmation or by reconcile",
      async () => {
        const db = t.database.db;
        const memberId = await memberWith(db, 200);
        const p = protocolPartner();
        const ctx = { db, now: () => TEST_NOW, partner: p.partner };
        // The confirm never reached the partner, and the cancel got no answer.
        const { exchange } = await requestExchange(ctx, memberId, { stars: 200 });
        p.options.cancelDown = true;
        const lost = {
          ...p.partner,
          confirm: async () => ({ kind: 'unavailable', reason: 'network' }) as const,
        };
        expect(
          (await completeExchange({ ...ctx, partner: lost }, memberId, exchange.exchangeId)).exchange.status,
        ).toBe('pending');
        // The member's screen completes it again once the partner is back: confirmed, settled.
        p.options.cancelDown = false;
        expect((await completeExchange(ctx, memberId, exchange.exchangeId)).exchange.status).toBe(
          'completed',
        );
        // Reconcile finds nothing left to do.
        expect((await reconcileExchanges({ db, now: () => LATER, partner: p.partner })).outcomes).toEqual([]);
        expect(await entriesOf(db, exchange.exchangeId, 'exchange-settle')).toHaveLength(1);
        expect(await entriesOf(db, exchange.exchangeId, 'exchange-release')).toHaveLength(0);
        expect(await findAccount(db, memberId)).toMatchObject({ balance: 0, reserved: 0 });
      },
    );

    it.skipIf(!available)(
      'the automatic exchange reports a pending one and completes it next run',
      async () => {
        const db = t.database.db;
        const memberId = await memberWith(db, 300);
        await setAutoExchange(db, memberId, TEST_NOW, { enabled: true, stars: null });
        const p = protocolPartner();
        p.options.lateConfirm = true;
        p.options.cancelDown = true;
        const first = await runAutoExchange({
          db,
          now: () => TEST_NOW,
          partner: p.partner,
          month: '2026-11',
        });
        const mine = first.outcomes.find((o) => o.memberId === memberId);
        expect(mine).toMatchObject({ status: 'pending', stars: 300 });
        expect(first.exchangedStars).toBe(0);
        expect(await findAccount(db, memberId)).toMatchObject({ balance: 0, reserved: 300 });
        p.options.lateConfirm = false;
        p.options.cancelDown = false;
        const second = await runAutoExchange({
          db,
          now: () => TEST_NOW,
          partner: p.partner,
          month: '2026-11',
        });
        expect(second.outcomes.find((o) => o.memberId === memberId)).toMatchObject({
          status: 'completed',
          stars: 300,
        });
        expect(p.calls.request).toBe(1);
        const row = await db
          .selectFrom('point_exchange')
          .selectAll()
          .where('member_id', '=', memberId)
          .where('request_key', '=', autoExchangeKey('2026-11'))
          .execute();
        expect(row).toHaveLength(1);
        expect(await findAccount(db, memberId)).toMatchObject({ balance: 0, reserved: 0 });
      },
    );

    it.skipIf(!available)(
      'npm run admin -- stars reconcile: one line per exchange, exit 1 while any is unanswered',
      async () => {
        const db = t.database.db;
        const memberId = await memberWith(db, 400);
        const p = protocolPartner();
        const ctx = { db, now: () => TEST_NOW, partner: p.partner };
        const held = (await requestExchange(ctx, memberId, { stars: 400 })).exchange;
        const run = async (open: () => Promise<OpenPartnerPoints>) => {
          const out: string[] = [];
          const err: string[] = [];
          const admin: AdminContext = {
            db,
            io: { out: (line) => out.push(line), err: (line) => err.push(line) },
            now: LATER,
            builtWebVersion: '2.29.0',
            partnerPoints: open,
          };
          return { code: await runAdmin(['stars', 'reconcile'], admin), out, err };
        };
        const fake = async (): Promise<OpenPartnerPoints> => ({
          partner: p.partner,
          configured: true,
          close: async () => undefined,
        });

        // No partner configured: nobody to ask, so nothing is decided.
        const unconfigured = await run(() => openPartnerPoints(testConfig({ DEV_STAND_INS: 'off' })));
        expect(unconfigured.code).toBe(1);
        expect(unconfigured.err.join('\n')).toContain('PARTNER_POINTS_URL');
        expect((await findExchange(db, held.exchangeId))?.status).toBe('pending');

        p.options.cancelDown = true;
        const silent = await run(fake);
        expect(silent.code).toBe(1);
        expect(silent.err.join('\n')).toContain(
          `전환 #${held.exchangeId} (회원 #${memberId}, 별 400개): 파트너사 응답이 없어`,
        );
        expect(silent.out.at(-1)).toMatch(/계속 대기 1건$/);

        // The development partner in this process has never seen the key: it cancels, stars back.
        const answered = await run(() => openPartnerPoints(testConfig()));
        expect(answered.code).toBe(0);
        expect(answered.out.join('\n')).toContain(
          `전환 #${held.exchangeId} (회원 #${memberId}, 별 400개): 파트너사가 취소해 별을 돌려드렸습니다`,
        );
        expect(answered.out.at(-1)).toMatch(/별 반환 1건, 계속 대기 0건$/);
        expect(await findAccount(db, memberId)).toMatchObject({ balance: 400, reserved: 0 });
      },
    );
  },
);

describe('stars reconcile arguments', () => {
  it('takes none', () => {
    expect(parseCommand(['stars', 'reconcile'])).toEqual({ command: { name: 'stars', action: 'reconcile' } });
    expect(parseCommand(['stars', 'reconcile', '--all'])).toHaveProperty('error');
  });
});
