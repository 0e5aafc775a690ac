import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Alarm } from '#contract/alarm.ts';
import { ALARM_TYPE } from '#contract/rules/alarm-rules.ts';
import { call, expectOk, seedPost } from '../community/shared/community.calls.testing.ts';
import {
  type ClockedApp,
  createClockedApp,
  createMember,
  type TestMember,
} from '../community/shared/community.testing.ts';

/**
 * Real parallel requests on PostgreSQL (each on its own pooled connection): the grouped like
 * notification must end with the right count whatever order the likes commit in.
 */
const pg = Boolean(process.env.TEST_PG_URL);

describe.skipIf(!pg)('alarms under concurrency on postgres', () => {
  let t: ClockedApp;
  let author: TestMember;
  let members: TestMember[];

  beforeAll(async () => {
    t = await createClockedApp('postgres');
    author = await createMember(t.app, '인기작가');
    members = [];
    for (let n = 0; n < 20; n += 1) members.push(await createMember(t.app, `좋아요${n}`));
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  const alarmsOf = async (who: TestMember) =>
    expectOk<{ alarms: Alarm[]; unreadCount: number }>(
      await t.app.inject({ method: 'GET', url: '/api/v1/alarm/view', headers: who.headers }),
    );

  it('20 members like one post at once: one notification, "OO님 외 19명", one unread', async () => {
    const { postId } = await seedPost(t.database.db, { type: 'dashboard', memberId: author.memberId });
    const responses = await Promise.all(
      members.map((member) =>
        call(t.app, 'PUT', `/dashboard/${postId}/like`, member.headers, { isLike: true }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const { alarms, unreadCount } = await alarmsOf(author);
    const likes = alarms.filter((alarm) => alarm.alarmType === ALARM_TYPE.postLike);
    expect(likes).toHaveLength(1);
    expect(likes[0]?.message).toMatch(/^좋아요\d+님 외 19명이 내 글을 좋아해요\.$/);
    expect(unreadCount).toBe(1);
    const rows = await t.database.db
      .selectFrom('alarm')
      .select(['actor_count'])
      .where('member_id', '=', author.memberId)
      .where('dedupe_key', '=', `post-like:${postId}`)
      .execute();
    expect(rows).toEqual([{ actor_count: 20 }]);

    // Half take their likes back while the other half like again (a no-op): 10 left.
    await Promise.all(
      members.map((member, n) =>
        call(t.app, 'PUT', `/dashboard/${postId}/like`, member.headers, { isLike: n % 2 === 0 }),
      ),
    );
    const after = await alarmsOf(author);
    expect(after.alarms.find((alarm) => alarm.alarmType === ALARM_TYPE.postLike)?.message).toMatch(
      /외 9명이/,
    );
  });

  it('10 replies at once: ten notifications for the author, none lost', async () => {
    const { postId } = await seedPost(t.database.db, { type: 'dashboard', memberId: author.memberId });
    const replies = await Promise.all(
      members
        .slice(0, 10)
        .map((member, n) =>
          call(t.app, 'POST', `/dashboard/${postId}/reply`, member.headers, { body: `댓글 ${n}` }),
        ),
    );
    expect(replies.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    const { alarms } = await alarmsOf(author);
    // Each links to its reply on the post (`?reply=`).
    const forPost = alarms.filter((alarm) =>
      alarm.link.startsWith(`/community/board-detail/${postId}?reply=`),
    );
    expect(forPost.filter((alarm) => alarm.alarmType === ALARM_TYPE.communityReply)).toHaveLength(10);
  });
});
