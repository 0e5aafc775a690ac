import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reply } from '#contract/community.ts';
import { HIDDEN_CONTENT_TEXT, REPORT_HIDE_THRESHOLD } from '#contract/rules/community-rules.ts';
import { dialectCases } from '../../../../tests/support/databases.ts';
import { expectError } from '../../../shared/api.testing.ts';
import { call, expectOk, seedPost } from '../shared/community.calls.testing.ts';
import {
  type ClockedApp,
  createClockedApp,
  createMember,
  type TestMember,
} from '../shared/community.testing.ts';
import { REPORT_DETAIL_MAX } from './reports.service.ts';

describe.each(dialectCases())('community reports on $dialect', ({ dialect, available }) => {
  let t: ClockedApp;
  let author: TestMember;
  let reporters: TestMember[];

  beforeAll(async () => {
    if (!available) return;
    t = await createClockedApp(dialect);
    author = await createMember(t.app, '글쓴이');
    reporters = [];
    for (let n = 0; n < REPORT_HIDE_THRESHOLD + 1; n += 1)
      reporters.push(await createMember(t.app, `신고자${n}`));
  });
  afterAll(async () => {
    if (available) await t.cleanup();
  });

  const report = (who: TestMember | null, payload: Record<string, unknown>) =>
    call(t.app, 'POST', '/accuse', who?.headers ?? {}, payload);
  const newReply = async (postId: number, who: TestMember = author) =>
    expectOk<{ reply: Reply }>(
      await call(t.app, 'POST', `/dashboard/${postId}/reply`, who.headers, { body: '댓글' }),
    ).reply.replyId;

  it.skipIf(!available)(
    'takes one report per member and target; refuses one’s own, unknown and deleted targets',
    async () => {
      const db = t.database.db;
      const { postId } = await seedPost(db, { type: 'dashboard', memberId: author.memberId });
      const [first, second] = reporters as [TestMember, TestMember];
      expectError(await report(null, { targetType: 'post', targetId: postId, reason: 'SPAM' }), 401, 110);
      const ok = expectOk<{ reported: true; toastItems: { phrase: string }[] }>(
        await report(first, {
          targetType: 'post',
          targetId: postId,
          reason: 'SPAM',
          detail: '  광고 글입니다  ',
        }),
      );
      expect(ok.reported).toBe(true);
      expect(ok.toastItems[0]?.phrase).toMatch(/신고/);
      expectError(await report(first, { targetType: 'post', targetId: postId, reason: 'ABUSE' }), 409, 18);
      expectError(await report(author, { targetType: 'post', targetId: postId, reason: 'SPAM' }), 400, 12);
      expectError(
        await report(second, { targetType: 'post', targetId: 2_000_000_000, reason: 'SPAM' }),
        404,
        8,
      );
      expectError(
        await report(second, { targetType: 'reply', targetId: 2_000_000_000, reason: 'SPAM' }),
        404,
        8,
      );
      expectError(await report(second, { targetType: 'post', targetId: postId, reason: 'BORING' }), 400, 11);
      expectError(await report(second, { targetType: 'comment', targetId: postId, reason: 'SPAM' }), 400, 11);
      expectError(
        await report(second, {
          targetType: 'post',
          targetId: postId,
          reason: 'ETC',
          detail: '가'.repeat(REPORT_DETAIL_MAX + 1),
        }),
        400,
        13,
      );
      const deleted = await seedPost(db, { type: 'qna', memberId: author.memberId, status: 'deleted' });
      expectError(
        await report(second, { targetType: 'post', targetId: deleted.postId, reason: 'SPAM' }),
        404,
        8,
      );

      const replyId = await newReply(postId);
      expectError(await report(author, { targetType: 'reply', targetId: replyId, reason: 'SPAM' }), 400, 12);
      expectOk(await report(second, { targetType: 'reply', targetId: replyId, reason: 'PRIVACY' }));
      // The same id as a post and as a reply are different targets.
      expectOk(await report(second, { targetType: 'post', targetId: postId, reason: 'SPAM' }));
      expectOk(await call(t.app, 'DELETE', `/dashboard/${postId}/reply/${replyId}`, author.headers));
      expectError(await report(first, { targetType: 'reply', targetId: replyId, reason: 'SPAM' }), 404, 8);

      const rows = await db
        .selectFrom('community_report')
        .select(['target_type', 'member_id', 'reason', 'detail'])
        .where('target_id', 'in', [postId, replyId])
        .orderBy('target_type')
        .orderBy('member_id')
        .execute();
      expect(rows).toEqual([
        { target_type: 'post', member_id: first.memberId, reason: 'SPAM', detail: '광고 글입니다' },
        { target_type: 'post', member_id: second.memberId, reason: 'SPAM', detail: null },
        { target_type: 'reply', member_id: second.memberId, reason: 'PRIVACY', detail: null },
      ]);
      const post = await db
        .selectFrom('community_post')
        .select(['report_count', 'status'])
        .where('post_id', '=', postId)
        .executeTakeFirstOrThrow();
      expect(post).toEqual({ report_count: 2, status: 'visible' });

      const banned = await createMember(t.app, '정지신고자', { banned: true });
      expectError(await report(banned, { targetType: 'post', targetId: postId, reason: 'SPAM' }), 403, 20);
    },
  );

  it.skipIf(!available)(`hides a post at ${REPORT_HIDE_THRESHOLD} distinct reporters`, async () => {
    const db = t.database.db;
    const { postId } = await seedPost(db, { type: 'qna', memberId: author.memberId, title: '신고될 질문' });
    const status = async () =>
      db
        .selectFrom('community_post')
        .select(['report_count', 'status'])
        .where('post_id', '=', postId)
        .executeTakeFirstOrThrow();
    for (const [n, reporter] of reporters.slice(0, REPORT_HIDE_THRESHOLD - 1).entries()) {
      expectOk(await report(reporter, { targetType: 'post', targetId: postId, reason: 'ABUSE' }));
      expect(await status()).toEqual({ report_count: n + 1, status: 'visible' });
    }
    expectOk(
      await report(reporters[REPORT_HIDE_THRESHOLD - 1]!, {
        targetType: 'post',
        targetId: postId,
        reason: 'ABUSE',
      }),
    );
    expect(await status()).toEqual({ report_count: REPORT_HIDE_THRESHOLD, status: 'hidden' });
    // Others see the hidden text; the question takes no new answers; the list no longer shows it.
    const seen = expectOk<{ post: { title: string; body: string } }>(
      await call(t.app, 'GET', `/qna/${postId}`),
    );
    expect(seen.post.body).toBe(HIDDEN_CONTENT_TEXT);
    expectError(
      await call(t.app, 'POST', `/qna/${postId}/reply`, reporters[0]!.headers, { body: '답변' }),
      404,
      8,
    );
    const list = expectOk<{ posts: { postId: number }[] }>(await call(t.app, 'GET', '/qna?size=50'));
    expect(list.posts.some((p) => p.postId === postId)).toBe(false);
    // A report after the threshold counts but changes nothing else.
    expectOk(
      await report(reporters[REPORT_HIDE_THRESHOLD]!, {
        targetType: 'post',
        targetId: postId,
        reason: 'ETC',
      }),
    );
    expect(await status()).toEqual({ report_count: REPORT_HIDE_THRESHOLD + 1, status: 'hidden' });
  });

  it.skipIf(!available)(
    'hides a reply at the threshold; an operator’s restore is not undone by later reports',
    async () => {
      const db = t.database.db;
      const { postId } = await seedPost(db, { type: 'dashboard', memberId: author.memberId });
      const replyId = await newReply(postId);
      for (const reporter of reporters.slice(0, REPORT_HIDE_THRESHOLD)) {
        expectOk(await report(reporter, { targetType: 'reply', targetId: replyId, reason: 'OBSCENE' }));
      }
      const row = () =>
        db
          .selectFrom('community_reply')
          .select(['report_count', 'status'])
          .where('reply_id', '=', replyId)
          .executeTakeFirstOrThrow();
      expect(await row()).toEqual({ report_count: REPORT_HIDE_THRESHOLD, status: 'hidden' });
      const seen = expectOk<{ replies: Reply[] }>(await call(t.app, 'GET', `/dashboard/${postId}/reply`));
      expect(seen.replies[0]).toMatchObject({ replyId, body: HIDDEN_CONTENT_TEXT, isHidden: true });
      const own = expectOk<{ replies: Reply[] }>(
        await call(t.app, 'GET', `/dashboard/${postId}/reply`, author.headers),
      );
      expect(own.replies[0]).toMatchObject({ replyId, body: '댓글', isHidden: true });

      // The operator reviews and restores it (npm run admin -- community restore reply <id>).
      await db
        .updateTable('community_reply')
        .set({ status: 'visible' })
        .where('reply_id', '=', replyId)
        .execute();
      expectOk(
        await report(reporters[REPORT_HIDE_THRESHOLD]!, {
          targetType: 'reply',
          targetId: replyId,
          reason: 'ETC',
        }),
      );
      expect(await row()).toEqual({ report_count: REPORT_HIDE_THRESHOLD + 1, status: 'visible' });
    },
  );
});
