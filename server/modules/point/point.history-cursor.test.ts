import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POINT_HISTORY_TYPES, type PointHistoryType } from '#contract/rules/star-rules.ts';
import { dialectCases, openTestDatabase, type TestDatabase } from '../../../tests/support/databases.ts';
import type { Db } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { insertMember } from '../account/account.repository.ts';
import { decodeHistoryCursor, encodeHistoryCursor } from './point.history.ts';
import { awardStars, pointHistory, revokeStars, spendStars } from './point.service.ts';

/**
 * Cursor paging of the star history: walking every page by `nextCursor` gives every row of the
 * filter exactly once, in the history's order, also when many rows share one instant (the same
 * backdated award time, spends at one moment, lots expiring together), whatever the page size.
 */

const NOW = new Date('2026-11-25T03:00:00.000Z');
/** Few instants, so that rows often share one. */
const SLOTS = [
  '2026-11-01T00:00:00.000Z',
  '2026-11-10T09:30:00.000Z',
  '2026-11-10T09:30:00.000Z',
  '2026-11-20T15:00:00.000Z',
].map((at) => new Date(at));
/** Earned then: expired by NOW, all at one instant (2026-02-01 00:00 KST), with an expiry row each. */
const LONG_AGO = new Date('2025-01-15T03:00:00.000Z');

type Op =
  | { op: 'earn'; slot: number; amount: number }
  | { op: 'old-earn'; amount: number }
  | { op: 'spend'; slot: number; amount: number }
  | { op: 'revoke'; amount: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    op: fc.constant('earn' as const),
    slot: fc.nat(SLOTS.length - 1),
    amount: fc.integer({ min: 1, max: 500 }),
  }),
  fc.record({ op: fc.constant('old-earn' as const), amount: fc.integer({ min: 1, max: 500 }) }),
  fc.record({
    op: fc.constant('spend' as const),
    slot: fc.nat(SLOTS.length - 1),
    amount: fc.integer({ min: 1, max: 300 }),
  }),
  fc.record({ op: fc.constant('revoke' as const), amount: fc.integer({ min: 1, max: 100 }) }),
);

const SHOWN: Record<PointHistoryType, (kind: string) => boolean> = {
  all: (kind) => kind !== 'exchange-settle',
  earned: (kind) => kind === 'earn',
  used: (kind) => ['spend', 'exchange', 'exchange-release', 'revoke'].includes(kind),
  expired: (kind) => kind === 'expire',
};

let memberSeq = 0;
async function newMember(db: Db): Promise<number> {
  memberSeq += 1;
  const row = await insertMember(db, {
    channel_type: 1001,
    provider_subject: `cursor-property-${memberSeq}-${Math.random()}`,
    email: null,
    nickname: '커서',
    name: null,
    gender: null,
    birth_year: null,
    mobile: null,
    created_at: NOW.toISOString(),
    updated_at: NOW.toISOString(),
  });
  return row.member_id;
}

async function apply(db: Db, memberId: number, ops: Op[]): Promise<void> {
  let key = 0;
  for (const op of ops) {
    key += 1;
    const idempotencyKey = `cursor-test:${memberId}:${key}`;
    const refused = (error: unknown) => {
      // Spending or revoking more than the balance is refused (code 13); the history just lacks that row.
      if (!(error instanceof AppError)) throw error;
    };
    if (op.op === 'earn' || op.op === 'old-earn') {
      const earnedAt = op.op === 'earn' ? SLOTS[op.slot]! : LONG_AGO;
      await awardStars(db, {
        memberId,
        amount: op.amount,
        reason: '적립',
        idempotencyKey,
        now: NOW,
        earnedAt,
      });
    } else if (op.op === 'spend') {
      await spendStars(db, {
        memberId,
        amount: op.amount,
        reason: '사용',
        idempotencyKey,
        now: SLOTS[op.slot]!,
      }).catch(refused);
    } else {
      await revokeStars(db, { memberId, amount: op.amount, reason: '회수', idempotencyKey, now: NOW }).catch(
        refused,
      );
    }
  }
}

/** Every page from the first, following nextCursor; fails on a loop. */
async function walk(db: Db, memberId: number, type: PointHistoryType, size: number) {
  const ids: number[] = [];
  let cursor: string | undefined;
  for (let pages = 0; pages < 1_000; pages += 1) {
    const page = await pointHistory(db, memberId, NOW, {
      type,
      page: 1,
      size,
      ...(cursor ? { cursor } : {}),
    });
    expect(page.items.length).toBeLessThanOrEqual(size);
    for (const item of page.items) ids.push(item.entryId);
    expect(page.pageInfo.hasNext).toBe(page.nextCursor !== null);
    if (page.nextCursor === null) return ids;
    // A page with a next one is full.
    expect(page.items).toHaveLength(size);
    cursor = page.nextCursor;
  }
  throw new Error('the cursor never reached the end');
}

describe('the history cursor', () => {
  it('round-trips a position and refuses anything it did not write (code 12)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }),
        fc.integer({ min: 1, max: 999_999_999_999 }),
        (ms, entryId) => {
          const position = { occurredAt: new Date(ms).toISOString(), entryId };
          const cursor = encodeHistoryCursor(position);
          expect(cursor).toMatch(/^[A-Za-z0-9_-]{1,200}$/);
          expect(decodeHistoryCursor(cursor)).toEqual(position);
        },
      ),
    );
    const bad = [
      'Zm9v', // "foo"
      Buffer.from('2|2026-11-21T03:00:00.000Z|5').toString('base64url'),
      Buffer.from('1|2026-11-21T03:00:00Z|5').toString('base64url'),
      Buffer.from('1|2026-11-21T03:00:00.000Z|0').toString('base64url'),
      Buffer.from('1|2026-11-21T03:00:00.000Z|05').toString('base64url'),
      Buffer.from('1|2026-11-21T03:00:00.000Z|5|x').toString('base64url'),
      Buffer.from('1|2026-13-45T03:00:00.000Z|5').toString('base64url'),
      `${encodeHistoryCursor({ occurredAt: '2026-11-21T03:00:00.000Z', entryId: 5 })}A`,
    ];
    for (const cursor of bad) {
      expect(() => decodeHistoryCursor(cursor), cursor).toThrow(
        expect.objectContaining({ body: expect.objectContaining({ code: 12 }) }),
      );
    }
  });
});

describe.each(dialectCases())('cursor paging of the history on $dialect', ({ dialect, available }) => {
  let t: TestDatabase;
  beforeAll(async () => {
    if (available) t = await openTestDatabase(dialect, { seed: false });
  });
  afterAll(async () => {
    if (available) await t.cleanup();
  });

  it.skipIf(!available)(
    'walking every page by cursor returns every row of each filter once, in order, ties included',
    async () => {
      const db = t.database.db;
      await fc.assert(
        fc.asyncProperty(
          fc.array(opArb, { minLength: 0, maxLength: 24 }),
          fc.integer({ min: 1, max: 7 }),
          async (ops, size) => {
            const memberId = await newMember(db);
            await apply(db, memberId, ops);
            const rows = await db
              .selectFrom('point_entry')
              .select(['entry_id', 'kind', 'occurred_at'])
              .where('member_id', '=', memberId)
              .execute();
            for (const type of POINT_HISTORY_TYPES) {
              const expected = rows
                .filter((row) => SHOWN[type](row.kind))
                .sort((a, b) =>
                  a.occurred_at === b.occurred_at
                    ? b.entry_id - a.entry_id
                    : a.occurred_at < b.occurred_at
                      ? 1
                      : -1,
                )
                .map((row) => row.entry_id);
              const walked = await walk(db, memberId, type, size);
              expect(walked, `${type}, pages of ${size}`).toEqual(expected);
              // The offset pages of older clients list the same rows.
              const first = await pointHistory(db, memberId, NOW, { type, page: 1, size: 100 });
              expect(first.items.map((item) => item.entryId)).toEqual(expected.slice(0, 100));
            }
          },
        ),
        { numRuns: dialect === 'postgres' ? 15 : 30 },
      );
    },
    120_000,
  );

  it.skipIf(!available)(
    'has rows sharing one instant to page through (the property is not vacuous)',
    async () => {
      const db = t.database.db;
      const memberId = await newMember(db);
      await apply(
        db,
        memberId,
        Array.from(
          { length: 9 },
          (_, i): Op => (i % 3 === 0 ? { op: 'old-earn', amount: 10 } : { op: 'earn', slot: 1, amount: 10 }),
        ),
      );
      const page1 = await pointHistory(db, memberId, NOW, { type: 'all', page: 1, size: 4 });
      const instants = page1.items.map((item) => item.occurredAt);
      expect(new Set(instants).size).toBeLessThan(instants.length);
      const page2 = await pointHistory(db, memberId, NOW, {
        type: 'all',
        page: 1,
        size: 4,
        cursor: page1.nextCursor!,
      });
      expect(
        page2.items.map((item) => item.entryId).some((id) => page1.items.some((i) => i.entryId === id)),
      ).toBe(false);
      expect(page1.pageInfo.totalCount).toBe(12);
    },
  );
});
