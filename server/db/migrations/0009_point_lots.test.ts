import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dialectCases,
  openTestDatabase,
  TEST_NOW,
  type TestDatabase,
} from '../../../tests/support/databases.ts';
import { insertMember } from '../../modules/account/account.repository.ts';
import { revokeStars, spendStars } from '../../modules/point/point.service.ts';
import { cacheDrift } from '../../modules/point/point.testing.ts';
import { seedStarHistory } from '../../seed/points.ts';
import type { Db } from '../schema.ts';
import { down, up } from './0009_point_lots.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

async function snapshot(db: Db) {
  return {
    lots: await db.selectFrom('point_lot').selectAll().orderBy('lot_id').execute(),
    months: await db.selectFrom('point_month').selectAll().orderBy('member_id').orderBy('month').execute(),
    counts: await db
      .selectFrom('point_account')
      .select(['member_id', 'balance', 'earned_count', 'used_count', 'expired_count'])
      .orderBy('member_id')
      .execute(),
  };
}

/**
 * 0009 backfills the derived rows from a ledger written before it existed: undoing it and doing it
 * again over a history written through the ledger (earnings, spends, a revocation, exchanges settled
 * and released, expiries) gives back exactly what the ledger kept while writing.
 */
describe.each(dialectCases())('migration 0009_point_lots on $dialect', ({ dialect, available }) => {
  let t: TestDatabase;
  beforeAll(async () => {
    if (available) t = await openTestDatabase(dialect, { seed: false });
  });
  afterAll(async () => {
    if (available) await t.cleanup();
  });

  it.skipIf(!available)('backfills lots, monthly earnings and history counters from the rows', async () => {
    const db = t.database.db;
    const members: number[] = [];
    for (const n of [1, 2]) {
      const at = TEST_NOW.toISOString();
      const { member_id } = await insertMember(db, {
        channel_type: 1001,
        provider_subject: `migration-0009-${n}`,
        email: null,
        nickname: `이전${n}`,
        name: null,
        gender: null,
        birth_year: null,
        mobile: null,
        created_at: at,
        updated_at: at,
      });
      members.push(member_id);
      await seedStarHistory(db, member_id, TEST_NOW);
      const later = new Date(TEST_NOW.getTime() + DAY_MS);
      await spendStars(db, {
        memberId: member_id,
        amount: 7,
        reason: '사용',
        idempotencyKey: `m9:s:${n}`,
        now: later,
      });
      await revokeStars(db, {
        memberId: member_id,
        amount: 3,
        reason: '회수',
        idempotencyKey: `m9:r:${n}`,
        now: later,
      });
    }
    const kept = await snapshot(db);
    expect(kept.lots.length).toBeGreaterThan(50);
    expect(kept.lots.some((lot) => lot.remaining === 0)).toBe(true);
    expect(kept.counts.every((row) => row.expired_count > 0 && row.used_count > 0)).toBe(true);

    await down(db);
    await up(db);

    expect(await snapshot(db)).toEqual(kept);
    for (const memberId of members) expect(await cacheDrift(db, memberId)).toEqual([]);
  });
});
