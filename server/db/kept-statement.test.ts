import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dialectCases,
  openTestDatabase,
  TEST_NOW,
  type TestDatabase,
} from '../../tests/support/databases.ts';
import { testPgPooler } from '../../tests/support/pg-url.ts';
import { insertMember } from '../modules/account/account.repository.ts';
import { openDatabase } from './database.ts';
import { keptStatement, runKept } from './kept-statement.ts';
import type { Db } from './schema.ts';

/** Built the usual way, on every call: what the kept statement must answer alike. */
function membersQuery(db: Db, args: { nickname: string; after: number }) {
  return db
    .selectFrom('member')
    .select(['member_id', 'nickname', 'channel_type'])
    .where('nickname', '=', args.nickname)
    .where('member_id', '>', args.after)
    .where('channel_type', 'in', [1001, 1002])
    .orderBy('member_id')
    .limit(10);
}

// One kept statement for both databases of the run: each gets its own compiled SQL.
const members = keptStatement((db, args: { nickname: string; after: number }) => membersQuery(db, args));

describe.each(dialectCases())('kept statements on $dialect', ({ dialect, available }) => {
  let t: TestDatabase;
  const ids: number[] = [];
  beforeAll(async () => {
    if (!available) return;
    t = await openTestDatabase(dialect, { seed: false });
    const at = TEST_NOW.toISOString();
    for (const [n, nickname, channel] of [
      [1, '가', 1001],
      [2, '나', 1002],
      [3, '가', 1002],
      [4, '가', 1003],
    ] as const) {
      const row = await insertMember(t.database.db, {
        channel_type: channel,
        provider_subject: `kept-${n}`,
        email: null,
        nickname,
        name: null,
        gender: null,
        birth_year: null,
        mobile: null,
        created_at: at,
        updated_at: at,
      });
      ids.push(row.member_id);
    }
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it.skipIf(!available)(
    'answers as the statement built per call does, for each call’s arguments',
    async () => {
      const db = t.database.db;
      const first = ids[0] ?? 0;
      for (const args of [
        { nickname: '가', after: 0 },
        { nickname: '가', after: first },
        { nickname: '나', after: 0 },
        { nickname: '다', after: 0 },
      ]) {
        expect(await runKept(db, members(db, args))).toEqual(await membersQuery(db, args).execute());
      }
      expect((await runKept(db, members(db, { nickname: '가', after: 0 }))).map((r) => r.member_id)).toEqual([
        ids[0],
        ids[2],
      ]);
    },
  );

  it.skipIf(!available)('binds the arguments, not the values it was first compiled with', async () => {
    const db = t.database.db;
    const a = members(db, { nickname: '가', after: 0 });
    const b = members(db, { nickname: '나', after: 5 });
    expect(b.sql).toBe(a.sql);
    expect(a.parameters).toContain('가');
    expect(b.parameters).toContain('나');
    expect(b.parameters).not.toContain('가');
    expect(() => members(db, { nickname: '가' } as never)).toThrow(/no argument after/);
  });

  it.skipIf(!available)('runs inside a transaction, and many calls at once', async () => {
    const db = t.database.db;
    const inside = await db
      .transaction()
      .execute(async (trx) => runKept(trx, members(trx, { nickname: '나', after: 0 })));
    expect(inside.map((r) => r.member_id)).toEqual([ids[1]]);
    // More calls than the pool has connections: each connection prepares it once, all answer right.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        runKept(db, members(db, { nickname: n % 2 ? '가' : '나', after: 0 })),
      ),
    );
    answers.forEach((rows, n) => {
      expect(rows.map((r) => r.member_id)).toEqual(n % 2 ? [ids[0], ids[2]] : [ids[1]]);
    });
  });

  // Behind PgBouncer in transaction mode they are unnamed (the next test), as DATABASE_POOLER says.
  it.skipIf(!available || dialect !== 'postgres' || testPgPooler() !== 'none')(
    'is a named prepared statement on PostgreSQL, prepared once per connection',
    async () => {
      const prepared = await t.database.db.transaction().execute(async (trx) => {
        await runKept(trx, members(trx, { nickname: '가', after: 0 }));
        await runKept(trx, members(trx, { nickname: '나', after: 0 }));
        return (
          await sql<{
            name: string;
            statement: string;
          }>`select name, statement from pg_prepared_statements`.execute(trx)
        ).rows;
      });
      const mine = prepared.filter(
        (row) => row.statement === members(t.database.db, { nickname: '', after: 0 }).sql,
      );
      expect(mine).toHaveLength(1);
      expect(mine[0]?.name).toMatch(/^kept_\d+$/);
    },
  );

  it.skipIf(!available || dialect !== 'postgres')(
    'is an unnamed statement with DB_PREPARED_STATEMENTS off (behind a transaction-mode pooler)',
    async () => {
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
        t.database.db,
      );
      const unprepared = await openDatabase({
        url: process.env.TEST_PG_URL,
        pgSchema: rows[0]?.schema,
        pooler: testPgPooler(),
        preparedStatements: false,
      });
      try {
        const { answer, prepared } = await unprepared.db.transaction().execute(async (trx) => ({
          answer: await runKept(trx, members(trx, { nickname: '가', after: 0 })),
          prepared: (await sql<{ n: string }>`select count(*) as n from pg_prepared_statements`.execute(trx))
            .rows[0]?.n,
        }));
        expect(answer.map((r) => r.member_id)).toEqual([ids[0], ids[2]]);
        expect(Number(prepared)).toBe(0);
      } finally {
        await unprepared.close();
      }
    },
  );
});
