import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIDDEN_CONTENT_TEXT } from '#contract/rules/community-rules.ts';
import { dialectCases, TEST_NOW } from '../../../../tests/support/databases.ts';
import {
  type ClockedApp,
  createClockedApp,
  createMember,
  type TestMember,
} from '../shared/community.testing.ts';
import { parseModerationCommand, runModerationCli } from './moderation.cli.ts';

it('parses the moderation commands and refuses anything else', () => {
  expect(parseModerationCommand(['hidden', 'post', '12'])).toEqual({
    command: { action: 'hidden', target: 'post', id: 12 },
  });
  expect(parseModerationCommand(['restore', 'reply', '3'])).toEqual({
    command: { action: 'restore', target: 'reply', id: 3 },
  });
  for (const args of [
    [],
    ['hide', 'post', '1'],
    ['delete', 'comment', '1'],
    ['delete', 'post', '0'],
    ['delete', 'post', '1', 'x'],
    ['delete', 'post', '1.5'],
  ]) {
    expect(parseModerationCommand(args)).toHaveProperty('error');
  }
});

describe.each(dialectCases())('community moderation on $dialect', ({ dialect, available }) => {
  let t: ClockedApp;
  let author: TestMember;
  let other: TestMember;
  beforeAll(async () => {
    if (!available) return;
    t = await createClockedApp(dialect);
    author = await createMember(t.app, '모더레이션작가');
    other = await createMember(t.app, '구경꾼');
  });
  afterAll(async () => {
    if (available) await t.cleanup();
  });

  const run = async (...args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runModerationCli(
      { db: t.database.db, io: { out: (l) => out.push(l), err: (l) => err.push(l) }, now: TEST_NOW },
      args,
    );
    return { code, out, err };
  };

  it.skipIf(!available)('hides, restores and deletes a post', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/community/dashboard',
      headers: author.headers,
      payload: { body: '오늘 만든 잡채' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const postId = (created.json() as { post: { postId: number } }).post.postId;
    const detail = async (headers: Record<string, string>) =>
      t.app.inject({ url: `/api/v1/community/dashboard/${postId}`, headers });

    expect((await run('hidden', 'post', String(postId))).code).toBe(0);
    expect((await detail(other.headers)).json().post.body).toBe(HIDDEN_CONTENT_TEXT);
    expect((await detail(author.headers)).json().post.body).toBe('오늘 만든 잡채');
    expect((await run('hidden', 'post', String(postId))).out[0]).toContain('이미');

    expect((await run('restore', 'post', String(postId))).code).toBe(0);
    expect((await detail(other.headers)).json().post.body).toBe('오늘 만든 잡채');

    expect((await run('delete', 'post', String(postId))).code).toBe(0);
    expect((await detail(author.headers)).statusCode).toBe(404);
    expect((await run('restore', 'post', String(postId))).code).toBe(0);
    expect((await detail(author.headers)).statusCode).toBe(200);
  });

  it.skipIf(!available)(
    'keeps the reply count when a reply is deleted and restored, and reopens a question',
    async () => {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/v1/community/qna',
        headers: author.headers,
        payload: { title: '답변 달린 질문', body: '채택된 답이 지워지면?' },
      });
      const postId = (created.json() as { post: { postId: number } }).post.postId;
      const db = t.database.db;
      const { reply_id } = await db
        .insertInto('community_reply')
        .values({
          post_id: postId,
          parent_reply_id: null,
          member_id: other.memberId,
          body: '이렇게 하세요',
          created_at: TEST_NOW.toISOString(),
          updated_at: null,
          deleted_at: null,
        })
        .returning('reply_id')
        .executeTakeFirstOrThrow();
      await db
        .updateTable('community_post')
        .set({ reply_count: 1, accepted_reply_id: reply_id })
        .where('post_id', '=', postId)
        .execute();
      const post = () =>
        db
          .selectFrom('community_post')
          .select(['reply_count', 'accepted_reply_id', 'popularity'])
          .where('post_id', '=', postId)
          .executeTakeFirstOrThrow();

      expect((await run('hidden', 'reply', String(reply_id))).code).toBe(0);
      expect((await post()).reply_count).toBe(1);
      expect((await run('delete', 'reply', String(reply_id))).code).toBe(0);
      expect(await post()).toMatchObject({ reply_count: 0, accepted_reply_id: null });
      expect((await run('restore', 'reply', String(reply_id))).code).toBe(0);
      expect((await post()).reply_count).toBe(1);
      expect(await run('delete', 'reply', '99999999')).toMatchObject({ code: 1 });
      expect(await run('delete', 'post', '99999999')).toMatchObject({ code: 1 });
      expect(await run('remove', 'post', '1')).toMatchObject({ code: 2 });
    },
  );
});
