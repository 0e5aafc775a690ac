import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostDetail, PostList } from '#contract/community.ts';
import { HIDDEN_CONTENT_TEXT, REPORT_HIDE_THRESHOLD } from '#contract/rules/community-rules.ts';
import { dialectCases } from '../../../../tests/support/databases.ts';
import { call, expectOk, seedPost } from './community.calls.testing.ts';
import { communityReadCache, createCommunityReadCache } from './community.read-cache.ts';
import { type ClockedApp, createClockedApp, createMember, type TestMember } from './community.testing.ts';

describe('the community read cache', () => {
  it('keeps an entry for its time to live, then reads again', async () => {
    let now = 0;
    const cache = createCommunityReadCache({ ttlMs: 1_000, clock: () => now });
    let reads = 0;
    const load = async () => {
      reads += 1;
      return reads;
    };
    expect(await cache.through('k', load)).toBe(1);
    now = 999;
    expect(await cache.through('k', load)).toBe(1);
    now = 1_000;
    expect(await cache.through('k', load)).toBe(2);
  });

  it('forgets everything on invalidate, and does not store a read that began before it', async () => {
    const cache = createCommunityReadCache({ clock: () => 0 });
    expect(await cache.through('k', async () => 'old')).toBe('old');
    cache.invalidate();
    let release: (value: string) => void = () => undefined;
    const slow = cache.through('k', () => new Promise<string>((resolve) => (release = resolve)));
    // A write lands while the read is under way: what the read saw may be from before it.
    cache.invalidate();
    release('read before the write');
    expect(await slow).toBe('read before the write');
    expect(await cache.through('k', async () => 'after the write')).toBe('after the write');
  });

  it('makes one read for the requests that miss together', async () => {
    const cache = createCommunityReadCache({ clock: () => 0 });
    let reads = 0;
    const load = async () => {
      reads += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return 'page';
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.through('k', load)));
    expect(answers.every((answer) => answer === 'page')).toBe(true);
    expect(reads).toBe(1);
  });

  it('holds at most maxEntries, dropping the oldest', async () => {
    const cache = createCommunityReadCache({ maxEntries: 3, clock: () => 0 });
    for (const key of ['a', 'b', 'c', 'd']) await cache.through(key, async () => key);
    expect(cache.size).toBe(3);
    expect(await cache.through('a', async () => 'read again')).toBe('read again');
    expect(await cache.through('d', async () => 'read again')).toBe('d');
  });
});

describe.each(dialectCases())('community reads through the cache on $dialect', ({ dialect, available }) => {
  let t: ClockedApp;
  let author: TestMember;
  let other: TestMember;

  beforeAll(async () => {
    if (!available) return;
    t = await createClockedApp(dialect);
    author = await createMember(t.app, '캐시작성자');
    other = await createMember(t.app, '캐시이웃');
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  const board = async (who: TestMember | null) =>
    expectOk<PostList>(await call(t.app, 'GET', '/dashboard?type=dashboard', who?.headers ?? {}));
  const detail = async (who: TestMember | null, postId: number) =>
    expectOk<{ post: PostDetail }>(await call(t.app, 'GET', `/dashboard/${postId}`, who?.headers ?? {})).post;
  const find = (list: PostList, postId: number) => list.posts.find((post) => post.postId === postId);

  it.skipIf(!available)(
    'shows each member their own likes and posts over the shared page, and a write at once',
    async () => {
      // Everyone's first read fills the cache with the page as it is before the writes.
      await board(null);
      await board(author);
      await board(other);

      const created = expectOk<{ post: PostDetail }>(
        await call(t.app, 'POST', '/dashboard', author.headers, { body: '캐시를 지나도 바로 보이는 글' }),
      ).post;
      const postId = created.postId;

      // The new post is on everyone's next page, and only its author's says it is theirs.
      expect(find(await board(author), postId)?.author.isMine).toBe(true);
      expect(find(await board(other), postId)?.author.isMine).toBe(false);
      expect(find(await board(null), postId)?.author.isMine).toBe(false);
      expect((await detail(author, postId)).canDelete).toBe(true);
      expect((await detail(other, postId)).canDelete).toBe(false);

      // A like: the liker sees it and the new count at once; the author and a guest see the count only.
      expectOk(await call(t.app, 'PUT', `/dashboard/${postId}/like`, other.headers, { isLike: true }));
      const mine = find(await board(other), postId);
      expect(mine).toMatchObject({ isLiked: true, likeCount: 1 });
      expect(find(await board(author), postId)).toMatchObject({ isLiked: false, likeCount: 1 });
      expect(find(await board(null), postId)).toMatchObject({ isLiked: false, likeCount: 1 });
      expect(await detail(other, postId)).toMatchObject({ isLiked: true, likeCount: 1 });
      expect(await detail(null, postId)).toMatchObject({ isLiked: false, likeCount: 1 });

      // Read again from the cache, each member still gets their own answer.
      expect(find(await board(other), postId)?.isLiked).toBe(true);
      expect(find(await board(author), postId)?.isLiked).toBe(false);

      // A deletion is gone from the lists and the post at once.
      expectOk(await call(t.app, 'DELETE', `/dashboard/${postId}`, author.headers));
      expect(find(await board(author), postId)).toBeUndefined();
      expect(find(await board(null), postId)).toBeUndefined();
      expect((await call(t.app, 'GET', `/dashboard/${postId}`)).statusCode).toBe(404);
    },
  );

  it.skipIf(!available)(
    'hides a reported post from everyone at once, and still shows it to its author',
    async () => {
      const { postId } = await seedPost(t.app.database.db, { type: 'dashboard', memberId: author.memberId });
      // Written straight into the table, as another instance would: shown once the cache's time is up.
      communityReadCache(t.app.database.db).invalidate();
      // Reads before the reports fill the cache.
      expect(find(await board(null), postId)).toBeDefined();
      expect((await detail(null, postId)).body).not.toBe(HIDDEN_CONTENT_TEXT);
      expect((await detail(other, postId)).body).not.toBe(HIDDEN_CONTENT_TEXT);

      for (let n = 0; n < REPORT_HIDE_THRESHOLD; n += 1) {
        const reporter = await createMember(t.app, `캐시신고${n}`);
        expectOk(
          await call(t.app, 'POST', '/accuse', reporter.headers, {
            targetType: 'post',
            targetId: postId,
            reason: 'SPAM',
          }),
        );
      }
      expect(find(await board(null), postId)).toBeUndefined();
      expect(find(await board(other), postId)).toBeUndefined();
      expect((await detail(null, postId)).body).toBe(HIDDEN_CONTENT_TEXT);
      expect((await detail(other, postId)).body).toBe(HIDDEN_CONTENT_TEXT);
      const own = await detail(author, postId);
      expect(own.body).not.toBe(HIDDEN_CONTENT_TEXT);
      expect(own.canDelete).toBe(true);
    },
  );

  it.skipIf(!available)(
    'answers parallel readers and likers each with their own state, and the exact count after',
    async () => {
      const { postId } = await seedPost(t.app.database.db, { type: 'dashboard', memberId: author.memberId });
      communityReadCache(t.app.database.db).invalidate();
      const likers = await Promise.all(
        Array.from({ length: 12 }, (_, n) => createMember(t.app, `캐시병렬${n}`)),
      );
      // Each liker likes while everyone reads: real parallel requests through the one cache.
      const responses = await Promise.all([
        ...likers.map((liker) =>
          call(t.app, 'PUT', `/dashboard/${postId}/like`, liker.headers, { isLike: true }),
        ),
        ...likers.map((liker) => call(t.app, 'GET', '/dashboard?type=dashboard', liker.headers)),
        ...likers.map((liker) => call(t.app, 'GET', `/dashboard/${postId}`, liker.headers)),
        call(t.app, 'GET', '/dashboard?type=dashboard'),
      ]);
      for (const response of responses) expect(response.statusCode, response.body).toBe(200);
      for (const liker of likers) {
        expect(find(await board(liker), postId)).toMatchObject({ isLiked: true, likeCount: likers.length });
        expect(await detail(liker, postId)).toMatchObject({ isLiked: true, likeCount: likers.length });
      }
      expect(find(await board(other), postId)).toMatchObject({ isLiked: false, likeCount: likers.length });
      expect(find(await board(null), postId)).toMatchObject({ isLiked: false, likeCount: likers.length });
    },
  );

  it.skipIf(!available)('shows a voter their own vote over the shared page', async () => {
    const { postId, optionIds } = await seedPost(t.app.database.db, {
      type: 'survey',
      memberId: author.memberId,
    });
    communityReadCache(t.app.database.db).invalidate();
    const votes = async (who: TestMember | null) =>
      find(expectOk<PostList>(await call(t.app, 'GET', '/dashboard?type=survey', who?.headers ?? {})), postId)
        ?.survey;
    expect((await votes(other))?.myOptionId).toBeNull();
    expectOk(await call(t.app, 'PUT', `/survey/${postId}/reply/${optionIds[1]}`, other.headers));
    expect(await votes(other)).toMatchObject({
      myOptionId: optionIds[1],
      resultsVisible: true,
      totalVotes: 1,
    });
    expect(await votes(author)).toMatchObject({ myOptionId: null, resultsVisible: false, totalVotes: null });
    expect(await votes(null)).toMatchObject({ myOptionId: null, resultsVisible: false, totalVotes: null });
  });

  it.skipIf(!available)(
    "sends a guest's cached page and post gzipped, compressed once, and a like in the next one",
    async () => {
      // Long enough to be compressed at all (answers under 1 KB go as they are).
      const body = '제철 대방어회와 김장 김치로 차린 저녁 식탁. '.repeat(60);
      const { postId } = await seedPost(t.app.database.db, {
        type: 'dashboard',
        memberId: author.memberId,
        body,
      });
      communityReadCache(t.app.database.db).invalidate();
      const gzip = { 'accept-encoding': 'gzip, deflate, br, zstd' };
      const zipped = async (url: string) => {
        const response = await call(t.app, 'GET', url, gzip);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers['content-encoding']).toBe('gzip');
        expect(response.headers.vary).toContain('accept-encoding');
        return {
          body: JSON.parse(gunzipSync(response.rawPayload).toString('utf8')),
          raw: response.rawPayload,
        };
      };
      for (const url of ['/dashboard?type=dashboard', `/dashboard/${postId}`]) {
        const plain = expectOk(await call(t.app, 'GET', url, { 'accept-encoding': 'identity' }));
        const first = await zipped(url);
        const second = await zipped(url);
        expect(first.body).toEqual(plain);
        // The same cache entry: the very same bytes, not a second compression.
        expect(second.raw.equals(first.raw)).toBe(true);
      }
      expectOk(await call(t.app, 'PUT', `/dashboard/${postId}/like`, other.headers, { isLike: true }));
      expect(find((await zipped('/dashboard?type=dashboard')).body, postId)?.likeCount).toBe(1);
      expect((await zipped(`/dashboard/${postId}`)).body.post.likeCount).toBe(1);
    },
  );
});
