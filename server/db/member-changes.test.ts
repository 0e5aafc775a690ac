/**
 * The database tells this process of every write of a member's session, standing or stars (migration
 * 0035's triggers, db/member-changes.ts), whoever makes it; and says when it cannot, so nothing is
 * kept on the strength of changes it did not hear.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEVICE_TYPE, SOCIAL_CHANNEL } from '#contract/constants.ts';
import { dialectCases, openTestDatabase, type TestDatabase } from '../../tests/support/databases.ts';
import { directTestPgUrl, testPgPooler } from '../../tests/support/pg-url.ts';
import { insertMember } from '../modules/account/account.repository.ts';
import { insertSession } from '../modules/auth/auth.repository.ts';
import { awardStars } from '../modules/point/point.service.ts';
import { type Database, openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';

const NOW = new Date('2026-11-21T03:00:00.000Z');

async function newMember(db: Database['db'], key: string): Promise<number> {
  const at = NOW.toISOString();
  const member = await insertMember(db, {
    channel_type: SOCIAL_CHANNEL.naver,
    provider_subject: `member-changes-${key}`,
    email: null,
    nickname: `알림${key}`,
    name: null,
    gender: null,
    birth_year: null,
    mobile: null,
    terms_agreed: 1,
    terms_agreed_at: at,
    sign_up_pending: 0,
    cafe24_registered: 1,
    created_at: at,
    updated_at: at,
  });
  return member.member_id;
}

function newSession(db: Database['db'], memberId: number, sessionId: string): Promise<void> {
  return insertSession(db, {
    session_id: sessionId,
    member_id: memberId,
    channel_type: SOCIAL_CHANNEL.naver,
    device_uuid: null,
    device_type: DEVICE_TYPE.browser,
    created_at: NOW.toISOString(),
    last_refreshed_at: null,
    revoked_at: null,
    revoke_reason: null,
  });
}

describe.each(dialectCases())('member changes on $dialect', ({ dialect, available }) => {
  const pooled = dialect === 'postgres' && testPgPooler() !== 'none';
  describe.skipIf(!available)('', () => {
    let t: TestDatabase;
    const heard: (number | null)[] = [];
    let unsubscribe: () => void = () => undefined;
    beforeAll(async () => {
      t = await openTestDatabase(dialect, { seed: false });
      unsubscribe = t.database.memberChanges.subscribe((memberId) => heard.push(memberId));
    });
    afterAll(async () => {
      unsubscribe();
      await t?.cleanup();
    });
    afterEach(() => {
      heard.length = 0;
    });
    const changes = () => t.database.memberChanges;
    /** SQLite hears a write as it is made; PostgreSQL once the writer has committed and the notice came. */
    const eventually = (check: () => void) =>
      dialect === 'sqlite' ? check() : vi.waitFor(check, { timeout: 3_000, interval: 20 });

    const ban = (memberId: number, banned: number) =>
      t.database.db
        .updateTable('member')
        .set({ is_banned: banned })
        .where('member_id', '=', memberId)
        .execute();

    it.skipIf(pooled)('names the member of every write of their stars, session or standing', async () => {
      await vi.waitFor(() => expect(changes().heard()).toBe(true), { timeout: 3_000 });
      const memberId = await newMember(t.database.db, 'a');
      const other = await newMember(t.database.db, 'b');
      const sessionId = `member-changes-session-${other}`;
      await newSession(t.database.db, other, sessionId);
      heard.length = 0;
      await awardStars(t.database.db, {
        memberId,
        amount: 10,
        reason: '테스트',
        idempotencyKey: `test:member-changes:${memberId}`,
        now: NOW,
      });
      await eventually(() => expect(heard).toContain(memberId));
      expect(heard).not.toContain(other);
      heard.length = 0;
      await t.database.db
        .updateTable('auth_session')
        .set({ revoked_at: NOW.toISOString(), revoke_reason: 'test' })
        .where('session_id', '=', sessionId)
        .execute();
      await eventually(() => expect(heard).toEqual([other]));
      heard.length = 0;
      await ban(other, 1);
      await eventually(() => expect(heard).toEqual([other]));
    });

    it.skipIf(pooled)(
      'says nothing of what no kept answer is made of: a new member or session, a nickname, a token refresh',
      async () => {
        const memberId = await newMember(t.database.db, 'quiet');
        await newSession(t.database.db, memberId, `member-changes-quiet-${memberId}`);
        await t.database.db
          .updateTable('member')
          .set({ nickname: '조용한사과' })
          .where('member_id', '=', memberId)
          .execute();
        await t.database.db
          .updateTable('auth_session')
          .set({ last_refreshed_at: NOW.toISOString() })
          .where('member_id', '=', memberId)
          .execute();
        // Notices come in commit order: once this one is heard, any of the writes above would have been.
        const marker = await newMember(t.database.db, 'marker');
        await ban(marker, 1);
        await eventually(() => expect(heard).toContain(marker));
        expect(heard).toEqual([marker]);
      },
    );

    it.skipIf(pooled)('names no one, meaning everyone, for the service stop', async () => {
      await sql`update point_policy set service_stop_at = null`.execute(t.database.db);
      await eventually(() => expect(heard).toContain(null));
    });

    it.skipIf(pooled || dialect !== 'postgres')(
      'hears nothing while its connection is down, says so, and counts everything changed when back',
      async () => {
        await vi.waitFor(() => expect(changes().heard()).toBe(true), { timeout: 3_000 });
        heard.length = 0;
        // This schema's listening connection only: other test files listen side by side.
        await sql`select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = 'member_changes ' || current_schema()`.execute(t.database.db);
        await vi.waitFor(() => expect(changes().heard()).toBe(false), { timeout: 3_000, interval: 5 });
        expect(heard).toContain(null);
        heard.length = 0;
        await vi.waitFor(() => expect(changes().heard()).toBe(true), { timeout: 5_000, interval: 20 });
        expect(heard).toContain(null);
        const memberId = await newMember(t.database.db, 'c');
        await ban(memberId, 1);
        await eventually(() => expect(heard).toContain(memberId));
      },
    );

    it.skipIf(!pooled)(
      'behind a transaction-mode pooler, which cannot LISTEN, hears nothing unless given a direct address',
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(changes().heard()).toBe(false);
        const direct = await openDatabase({
          url: process.env.TEST_PG_URL,
          pgSchema: t.schema,
          pooler: testPgPooler(),
          listenUrl: directTestPgUrl(),
        });
        try {
          const directHeard: (number | null)[] = [];
          direct.memberChanges.subscribe((memberId) => directHeard.push(memberId));
          await vi.waitFor(() => expect(direct.memberChanges.heard()).toBe(true), { timeout: 3_000 });
          const memberId = await newMember(t.database.db, 'pooled');
          await ban(memberId, 1);
          await vi.waitFor(() => expect(directHeard).toContain(memberId), { timeout: 3_000 });
        } finally {
          await direct.close();
        }
      },
    );
  });
});

describe('member changes on SQLite, written by another process', () => {
  const dir = mkdtempSync(join(tmpdir(), 'member-changes-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("counts everything changed after another connection's commit", async () => {
    const path = join(dir, 'shared.db');
    const server = await openDatabase({ sqlitePath: path });
    const operator = await openDatabase({ sqlitePath: path });
    try {
      await migrateToLatest(server.db);
      const heard: (number | null)[] = [];
      server.memberChanges.subscribe((memberId) => heard.push(memberId));
      expect(server.memberChanges.heard()).toBe(true);
      expect(server.memberChanges.heard()).toBe(true);
      expect(heard).toEqual([]);
      // An operator command's write: its own process hears it; the server's connection sees the commit.
      await newMember(operator.db, 'operator');
      expect(server.memberChanges.heard()).toBe(true);
      expect(heard).toEqual([null]);
    } finally {
      await operator.close();
      await server.close();
    }
  });
});
