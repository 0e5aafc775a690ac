import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EngagementCounts, popularityScore } from '#contract/rules/community-rules.ts';
import {
  type ClockedApp,
  createClockedApp,
  createMember,
  type TestMember,
} from '../shared/community.testing.ts';

/**
 * Real parallel HTTP requests on PostgreSQL (each request its own transaction on its own pooled
 * connection): the reaction's primary key and the counter update in the same transaction keep counts
 * exact. SQLite has one writer at a time; the main suite covers it.
 */
const pg = Boolean(process.env.TEST_PG_URL);
const BASE = '/api/v1/community';

describe.skipIf(!pg)('parallel likes and views on postgres', () => {
  let t: ClockedApp;
  let origin: string;
  let author: TestMember;
  beforeAll(async () => {
    t = await createClockedApp('postgres');
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    author = await createMember(t.app, '동시성작가');
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  const put = (member: TestMember, path: string, body: unknown) =>
    fetch(`${origin}${BASE}${path}`, {
      method: 'PUT',
      headers: { ...member.headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const newPost = async () => {
    const response = await fetch(`${origin}${BASE}/dashboard`, {
      method: 'POST',
      headers: { ...author.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ body: '동시에 좋아요를 받을 글' }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { post: { postId: number } }).post.postId;
  };
  const stored = (postId: number) =>
    t.database.db
      .selectFrom('community_post')
      .select(['like_count', 'clip_count', 'reply_count', 'view_count', 'created_at', 'popularity'])
      .where('post_id', '=', postId)
      .executeTakeFirstOrThrow();
  const reactions = async (postId: number) =>
    Number(
      (
        await t.database.db
          .selectFrom('community_reaction')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('kind', '=', 'post-like')
          .where('target_id', '=', postId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const expectConsistentPopularity = async (postId: number) => {
    const row = await stored(postId);
    const counts: EngagementCounts = {
      likeCount: row.like_count,
      clipCount: row.clip_count,
      replyCount: row.reply_count,
      viewCount: row.view_count,
    };
    expect(row.popularity).toBeCloseTo(popularityScore(counts, new Date(row.created_at)), 9);
  };

  it('30 members liking at once make like_count exactly 30', async () => {
    const postId = await newPost();
    const members = await Promise.all(
      Array.from({ length: 30 }, (_, n) => createMember(t.app, `좋아요${n}`)),
    );
    const answers = await Promise.all(
      members.map((member) => put(member, `/dashboard/${postId}/like`, { isLike: true })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(members.map(() => 200));
    expect((await stored(postId)).like_count).toBe(30);
    expect(await reactions(postId)).toBe(30);
    await expectConsistentPopularity(postId);

    // Half of them take it back at once, while the other half like again (no change).
    const mixed = await Promise.all(
      members.map((member, n) => put(member, `/dashboard/${postId}/like`, { isLike: n % 2 === 1 })),
    );
    expect(mixed.every((answer) => answer.status === 200)).toBe(true);
    expect((await stored(postId)).like_count).toBe(15);
    expect(await reactions(postId)).toBe(15);
    await expectConsistentPopularity(postId);
  });

  it('20 identical likes by one member at once count once', async () => {
    const postId = await newPost();
    const fan = await createMember(t.app, '열혈팬');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => put(fan, `/dashboard/${postId}/like`, { isLike: true })),
    );
    const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as { likeCount: number }[];
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(bodies.every((body) => body.likeCount === 1)).toBe(true);
    expect((await stored(postId)).like_count).toBe(1);
    expect(await reactions(postId)).toBe(1);
  });

  it('counts 10 parallel views of one device once', async () => {
    const postId = await newPost();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        fetch(`${origin}${BASE}/view-count`, {
          method: 'POST',
          headers: { deviceuuid: 'w-parallel-device-0001', 'content-type': 'application/json' },
          body: JSON.stringify({ communityType: 'dashboard', postId }),
        }).then((answer) => answer.json() as Promise<{ counted: boolean }>),
      ),
    );
    expect(answers.filter((answer) => answer.counted)).toHaveLength(1);
    expect((await stored(postId)).view_count).toBe(1);
  });

  it('counts 100 parallel views of one address with 100 deviceUuids once', async () => {
    // Every request comes from 127.0.0.1: a signed-out client is its address, whatever device it names.
    const postId = await newPost();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, n) =>
        fetch(`${origin}${BASE}/view-count`, {
          method: 'POST',
          headers: {
            deviceuuid: `w-rotating-device-${String(n).padStart(4, '0')}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ communityType: 'dashboard', postId }),
        }).then((answer) => answer.json() as Promise<{ counted: boolean }>),
      ),
    );
    expect(answers.filter((answer) => answer.counted)).toHaveLength(1);
    expect((await stored(postId)).view_count).toBe(1);
    await expectConsistentPopularity(postId);
  });

  it('counts 20 members viewing at once, each on several devices, 20 times', async () => {
    const postId = await newPost();
    const members = await Promise.all(Array.from({ length: 20 }, (_, n) => createMember(t.app, `조회${n}`)));
    const answers = await Promise.all(
      members.flatMap((member, n) =>
        [0, 1, 2].map((device) =>
          fetch(`${origin}${BASE}/view-count`, {
            method: 'POST',
            headers: {
              ...member.headers,
              deviceuuid: `w-member-${n}-device-${device}`,
              'content-type': 'application/json',
            },
            body: JSON.stringify({ communityType: 'dashboard', postId }),
          }).then((answer) => answer.json() as Promise<{ counted: boolean }>),
        ),
      ),
    );
    expect(answers.filter((answer) => answer.counted)).toHaveLength(20);
    expect((await stored(postId)).view_count).toBe(20);
  });
});

const counts = fc.record({
  likeCount: fc.nat(10_000),
  clipCount: fc.nat(10_000),
  replyCount: fc.nat(10_000),
  viewCount: fc.nat(100_000),
});
const instants = fc
  .integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 0, 1) })
  .map((ms) => new Date(ms));

describe('popularity', () => {
  it('ranks more engagement at the same time higher', () => {
    fc.assert(
      fc.property(
        counts,
        instants,
        fc.constantFrom('likeCount', 'clipCount', 'replyCount', 'viewCount'),
        fc.integer({ min: 1, max: 1000 }),
        (base, at, key, more) => {
          const richer = { ...base, [key]: base[key as keyof EngagementCounts] + more };
          expect(popularityScore(richer, at)).toBeGreaterThan(popularityScore(base, at));
        },
      ),
    );
  });

  it('ranks the same engagement later higher', () => {
    fc.assert(
      fc.property(counts, instants, fc.integer({ min: 1_000, max: 30 * 86_400_000 }), (base, at, later) => {
        expect(popularityScore(base, new Date(at.getTime() + later))).toBeGreaterThan(
          popularityScore(base, at),
        );
      }),
    );
  });

  it('weighs a clip over a like, and ten views as one like', () => {
    const at = new Date('2026-11-21T03:00:00Z');
    const zero = { likeCount: 0, clipCount: 0, replyCount: 0, viewCount: 0 };
    expect(popularityScore({ ...zero, clipCount: 1 }, at)).toBeGreaterThan(
      popularityScore({ ...zero, likeCount: 1 }, at),
    );
    expect(popularityScore({ ...zero, viewCount: 10 }, at)).toBeCloseTo(
      popularityScore({ ...zero, likeCount: 1 }, at),
      12,
    );
  });
});
