import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostDetail, PostList } from '#contract/community.ts';
import type { ShareInfo } from '#contract/community-posts.ts';
import {
  COMMUNITY_LIMITS,
  COMMUNITY_STARS,
  HIDDEN_CONTENT_TEXT,
  POPULAR_WINDOW_DAYS,
} from '#contract/rules/community-rules.ts';
import { WITHDRAWN_NICKNAME } from '#contract/rules/nickname.ts';
import { dialectCases, TEST_NOW } from '../../../../tests/support/databases.ts';
import { expectError } from '../../../shared/api.testing.ts';
import { sumOfEntries } from '../../point/point.repository.ts';
import {
  type ClockedApp,
  createClockedApp,
  createMember,
  type TestMember,
} from '../shared/community.testing.ts';

const BASE = '/api/v1/community';
const HOUR = 60 * 60 * 1000;

type Detail = { post: PostDetail; toastItems?: unknown[] };
type List = PostList & { adjacentDates?: { previous: string | null; next: string | null } | null };

describe.each(dialectCases())('community posts on $dialect', ({ dialect, available }) => {
  let t: ClockedApp;
  let alice: TestMember;
  let bob: TestMember;
  let productNos: number[];

  beforeAll(async () => {
    if (!available) return;
    t = await createClockedApp(dialect);
    alice = await createMember(t.app, '봄나물러버');
    bob = await createMember(t.app, '제주감귤');
    productNos = (
      await t.database.db.selectFrom('product').select('product_no').orderBy('product_no').limit(3).execute()
    ).map((row) => row.product_no);
  });
  afterAll(async () => {
    if (available) await t.cleanup();
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string> = {},
    payload?: unknown,
  ) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const ok = <T>(response: LightMyRequestResponse): T => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };
  const writeDashboard = async (
    member: TestMember,
    body = '오늘 저녁은 봄동 겉절이에 된장찌개',
    extra = {},
  ) => ok<Detail>(await call('POST', `${BASE}/dashboard`, member.headers, { body, ...extra }));
  const writeQna = async (
    member: TestMember,
    title = '참외 고르는 법',
    body = '꼭지가 싱싱한 게 좋은가요?',
  ) => ok<Detail>(await call('POST', `${BASE}/qna`, member.headers, { title, body }));
  const at = (ms: number) => {
    t.clock.now = new Date(TEST_NOW.getTime() + ms);
  };

  it.skipIf(!available)('refuses every write of a signed-out caller with 110', async () => {
    const post = (await writeDashboard(alice)).post;
    for (const [method, url, payload] of [
      ['POST', `${BASE}/dashboard`, { body: '안녕하세요' }],
      ['POST', `${BASE}/qna`, { title: '질문', body: '안녕하세요' }],
      ['PUT', `${BASE}/dashboard/${post.postId}`, { body: '수정' }],
      ['DELETE', `${BASE}/dashboard/${post.postId}`, undefined],
      ['PUT', `${BASE}/dashboard/${post.postId}/like`, { isLike: true }],
      ['PUT', `${BASE}/dashboard/${post.postId}/clipping`, { isClipped: true }],
      ['PUT', `${BASE}/qna/${post.postId}/like`, { isLike: true }],
      ['GET', `${BASE}/my-page/post`, undefined],
      ['GET', `${BASE}/my-page/clipping`, undefined],
      ['GET', `${BASE}/my-page/like`, undefined],
    ] as const) {
      expectError(await call(method, url, {}, payload), 401, 110);
    }
  });

  it.skipIf(!available)(
    'writes a 오늘의 식탁 post, awards its stars with a toast, and shows it to others',
    async () => {
      at(0);
      const before = await sumOfEntries(t.database.db, alice.memberId);
      const created = await writeDashboard(alice, '  냉이 된장국 끓였어요.\n봄 향기 가득!  ', {
        productNos: [productNos[0], productNos[1], productNos[0]],
      });
      expect(created.post).toMatchObject({
        type: 'dashboard',
        title: null,
        body: '냉이 된장국 끓였어요.\n봄 향기 가득!',
        excerpt: '냉이 된장국 끓였어요. 봄 향기 가득!',
        author: { nickname: '봄나물러버', isMine: true },
        likeCount: 0,
        canEdit: true,
        canDelete: true,
        boardDate: '2026-11-21',
        qna: null,
        survey: null,
        photos: [],
      });
      expect(created.post.author.levelName).toBe('새싹');
      expect(created.post.productTags.map((tag) => tag.productNo)).toEqual([productNos[0], productNos[1]]);
      expect(created.post.productTags[0]?.shopUrl).toContain(`product_no=${productNos[0]}`);
      expect(created.toastItems).toEqual([
        expect.objectContaining({ pointPhrase: `${COMMUNITY_STARS.post}개` }),
      ]);
      expect(await sumOfEntries(t.database.db, alice.memberId)).toBe(before + COMMUNITY_STARS.post);

      const seen = ok<Detail>(
        await call('GET', `${BASE}/dashboard/${created.post.postId}`, bob.headers),
      ).post;
      expect(seen).toMatchObject({
        author: { nickname: '봄나물러버', isMine: false },
        canEdit: false,
        canDelete: false,
      });
      const anonymous = ok<Detail>(await call('GET', `${BASE}/dashboard/${created.post.postId}`)).post;
      expect(anonymous.author.isMine).toBe(false);
      // One id space: the question path does not serve a dashboard post, nor an unknown id.
      expectError(await call('GET', `${BASE}/qna/${created.post.postId}`), 404, 8);
      expectError(await call('GET', `${BASE}/dashboard/99999999`), 404, 8);
      expectError(await call('GET', `${BASE}/dashboard/999999999999`), 404, 8);
    },
  );

  it.skipIf(!available)('writes a question with its title and open state', async () => {
    const { post } = await writeQna(bob);
    expect(post).toMatchObject({
      type: 'qna',
      title: '참외 고르는 법',
      qna: { isResolved: false, acceptedReplyId: null },
    });
    expect(ok<Detail>(await call('GET', `${BASE}/qna/${post.postId}`)).post.title).toBe('참외 고르는 법');
    expectError(await call('GET', `${BASE}/dashboard/${post.postId}`), 404, 8);
  });

  it.skipIf(!available)(
    'checks text: empty 10, too long 13 in code points, banned word 12, unknown product 12',
    async () => {
      const h = alice.headers;
      expectError(await call('POST', `${BASE}/dashboard`, h, { body: '   \n ' }), 400, 10);
      expectError(await call('POST', `${BASE}/dashboard`, h, {}), 400, 10);
      const tooLong = await call('POST', `${BASE}/dashboard`, h, {
        body: '가'.repeat(COMMUNITY_LIMITS.bodyMax + 1),
      });
      expectError(tooLong, 400, 13);
      expect(tooLong.json().message).toContain('2,000자');
      // 2,000 emoji are 4,000 UTF-16 units but 2,000 characters: allowed.
      const emoji = ok<Detail>(
        await call('POST', `${BASE}/dashboard`, h, { body: '🍓'.repeat(COMMUNITY_LIMITS.bodyMax) }),
      );
      expect([...emoji.post.body]).toHaveLength(COMMUNITY_LIMITS.bodyMax);
      expect(emoji.post.excerpt.endsWith('…')).toBe(true);

      expectError(await call('POST', `${BASE}/qna`, h, { body: '제목이 없어요' }), 400, 10);
      expectError(await call('POST', `${BASE}/qna`, h, { title: '  ', body: '제목이 비었어요' }), 400, 10);
      const short = await call('POST', `${BASE}/qna`, h, { title: '감', body: '한 글자 제목' });
      expectError(short, 400, 13);
      expect(short.json().message).toContain(`${COMMUNITY_LIMITS.titleMax}자`);
      expectError(
        await call('POST', `${BASE}/qna`, h, {
          title: '가'.repeat(COMMUNITY_LIMITS.titleMax + 1),
          body: '긴 제목',
        }),
        400,
        13,
      );
      expectError(await call('POST', `${BASE}/dashboard`, h, { body: '이런 씨발 진짜' }), 400, 12);
      expectError(await call('POST', `${BASE}/qna`, h, { title: '씨발 질문', body: '괜찮은 본문' }), 400, 12);
      expectError(
        await call('POST', `${BASE}/dashboard`, h, { body: '상품 태그', productNos: [2_000_000_000] }),
        400,
        12,
      );
      expectError(await call('POST', `${BASE}/dashboard`, h, { body: '사진', photoIds: [12345] }), 400, 12);
      expectError(await call('POST', `${BASE}/dashboard`, h, { body: 1234 }), 400, 12);
    },
  );

  it.skipIf(!available)(
    'lets only the author edit and delete (403 code 20), and a vote has no edit',
    async () => {
      const { post } = await writeDashboard(alice, '수정 전');
      const url = `${BASE}/dashboard/${post.postId}`;
      expectError(await call('PUT', url, bob.headers, { body: '남의 글' }), 403, 20);
      expectError(await call('DELETE', url, bob.headers), 403, 20);
      expectError(
        await call('PUT', `${BASE}/qna/${post.postId}`, alice.headers, {
          title: '제목',
          body: '경로가 다름',
        }),
        404,
        8,
      );
      at(HOUR);
      const edited = ok<Detail>(
        await call('PUT', url, alice.headers, { body: '수정 후', productNos: [productNos[2]] }),
      );
      expect(edited.post).toMatchObject({
        body: '수정 후',
        updatedAt: new Date(TEST_NOW.getTime() + HOUR).toISOString(),
      });
      expect(edited.post.productTags.map((tag) => tag.productNo)).toEqual([productNos[2]]);
      expectError(await call('PUT', url, alice.headers, { body: '' }), 400, 10);

      const question = (await writeQna(alice)).post;
      const qUrl = `${BASE}/qna/${question.postId}`;
      expectError(await call('PUT', qUrl, alice.headers, { body: '제목을 뺌' }), 400, 10);
      expect(
        ok<Detail>(await call('PUT', qUrl, alice.headers, { title: '참외 보관법', body: '냉장?' })).post
          .title,
      ).toBe('참외 보관법');
      expectError(await call('PUT', qUrl, bob.headers, { title: '남의 질문', body: '수정' }), 403, 20);
      at(0);
    },
  );

  it.skipIf(!available)('gives the stars back when a post is deleted within a day, not later', async () => {
    const carol = await createMember(t.app, '텃밭할매');
    at(0);
    const first = (await writeDashboard(carol, '첫 글')).post;
    const second = (await writeDashboard(carol, '둘째 글')).post;
    expect(await sumOfEntries(t.database.db, carol.memberId)).toBe(2 * COMMUNITY_STARS.post);

    at(2 * HOUR);
    const deleted = ok<{ deleted: true; toastItems?: unknown[] }>(
      await call('DELETE', `${BASE}/dashboard/${first.postId}`, carol.headers),
    );
    expect(deleted.deleted).toBe(true);
    expect(deleted.toastItems).toHaveLength(1);
    expect(await sumOfEntries(t.database.db, carol.memberId)).toBe(COMMUNITY_STARS.post);
    expectError(await call('DELETE', `${BASE}/dashboard/${first.postId}`, carol.headers), 404, 8);
    expectError(await call('GET', `${BASE}/dashboard/${first.postId}`), 404, 8);
    expectError(
      await call('PUT', `${BASE}/dashboard/${first.postId}/like`, bob.headers, { isLike: true }),
      404,
      8,
    );

    at((COMMUNITY_STARS.clawbackHours + 1) * HOUR);
    const late = ok<{ toastItems?: unknown[] }>(
      await call('DELETE', `${BASE}/dashboard/${second.postId}`, carol.headers),
    );
    expect(late.toastItems).toBeUndefined();
    expect(await sumOfEntries(t.database.db, carol.memberId)).toBe(COMMUNITY_STARS.post);
    at(0);
  });

  it.skipIf(!available)('awards at most the daily cap in a Seoul day, and again the next day', async () => {
    const dave = await createMember(t.app, '김장왕');
    at(0);
    const perDay = COMMUNITY_STARS.dailyCap / COMMUNITY_STARS.post;
    for (let n = 0; n < perDay; n += 1) {
      expect((await writeDashboard(dave, `${n}번째 글`)).toastItems).toHaveLength(1);
    }
    const over = await writeDashboard(dave, '상한을 넘은 글');
    expect(over.toastItems).toBeUndefined();
    expect(await sumOfEntries(t.database.db, dave.memberId)).toBe(COMMUNITY_STARS.dailyCap);
    // Deleting the unpaid post takes nothing back.
    ok(await call('DELETE', `${BASE}/dashboard/${over.post.postId}`, dave.headers));
    expect(await sumOfEntries(t.database.db, dave.memberId)).toBe(COMMUNITY_STARS.dailyCap);
    at(24 * HOUR);
    expect((await writeDashboard(dave, '다음 날 글')).toastItems).toHaveLength(1);
    expect(await sumOfEntries(t.database.db, dave.memberId)).toBe(
      COMMUNITY_STARS.dailyCap + COMMUNITY_STARS.post,
    );
    at(0);
  });

  it.skipIf(!available)(
    'refuses a banned member (403/20) and the 31st write of an hour (429/19)',
    async () => {
      const banned = await createMember(t.app, '정지회원', { banned: true });
      expectError(await call('POST', `${BASE}/dashboard`, banned.headers, { body: '글' }), 403, 20);
      expectError(await call('POST', `${BASE}/qna`, banned.headers, { title: '질문', body: '글' }), 403, 20);
      const { post } = await writeDashboard(alice, '좋아요 받을 글');
      expectError(
        await call('PUT', `${BASE}/dashboard/${post.postId}/like`, banned.headers, { isLike: true }),
        403,
        20,
      );

      const eve = await createMember(t.app, '부지런쟁이');
      at(3 * 24 * HOUR);
      for (let n = 0; n < COMMUNITY_LIMITS.writesPerHour; n += 1) await writeDashboard(eve, `글 ${n}`);
      expectError(
        await call('POST', `${BASE}/dashboard`, eve.headers, { body: '한 시간에 31번째' }),
        429,
        19,
      );
      at(3 * 24 * HOUR + HOUR + 1);
      await writeDashboard(eve, '한 시간 뒤');
      at(0);
    },
  );

  it.skipIf(!available)('hides a reported post from everyone but its author', async () => {
    const { post } = await writeQna(alice, '숨겨질 질문', '신고당한 본문');
    await t.database.db
      .updateTable('community_post')
      .set({ status: 'hidden' })
      .where('post_id', '=', post.postId)
      .execute();
    const other = ok<Detail>(await call('GET', `${BASE}/qna/${post.postId}`, bob.headers)).post;
    expect(other).toMatchObject({
      title: HIDDEN_CONTENT_TEXT,
      body: HIDDEN_CONTENT_TEXT,
      excerpt: HIDDEN_CONTENT_TEXT,
    });
    const own = ok<Detail>(await call('GET', `${BASE}/qna/${post.postId}`, alice.headers)).post;
    expect(own).toMatchObject({ title: '숨겨질 질문', body: '신고당한 본문' });
    const list = ok<List>(await call('GET', `${BASE}/qna?size=50`));
    expect(list.posts.map((p) => p.postId)).not.toContain(post.postId);
    const mine = ok<List>(await call('GET', `${BASE}/my-page/post?size=50`, alice.headers));
    expect(mine.posts.map((p) => p.postId)).toContain(post.postId);
  });

  it.skipIf(!available)(
    'sets likes and clippings, idempotently, with the counter and popularity',
    async () => {
      const { post } = await writeDashboard(bob, '딸기 타르트 구웠어요');
      const url = `${BASE}/dashboard/${post.postId}`;
      const popularity = async () =>
        (
          await t.database.db
            .selectFrom('community_post')
            .select('popularity')
            .where('post_id', '=', post.postId)
            .executeTakeFirstOrThrow()
        ).popularity;
      const rows = async (kind: string) =>
        Number(
          (
            await t.database.db
              .selectFrom('community_reaction')
              .select((eb) => eb.fn.countAll().as('n'))
              .where('kind', '=', kind as 'post-like')
              .where('target_id', '=', post.postId)
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = await popularity();
      expect(ok(await call('PUT', `${url}/like`, alice.headers, { isLike: true }))).toEqual({
        isLiked: true,
        likeCount: 1,
      });
      expect(ok(await call('PUT', `${url}/like`, alice.headers, { isLike: true }))).toEqual({
        isLiked: true,
        likeCount: 1,
      });
      expect(await rows('post-like')).toBe(1);
      expect(await popularity()).toBeGreaterThan(before);
      expect(ok(await call('PUT', `${url}/clipping`, alice.headers, { isClipped: true }))).toEqual({
        isClipped: true,
        clipCount: 1,
      });
      expect(ok(await call('PUT', `${url}/clipping`, alice.headers, { isClipped: true }))).toMatchObject({
        clipCount: 1,
      });
      expect(await rows('post-clip')).toBe(1);

      const seen = ok<Detail>(await call('GET', url, alice.headers)).post;
      expect(seen).toMatchObject({ isLiked: true, isClipped: true, likeCount: 1, clipCount: 1 });
      expect(ok<Detail>(await call('GET', url, bob.headers)).post).toMatchObject({
        isLiked: false,
        isClipped: false,
      });
      expect(ok<List>(await call('GET', `${BASE}/my-page/like`, alice.headers)).posts[0]?.postId).toBe(
        post.postId,
      );
      expect(ok<List>(await call('GET', `${BASE}/my-page/clipping`, alice.headers)).posts[0]?.postId).toBe(
        post.postId,
      );

      expect(ok(await call('PUT', `${url}/like`, alice.headers, { isLike: false }))).toEqual({
        isLiked: false,
        likeCount: 0,
      });
      expect(ok(await call('PUT', `${url}/like`, alice.headers, { isLike: false }))).toEqual({
        isLiked: false,
        likeCount: 0,
      });
      expect(ok(await call('PUT', `${url}/clipping`, alice.headers, { isClipped: false }))).toMatchObject({
        clipCount: 0,
      });
      expect(await popularity()).toBeCloseTo(before, 10);
      expect(
        ok<List>(await call('GET', `${BASE}/my-page/like`, alice.headers)).posts.map((p) => p.postId),
      ).not.toContain(post.postId);
      expectError(
        await call('PUT', `${BASE}/qna/${post.postId}/like`, alice.headers, { isLike: true }),
        404,
        8,
      );
      expectError(
        await call('PUT', `${BASE}/dashboard/88888888/clipping`, alice.headers, { isClipped: true }),
        404,
        8,
      );
      expectError(await call('PUT', `${url}/like`, alice.headers, { isLike: 'yes' }), 400, 12);
    },
  );

  it.skipIf(!available)('counts a view once per member or signed-out address in the window', async () => {
    at(0);
    const { post } = await writeDashboard(bob, '조회수 글');
    const ref = { communityType: 'dashboard', postId: post.postId };
    const send = (headers: Record<string, string>, body: unknown = ref) =>
      call('POST', `${BASE}/view-count`, headers, body);
    expect(ok(await send(alice.headers))).toEqual({ viewCount: 1, counted: true });
    expect(ok(await send(alice.headers))).toEqual({ viewCount: 1, counted: false });
    // Signed out: the address (inject's 127.0.0.1) is the viewer; the deviceUuid is still required.
    const device = { deviceuuid: 'w-community-device-0001' };
    expect(ok(await send(device))).toEqual({ viewCount: 2, counted: true });
    expect(ok(await send(device))).toEqual({ viewCount: 2, counted: false });
    at(7 * HOUR);
    expect(ok(await send(alice.headers))).toMatchObject({ counted: false });
    at(8 * HOUR + 1);
    expect(ok(await send(alice.headers))).toEqual({ viewCount: 3, counted: true });
    expect(ok(await send(alice.headers))).toEqual({ viewCount: 3, counted: false });
    expectError(await send({}), 400, 10);
    expectError(await send(alice.headers, { communityType: 'qna', postId: post.postId }), 404, 8);
    expectError(await send(alice.headers, { communityType: 'dashboard', postId: 77777777 }), 404, 8);
    expect(ok<Detail>(await call('GET', `${BASE}/dashboard/${post.postId}`)).post.viewCount).toBe(3);
    at(0);
  });

  it.skipIf(!available)('records a share and answers the share dialog', async () => {
    const { post } = await writeQna(alice, '곶감 만들기', '감을 깎아서 말리는 중인데 곰팡이가 걱정돼요.');
    const first = ok<{ shareCount: number; share: ShareInfo }>(
      await call(
        'POST',
        `${BASE}/post-share`,
        // Without PUBLIC_BASE_URL (outside production) the link is on the origin the page came from.
        { deviceuuid: 'w-share-device-0001', host: '127.0.0.1:4341' },
        { communityType: 'qna', postId: post.postId },
      ),
    );
    expect(first.shareCount).toBe(1);
    expect(first.share).toMatchObject({
      title: '곶감 만들기',
      description: '감을 깎아서 말리는 중인데 곰팡이가 걱정돼요.',
      url: `http://127.0.0.1:4341/community/qna/${post.postId}`,
      communityType: 'qna',
      postId: post.postId,
    });
    expect(first.share.appUrl).toContain(encodeURIComponent(first.share.url));
    expect(first.share.imageUrl).toMatch(/^http:\/\/127\.0\.0\.1:4341\//);
    const second = ok<{ shareCount: number }>(
      await call('POST', `${BASE}/post-share`, bob.headers, { communityType: 'qna', postId: post.postId }),
    );
    expect(second.shareCount).toBe(2);
    const rows = await t.database.db
      .selectFrom('community_share')
      .selectAll()
      .where('post_id', '=', post.postId)
      .execute();
    expect(rows.map((row) => [row.member_id, row.device_uuid])).toEqual([
      [null, 'w-share-device-0001'],
      [bob.memberId, null],
    ]);
    expectError(
      await call('POST', `${BASE}/post-share`, {}, { communityType: 'dashboard', postId: post.postId }),
      404,
      8,
    );
  });

  it.skipIf(!available)('shows a withdrawn author as 탈퇴한 회원 without a level', async () => {
    const gone = await createMember(t.app, '떠난회원');
    const { post } = await writeDashboard(gone, '마지막 글');
    await t.database.db
      .updateTable('member')
      .set({ nickname: WITHDRAWN_NICKNAME, withdrawn_at: TEST_NOW.toISOString() })
      .where('member_id', '=', gone.memberId)
      .execute();
    const seen = ok<Detail>(await call('GET', `${BASE}/dashboard/${post.postId}`)).post;
    expect(seen.author).toEqual({ nickname: WITHDRAWN_NICKNAME, levelName: null, isMine: false });
  });

  describe('lists', () => {
    it.skipIf(!available)('walks every list by cursor, each post once, newest first', async () => {
      const frank = await createMember(t.app, '목록쟁이');
      const written: number[] = [];
      for (let n = 0; n < 7; n += 1) {
        at(-n * 60_000); // Same board day, older and older.
        written.push((await writeQna(frank, `질문 ${n}번`, `본문 ${n}`)).post.postId);
      }
      at(0);
      const walk = async (path: string, headers: Record<string, string> = {}) => {
        const ids: number[] = [];
        let cursor: string | null = null;
        let pages = 0;
        do {
          const sep = path.includes('?') ? '&' : '?';
          const url = `${BASE}${path}${sep}size=3${cursor ? `&cursor=${cursor}` : ''}`;
          const page: List = ok<List>(await call('GET', url, headers));
          expect(page.posts.length).toBeLessThanOrEqual(3);
          ids.push(...page.posts.map((post) => post.postId));
          cursor = page.nextCursor;
          pages += 1;
        } while (cursor && pages < 200);
        return ids;
      };
      const mine = await walk('/my-page/post', frank.headers);
      expect(mine).toEqual(written);
      const all = await walk('/qna');
      expect(new Set(all).size).toBe(all.length);
      const db = t.database.db;
      const visibleQna = await db
        .selectFrom('community_post')
        .select('post_id')
        .where('type', '=', 'qna')
        .where('status', '=', 'visible')
        .execute();
      expect(new Set(all)).toEqual(new Set(visibleQna.map((row) => row.post_id)));
      const popular = await walk('/qna?sort=popular');
      expect(new Set(popular)).toEqual(new Set(all));
      const everything = await walk('/dashboard/list');
      expect(new Set(everything).size).toBe(everything.length);
      const scores = await db
        .selectFrom('community_post')
        .select(['post_id', 'popularity'])
        .where('post_id', 'in', everything)
        .execute();
      const score = new Map(scores.map((row) => [row.post_id, row.popularity]));
      const ordered = everything.map((id) => score.get(id)!);
      expect(ordered).toEqual([...ordered].sort((a, b) => b - a));
    });

    it.skipIf(!available)('refuses a malformed cursor, or one from another order, with 12', async () => {
      expectError(await call('GET', `${BASE}/qna?cursor=not!base64`), 400, 12);
      expectError(
        await call('GET', `${BASE}/qna?cursor=${Buffer.from('[1,2]').toString('base64url')}`),
        400,
        12,
      );
      expectError(await call('GET', `${BASE}/qna?cursor=abc`), 400, 12);
      const page = ok<List>(await call('GET', `${BASE}/qna?size=1`));
      expect(page.nextCursor).not.toBeNull();
      expectError(await call('GET', `${BASE}/qna?sort=popular&cursor=${page.nextCursor}`), 400, 12);
      expect(
        ok<List>(await call('GET', `${BASE}/qna?cursor=${page.nextCursor}`)).posts.length,
      ).toBeGreaterThan(0);
      expectError(await call('GET', `${BASE}/dashboard?date=2026-02-30`), 400, 12);
      expectError(await call('GET', `${BASE}/dashboard?size=0`), 400, 13);
      expectError(await call('GET', `${BASE}/qna?status=done`), 400, 11);
    });

    it.skipIf(!available)('filters questions by state, and the popular list to its window', async () => {
      const { post } = await writeQna(bob, '해결된 질문', '답을 받았어요');
      await t.database.db
        .updateTable('community_post')
        .set({ accepted_reply_id: 1 })
        .where('post_id', '=', post.postId)
        .execute();
      const resolved = ok<List>(await call('GET', `${BASE}/qna?status=resolved&size=50`)).posts;
      expect(resolved.map((p) => p.postId)).toEqual([post.postId]);
      expect(resolved[0]?.qna).toEqual({ isResolved: true, acceptedReplyId: 1 });
      const open = ok<List>(await call('GET', `${BASE}/qna?status=open&size=50`)).posts;
      expect(open.map((p) => p.postId)).not.toContain(post.postId);
      expect(open.every((p) => p.qna?.isResolved === false)).toBe(true);

      at(-(POPULAR_WINDOW_DAYS + 1) * 24 * HOUR);
      const old = (await writeDashboard(bob, '오래된 인기글')).post;
      at(0);
      const popular = ok<List>(await call('GET', `${BASE}/dashboard/list?size=50&type=dashboard`)).posts;
      expect(popular.map((p) => p.postId)).not.toContain(old.postId);
      expect(popular.every((p) => p.type === 'dashboard')).toBe(true);
      expect(ok<List>(await call('GET', `${BASE}/dashboard?size=50`)).posts.map((p) => p.postId)).toContain(
        old.postId,
      );
    });

    it.skipIf(!available)('shows one board day with its neighbouring days', async () => {
      const gina = await createMember(t.app, '하루일기');
      at(-3 * 24 * HOUR);
      const threeDaysAgo = (await writeDashboard(gina, '사흘 전')).post;
      at(-5 * 24 * HOUR);
      await writeDashboard(gina, '닷새 전');
      at(0);
      const day = threeDaysAgo.boardDate;
      const board = ok<List>(await call('GET', `${BASE}/dashboard?date=${day}&size=50`));
      expect(board.posts.map((p) => p.postId)).toContain(threeDaysAgo.postId);
      expect(board.posts.every((p) => p.boardDate === day)).toBe(true);
      expect(board.adjacentDates?.previous).not.toBeNull();
      expect((board.adjacentDates?.previous ?? '9999') < day).toBe(true);
      expect((board.adjacentDates?.next ?? '') > day).toBe(true);
      expect(ok<List>(await call('GET', `${BASE}/dashboard`)).adjacentDates).toBeNull();
      const empty = ok<List>(await call('GET', `${BASE}/dashboard?date=2020-01-01`));
      expect(empty).toMatchObject({ posts: [], nextCursor: null, adjacentDates: { previous: null } });
      const popularDay = ok<List>(await call('GET', `${BASE}/dashboard?date=${day}&sort=popular`));
      expect(popularDay.posts.map((p) => p.postId)).toContain(threeDaysAgo.postId);
      expect(ok<List>(await call('GET', `${BASE}/dashboard?type=survey`)).posts).toEqual([]);
    });

    it.skipIf(!available)('tells the time of the latest visible post', async () => {
      at(10 * 24 * HOUR);
      await writeDashboard(alice, '가장 최근 글');
      at(0);
      expect(ok(await call('GET', `${BASE}/activity`))).toEqual({
        latestPostAt: new Date(TEST_NOW.getTime() + 10 * 24 * HOUR).toISOString(),
      });
    });
  });
});
