import type { LightMyRequestResponse } from 'fastify';
import { type CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Alarm } from '#contract/alarm.ts';
import { ALARM_LIMITS, ALARM_TYPE } from '#contract/rules/alarm-rules.ts';
import { starAwardKey } from '#contract/rules/star-rules.ts';
import { dialectCases, TEST_NOW } from '../../../tests/support/databases.ts';
import { expectError } from '../../shared/api.testing.ts';
import { call as community, expectOk, seedPost } from '../community/shared/community.calls.testing.ts';
import {
  type ClockedApp,
  createClockedApp,
  createMember,
  type TestMember,
} from '../community/shared/community.testing.ts';
import { awardStars } from '../point/point.service.ts';
import { announceEventResult, runEventCli } from './alarm.cli.ts';
import { notifyReply } from './alarm.events.ts';
import { addAlarm, countAll, listQuery, unreadCountQuery } from './alarm.repository.ts';
import { decodeAlarmCursor, encodeAlarmCursor } from './alarm.service.ts';

type AlarmList = { alarms: Alarm[]; nextCursor: string | null; unreadCount: number };
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(dialectCases())('alarms on $dialect', ({ dialect, available }) => {
  let t: ClockedApp;
  let author: TestMember;
  let other: TestMember;
  let third: TestMember;

  beforeAll(async () => {
    if (!available) return;
    t = await createClockedApp(dialect);
    author = await createMember(t.app, '알림작가');
    other = await createMember(t.app, '댓글러');
    third = await createMember(t.app, '세번째');
  });
  afterAll(async () => {
    t.clock.now = TEST_NOW;
    await t?.cleanup();
  });

  const db = () => t.database.db;
  const get = (url: string, who?: TestMember) =>
    t.app.inject({ method: 'GET', url: `/api/v1/alarm${url}`, headers: who?.headers ?? {} });
  const put = (url: string, who?: TestMember) =>
    t.app.inject({ method: 'PUT', url: `/api/v1/alarm${url}`, headers: who?.headers ?? {} });
  const list = async (who: TestMember, query = '') => expectOk<AlarmList>(await get(`/view${query}`, who));
  const unread = async (who: TestMember) =>
    expectOk<{ unreadCount: number }>(await get('/count', who)).unreadCount;
  const fresh = async (name: string) =>
    createMember(t.app, `${name}${Math.random().toString(36).slice(2, 6)}`);
  const reply = async (
    postId: number,
    who: TestMember,
    body: string,
    parentReplyId?: number,
    path = 'dashboard',
  ) =>
    expectOk<{ reply: { replyId: number } }>(
      await community(t.app, 'POST', `/${path}/${postId}/reply`, who.headers, {
        body,
        ...(parentReplyId ? { parentReplyId } : {}),
      }),
    ).reply.replyId;
  const like = async (postId: number, who: TestMember, isLike = true) =>
    expectOk(await community(t.app, 'PUT', `/dashboard/${postId}/like`, who.headers, { isLike }));

  it.skipIf(!available)('every call wants a member: 401 code 110 without a token', async () => {
    for (const response of [
      await get('/count'),
      await get('/view'),
      await put('/view/1/read'),
      await put('/read-all'),
    ]) {
      expectError(response, 401, 110);
    }
  });

  it.skipIf(!available)(
    'refuses a bad alarmType, size or cursor with the contract error, never a 500',
    async () => {
      const me = await fresh('입력');
      expectError(await get('/view?alarmType=abc', me), 400, 12);
      expectError(await get('/view?alarmType=1.5', me), 400, 12);
      expectError(await get('/view?alarmType=0', me), 400, 13);
      expectError(await get('/view?alarmType=13', me), 400, 13);
      expectError(await get('/view?size=0', me), 400, 13);
      expectError(await get('/view?cursor=%24%24%24', me), 400, 12);
      expectError(await get('/view?cursor=bm90LWpzb24', me), 400, 12);
      const wrongShape = Buffer.from(JSON.stringify(['reply', 3])).toString('base64url');
      expectError(await get(`/view?cursor=${wrongShape}`, me), 400, 12);
      const badDate = Buffer.from(JSON.stringify(['alarm', 'yesterday', 3])).toString('base64url');
      expectError(await get(`/view?cursor=${badDate}`, me), 400, 12);
      expectError(await put('/view/abc/read', me), 400, 12);
      expectError(await put('/view/999999/read', me), 404, 8);
      expect(decodeAlarmCursor(encodeAlarmCursor('2026-11-21T03:00:00.000Z', 7))).toEqual({
        at: '2026-11-21T03:00:00.000Z',
        id: 7,
      });
    },
  );

  it.skipIf(!available)(
    'a reply on my post and a reply to my reply each notify once; my own do not',
    async () => {
      const writer = await fresh('글쓴이');
      const { postId } = await seedPost(db(), { type: 'dashboard', memberId: writer.memberId });
      const before = await unread(writer);
      const top = await reply(postId, other, '정말 맛있어 보여요!');
      await reply(postId, writer, '감사합니다 :)'); // the author's own reply: nothing for the author
      const { alarms, unreadCount } = await list(writer);
      expect(unreadCount).toBe(before + 1);
      expect(alarms[0]).toMatchObject({
        alarmType: ALARM_TYPE.communityReply,
        label: '댓글',
        message: '댓글러님이 내 글에 댓글을 남겼어요.',
        detail: '정말 맛있어 보여요!',
        // It opens the post at the reply it is about.
        link: `/community/board-detail/${postId}?reply=${top}`,
        isRead: false,
      });
      // The writer answers under the commenter's reply: the commenter hears of it, as "답글".
      await reply(postId, writer, '레시피는 이렇게 했어요', top);
      const forOther = await list(other, `?alarmType=${ALARM_TYPE.communityReply}`);
      expect(forOther.alarms.map((alarm) => alarm.message)).toEqual([
        expect.stringMatching(/^글쓴이.*님이 내 댓글에 답글을 남겼어요\.$/),
      ]);
      expect(forOther.alarms).toHaveLength(1);
      // A second write of the same event (a retried transaction) changes nothing.
      await notifyReply(db(), {
        post: { postId, type: 'dashboard', authorId: writer.memberId },
        replyId: top,
        writerId: other.memberId,
        body: '정말 맛있어 보여요!',
        answeredAuthorId: null,
        now: TEST_NOW,
      });
      expect(await unread(writer)).toBe(before + 1);
    },
  );

  it.skipIf(!available)(
    'a reply to a nested reply notifies the one answered and the post’s author, not the thread’s first commenter',
    async () => {
      const writer = await fresh('스레드글');
      const first = await fresh('첫댓글');
      const middle = await fresh('중간답글');
      const answerer = await fresh('답하는이');
      const { postId } = await seedPost(db(), { type: 'dashboard', memberId: writer.memberId });
      const top = await reply(postId, first, '첫 댓글이에요');
      const nested = await reply(postId, middle, '저도 궁금해요', top);
      const counts = async () => ({
        writer: await unread(writer),
        first: await unread(first),
        middle: await unread(middle),
      });
      const answerNested = async (who: TestMember, body: string) =>
        expectOk<{ reply: { replyId: number; parentReplyId: number } }>(
          await community(t.app, 'POST', `/dashboard/${postId}/reply`, who.headers, {
            body,
            parentReplyId: top,
            answeredReplyId: nested,
          }),
        ).reply;

      let before = await counts();
      const answer = await answerNested(answerer, '이렇게 해 보세요');
      // Still one level of nesting: the answer sits in the thread of the top-level reply.
      expect(answer.parentReplyId).toBe(top);
      expect(await counts()).toEqual({
        writer: before.writer + 1,
        first: before.first,
        middle: before.middle + 1,
      });
      const forMiddle = (await list(middle, `?alarmType=${ALARM_TYPE.communityReply}`)).alarms;
      expect(forMiddle[0]).toMatchObject({
        message: expect.stringMatching(/^답하는이.*님이 내 댓글에 답글을 남겼어요\.$/),
        detail: '이렇게 해 보세요',
        link: `/community/board-detail/${postId}?reply=${answer.replyId}`,
      });

      // The post's author answering in their own post: the one answered only.
      before = await counts();
      await answerNested(writer, '중간답글님 말씀도 맞아요');
      expect(await counts()).toEqual({ ...before, middle: before.middle + 1 });

      // Answering one's own reply: only the post's author hears of it.
      before = await counts();
      await answerNested(middle, '덧붙이면');
      expect(await counts()).toEqual({ ...before, writer: before.writer + 1 });

      // Without answeredReplyId the parent is the one answered, as before.
      before = await counts();
      await reply(postId, answerer, '첫 댓글에 답해요', top);
      expect(await counts()).toEqual({ ...before, writer: before.writer + 1, first: before.first + 1 });
    },
  );

  it.skipIf(!available)(
    'the reply answered must be the parent or a visible reply in its thread: 400 code 12 in Korean',
    async () => {
      const writer = await fresh('검사글');
      const one = await fresh('검사하나');
      const two = await fresh('검사둘');
      const sender = await fresh('검사답');
      const { postId } = await seedPost(db(), { type: 'dashboard', memberId: writer.memberId });
      const { postId: otherPost } = await seedPost(db(), { type: 'dashboard', memberId: writer.memberId });
      const top = await reply(postId, one, '첫 댓글');
      const otherTop = await reply(postId, two, '다른 댓글');
      const inOther = await reply(postId, one, '다른 스레드의 답글', otherTop);
      const elsewhere = await reply(otherPost, two, '다른 글의 댓글');
      const gone = await reply(postId, two, '지울 답글', top);
      expectOk(await community(t.app, 'DELETE', `/dashboard/${postId}/reply/${gone}`, two.headers));
      const send = (body: Record<string, unknown>) =>
        community(t.app, 'POST', `/dashboard/${postId}/reply`, sender.headers, { body: '답글', ...body });
      for (const body of [
        { parentReplyId: top, answeredReplyId: inOther },
        { parentReplyId: top, answeredReplyId: otherTop },
        { parentReplyId: top, answeredReplyId: elsewhere },
        { parentReplyId: top, answeredReplyId: gone },
        { parentReplyId: top, answeredReplyId: 999_999 },
        { answeredReplyId: top },
      ]) {
        const response = await send(body);
        expectError(response, 400, 12);
        expect(response.json().message).toBe('답글을 달 댓글을 찾을 수 없습니다.');
      }
      expectError(await send({ parentReplyId: top, answeredReplyId: 'abc' }), 400, 12);
      // Nothing was written by the refusals.
      expect((await list(one, `?alarmType=${ALARM_TYPE.communityReply}`)).alarms).toHaveLength(0);
      // The parent itself may be named: it is the one answered, as without the field.
      expectOk(await send({ parentReplyId: top, answeredReplyId: top }));
      expect((await list(one, `?alarmType=${ALARM_TYPE.communityReply}`)).alarms).toHaveLength(1);
    },
  );

  it.skipIf(!available)('an answer on my question says so and opens the question', async () => {
    const asker = await fresh('질문자');
    const { postId } = await seedPost(db(), { type: 'qna', memberId: asker.memberId });
    const answerId = await reply(postId, other, '소금물에 담가 두세요.', undefined, 'qna');
    const { alarms } = await list(asker);
    expect(alarms[0]).toMatchObject({
      message: '댓글러님이 내 질문에 답변을 남겼어요.',
      link: `/community/qna/${postId}?reply=${answerId}`,
    });
  });

  it.skipIf(!available)(
    'likes of one post are one notification: "OO님 외 N명", the author never counted',
    async () => {
      const writer = await fresh('좋아요작가');
      const { postId } = await seedPost(db(), {
        type: 'dashboard',
        memberId: writer.memberId,
        title: null,
        body: '대방어 한 접시',
      });
      await like(postId, writer); // one's own like: no notification, not counted
      expect((await list(writer, '?alarmType=2')).alarms).toHaveLength(0);
      await like(postId, other);
      await like(postId, third);
      let alarms = (await list(writer, '?alarmType=2')).alarms;
      expect(alarms).toHaveLength(1);
      expect(alarms[0]).toMatchObject({
        message: '세번째님 외 1명이 내 글을 좋아해요.',
        detail: '대방어 한 접시',
        isRead: false,
      });
      await put(`/view/${alarms[0]?.alarmId}/read`, writer);
      // A like taken back lowers the count without making it new; a repeat like changes nothing.
      await like(postId, third, false);
      await like(postId, other);
      alarms = (await list(writer, '?alarmType=2')).alarms;
      expect(alarms[0]).toMatchObject({ message: '댓글러님이 내 글을 좋아해요.', isRead: true });
      // A new like makes it new again.
      await like(postId, third);
      alarms = (await list(writer, '?alarmType=2')).alarms;
      expect(alarms).toHaveLength(1);
      expect(alarms[0]).toMatchObject({ message: '세번째님 외 1명이 내 글을 좋아해요.', isRead: false });
      // Nobody left: the notification goes.
      await like(postId, third, false);
      await like(postId, other, false);
      expect((await list(writer, '?alarmType=2')).alarms).toHaveLength(0);
    },
  );

  it.skipIf(!available)('an accepted answer notifies its author once, with the stars as news', async () => {
    const asker = await fresh('채택자');
    const answerer = await fresh('답변자');
    const { postId } = await seedPost(db(), { type: 'qna', memberId: asker.memberId });
    const replyId = await reply(postId, answerer, '이렇게 해 보세요', undefined, 'qna');
    for (let n = 0; n < 2; n += 1) {
      expectOk(await community(t.app, 'PUT', `/qna/${postId}/accept/${replyId}`, asker.headers));
    }
    const accepted = (await list(answerer, `?alarmType=${ALARM_TYPE.answerAccepted}`)).alarms;
    expect(accepted).toHaveLength(1);
    expect(accepted[0]).toMatchObject({
      link: `/community/qna/${postId}?reply=${replyId}`,
      detail: '이렇게 해 보세요',
    });
    expect(accepted[0]?.message).toMatch(/^채택자.*님이 내 답변을 채택했어요\.$/);
    const stars = (await list(answerer, `?alarmType=${ALARM_TYPE.starsEarned}`)).alarms;
    expect(stars.map((alarm) => alarm.detail)).toEqual(['커뮤니티 답변 채택']);
    // The reply's own stars came with a toast at the time: not news.
    expect(stars.some((alarm) => alarm.detail?.includes('답변 작성'))).toBe(false);
  });

  it.skipIf(!available)(
    'stars awarded through the ledger notify in the award itself, once per award',
    async () => {
      const me = await fresh('별회원');
      for (let n = 0; n < 2; n += 1) {
        await awardStars(db(), {
          memberId: me.memberId,
          amount: 300,
          reason: '회원 가입 환영 별',
          idempotencyKey: starAwardKey.welcome(me.memberId),
          now: TEST_NOW,
          source: 'welcome',
        });
      }
      await awardStars(db(), {
        memberId: me.memberId,
        amount: 5,
        reason: '오늘의 별 긁기 보상',
        idempotencyKey: starAwardKey.game('2026-11-21', me.memberId),
        now: TEST_NOW,
      });
      const { alarms } = await list(me, `?alarmType=${ALARM_TYPE.starsEarned}`);
      expect(alarms).toEqual([
        expect.objectContaining({
          message: '별 300개가 적립되었어요.',
          link: '/my-page/point',
          detail: '회원 가입 환영 별',
        }),
      ]);
    },
  );

  it.skipIf(!available)(
    'stars expiring within 30 days, a closed vote and a new notice appear when read, once',
    async () => {
      const me = await fresh('지연');
      await awardStars(db(), {
        memberId: me.memberId,
        amount: 120,
        reason: '운영자 지급',
        idempotencyKey: `test:${me.memberId}:grant`,
        now: TEST_NOW,
        source: 'admin',
      });
      const account = await db()
        .selectFrom('point_account')
        .select('next_expiry_at')
        .where('member_id', '=', me.memberId)
        .executeTakeFirstOrThrow();
      const expiresAt = new Date(account.next_expiry_at ?? '');
      const { postId, optionIds } = await seedPost(db(), {
        type: 'survey',
        memberId: author.memberId,
        closesAt: new Date(TEST_NOW.getTime() + 2 * DAY_MS).toISOString(),
      });
      expectOk(await community(t.app, 'PUT', `/survey/${postId}/reply/${optionIds[0]}`, me.headers));
      expect((await list(me, '?alarmType=4')).alarms).toHaveLength(0);
      const notice = await db()
        .insertInto('notice')
        .values({
          notice_id: 90_001,
          title: '설 연휴 배송 안내',
          body_html: '<p>안내</p>',
          published: 1,
          created_at: new Date(TEST_NOW.getTime() + DAY_MS).toISOString(),
          pinned: 0,
          summary: '배송 안내',
          image_url: null,
          updated_at: null,
        })
        .returning('notice_id')
        .executeTakeFirstOrThrow();
      try {
        // Three days on: the vote has closed and the notice is out; the stars are months from expiry.
        t.clock.now = new Date(TEST_NOW.getTime() + 3 * DAY_MS);
        const before = await unread(me);
        expect(await unread(me)).toBe(before);
        expect((await list(me, '?alarmType=6')).alarms).toHaveLength(0);
        // Ten days before the stars expire: their notification too, once however often it is read.
        t.clock.now = new Date(expiresAt.getTime() - 10 * DAY_MS);
        expect(await unread(me)).toBe(before + 1);
        expect(await unread(me)).toBe(before + 1);
        const { alarms } = await list(me);
        const byType = (type: number) => alarms.filter((alarm) => alarm.alarmType === type);
        expect(byType(ALARM_TYPE.voteClosed)).toEqual([
          expect.objectContaining({
            message: '참여한 투표가 마감되었어요. 결과를 확인해 보세요.',
            link: `/community/board-detail/${postId}`,
          }),
        ]);
        expect(byType(ALARM_TYPE.notice)).toEqual([
          expect.objectContaining({ detail: '설 연휴 배송 안내', link: `/notice/${notice.notice_id}` }),
        ]);
        expect(byType(ALARM_TYPE.starsExpiring)).toEqual([
          expect.objectContaining({ message: '별 120개가 곧 소멸돼요.', link: '/my-page/point' }),
        ]);
        // The notice unpublished: its notification is gone from the list and the count.
        const withNotice = await unread(me);
        await db()
          .updateTable('notice')
          .set({ published: 0 })
          .where('notice_id', '=', notice.notice_id)
          .execute();
        expect(await unread(me)).toBe(withNotice - 1);
      } finally {
        t.clock.now = TEST_NOW;
        await db().deleteFrom('notice').where('notice_id', '=', notice.notice_id).execute();
      }
    },
  );

  it.skipIf(!available)(
    'a hidden or deleted post hides its notifications; shown again, they are back',
    async () => {
      const writer = await fresh('숨김');
      const { postId } = await seedPost(db(), { type: 'dashboard', memberId: writer.memberId });
      await reply(postId, other, '좋아요');
      await like(postId, other);
      expect(await unread(writer)).toBe(2);
      for (const status of ['hidden', 'deleted', 'visible'] as const) {
        await db().updateTable('community_post').set({ status }).where('post_id', '=', postId).execute();
        expect(await unread(writer)).toBe(status === 'visible' ? 2 : 0);
        expect((await list(writer)).alarms).toHaveLength(status === 'visible' ? 2 : 0);
      }
    },
  );

  it.skipIf(!available)(
    'pages by cursor, newest first, every notification once; filters by type',
    async () => {
      const me = await fresh('페이지');
      for (let n = 0; n < 23; n += 1) {
        await addAlarm(db(), {
          memberId: me.memberId,
          type: n % 2 === 0 ? ALARM_TYPE.starsEarned : ALARM_TYPE.eventResult,
          dedupeKey: `test:${n}`,
          link: '/my-page/point',
          // Pairs share an instant: the id breaks the tie.
          createdAt: new Date(TEST_NOW.getTime() - Math.floor(n / 2) * 60_000).toISOString(),
          amount: n,
        });
      }
      const seen: number[] = [];
      let cursor: string | null = null;
      do {
        const page: AlarmList = await list(me, `?size=5${cursor ? `&cursor=${cursor}` : ''}`);
        expect(page.alarms.length).toBeLessThanOrEqual(5);
        seen.push(...page.alarms.map((alarm) => alarm.alarmId));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toHaveLength(23);
      expect(new Set(seen).size).toBe(23);
      const times = (await list(me, '?size=50')).alarms.map((alarm) => alarm.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
      const events = await list(me, `?alarmType=${ALARM_TYPE.eventResult}&size=50`);
      expect(events.alarms).toHaveLength(11);
      expect(events.alarms.every((alarm) => alarm.alarmType === ALARM_TYPE.eventResult)).toBe(true);
    },
  );

  it.skipIf(!available)(
    "marks one read (again: same answer; another member's: 404) and all read",
    async () => {
      const me = await fresh('읽음');
      for (let n = 0; n < 3; n += 1) {
        await addAlarm(db(), {
          memberId: me.memberId,
          type: ALARM_TYPE.eventResult,
          dedupeKey: `read:${n}`,
          link: '/event/1',
          createdAt: TEST_NOW.toISOString(),
        });
      }
      const { alarms, unreadCount } = await list(me);
      expect(unreadCount).toBe(3);
      const first = alarms[0]?.alarmId ?? 0;
      for (let n = 0; n < 2; n += 1) {
        expect(expectOk(await put(`/view/${first}/read`, me))).toEqual({ alarmId: first, unreadCount: 2 });
      }
      expectError(await put(`/view/${first}/read`, other), 404, 8);
      expect((await list(me)).alarms.find((alarm) => alarm.alarmId === first)?.isRead).toBe(true);
      expect(expectOk(await put('/read-all', me))).toEqual({ unreadCount: 0 });
      expect(await unread(me)).toBe(0);
    },
  );

  it.skipIf(!available)('a withdrawn member gets none', async () => {
    const gone = await fresh('탈퇴예정');
    const { postId } = await seedPost(db(), { type: 'dashboard', memberId: gone.memberId });
    await db()
      .updateTable('member')
      .set({ withdrawn_at: TEST_NOW.toISOString() })
      .where('member_id', '=', gone.memberId)
      .execute();
    await reply(postId, other, '안녕하세요');
    await like(postId, other);
    expect(await countAll(db(), gone.memberId)).toBe(0);
  });

  it.skipIf(!available)(
    `keeps about ${ALARM_LIMITS.keptPerMember} per member, the newest`,
    async () => {
      const me = await fresh('많이');
      const total = ALARM_LIMITS.keptPerMember + 150;
      await db()
        .transaction()
        .execute(async (trx) => {
          for (let n = 0; n < total; n += 1) {
            await addAlarm(trx, {
              memberId: me.memberId,
              type: ALARM_TYPE.eventResult,
              dedupeKey: `bulk:${n}`,
              link: '/event/1',
              createdAt: new Date(TEST_NOW.getTime() + n * 1000).toISOString(),
            });
          }
        });
      const kept = await countAll(db(), me.memberId);
      expect(kept).toBeGreaterThanOrEqual(ALARM_LIMITS.keptPerMember);
      expect(kept).toBeLessThan(ALARM_LIMITS.keptPerMember + ALARM_LIMITS.pruneEvery);
      // The newest one is kept; the oldest is gone.
      const keys = await db()
        .selectFrom('alarm')
        .select('dedupe_key')
        .where('member_id', '=', me.memberId)
        .execute();
      const names = new Set(keys.map((row) => row.dedupe_key));
      expect(names.has(`bulk:${total - 1}`)).toBe(true);
      expect(names.has('bulk:0')).toBe(false);
    },
    60_000,
  );

  it.skipIf(!available)(
    'an event that fails leaves no notification (same transaction), and a failing notification fails the event',
    async () => {
      const writer = await fresh('실패');
      const { postId } = await seedPost(db(), { type: 'dashboard', memberId: writer.memberId });
      // The reply's stars are written after its notification, in the same transaction: make them fail.
      if (dialect === 'postgres') {
        await sql`create function alarm_test_fail() returns trigger language plpgsql as $$ begin raise exception 'boom'; end $$`.execute(
          db(),
        );
        await sql`create trigger alarm_test_fail before insert on point_entry for each row execute function alarm_test_fail()`.execute(
          db(),
        );
      } else {
        await sql`create trigger alarm_test_fail before insert on point_entry begin select raise(abort, 'boom'); end`.execute(
          db(),
        );
      }
      try {
        const response: LightMyRequestResponse = await community(
          t.app,
          'POST',
          `/dashboard/${postId}/reply`,
          other.headers,
          {
            body: '실패할 댓글',
          },
        );
        expect(response.statusCode).toBe(500);
      } finally {
        await sql`drop trigger alarm_test_fail${sql.raw(dialect === 'postgres' ? ' on point_entry' : '')}`.execute(
          db(),
        );
        if (dialect === 'postgres') await sql`drop function alarm_test_fail()`.execute(db());
      }
      expect(await countAll(db(), writer.memberId)).toBe(0);
      const replies = await db()
        .selectFrom('community_reply')
        .select('reply_id')
        .where('post_id', '=', postId)
        .execute();
      expect(replies).toHaveLength(0);

      // And the other way round: a notification that cannot be written takes the like with it.
      if (dialect === 'postgres') {
        await sql`create function alarm_test_fail() returns trigger language plpgsql as $$ begin raise exception 'boom'; end $$`.execute(
          db(),
        );
        await sql`create trigger alarm_test_fail before insert on alarm for each row execute function alarm_test_fail()`.execute(
          db(),
        );
      } else {
        await sql`create trigger alarm_test_fail before insert on alarm begin select raise(abort, 'boom'); end`.execute(
          db(),
        );
      }
      try {
        expect(
          (await community(t.app, 'PUT', `/dashboard/${postId}/like`, other.headers, { isLike: true }))
            .statusCode,
        ).toBe(500);
      } finally {
        await sql`drop trigger alarm_test_fail${sql.raw(dialect === 'postgres' ? ' on alarm' : '')}`.execute(
          db(),
        );
        if (dialect === 'postgres') await sql`drop function alarm_test_fail()`.execute(db());
      }
      const post = await db()
        .selectFrom('community_post')
        .select('like_count')
        .where('post_id', '=', postId)
        .executeTakeFirstOrThrow();
      expect(post.like_count).toBe(0);
    },
  );

  it.skipIf(!available)('the list, the filtered list and the unread count read their indexes', async () => {
    const plan = (query: CompiledQuery): Promise<string> =>
      db()
        .transaction()
        .execute(async (trx) => {
          // Tables this small would be scanned whole; the question is which index the plan can use.
          if (dialect === 'postgres') await sql`set local enable_seqscan = off`.execute(trx);
          const explain = dialect === 'postgres' ? 'explain (costs off)' : 'explain query plan';
          const result = await trx.executeQuery<Record<string, string>>({
            ...query,
            sql: `${explain} ${query.sql}`,
          });
          return result.rows.map((row) => row.detail ?? row['QUERY PLAN'] ?? '').join('\n');
        });
    const memberId = author.memberId;
    const after = { at: TEST_NOW.toISOString(), id: 9 };
    expect(await plan(listQuery(db(), { memberId, type: undefined, after, limit: 21 }).compile())).toMatch(
      /alarm_member_list_idx/,
    );
    expect(await plan(listQuery(db(), { memberId, type: 2, after: null, limit: 21 }).compile())).toMatch(
      /alarm_member_type_idx/,
    );
    expect(await plan(unreadCountQuery(db(), memberId).compile())).toMatch(/alarm_member_unread_idx/);
  });

  it.skipIf(!available)(
    'event announce: every applicant once, withdrawn ones skipped, a second run adds none',
    async () => {
      const event = await db()
        .selectFrom('event')
        .select(['event_id'])
        .orderBy('event_id')
        .executeTakeFirstOrThrow();
      const applicants = [await fresh('응모1'), await fresh('응모2'), await fresh('응모3')];
      for (const member of applicants) {
        await db()
          .insertInto('event_apply')
          .values({
            event_id: event.event_id,
            member_id: member.memberId,
            applied_at: TEST_NOW.toISOString(),
          })
          .execute();
      }
      await db()
        .updateTable('member')
        .set({ withdrawn_at: TEST_NOW.toISOString() })
        .where('member_id', '=', applicants[2]!.memberId)
        .execute();
      const lines: string[] = [];
      const io = { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) };
      const cli = (args: string[]) => runEventCli({ db: t.database.db, io, now: TEST_NOW }, args);
      expect(await cli(['announce', String(event.event_id), '당첨자는 마이페이지에서 확인하세요'])).toBe(0);
      expect(lines.at(-1)).toMatch(/2명에게 결과 알림/);
      expect(await cli(['announce', String(event.event_id), '당첨자는 마이페이지에서 확인하세요'])).toBe(0);
      expect(lines.at(-1)).toMatch(/0명에게 결과 알림/);
      expect(await cli(['announce', 'x', '문구'])).toBe(2);
      expect(await cli(['announce', String(event.event_id)])).toBe(2);
      expect(await cli(['announce', '999999', '문구'])).toBe(1);
      const { alarms } = await list(applicants[0]!, `?alarmType=${ALARM_TYPE.eventResult}`);
      expect(alarms).toEqual([
        expect.objectContaining({
          message: '응모하신 이벤트의 결과가 발표되었어요.',
          detail: '당첨자는 마이페이지에서 확인하세요',
          link: `/event/${event.event_id}`,
        }),
      ]);
      expect(await countAll(db(), applicants[2]!.memberId)).toBe(0);
      expect(
        (await announceEventResult(db(), { eventId: event.event_id, message: '다시', now: TEST_NOW }))
          .notified,
      ).toBe(0);
    },
  );
});
