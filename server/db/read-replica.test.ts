/**
 * A real streaming replica of the test cluster (tests/support/replica.ts: pg_basebackup, a second
 * port) behind DATABASE_READ_URL: community reads are served there, a member sees their own write at
 * once, and the replica's loss falls back to the primary without an error reaching the client.
 * Replication is paused (`pg_wal_replay_pause()`) so that what the replica has not replayed shows
 * which database answered; time is the app's clock, never the wall's.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, TEST_NOW, type TestDatabase } from '../../tests/support/databases.ts';
import { captureLogs, LOG_LEVELS } from '../../tests/support/log-capture.ts';
import { directTestPgUrl, testPgPooler } from '../../tests/support/pg-url.ts';
import { caughtUp, type Replica, startReplica } from '../../tests/support/replica.ts';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { createMember, type TestMember } from '../modules/community/shared/community.testing.ts';
import { type Database, openDatabase } from './database.ts';

const url = process.env.TEST_PG_URL ?? '';
const WINDOW_MS = 5_000;
const SEARCH = '/api/v1/community/search';

describe.skipIf(!url)('a streaming read replica (DATABASE_READ_URL)', () => {
  let primaryData: TestDatabase;
  let replica: Replica | undefined;
  let database: Database;
  let app: FastifyInstance;
  let onPrimary: pg.Client;
  let onReplica: pg.Client;
  let alice: TestMember;
  const clock = { now: TEST_NOW };
  const logs = captureLogs();

  beforeAll(async () => {
    primaryData = await openTestDatabase('postgres');
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
      primaryData.database.db,
    );
    const schema = rows[0]?.schema as string;
    // The replica is a copy of the whole cluster, the migrated and seeded schema (and its role) included.
    // Behind PgBouncer (the pgbouncer project) the replica still copies and follows the server itself.
    const direct = testPgPooler() === 'none' ? url : directTestPgUrl();
    replica = await startReplica(direct);
    database = await openDatabase({ url, pgSchema: schema, pooler: testPgPooler(), readUrl: replica.url });
    app = await buildApp(
      testConfig({
        WRITE_RATE_LIMIT: '100000',
        DB_READ_AFTER_WRITE_MS: String(WINDOW_MS),
        LOG_LEVEL: 'warn',
      }),
      {
        database,
        clock: () => clock.now,
        logStream: logs.stream,
      },
    );
    await app.ready();
    alice = await createMember(app, '복제확인');
    onPrimary = new pg.Client({ connectionString: direct });
    onReplica = new pg.Client({ connectionString: replica.url });
    await onPrimary.connect();
    await onReplica.connect();
    await caughtUp(onPrimary, onReplica);
  }, 180_000);

  afterAll(async () => {
    // Each step whatever the others did: the replica's process and folder go in every case.
    const steps = [
      () => onReplica?.end().catch(() => undefined),
      () => onPrimary?.end().catch(() => undefined),
      () => app?.close(),
      () => database?.close(),
      () => replica?.remove(),
      () => primaryData?.cleanup(),
    ];
    const failures: unknown[] = [];
    for (const step of steps)
      await Promise.resolve()
        .then(step)
        .catch((error: unknown) => failures.push(error));
    if (failures.length > 0) throw failures[0];
  });

  const search = async (keyword: string, member?: TestMember) => {
    const response = await app.inject({
      method: 'GET',
      url: `${SEARCH}?keyword=${encodeURIComponent(keyword)}`,
      headers: member?.headers ?? {},
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { posts: { postId: number }[] }).posts.map((post) => post.postId);
  };
  const write = async (body: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/community/dashboard',
      headers: alice.headers,
      payload: { body },
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { post: { postId: number } }).post.postId;
  };

  it('sends reads to the replica and every statement of a transaction to the primary', async () => {
    const recovery = sql<{ standby: boolean }>`select pg_is_in_recovery() as standby`;
    expect((await recovery.execute(database.reads)).rows).toEqual([{ standby: true }]);
    expect((await recovery.execute(database.db)).rows).toEqual([{ standby: false }]);
    const inTransaction = await database.reads.transaction().execute((trx) => recovery.execute(trx));
    expect(inTransaction.rows).toEqual([{ standby: false }]);
  });

  it('serves a guest from the replica, and the writer from the primary for a while after their write', async () => {
    await onReplica.query('select pg_wal_replay_pause()');
    try {
      const postId = await write('복제지연확인 첫 글입니다');
      // The replica has not replayed the post: a guest does not find it yet.
      expect(await search('복제지연확인')).toEqual([]);
      // Its writer does, at once and within the window...
      expect(await search('복제지연확인', alice)).toEqual([postId]);
      clock.now = new Date(TEST_NOW.getTime() + WINDOW_MS - 1);
      expect(await search('복제지연확인', alice)).toEqual([postId]);
      // ...after which the writer reads the replica again, like everyone.
      clock.now = new Date(TEST_NOW.getTime() + WINDOW_MS);
      expect(await search('복제지연확인', alice)).toEqual([]);
    } finally {
      await onReplica.query('select pg_wal_replay_resume()');
    }
    await caughtUp(onPrimary, onReplica);
    expect(await search('복제지연확인')).toHaveLength(1);
  });

  it('falls back to the primary when the replica is lost, without an error reaching the client', async () => {
    const postId = await write('복제본중지 뒤에도 보이는 글');
    await caughtUp(onPrimary, onReplica);
    await onReplica.end();
    replica?.stop();
    // Connections the pool held to the replica die with it: each read retries on the primary.
    for (let n = 0; n < 5; n += 1) expect(await search('복제본중지')).toEqual([postId]);
    const answered = await sql<{ standby: boolean }>`select pg_is_in_recovery() as standby`.execute(
      database.reads,
    );
    expect(answered.rows).toEqual([{ standby: false }]);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    // The operator hears of it once, as a warning: the service goes on.
    const lost = logs.lines.filter((line) => line.msg?.startsWith('읽기 전용 복제본에 연결할 수 없습니다'));
    expect(lost).toHaveLength(1);
    expect(lost[0]?.level).toBe(LOG_LEVELS.warn);
    expect(logs.lines.filter((line) => line.level >= LOG_LEVELS.error)).toEqual([]);
    const counted = await app.metrics.registry.getSingleMetric('db_replica_unavailable_total')?.get();
    expect(counted?.values[0]?.value).toBe(1);
  });
});
