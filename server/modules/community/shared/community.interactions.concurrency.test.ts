import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reply } from '#contract/community.ts';
import {
  COMMUNITY_STARS,
  communityStarKey,
  popularityScore,
  REPORT_HIDE_THRESHOLD,
} from '#contract/rules/community-rules.ts';
import { call, expectOk, seedPost } from './community.calls.testing.ts';
import { type ClockedApp, createClockedApp, createMember, type TestMember } from './community.testing.ts';

/**
 * Real parallel requests on PostgreSQL: each call runs its own transaction on its own pooled connection,
 * so only the row locks and primary keys keep counters exact. SQLite runs one writer at a time (the
 * other suites cover it).
 */
const pg = Boolean(process.env.TEST_PG_URL);

describe.skipIf(!pg)('community interactions under concurrency on postgres', () => {
  let t: ClockedApp;
  let asker: TestMember;
  let members: TestMember[];

  beforeAll(async () => {
    t = await createClockedApp('postgres');
    asker = await createMember(t.app, '동시질문자');
    members = [];
    for (let n = 0; n < 10; n += 1) members.push(await createMember(t.app, `동시회원${n}`));
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  const db = () => t.database.db;
  const statuses = (responses: LightMyRequestResponse[]) =>
    responses.map((response) => response.statusCode).sort((a, b) => a - b);
  const newReply = async (postId: number, who: TestMember, path: 'dashboard' | 'qna' = 'dashboard') =>
    expectOk<{ reply: Reply }>(
      await call(t.app, 'POST', `/${path}/${postId}/reply`, who.headers, { body: '답변' }),
    ).reply.replyId;

  it('20 replies at once: reply_count and popularity exact; 5 parallel deletes of one reply count once', async () => {
    const { postId } = await seedPost(db(), { type: 'dashboard', memberId: asker.memberId });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        call(t.app, 'POST', `/dashboard/${postId}/reply`, members[n % 10]!.headers, { body: `댓글 ${n}` }),
      ),
    );
    expect(statuses(responses)).toEqual(Array(20).fill(200));
    const post = () =>
      db().selectFrom('community_post').selectAll().where('post_id', '=', postId).executeTakeFirstOrThrow();
    let row = await post();
    expect(row.reply_count).toBe(20);
    expect(row.popularity).toBeCloseTo(
      popularityScore({ likeCount: 0, replyCount: 20, clipCount: 0, viewCount: 0 }, new Date(row.created_at)),
      9,
    );
    const replyId = (responses[0]!.json() as { reply: Reply }).reply.replyId;
    const deletes = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(t.app, 'DELETE', `/dashboard/${postId}/reply/${replyId}`, members[0]!.headers),
      ),
    );
    expect(statuses(deletes)).toEqual([200, 404, 404, 404, 404]);
    row = await post();
    expect(row.reply_count).toBe(19);
  });

  it('10 members liking one reply twice each at once: like_count 10; unliking at once: 0', async () => {
    const { postId } = await seedPost(db(), { type: 'qna', memberId: asker.memberId });
    const replyId = await newReply(postId, asker, 'qna');
    const like = (who: TestMember, isLike: boolean) =>
      call(t.app, 'PUT', `/qna/${postId}/reply/${replyId}/like`, who.headers, { isLike });
    const likes = await Promise.all([...members, ...members].map((member) => like(member, true)));
    expect(statuses(likes)).toEqual(Array(20).fill(200));
    const count = async () =>
      (
        await db()
          .selectFrom('community_reply')
          .select('like_count')
          .where('reply_id', '=', replyId)
          .executeTakeFirstOrThrow()
      ).like_count;
    expect(await count()).toBe(10);
    const unlikes = await Promise.all([...members, ...members].map((member) => like(member, false)));
    expect(statuses(unlikes)).toEqual(Array(20).fill(200));
    expect(await count()).toBe(0);
    const reactions = await db()
      .selectFrom('community_reaction')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', 'reply-like')
      .where('target_id', '=', replyId)
      .executeTakeFirstOrThrow();
    expect(Number(reactions.n)).toBe(0);
  });

  it('10 members each voting three ways at once: one vote each, option counts equal the votes', async () => {
    const { postId, optionIds } = await seedPost(db(), {
      type: 'survey',
      memberId: asker.memberId,
      options: ['하나', '둘', '셋'],
    });
    const requests = members.flatMap((member, n) =>
      [0, 1, 2].map((k) =>
        call(t.app, 'PUT', `/survey/${postId}/reply/${optionIds[(n + k) % 3]}`, member.headers),
      ),
    );
    const responses = await Promise.all(requests);
    expect(statuses(responses)).toEqual(Array(30).fill(200));
    const votes = await db()
      .selectFrom('community_vote')
      .select(['option_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('post_id', '=', postId)
      .groupBy('option_id')
      .execute();
    const byOption = new Map(votes.map((row) => [row.option_id, Number(row.n)]));
    const options = await db()
      .selectFrom('community_survey_option')
      .select(['option_id', 'vote_count'])
      .where('post_id', '=', postId)
      .execute();
    expect(options.reduce((sum, option) => sum + option.vote_count, 0)).toBe(10);
    for (const option of options) expect(option.vote_count).toBe(byOption.get(option.option_id) ?? 0);
  });

  it('10 reports at once: report_count exactly 10, hidden once; one member’s parallel repeats count once', async () => {
    const { postId } = await seedPost(db(), { type: 'dashboard', memberId: asker.memberId });
    const responses = await Promise.all(
      members.map((member) =>
        call(t.app, 'POST', '/accuse', member.headers, {
          targetType: 'post',
          targetId: postId,
          reason: 'SPAM',
        }),
      ),
    );
    expect(statuses(responses)).toEqual(Array(10).fill(200));
    const row = await db()
      .selectFrom('community_post')
      .select(['report_count', 'status'])
      .where('post_id', '=', postId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ report_count: 10, status: 'hidden' });
    expect(10).toBeGreaterThanOrEqual(REPORT_HIDE_THRESHOLD);

    const other = await seedPost(db(), { type: 'dashboard', memberId: asker.memberId });
    const replyId = await newReply(other.postId, asker);
    const repeats = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(t.app, 'POST', '/accuse', members[0]!.headers, {
          targetType: 'reply',
          targetId: replyId,
          reason: 'ETC',
        }),
      ),
    );
    expect(statuses(repeats)).toEqual([200, 409, 409, 409, 409]);
    const reply = await db()
      .selectFrom('community_reply')
      .select(['report_count', 'status'])
      .where('reply_id', '=', replyId)
      .executeTakeFirstOrThrow();
    expect(reply).toEqual({ report_count: 1, status: 'visible' });
  });

  it('parallel accepts of different answers end with exactly one accepted answer and one award', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { postId } = await seedPost(db(), { type: 'qna', memberId: asker.memberId });
      const answers: number[] = [];
      for (const member of members.slice(0, 5)) answers.push(await newReply(postId, member, 'qna'));
      const responses = await Promise.all(
        answers.map((replyId) => call(t.app, 'PUT', `/qna/${postId}/accept/${replyId}`, asker.headers)),
      );
      expect(statuses(responses)).toEqual(Array(5).fill(200));
      const post = await db()
        .selectFrom('community_post')
        .select('accepted_reply_id')
        .where('post_id', '=', postId)
        .executeTakeFirstOrThrow();
      expect(answers).toContain(post.accepted_reply_id);
      const awards = await db()
        .selectFrom('point_entry')
        .select(['member_id', 'amount'])
        .where('idempotency_key', '=', communityStarKey.acceptedAnswer(postId))
        .execute();
      expect(awards).toHaveLength(1);
      expect(awards[0]?.amount).toBe(COMMUNITY_STARS.acceptedAnswer);
    }
  });

  it('accepting an answer while its author deletes it never leaves a resolved question without it', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { postId } = await seedPost(db(), { type: 'qna', memberId: asker.memberId });
      const author = members[round % members.length]!;
      const replyId = await newReply(postId, author, 'qna');
      const [accepted, deleted] = await Promise.all([
        call(t.app, 'PUT', `/qna/${postId}/accept/${replyId}`, asker.headers),
        call(t.app, 'DELETE', `/qna/${postId}/reply/${replyId}`, author.headers),
      ]);
      expect(deleted.statusCode, deleted.body).toBe(200);
      // The accept either came first (then the delete reopened the question) or found the answer gone.
      expect([200, 404]).toContain(accepted.statusCode);
      const post = await db()
        .selectFrom('community_post')
        .select(['accepted_reply_id', 'reply_count'])
        .where('post_id', '=', postId)
        .executeTakeFirstOrThrow();
      expect(post).toEqual({ accepted_reply_id: null, reply_count: 0 });
    }
  });
});
