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
import { updateMember } from '../account/account.repository.ts';
import type { CancelAnswer, PartnerAnswer, PartnerPoints } from './partner-points.ts';
import { type AutoExchangeOutcome, autoExchangeKey, runAutoExchange } from './point.auto-exchange.ts';
import { openPartnerPoints } from './point.cli.ts';
import { requestExchange, setAutoExchange } from './point.exchange.ts';
import { findAccount, sumOfEntries } from './point.repository.ts';
import { awardStars } from './point.service.ts';
import { cacheDrift, plainMember } from './point.testing.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A partner that refuses the members it is told to, and counts what it is asked. */
function recordingPartner(refused: Set<number>) {
  const calls = { request: 0, confirm: 0, cancel: 0 };
  const refusedRef = (ref: string) => refused.has(Number(ref.replace('member-', '')));
  const byKey = new Map<string, string>();
  const partner: PartnerPoints = {
    async request(input): Promise<PartnerAnswer> {
      calls.request += 1;
      byKey.set(input.idempotencyKey, input.memberRef);
      if (refusedRef(input.memberRef)) return { kind: 'rejected', reason: 'member not eligible' };
      return { kind: 'accepted', transactionId: `tx-${input.idempotencyKey}` };
    },
    async confirm(key): Promise<PartnerAnswer> {
      calls.confirm += 1;
      return { kind: 'accepted', transactionId: `tx-${key}` };
    },
    async cancel(): Promise<CancelAnswer> {
      calls.cancel += 1;
      return { kind: 'cancelled' };
    },
  };
  return { partner, calls };
}

let seq = 0;
async function memberWith(db: Db, stars: number, auto: { enabled: boolean; stars?: number | null }) {
  seq += 1;
  const member_id = await plainMember(db, `자동${seq}`, TEST_NOW);
  if (stars > 0) {
    await awardStars(db, {
      memberId: member_id,
      amount: stars,
      reason: '자동 전환 준비',
      idempotencyKey: `auto-test:${member_id}`,
      now: TEST_NOW,
    });
  }
  await setAutoExchange(db, member_id, TEST_NOW, auto);
  return member_id;
}

const balanceOf = async (db: Db, memberId: number) => (await findAccount(db, memberId))?.balance ?? 0;
const byMember = (outcomes: AutoExchangeOutcome[]) => new Map(outcomes.map((o) => [o.memberId, o]));

describe.each(dialectCases())('automatic monthly exchange on $dialect', ({ dialect, available }) => {
  let t: TestDatabase;
  beforeAll(async () => {
    if (available) t = await openTestDatabase(dialect, { seed: false });
  });
  afterAll(async () => {
    if (available) await t.cleanup();
  });

  it.skipIf(!available)(
    "exchanges each member's setting once a month; a refusal gives the stars back; a second run does nothing",
    async () => {
      const db = t.database.db;
      const all = await memberWith(db, 1_250, { enabled: true, stars: null });
      const fixed = await memberWith(db, 1_000, { enabled: true, stars: 300 });
      const refused = await memberWith(db, 500, { enabled: true, stars: null });
      const off = await memberWith(db, 1_000, { enabled: false });
      const few = await memberWith(db, 50, { enabled: true, stars: null });
      const tooMany = await memberWith(db, 200, { enabled: true, stars: 500 });
      const banned = await memberWith(db, 1_000, { enabled: true, stars: 200 });
      // Banned 40 days ago: the month to exchange is over.
      await updateMember(db, banned, {
        is_banned: 1,
        ban_message: '운영 정책 위반',
        banned_at: new Date(TEST_NOW.getTime() - 40 * DAY_MS).toISOString(),
      });
      const { partner, calls } = recordingPartner(new Set([refused]));
      // A run that stopped between the partner's answers: accepted, never confirmed.
      const interrupted = await memberWith(db, 400, { enabled: true, stars: 200 });
      await requestExchange({ db, now: () => TEST_NOW, partner }, interrupted, {
        stars: 200,
        requestKey: autoExchangeKey('2026-11'),
      });
      calls.request = 0;

      const first = await runAutoExchange({ db, now: () => TEST_NOW, partner, month: '2026-11' });
      const outcome = byMember(first.outcomes);
      expect(outcome.get(all)).toMatchObject({ status: 'completed', stars: 1_200, partnerPoints: 600 });
      expect(outcome.get(fixed)).toMatchObject({ status: 'completed', stars: 300, partnerPoints: 150 });
      expect(outcome.get(refused)).toMatchObject({ status: 'failed', stars: 500 });
      expect(outcome.has(off)).toBe(false);
      expect(outcome.get(few)).toMatchObject({ status: 'not-enough', balance: 50, wanted: null });
      expect(outcome.get(tooMany)).toMatchObject({ status: 'not-enough', balance: 200, wanted: 500 });
      expect(outcome.get(banned)).toMatchObject({ status: 'not-allowed' });
      expect(outcome.get(interrupted)).toMatchObject({ status: 'completed', stars: 200 });
      expect(first.exchangedStars).toBe(1_700);
      expect(first.exchangedPoints).toBe(850);
      expect(calls).toEqual({ request: 3, confirm: 3, cancel: 0 });

      const balances = {
        all: await balanceOf(db, all),
        fixed: await balanceOf(db, fixed),
        refused: await balanceOf(db, refused),
        off: await balanceOf(db, off),
        interrupted: await balanceOf(db, interrupted),
      };
      expect(balances).toEqual({ all: 50, fixed: 700, refused: 500, off: 1_000, interrupted: 200 });
      for (const memberId of [all, fixed, refused, interrupted]) {
        expect((await findAccount(db, memberId))?.reserved).toBe(0);
        expect(await sumOfEntries(db, memberId)).toBe(await balanceOf(db, memberId));
        expect(await cacheDrift(db, memberId)).toEqual([]);
      }

      // The same month again: nothing more, whatever the first outcome was.
      const exchangesBefore = await db.selectFrom('point_exchange').select('exchange_id').execute();
      const second = await runAutoExchange({ db, now: () => TEST_NOW, partner, month: '2026-11' });
      const again = byMember(second.outcomes);
      for (const memberId of [all, fixed, refused, interrupted]) {
        expect(again.get(memberId)?.status).toBe('already-done');
      }
      expect(second.exchangedStars).toBe(0);
      expect(calls).toEqual({ request: 3, confirm: 3, cancel: 0 });
      expect(await db.selectFrom('point_exchange').select('exchange_id').execute()).toHaveLength(
        exchangesBefore.length,
      );
      expect(await balanceOf(db, fixed)).toBe(700);

      // Next month the setting runs again.
      const december = new Date(TEST_NOW.getTime() + 11 * DAY_MS);
      const next = byMember(
        (await runAutoExchange({ db, now: () => december, partner, month: '2026-12' })).outcomes,
      );
      expect(next.get(fixed)).toMatchObject({ status: 'completed', stars: 300 });
      expect(next.get(all)).toMatchObject({ status: 'not-enough', balance: 50 });
      expect(next.get(refused)).toMatchObject({ status: 'failed' });
      expect(await balanceOf(db, fixed)).toBe(400);
      expect(await balanceOf(db, refused)).toBe(500);
    },
  );

  it.skipIf(!available)(
    'npm run admin -- stars auto-exchange: the development partner in-process, a summary, once a month',
    async () => {
      const db = t.database.db;
      // Members of the test above are done for 2026-11; this one is new.
      const member = await memberWith(db, 700, { enabled: true, stars: null });
      const run = async (args: string[], answer = 'accept') => {
        const out: string[] = [];
        const err: string[] = [];
        const ctx: AdminContext = {
          db,
          io: { out: (line) => out.push(line), err: (line) => err.push(line) },
          now: TEST_NOW,
          builtWebVersion: '2.29.0',
          partnerPoints: () => openPartnerPoints(testConfig({ PARTNER_POINTS_DEV_ANSWER: answer })),
        };
        return { code: await runAdmin(args, ctx), out, err };
      };

      const first = await run(['stars', 'auto-exchange']);
      expect(first.code).toBe(0);
      expect(first.out.join('\n')).toContain(`회원 #${member}: 별 700개 → 포인트 350점 전환 완료`);
      expect(first.out.at(-1)).toMatch(
        /^2026-11 자동 전환: 대상 회원 \d+명 중 전환 1명 \(별 700개 → 포인트 350점\)/,
      );
      expect(await balanceOf(db, member)).toBe(0);

      const second = await run(['stars', 'auto-exchange', '--month', '2026-11']);
      expect(second.code).toBe(0);
      expect(second.out.join('\n')).toContain(`회원 #${member}: 이번 달 자동 전환을 이미 처리했습니다`);
      expect(second.out.at(-1)).toContain('전환 0명');

      // A refusing partner: the stars come back and the exit code says something failed.
      const refused = await memberWith(db, 300, { enabled: true, stars: 200 });
      const rejected = await run(['stars', 'auto-exchange'], 'reject');
      expect(rejected.code).toBe(1);
      expect(rejected.err.join('\n')).toContain(`회원 #${refused}: 별 200개 전환 실패, 별은 돌려드렸습니다`);
      expect(await balanceOf(db, refused)).toBe(300);

      const future = await run(['stars', 'auto-exchange', '--month', '2026-12']);
      expect(future.code).toBe(1);
      expect(future.err.join('\n')).toContain('아직 오지 않은 달(2026-12)');
    },
  );
});

describe('stars auto-exchange arguments', () => {
  it('takes an optional --month YYYY-MM and nothing else', () => {
    expect(parseCommand(['stars', 'auto-exchange'])).toEqual({
      command: { name: 'stars', action: 'auto-exchange', month: null },
    });
    expect(parseCommand(['stars', 'auto-exchange', '--month', '2026-12'])).toEqual({
      command: { name: 'stars', action: 'auto-exchange', month: '2026-12' },
    });
    for (const args of [
      ['--month'],
      ['--month', '2026-13'],
      ['--month', '2026-1'],
      ['2026-12'],
      ['--month', '2026-12', 'extra'],
    ]) {
      expect(parseCommand(['stars', 'auto-exchange', ...args])).toHaveProperty('error');
    }
  });
});
