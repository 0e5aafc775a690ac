/**
 * Test support for the community's interactions (replies, answers, votes, reports): members with a real
 * session and access token signed by the app's own key ring (the sign-in flow itself is tested in the
 * auth module; these tests need many members quickly), and posts written straight into the tables.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import { TEST_NOW } from '../../../tests/support/databases.ts';
import type { DB } from '../../db/schema.ts';
import type { PostType } from '../../db/schema-community.ts';
import { bearer } from '../auth/auth.testing.ts';
import { searchColumns } from './community.search-text.ts';

export interface TestMember {
  memberId: number;
  headers: Record<string, string>;
}

let serial = 0;

/** A member with a live session; `nickname` must be unique within the database. */
export async function testMember(app: FastifyInstance, nickname: string): Promise<TestMember> {
  const db = app.database.db;
  const at = TEST_NOW.toISOString();
  serial += 1;
  const { member_id } = await db
    .insertInto('member')
    .values({
      channel_type: 1001,
      provider_subject: `interactions-${nickname}-${serial}-${randomBytes(3).toString('hex')}`,
      email: null,
      nickname,
      name: null,
      gender: null,
      birth_year: null,
      mobile: null,
      created_at: at,
      updated_at: at,
    })
    .returning('member_id')
    .executeTakeFirstOrThrow();
  const sessionId = randomBytes(16).toString('hex');
  await db
    .insertInto('auth_session')
    .values({
      session_id: sessionId,
      member_id,
      channel_type: 1001,
      device_uuid: null,
      device_type: null,
      created_at: at,
      last_refreshed_at: null,
      revoked_at: null,
      revoke_reason: null,
    })
    .execute();
  const token = await app.accessTokens.sign({ memberId: member_id, sessionId }, app.now(), 3600);
  return { memberId: member_id, headers: bearer(token) };
}

export async function banMember(
  app: FastifyInstance,
  memberId: number,
  message = '운영 정책 위반으로 이용이 정지되었습니다.',
) {
  await app.database.db
    .updateTable('member')
    .set({ is_banned: 1, ban_message: message, banned_at: TEST_NOW.toISOString() })
    .where('member_id', '=', memberId)
    .execute();
}

export interface PostSeed {
  type: PostType;
  memberId: number;
  title?: string | null;
  body?: string;
  status?: 'visible' | 'hidden' | 'deleted';
  /** Votes: when voting ends (default a day after TEST_NOW), and the options' texts. */
  closesAt?: string;
  options?: string[];
  createdAt?: string;
}

/** A post written straight into the tables (the posts' own create calls are tested with the posts). */
export async function seedPost(
  db: Kysely<DB>,
  seed: PostSeed,
): Promise<{ postId: number; optionIds: number[] }> {
  const title = seed.title === undefined ? (seed.type === 'dashboard' ? null : '테스트 제목') : seed.title;
  const body = seed.body ?? '오늘 저녁은 제철 대방어회였어요.';
  const { post_id } = await db
    .insertInto('community_post')
    .values({
      type: seed.type,
      member_id: seed.memberId,
      title,
      body,
      ...searchColumns(title, body),
      status: seed.status ?? 'visible',
      board_date: '2026-11-21',
      created_at: seed.createdAt ?? TEST_NOW.toISOString(),
      updated_at: null,
      deleted_at: null,
      accepted_reply_id: null,
      closes_at:
        seed.type === 'survey'
          ? (seed.closesAt ?? new Date(TEST_NOW.getTime() + 24 * 3600_000).toISOString())
          : null,
    })
    .returning('post_id')
    .executeTakeFirstOrThrow();
  const optionIds: number[] = [];
  if (seed.type === 'survey') {
    for (const [position, text] of (seed.options ?? ['김장 김치', '백김치', '깍두기']).entries()) {
      const row = await db
        .insertInto('community_survey_option')
        .values({ post_id, position, text })
        .returning('option_id')
        .executeTakeFirstOrThrow();
      optionIds.push(row.option_id);
    }
  }
  return { postId: post_id, optionIds };
}

export function expectOk<T>(response: LightMyRequestResponse): T {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}
