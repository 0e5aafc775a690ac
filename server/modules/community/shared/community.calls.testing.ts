/**
 * Test support for the community's interactions (replies, answers, votes, reports): posts written
 * straight into the tables (members and the clocked app come from community.testing.ts).
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import { TEST_NOW } from '../../../../tests/support/databases.ts';
import type { DB } from '../../../db/schema.ts';
import type { PostType } from '../../../db/schema-community.ts';
import { searchColumns } from '../search/search.columns.ts';

export async function banMember(app: FastifyInstance, memberId: number): Promise<void> {
  await app.database.db
    .updateTable('member')
    .set({
      is_banned: 1,
      ban_message: '운영정책 위반으로 이용이 제한되었습니다.',
      banned_at: TEST_NOW.toISOString(),
    })
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

export const BASE = '/api/v1/community';

export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string> = {},
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `${BASE}${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** The stars one ledger entry (by idempotency key) gave, or 0 when there is none. */
export async function starsByKey(db: Kysely<DB>, key: string): Promise<number> {
  const row = await db
    .selectFrom('point_entry')
    .select(['amount', 'member_id'])
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row?.amount ?? 0;
}
