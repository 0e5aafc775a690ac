import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reply } from '#contract/community.ts';
import {
  COMMUNITY_LIMITS,
  COMMUNITY_STARS,
  communityStarKey,
  DELETED_REPLY_TEXT,
  HIDDEN_CONTENT_TEXT,
  popularityScore,
} from '#contract/rules/community-rules.ts';
import { dialectCases, TEST_NOW } from '../../../../tests/support/databases.ts';
import { expectError } from '../../../shared/api.testing.ts';
import { banMember, call, expectOk, seedPost, starsByKey } from '../shared/community.calls.testing.ts';
import {
  type ClockedApp,
  createClockedApp,
  createMember,
  type TestMember,
} from '../shared/community.testing.ts';

type ReplyList = { replies: Reply[]; nextCursor: string | null; totalCount: number };
type ReplyAnswer = { reply: Reply; toastItems?: { pointPhrase?: string }[] };

const HOUR = 3600_000;

describe.each(dialectCases())('community replies on $dialect', ({ dialect, available }) => {
  let t: ClockedApp;
  let alice: TestMember;
  let bob: TestMember;
  let carol: TestMember;

  beforeAll(async () => {
    if (!available) return;
    t = await createClockedApp(dialect);
    alice = await createMember(t.app, '앨리스');
    bob = await createMember(t.app, '밥이좋아');
    carol = await createMember(t.app, '캐롤');
  });
  afterAll(async () => {
    if (available) await t.cleanup();
  });

  const db = () => t.database.db;
  const post = (type: 'dashboard' | 'qna' | 'survey', memberId = alice.memberId, extra = {}) =>
    seedPost(db(), { type, memberId, ...extra });
  const reply = async (
    who: TestMember,
    path: 'dashboard' | 'qna',
    postId: number,
    body: string,
    parentReplyId?: number,
  ) =>
    expectOk<ReplyAnswer>(
      await call(t.app, 'POST', `/${path}/${postId}/reply`, who.headers, {
        body,
        ...(parentReplyId ? { parentReplyId } : {}),
      }),
    );
  const list = async (
    path: 'dashboard' | 'qna',
    postId: number,
    headers: Record<string, string> = {},
    q = '',
  ) => expectOk<ReplyList>(await call(t.app, 'GET', `/${path}/${postId}/reply${q}`, headers));
  const postRow = (postId: number) =>
    db().selectFrom('community_post').selectAll().where('post_id', '=', postId).executeTakeFirstOrThrow();

  it.skipIf(!available)('every write needs a member (110)', async () => {
    const { postId } = await post('dashboard');
    expectError(await call(t.app, 'POST', `/dashboard/${postId}/reply`, {}, { body: '안녕' }), 401, 110);
    expectError(await call(t.app, 'PUT', `/dashboard/${postId}/reply/1`, {}, { body: '안녕' }), 401, 110);
    expectError(await call(t.app, 'DELETE', `/dashboard/${postId}/reply/1`), 401, 110);
    expectError(await call(t.app, 'PUT', `/qna/${postId}/reply/1/like`, {}, { isLike: true }), 401, 110);
    expectError(await call(t.app, 'PUT', `/qna/${postId}/accept/1`), 401, 110);
  });

  it.skipIf(!available)(
    'writes a reply: counted with the post popularity, stars only on someone else’s post',
    async () => {
      const { postId } = await post('dashboard');
      const before = await postRow(postId);
      const first = await reply(bob, 'dashboard', postId, '  맛있어 보여요!  ');
      expect(first.reply).toMatchObject({
        postId,
        parentReplyId: null,
        body: '맛있어 보여요!',
        isDeleted: false,
        isHidden: false,
        author: { nickname: '밥이좋아', isMine: true },
        likeCount: 0,
        isLiked: false,
        isAccepted: false,
        createdAt: TEST_NOW.toISOString(),
        updatedAt: null,
        canEdit: true,
        canDelete: true,
        replies: [],
      });
      expect(first.toastItems?.[0]?.pointPhrase).toBe(`${COMMUNITY_STARS.reply}개`);
      expect(await starsByKey(db(), communityStarKey.reply(first.reply.replyId))).toBe(COMMUNITY_STARS.reply);

      // The post's author replying under their own post earns nothing.
      const own = await reply(alice, 'dashboard', postId, '감사합니다', first.reply.replyId);
      expect(own.toastItems).toBeUndefined();
      expect(own.reply).toMatchObject({ parentReplyId: first.reply.replyId, replies: [] });
      expect(await starsByKey(db(), communityStarKey.reply(own.reply.replyId))).toBe(0);

      const after = await postRow(postId);
      expect(after.reply_count).toBe(before.reply_count + 2);
      expect(after.popularity).toBeCloseTo(
        popularityScore(
          { likeCount: 0, replyCount: 2, clipCount: 0, viewCount: 0 },
          new Date(after.created_at),
        ),
        9,
      );
      expect(after.popularity).toBeGreaterThan(before.popularity);
    },
  );

  it.skipIf(!available)('checks the text: empty 10, too long 13 in code points, banned word 12', async () => {
    const { postId } = await post('dashboard');
    const send = (body: unknown) => call(t.app, 'POST', `/dashboard/${postId}/reply`, bob.headers, { body });
    expectError(await send('   \n '), 400, 10);
    expectError(await send('가'.repeat(COMMUNITY_LIMITS.replyMax + 1)), 400, 13);
    expectError(await send('이런 씨발'), 400, 12);
    // 500 emoji are 1,000 UTF-16 units but 500 characters: allowed.
    expectOk(await send('🍊'.repeat(COMMUNITY_LIMITS.replyMax)));
    expectError(await send(42), 400, 12);
    expect((await postRow(postId)).reply_count).toBe(1);
  });

  it.skipIf(!available)(
    'nests one level: the parent must be a visible top-level reply of the same post (12)',
    async () => {
      const { postId } = await post('dashboard');
      const other = await post('dashboard');
      const top = await reply(bob, 'dashboard', postId, '첫 댓글');
      const child = await reply(carol, 'dashboard', postId, '답글', top.reply.replyId);
      const elsewhere = await reply(bob, 'dashboard', other.postId, '다른 글 댓글');
      const send = (parentReplyId: number) =>
        call(t.app, 'POST', `/dashboard/${postId}/reply`, bob.headers, {
          body: '답글의 답글',
          parentReplyId,
        });
      expectError(await send(child.reply.replyId), 400, 12);
      expectError(await send(elsewhere.reply.replyId), 400, 12);
      expectError(await send(2_000_000_000), 400, 12);
      expectError(await send(0), 400, 13);
      await db()
        .updateTable('community_reply')
        .set({ status: 'hidden' })
        .where('reply_id', '=', top.reply.replyId)
        .execute();
      expectError(await send(top.reply.replyId), 400, 12);
    },
  );

  it.skipIf(!available)(
    'answers on the right path only: wrong family, hidden, deleted or unknown posts are 404',
    async () => {
      const dashboard = await post('dashboard');
      const question = await post('qna');
      const survey = await post('survey');
      const hidden = await post('dashboard', alice.memberId, { status: 'hidden' });
      const deleted = await post('qna', alice.memberId, { status: 'deleted' });
      const write = (path: string, id: number | string) =>
        call(t.app, 'POST', `/${path}/${id}/reply`, bob.headers, { body: '댓글' });
      expectError(await write('qna', dashboard.postId), 404, 8);
      expectError(await write('dashboard', question.postId), 404, 8);
      expectError(await write('qna', survey.postId), 404, 8);
      expectError(await write('dashboard', hidden.postId), 404, 8);
      expectError(await write('qna', deleted.postId), 404, 8);
      expectError(await write('dashboard', 999_999_999_999), 404, 8);
      expectError(await write('dashboard', 'abc'), 400, 12);
      expectError(await call(t.app, 'GET', `/qna/${dashboard.postId}/reply`), 404, 8);
      expectError(await call(t.app, 'GET', `/dashboard/${deleted.postId}/reply`), 404, 8);
      // Votes take comments through /dashboard.
      expectOk(await write('dashboard', survey.postId));
      expect((await list('dashboard', survey.postId)).totalCount).toBe(1);
      // A hidden post's replies can still be read (its page stays reachable for its author).
      expect((await list('dashboard', hidden.postId)).replies).toEqual([]);
    },
  );

  it.skipIf(!available)(
    'lists threads oldest first, pages over top-level replies, keeps deleted parents with children',
    async () => {
      const { postId } = await post('dashboard');
      const r1 = await reply(bob, 'dashboard', postId, '하나');
      const r2 = await reply(carol, 'dashboard', postId, '둘');
      const r3 = await reply(bob, 'dashboard', postId, '셋');
      const r4 = await reply(carol, 'dashboard', postId, '넷');
      const c1 = await reply(alice, 'dashboard', postId, '하나의 답글', r1.reply.replyId);
      const c2 = await reply(carol, 'dashboard', postId, '하나의 둘째 답글', r1.reply.replyId);
      const c3 = await reply(bob, 'dashboard', postId, '셋의 답글', r3.reply.replyId);
      // r1 deleted with children stays; r2 deleted without children goes; r3's only child deleted.
      expectOk(await call(t.app, 'DELETE', `/dashboard/${postId}/reply/${r1.reply.replyId}`, bob.headers));
      expectOk(await call(t.app, 'DELETE', `/dashboard/${postId}/reply/${r2.reply.replyId}`, carol.headers));
      expectOk(await call(t.app, 'DELETE', `/dashboard/${postId}/reply/${c3.reply.replyId}`, bob.headers));
      await db()
        .updateTable('community_reply')
        .set({ status: 'hidden' })
        .where('reply_id', '=', r4.reply.replyId)
        .execute();

      const all = await list('dashboard', postId, bob.headers);
      expect(all.totalCount).toBe(4); // r3, r4, c1, c2
      expect(all.replies.map((r) => r.replyId)).toEqual([
        r1.reply.replyId,
        r3.reply.replyId,
        r4.reply.replyId,
      ]);
      const [deleted, third, hidden] = all.replies;
      expect(deleted).toMatchObject({
        body: DELETED_REPLY_TEXT,
        isDeleted: true,
        author: null,
        canEdit: false,
        canDelete: false,
      });
      expect(deleted?.replies.map((r) => [r.replyId, r.body])).toEqual([
        [c1.reply.replyId, '하나의 답글'],
        [c2.reply.replyId, '하나의 둘째 답글'],
      ]);
      expect(third).toMatchObject({ body: '셋', replies: [], author: { isMine: true }, canEdit: true });
      // Hidden: the text is replaced for others, kept for its author.
      expect(hidden).toMatchObject({ body: HIDDEN_CONTENT_TEXT, isHidden: true, canEdit: false });
      const byCarol = await list('dashboard', postId, carol.headers);
      expect(byCarol.replies[2]).toMatchObject({
        body: '넷',
        isHidden: true,
        canEdit: true,
        canDelete: true,
      });
      const anonymous = await list('dashboard', postId);
      expect(anonymous.replies[1]).toMatchObject({
        canEdit: false,
        canDelete: false,
        author: { isMine: false },
      });

      // Paging by two top-level replies.
      const page1 = await list('dashboard', postId, {}, '?size=2');
      expect(page1.replies.map((r) => r.replyId)).toEqual([r1.reply.replyId, r3.reply.replyId]);
      expect(page1.nextCursor).not.toBeNull();
      const page2 = await list('dashboard', postId, {}, `?size=2&cursor=${page1.nextCursor}`);
      expect(page2.replies.map((r) => r.replyId)).toEqual([r4.reply.replyId]);
      expect(page2.nextCursor).toBeNull();
      expectError(await call(t.app, 'GET', `/dashboard/${postId}/reply?cursor=bm9wZQ`), 400, 12);
      expectError(await call(t.app, 'GET', `/dashboard/${postId}/reply?cursor=${'%25%25'}`), 400, 12);
      expectError(await call(t.app, 'GET', `/dashboard/${postId}/reply?size=0`), 400, 13);
    },
  );

  it.skipIf(!available)('edits only the author’s own reply (403/20), with the same text checks', async () => {
    const { postId } = await post('dashboard');
    const other = await post('dashboard');
    const mine = await reply(bob, 'dashboard', postId, '원래 댓글');
    const url = `/dashboard/${postId}/reply/${mine.reply.replyId}`;
    expectError(await call(t.app, 'PUT', url, carol.headers, { body: '남의 댓글' }), 403, 20);
    expectError(await call(t.app, 'PUT', url, bob.headers, { body: ' ' }), 400, 10);
    expectError(await call(t.app, 'PUT', url, bob.headers, { body: '씨발' }), 400, 12);
    expectError(
      await call(t.app, 'PUT', url, bob.headers, { body: '가'.repeat(COMMUNITY_LIMITS.replyMax + 1) }),
      400,
      13,
    );
    expectError(
      await call(t.app, 'PUT', `/dashboard/${other.postId}/reply/${mine.reply.replyId}`, bob.headers, {
        body: '다른 글',
      }),
      404,
      8,
    );
    expectError(
      await call(t.app, 'PUT', `/qna/${postId}/reply/${mine.reply.replyId}`, bob.headers, { body: '경로' }),
      404,
      8,
    );
    t.clock.now = new Date(TEST_NOW.getTime() + HOUR);
    try {
      const edited = expectOk<ReplyAnswer>(await call(t.app, 'PUT', url, bob.headers, { body: '고친 댓글' }));
      expect(edited.reply).toMatchObject({ body: '고친 댓글', updatedAt: t.clock.now.toISOString() });
    } finally {
      t.clock.now = TEST_NOW;
    }
    expectOk(await call(t.app, 'DELETE', url, bob.headers));
    expectError(await call(t.app, 'PUT', url, bob.headers, { body: '지운 뒤' }), 404, 8);
  });

  it.skipIf(!available)(
    'deletes only the author’s own reply, once, and gives a young reply’s stars back',
    async () => {
      const { postId } = await post('dashboard');
      const young = await reply(bob, 'dashboard', postId, '금방 지울 댓글');
      const old = await reply(bob, 'dashboard', postId, '오래 둘 댓글');
      expect((await postRow(postId)).reply_count).toBe(2);
      const url = (id: number) => `/dashboard/${postId}/reply/${id}`;
      expectError(await call(t.app, 'DELETE', url(young.reply.replyId), carol.headers), 403, 20);
      expectError(await call(t.app, 'DELETE', url(young.reply.replyId), alice.headers), 403, 20);
      const gone = expectOk<{ deleted: true; toastItems?: { pointPhrase: string }[] }>(
        await call(t.app, 'DELETE', url(young.reply.replyId), bob.headers),
      );
      expect(gone.toastItems?.[0]?.pointPhrase).toBe(`${COMMUNITY_STARS.reply}개`);
      expect(await starsByKey(db(), communityStarKey.replyClawback(young.reply.replyId))).toBe(
        -COMMUNITY_STARS.reply,
      );
      expectError(await call(t.app, 'DELETE', url(young.reply.replyId), bob.headers), 404, 8);
      expect((await postRow(postId)).reply_count).toBe(1);

      t.clock.now = new Date(TEST_NOW.getTime() + (COMMUNITY_STARS.clawbackHours + 1) * HOUR);
      try {
        const kept = expectOk<{ toastItems?: unknown }>(
          await call(t.app, 'DELETE', url(old.reply.replyId), bob.headers),
        );
        expect(kept.toastItems).toBeUndefined();
        expect(await starsByKey(db(), communityStarKey.replyClawback(old.reply.replyId))).toBe(0);
      } finally {
        t.clock.now = TEST_NOW;
      }
      const row = await postRow(postId);
      expect(row.reply_count).toBe(0);
      expect(row.popularity).toBeCloseTo(
        popularityScore(
          { likeCount: 0, replyCount: 0, clipCount: 0, viewCount: 0 },
          new Date(row.created_at),
        ),
        9,
      );
      expect((await list('dashboard', postId)).replies).toEqual([]);
    },
  );

  it.skipIf(!available)('sets a reply like as a state with an exact count', async () => {
    const { postId } = await post('qna');
    const answer = await reply(bob, 'qna', postId, '이렇게 해 보세요');
    const like = (who: TestMember, isLike: unknown, path = 'qna', id = answer.reply.replyId) =>
      call(t.app, 'PUT', `/${path}/${postId}/reply/${id}/like`, who.headers, { isLike });
    expect(expectOk(await like(alice, true))).toEqual({ isLiked: true, likeCount: 1 });
    expect(expectOk(await like(alice, true))).toEqual({ isLiked: true, likeCount: 1 });
    expect(expectOk(await like(carol, true))).toEqual({ isLiked: true, likeCount: 2 });
    expect(expectOk(await like(carol, false))).toEqual({ isLiked: false, likeCount: 1 });
    expect(expectOk(await like(carol, false))).toEqual({ isLiked: false, likeCount: 1 });
    expectError(await like(alice, 'yes'), 400, 12);
    expectError(await like(alice, true, 'dashboard'), 404, 8);
    expectError(await like(alice, true, 'qna', 2_000_000_000), 404, 8);
    const listed = await list('qna', postId, alice.headers);
    expect(listed.replies[0]).toMatchObject({ likeCount: 1, isLiked: true });
    expect((await list('qna', postId, carol.headers)).replies[0]).toMatchObject({ isLiked: false });
    expectOk(await call(t.app, 'DELETE', `/qna/${postId}/reply/${answer.reply.replyId}`, bob.headers));
    expectError(await like(alice, false), 404, 8);
  });

  it.skipIf(!available)(
    'refuses a banned member (403/20) and the 31st write of an hour (429/19)',
    async () => {
      const { postId } = await post('dashboard');
      const dave = await createMember(t.app, '데이브');
      const mine = await reply(dave, 'dashboard', postId, '정지 전 댓글');
      await banMember(t.app, dave.memberId);
      const url = `/dashboard/${postId}/reply/${mine.reply.replyId}`;
      expectError(
        await call(t.app, 'POST', `/dashboard/${postId}/reply`, dave.headers, { body: '댓글' }),
        403,
        20,
      );
      expectError(await call(t.app, 'PUT', url, dave.headers, { body: '수정' }), 403, 20);
      expectError(await call(t.app, 'DELETE', url, dave.headers), 403, 20);
      expectError(await call(t.app, 'PUT', `${url}/like`, dave.headers, { isLike: true }), 403, 20);

      const erin = await createMember(t.app, '에린');
      await db()
        .insertInto('community_reply')
        .values(
          Array.from({ length: COMMUNITY_LIMITS.writesPerHour }, () => ({
            post_id: postId,
            parent_reply_id: null,
            member_id: erin.memberId,
            body: '도배',
            created_at: TEST_NOW.toISOString(),
            updated_at: null,
            deleted_at: null,
          })),
        )
        .execute();
      expectError(
        await call(t.app, 'POST', `/dashboard/${postId}/reply`, erin.headers, { body: '하나 더' }),
        429,
        19,
      );
    },
  );

  describe('accepted answers', () => {
    const accept = (who: TestMember, postId: number, replyId: number) =>
      call(t.app, 'PUT', `/qna/${postId}/accept/${replyId}`, who.headers);
    const qnaState = async (postId: number) => {
      const row = await postRow(postId);
      return row.accepted_reply_id;
    };

    it.skipIf(!available)('only the asker accepts a visible top-level answer by someone else', async () => {
      const { postId } = await post('qna');
      const other = await post('qna');
      const dashboard = await post('dashboard');
      const answer = await reply(bob, 'qna', postId, '답변입니다');
      const child = await reply(carol, 'qna', postId, '답변에 답글', answer.reply.replyId);
      const own = await reply(alice, 'qna', postId, '질문자의 덧붙임');
      const elsewhere = await reply(bob, 'qna', other.postId, '다른 질문의 답변');
      expectError(await accept(bob, postId, answer.reply.replyId), 403, 20);
      expectError(await accept(carol, postId, answer.reply.replyId), 403, 20);
      expectError(await accept(alice, postId, own.reply.replyId), 400, 12);
      expectError(await accept(alice, postId, child.reply.replyId), 400, 12);
      expectError(await accept(alice, postId, elsewhere.reply.replyId), 404, 8);
      expectError(await accept(alice, postId, 2_000_000_000), 404, 8);
      expectError(await accept(alice, dashboard.postId, answer.reply.replyId), 404, 8);
      const hidden = await reply(carol, 'qna', postId, '신고된 답변');
      await db()
        .updateTable('community_reply')
        .set({ status: 'hidden' })
        .where('reply_id', '=', hidden.reply.replyId)
        .execute();
      expectError(await accept(alice, postId, hidden.reply.replyId), 400, 12);
      expect(await qnaState(postId)).toBeNull();
      expect(await starsByKey(db(), communityStarKey.acceptedAnswer(postId))).toBe(0);
    });

    it.skipIf(!available)(
      'marks, leads the list, moves on change; the first answerer keeps the stars; deleting reopens',
      async () => {
        const { postId } = await post('qna');
        const first = await reply(bob, 'qna', postId, '첫 답변');
        const second = await reply(carol, 'qna', postId, '둘째 답변');
        const third = await reply(bob, 'qna', postId, '셋째 답변');
        const ok = expectOk(await accept(alice, postId, second.reply.replyId));
        expect(ok).toEqual({ qna: { isResolved: true, acceptedReplyId: second.reply.replyId } });
        expect(await starsByKey(db(), communityStarKey.acceptedAnswer(postId))).toBe(
          COMMUNITY_STARS.acceptedAnswer,
        );
        // The same answer again: nothing changes.
        expect(expectOk(await accept(alice, postId, second.reply.replyId))).toEqual(ok);

        let listed = await list('qna', postId);
        expect(listed.replies.map((r) => [r.replyId, r.isAccepted])).toEqual([
          [second.reply.replyId, true],
          [first.reply.replyId, false],
          [third.reply.replyId, false],
        ]);
        // Paging keeps the accepted answer out of later pages.
        const page1 = await list('qna', postId, {}, '?size=2');
        expect(page1.replies.map((r) => r.replyId)).toEqual([second.reply.replyId, first.reply.replyId]);
        const page2 = await list('qna', postId, {}, `?size=2&cursor=${page1.nextCursor}`);
        expect(page2.replies.map((r) => r.replyId)).toEqual([third.reply.replyId]);
        expect(page2.nextCursor).toBeNull();
        const single = await list('qna', postId, {}, '?size=1');
        expect(single.replies.map((r) => r.replyId)).toEqual([second.reply.replyId]);
        const afterSingle = await list('qna', postId, {}, `?size=5&cursor=${single.nextCursor}`);
        expect(afterSingle.replies.map((r) => r.replyId)).toEqual([first.reply.replyId, third.reply.replyId]);

        // A change moves the mark; the stars stay with the first answerer and nobody gets more.
        expectOk(await accept(alice, postId, first.reply.replyId));
        expect(await qnaState(postId)).toBe(first.reply.replyId);
        const entry = await db()
          .selectFrom('point_entry')
          .select(['member_id', 'amount'])
          .where('idempotency_key', '=', communityStarKey.acceptedAnswer(postId))
          .execute();
        expect(entry).toEqual([{ member_id: carol.memberId, amount: COMMUNITY_STARS.acceptedAnswer }]);

        // The question's own page agrees (the posts' endpoint reads the same column).
        const detail = expectOk<{ post: { qna: unknown } }>(await call(t.app, 'GET', `/qna/${postId}`));
        expect(detail.post.qna).toEqual({ isResolved: true, acceptedReplyId: first.reply.replyId });

        // Deleting the accepted answer reopens the question at once.
        expectOk(await call(t.app, 'DELETE', `/qna/${postId}/reply/${first.reply.replyId}`, bob.headers));
        expect(await qnaState(postId)).toBeNull();
        const reopened = expectOk<{ post: { qna: unknown } }>(await call(t.app, 'GET', `/qna/${postId}`));
        expect(reopened.post.qna).toEqual({ isResolved: false, acceptedReplyId: null });
        listed = await list('qna', postId);
        expect(listed.replies.map((r) => r.replyId)).toEqual([second.reply.replyId, third.reply.replyId]);
        expect(listed.replies.every((r) => !r.isAccepted)).toBe(true);
        // Deleting an answer that is not the accepted one leaves the mark alone.
        expectOk(await accept(alice, postId, third.reply.replyId));
        expectOk(await call(t.app, 'DELETE', `/qna/${postId}/reply/${second.reply.replyId}`, carol.headers));
        expect(await qnaState(postId)).toBe(third.reply.replyId);
        expect(await starsByKey(db(), communityStarKey.acceptedAnswer(postId))).toBe(
          COMMUNITY_STARS.acceptedAnswer,
        );
      },
    );
  });
});
