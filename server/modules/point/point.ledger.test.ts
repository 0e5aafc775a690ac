import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dialectCases,
  openTestDatabase,
  TEST_NOW,
  type TestDatabase,
} from '../../../tests/support/databases.ts';
import { insertMember } from '../account/account.repository.ts';
import { sumOfEntries } from './point.repository.ts';
import { awardStars, pointSummary, spendStars } from './point.service.ts';

describe.each(dialectCases())('ledger smoke on $dialect', ({ dialect, available }) => {
  let t: TestDatabase;
  let memberId: number;
  beforeAll(async () => {
    if (!available) return;
    t = await openTestDatabase(dialect, { seed: false });
    const at = TEST_NOW.toISOString();
    memberId = (
      await insertMember(t.database.db, {
        channel_type: 1001,
        provider_subject: 's1',
        email: null,
        nickname: 'n',
        name: null,
        gender: null,
        birth_year: null,
        mobile: null,
        created_at: at,
        updated_at: at,
      })
    ).member_id;
  });
  afterAll(async () => {
    if (available) await t.cleanup();
  });
  it.skipIf(!available)('awards once per key and spends', async () => {
    const db = t.database.db;
    const a = await awardStars(db, {
      memberId,
      amount: 500,
      reason: '테스트',
      idempotencyKey: 'k1',
      now: TEST_NOW,
    });
    const b = await awardStars(db, {
      memberId,
      amount: 500,
      reason: '테스트',
      idempotencyKey: 'k1',
      now: TEST_NOW,
    });
    expect(a.status).toBe('awarded');
    expect(b.status).toBe('duplicate');
    await spendStars(db, { memberId, amount: 200, reason: 'x', idempotencyKey: 's1', now: TEST_NOW });
    await expect(
      spendStars(db, { memberId, amount: 400, reason: 'x', idempotencyKey: 's2', now: TEST_NOW }),
    ).rejects.toThrow(/부족/);
    const summary = await pointSummary(db, memberId, TEST_NOW);
    expect(summary.balance).toBe(300);
    expect(await sumOfEntries(db, memberId)).toBe(300);
    const later = new Date('2028-01-01T00:00:00Z');
    expect((await pointSummary(db, memberId, later)).balance).toBe(0);
    expect(await sumOfEntries(db, memberId)).toBe(0);
  });
});
