/**
 * Test support for the community: an app on a fresh database whose clock a test can move (stars, views
 * and the clawback depend on time), and members with long-lived access tokens made directly in the
 * database, so a test can have thirty of them and move the clock by days without the tokens expiring.
 */
import type { FastifyInstance } from 'fastify';
import { openTestDatabase, TEST_NOW, type TestDatabase } from '../../../../tests/support/databases.ts';
import { buildApp } from '../../../app.ts';
import { testConfig } from '../../../config.ts';
import type { Dialect } from '../../../db/database.ts';
import { insertMember } from '../../account/account.repository.ts';
import { insertSession } from '../../auth/auth.repository.ts';
import { newSessionId } from '../../auth/auth.tokens.ts';

export interface ClockedApp extends TestDatabase {
  app: FastifyInstance;
  clock: { now: Date };
}

export async function createClockedApp(
  dialect: Dialect,
  env: Record<string, string> = {},
): Promise<ClockedApp> {
  const testDb = await openTestDatabase(dialect);
  const clock = { now: TEST_NOW };
  const app = await buildApp(testConfig({ WRITE_RATE_LIMIT: '100000', ...env }), {
    database: testDb.database,
    clock: () => clock.now,
  });
  await app.ready();
  return {
    ...testDb,
    app,
    clock,
    async cleanup() {
      await app.close();
      await testDb.cleanup();
    },
  };
}

export interface TestMember {
  memberId: number;
  headers: Record<string, string>;
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export async function createMember(
  app: FastifyInstance,
  nickname: string,
  options: { banned?: boolean } = {},
): Promise<TestMember> {
  const db = app.database.db;
  const at = TEST_NOW.toISOString();
  const member = await insertMember(db, {
    channel_type: 1001,
    provider_subject: `community-test-${nickname}-${Math.random().toString(36).slice(2, 10)}`,
    email: null,
    nickname,
    name: null,
    gender: null,
    birth_year: null,
    mobile: null,
    created_at: at,
    updated_at: at,
    ...(options.banned
      ? { is_banned: 1, ban_message: '운영정책 위반으로 이용이 제한되었습니다.', banned_at: at }
      : {}),
  });
  const sessionId = newSessionId();
  await insertSession(db, {
    session_id: sessionId,
    member_id: member.member_id,
    channel_type: 1001,
    device_uuid: null,
    device_type: null,
    created_at: at,
    last_refreshed_at: null,
    revoked_at: null,
    revoke_reason: null,
  });
  const token = await app.accessTokens.sign(
    { memberId: member.member_id, sessionId },
    TEST_NOW,
    YEAR_SECONDS,
  );
  return { memberId: member.member_id, headers: { authorization: `Bearer ${token}` } };
}
