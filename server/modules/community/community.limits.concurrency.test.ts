import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_LIMITS } from '../../../contract/community-rules.ts';
import { dialectCases, TEST_NOW } from '../../../tests/support/databases.ts';
import { call, seedPost } from './community.interactions.testing.ts';
import { PHOTO_UPLOADS_PER_HOUR } from './community.photos.ts';
import {
  type ClockedApp,
  createClockedApp,
  createMember,
  type TestMember,
} from './community.posts.testing.ts';

/**
 * The hourly limits under real parallel requests by one member, on both databases: each request counts
 * and inserts in its own transaction (its own pooled connection on PostgreSQL), so only the member's lock
 * taken before the count keeps the accepted ones to the limit. Each case first fills the member's hour up
 * to a few short of the limit straight in the tables, then sends more than that room at once: exactly the
 * room is accepted and the rest get 429 code 19.
 */
const recent = new Date(TEST_NOW.getTime() - 30 * 60 * 1000).toISOString();

describe.each(dialectCases())(
  'community hourly limits under concurrency on $dialect',
  ({ dialect, available }) => {
    let t: ClockedApp;
    let author: TestMember;

    beforeAll(async () => {
      if (!available) return;
      t = await createClockedApp(dialect);
      author = await createMember(t.app, '동시제한작가');
    });
    afterAll(async () => {
      await t?.cleanup();
    });

    const db = () => t.database.db;
    const expectLimited = (responses: LightMyRequestResponse[], room: number) => {
      const accepted = responses.filter((response) => response.statusCode === 200);
      const refused = responses.filter((response) => response.statusCode !== 200);
      expect(accepted.length, responses.map((response) => response.statusCode).join(',')).toBe(room);
      for (const response of refused) {
        expect(response.statusCode, response.body).toBe(429);
        expect((response.json() as { code: number }).code).toBe(19);
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
            .where('created_at', '>=', new Date(TEST_NOW.getTime() - 60 * 60 * 1000).toISOString())
            .executeTakeFirstOrThrow()
        ).n,
      );

    it.skipIf(!available)(
      `posts and replies sent at once past the room: exactly ${COMMUNITY_LIMITS.writesPerHour} an hour`,
      async () => {
        const writer = await createMember(t.app, '동시제한회원');
        const { postId } = await seedPost(db(), { type: 'dashboard', memberId: author.memberId });
        const room = 6;
        // The writer's hour so far: posts and a reply, up to `room` short of the limit.
        for (let n = 0; n < COMMUNITY_LIMITS.writesPerHour - room - 1; n += 1) {
          await seedPost(db(), { type: 'dashboard', memberId: writer.memberId, createdAt: recent });
        }
        await db()
          .insertInto('community_reply')
          .values({
            post_id: postId,
            parent_reply_id: null,
            member_id: writer.memberId,
            body: '먼저 단 댓글',
            status: 'visible',
            created_at: recent,
            updated_at: null,
            deleted_at: null,
          })
          .execute();

        const responses = await Promise.all(
          Array.from({ length: 16 }, (_, n) =>
            n % 2 === 0
              ? call(t.app, 'POST', '/dashboard', writer.headers, { body: `동시에 쓴 글 ${n}` })
              : call(t.app, 'POST', `/dashboard/${postId}/reply`, writer.headers, {
                  body: `동시에 단 댓글 ${n}`,
                }),
          ),
        );
        expectLimited(responses, room);
        expect(
          (await countLastHour('community_post', writer.memberId)) +
            (await countLastHour('community_reply', writer.memberId)),
        ).toBe(COMMUNITY_LIMITS.writesPerHour);
        // The post's reply_count agrees with the replies that were accepted (the seeded one was not counted).
        const post = await db()
          .selectFrom('community_post')
          .select('reply_count')
          .where('post_id', '=', postId)
          .executeTakeFirstOrThrow();
        expect(post.reply_count).toBe((await countLastHour('community_reply', writer.memberId)) - 1);
      },
    );

    it.skipIf(!available)(
      `photo uploads sent at once past the room: exactly ${PHOTO_UPLOADS_PER_HOUR} an hour`,
      async () => {
        const uploader = await createMember(t.app, '동시사진회원');
        const room = 4;
        await db()
          .insertInto('community_photo')
          .values(
            Array.from({ length: PHOTO_UPLOADS_PER_HOUR - room }, () => ({
              member_id: uploader.memberId,
              post_id: null,
              width: 40,
              height: 40,
              byte_length: -1,
              created_at: recent,
            })),
          )
          .execute();
        const jpeg = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#c87828' } })
          .jpeg()
          .toBuffer();
        const responses = await Promise.all(
          Array.from({ length: 12 }, () =>
            t.app.inject({
              method: 'POST',
              url: '/api/v1/community/photo',
              headers: { ...uploader.headers, 'content-type': 'image/jpeg' },
              payload: jpeg,
            }),
          ),
        );
        expectLimited(responses, room);
        expect(await countLastHour('community_photo', uploader.memberId)).toBe(PHOTO_UPLOADS_PER_HOUR);
      },
    );
  },
);
