import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_LIMITS } from '#contract/rules/community-rules.ts';
import { dialectCases, TEST_NOW } from '../../../../tests/support/databases.ts';
import { PHOTO_UPLOADS_PER_HOUR } from '../photos/photos.service.ts';
import { seedPost } from './community.calls.testing.ts';
import { type ClockedApp, createClockedApp, createMember, type TestMember } from './community.testing.ts';

/**
 * The hourly limits under real parallel HTTP requests by one member, on both databases: each request
 * counts and inserts in its own transaction (its own pooled connection on PostgreSQL), so only the
 * member's lock taken before the count (community.hourly-limit.ts) keeps the accepted ones to the
 * limit. A fresh member sends far more than the limit at once: exactly the limit gets in, every other
 * request is 429 code 19 with a Korean message, and the hour's rows end at the limit.
 */
const BASE = '/api/v1/community';
const HOUR_MS = 60 * 60 * 1000;

interface Answer {
  status: number;
  body: { code?: number; message?: string };
}

describe.each(dialectCases())(
  'community hourly limits under concurrency on $dialect',
  ({ dialect, available }) => {
    let t: ClockedApp;
    let origin: string;
    let author: TestMember;

    beforeAll(async () => {
      if (!available) return;
      t = await createClockedApp(dialect);
      origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
      author = await createMember(t.app, '동시제한작가');
    });
    afterAll(async () => {
      await t?.cleanup();
    });

    const db = () => t.database.db;
    const send = async (
      member: TestMember,
      path: string,
      body: Buffer | object,
      contentType = 'application/json',
    ): Promise<Answer> => {
      const response = await fetch(`${origin}${BASE}${path}`, {
        method: 'POST',
        headers: { ...member.headers, 'content-type': contentType },
        body: Buffer.isBuffer(body) ? new Uint8Array(body) : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Answer['body'] };
    };
    const expectLimited = (answers: Answer[], limit: number) => {
      const accepted = answers.filter((answer) => answer.status === 200);
      expect(accepted.length, answers.map((answer) => answer.status).join(',')).toBe(limit);
      for (const answer of answers.filter((a) => a.status !== 200)) {
        expect(answer.status, JSON.stringify(answer.body)).toBe(429);
        expect(answer.body.code).toBe(19);
        expect(answer.body.message).toMatch(/한 시간에 \d+(개|장)까지/);
      }
    };
    const countLastHour = async (
      table: 'community_post' | 'community_reply' | 'community_photo',
      memberId: number,
    ) =>
      Number(
        (
          await db()
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .where('member_id', '=', memberId)
            .where('created_at', '>=', new Date(TEST_NOW.getTime() - HOUR_MS).toISOString())
            .executeTakeFirstOrThrow()
        ).n,
      );

    it.skipIf(!available)(
      `100 posts and replies sent at once: exactly ${COMMUNITY_LIMITS.writesPerHour} get in`,
      async () => {
        const writer = await createMember(t.app, '동시제한회원');
        const { postId } = await seedPost(db(), { type: 'dashboard', memberId: author.memberId });
        const answers = await Promise.all(
          Array.from({ length: 100 }, (_, n) =>
            n % 2 === 0
              ? send(writer, '/dashboard', { body: `동시에 쓴 글 ${n}` })
              : send(writer, `/dashboard/${postId}/reply`, { body: `동시에 단 댓글 ${n}` }),
          ),
        );
        expectLimited(answers, COMMUNITY_LIMITS.writesPerHour);
        const replies = await countLastHour('community_reply', writer.memberId);
        expect((await countLastHour('community_post', writer.memberId)) + replies).toBe(
          COMMUNITY_LIMITS.writesPerHour,
        );
        // The post's reply_count agrees with the replies that got in (refused ones rolled back).
        const post = await db()
          .selectFrom('community_post')
          .select('reply_count')
          .where('post_id', '=', postId)
          .executeTakeFirstOrThrow();
        expect(post.reply_count).toBe(replies);
      },
    );

    it.skipIf(!available)(
      `80 photo uploads sent at once: exactly ${PHOTO_UPLOADS_PER_HOUR} get in`,
      async () => {
        const uploader = await createMember(t.app, '동시사진회원');
        const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c87828' } })
          .jpeg()
          .toBuffer();
        const answers = await Promise.all(
          Array.from({ length: 80 }, () => send(uploader, '/photo', jpeg, 'image/jpeg')),
        );
        expectLimited(answers, PHOTO_UPLOADS_PER_HOUR);
        expect(await countLastHour('community_photo', uploader.memberId)).toBe(PHOTO_UPLOADS_PER_HOUR);
      },
    );
  },
);
