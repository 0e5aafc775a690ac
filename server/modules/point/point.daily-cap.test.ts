import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectCases, openTestDatabase, type TestDatabase } from '../../../tests/support/databases.ts';
import type { Db } from '../../db/schema.ts';
import { insertMember } from '../account/account.repository.ts';
import { findAccount, sumOfEntries } from './point.repository.ts';
import { awardStars, revokeStars } from './point.service.ts';
import { cacheDrift } from './point.testing.ts';

/**
 * awardStars' dailyCap (the community's daily star cap) and revokeStars' `award` (its clawback): the
 * cap counts one source's stars in the member's Seoul day, under the account lock, so on PostgreSQL
 * parallel awards on their own connections still stop at the cap exactly.
 */

/** 12:00 in Seoul; the Seoul day ends at 15:00 UTC. */
const NOON = new Date('2026-11-25T03:00:00.000Z');
const LAST_MINUTE = new Date('2026-11-25T14:59:00.000Z');
const NEXT_DAY = new Date('2026-11-25T15:00:00.000Z');
const CAP = { source: 'community', limit: 10 };

let memberSeq = 0;
async function newMember(db: Db): Promise<number> {
  memberSeq += 1;
  const at = NOON.toISOString();
  const row = await insertMember(db, {
    channel_type: 1001,
    provider_subject: `daily-cap-${memberSeq}-${Math.random()}`,
    email: null,
    nickname: '상한',
    name: null,
    gender: null,
    birth_year: null,
    mobile: null,
    created_at: at,
    updated_at: at,
  });
  return row.member_id;
}

describe.each(dialectCases())('daily star caps on $dialect', ({ dialect, available }) => {
  describe.skipIf(!available)('', () => {
    let t: TestDatabase;
    beforeAll(async () => {
      t = await openTestDatabase(dialect, { seed: false });
    });
    afterAll(async () => {
      await t?.cleanup();
    });

    const award = (memberId: number, key: string, amount: number, now: Date, source = CAP.source) =>
      awardStars(t.database.db, {
        memberId,
        amount,
        reason: '상한 시험',
        idempotencyKey: `cap:${memberId}:${key}`,
        now,
        source,
        dailyCap: CAP,
      });

    it("cuts an award to what is left of the Seoul day's cap, then awards nothing until the next day", async () => {
      const db = t.database.db;
      const memberId = await newMember(db);
      expect(await award(memberId, 'a', 4, NOON)).toMatchObject({ status: 'awarded', amount: 4 });
      expect(await award(memberId, 'b', 4, NOON)).toMatchObject({ status: 'awarded', amount: 4 });
      expect(await award(memberId, 'c', 4, NOON)).toMatchObject({ status: 'awarded', amount: 2 });
      expect(await award(memberId, 'd', 1, LAST_MINUTE)).toEqual({ status: 'capped', balance: 10 });
      // A repeat of an award is a duplicate, cap or no cap.
      expect(await award(memberId, 'a', 4, LAST_MINUTE)).toMatchObject({ status: 'duplicate' });
      expect(await award(memberId, 'e', 3, NEXT_DAY)).toMatchObject({ status: 'awarded', amount: 3 });
      expect(await sumOfEntries(db, memberId)).toBe(13);
      expect(await cacheDrift(db, memberId)).toEqual([]);
    });

    it('counts only the capped source: other awards neither use the cap nor are cut by it', async () => {
      const db = t.database.db;
      const memberId = await newMember(db);
      await awardStars(db, {
        memberId,
        amount: 50,
        reason: '게임',
        idempotencyKey: `cap:${memberId}:game`,
        now: NOON,
        source: 'game',
      });
      expect(await award(memberId, 'a', 10, NOON)).toMatchObject({ status: 'awarded', amount: 10 });
      expect(await award(memberId, 'b', 1, NOON)).toMatchObject({ status: 'capped' });
      expect((await findAccount(db, memberId))?.balance).toBe(60);
    });

    it('takes an award back once, never more than the member has left', async () => {
      const db = t.database.db;
      const memberId = await newMember(db);
      await award(memberId, 'a', 6, NOON);
      const awardKey = `cap:${memberId}:a`;
      await revokeStars(db, {
        memberId,
        amount: 4,
        reason: '사용',
        idempotencyKey: `cap:${memberId}:use`,
        now: NOON,
      });
      const clawback = {
        memberId,
        award: awardKey,
        reason: '회수',
        idempotencyKey: `${awardKey}:back`,
        now: NOON,
      };
      expect(await revokeStars(db, clawback)).toEqual({ status: 'revoked', amount: 2, balance: 0 });
      expect(await revokeStars(db, clawback)).toMatchObject({ status: 'duplicate' });
      expect(
        await revokeStars(db, {
          ...clawback,
          award: `cap:${memberId}:never`,
          idempotencyKey: 'cap:never:back',
        }),
      ).toEqual({ status: 'nothing' });
      expect(await sumOfEntries(db, memberId)).toBe(0);
      expect(await cacheDrift(db, memberId)).toEqual([]);
    });

    it.skipIf(dialect !== 'postgres')(
      'holds under parallel awards, each in its own transaction on its own connection',
      async () => {
        const db = t.database.db;
        const memberId = await newMember(db);
        const results = await Promise.all(
          Array.from({ length: 12 }, (_, n) => award(memberId, `parallel-${n}`, 3, NOON)),
        );
        const awarded = results.map((result) => (result.status === 'awarded' ? result.amount : 0));
        expect(awarded.reduce((sum, amount) => sum + amount, 0)).toBe(CAP.limit);
        expect(results.filter((result) => result.status === 'capped').length).toBeGreaterThanOrEqual(8);
        expect(await sumOfEntries(db, memberId)).toBe(CAP.limit);
        expect((await findAccount(db, memberId))?.balance).toBe(CAP.limit);
        expect(await cacheDrift(db, memberId)).toEqual([]);
      },
    );
  });
});
