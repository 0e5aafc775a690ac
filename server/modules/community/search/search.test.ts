import { getChoseong } from 'es-hangul';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostList } from '#contract/community.ts';
import { FOOD_WORDS } from '#contract/fixtures/food-vocabulary.ts';
import { COMMUNITY_LIMITS, type CommunityType } from '#contract/rules/community-rules.ts';
import { createTestApp, dialectCases, TEST_NOW, type TestApp } from '../../../../tests/support/databases.ts';
import { expectError } from '../../../shared/api.testing.ts';
import { createMember } from '../shared/community.testing.ts';
import { searchColumns } from './search.columns.ts';
import { halfTypedMatch, searchPlans } from './search.service.ts';

type SearchAnswer = PostList & { keyword: string; totalCount: number };

const URL = '/api/v1/community/search';

describe('search plans', () => {
  it('reads a half-typed last syllable as the syllables it can become', () => {
    expect(halfTypedMatch('김ㅊ')).toEqual({ mode: 'syllable-range', prefix: '김', first: '차', last: '칳' });
    expect(halfTypedMatch('사고ㅏ')).toEqual({
      mode: 'syllable-range',
      prefix: '사',
      first: '과',
      last: '괗',
    });
    expect(halfTypedMatch('ㅊ')).toBeUndefined();
  });

  it('tries the whole keyword without spaces first, then each word, then without particles', () => {
    const plans = searchPlans('김치를 찌개');
    expect(plans[0]?.words).toEqual([{ mode: 'text', needle: '김치를찌개' }]);
    expect(plans[1]?.words).toEqual([
      { mode: 'text', needle: '김치를' },
      { mode: 'text', needle: '찌개' },
    ]);
    expect(plans[2]?.words).toEqual([
      { mode: 'text', needle: '김치' },
      { mode: 'text', needle: '찌개' },
    ]);
    expect(searchPlans('ㄱㅊ ㅉㄱ')[0]?.words).toEqual([{ mode: 'choseong', needle: 'ㄱㅊㅉㄱ' }]);
    expect(searchPlans('rlacl').at(-1)).toMatchObject({ corrected: '김치' });
    expect(searchPlans('!!!')).toEqual([]);
  });
});

describe.each(dialectCases())('community search on $dialect', ({ dialect, available }) => {
  let t: TestApp;
  let authorId: number;
  let minute = 0;

  /** A post written straight into the table (as the posts service does, with searchColumns). */
  const insertPost = async (
    body: string,
    options: { title?: string | null; type?: CommunityType; status?: 'visible' | 'hidden' | 'deleted' } = {},
  ): Promise<number> => {
    minute += 1;
    const createdAt = new Date(TEST_NOW.getTime() - 100_000 * 60_000 + minute * 60_000).toISOString();
    const title = options.title ?? null;
    const row = await t.database.db
      .insertInto('community_post')
      .values({
        type: options.type ?? 'dashboard',
        member_id: authorId,
        title,
        body,
        ...searchColumns(title, body),
        status: options.status ?? 'visible',
        board_date: createdAt.slice(0, 10),
        created_at: createdAt,
        updated_at: null,
        deleted_at: null,
        accepted_reply_id: null,
        closes_at: null,
      })
      .returning('post_id')
      .executeTakeFirstOrThrow();
    return row.post_id;
  };

  const search = async (query: Record<string, string>): Promise<SearchAnswer> => {
    const response = await t.app.inject({ method: 'GET', url: URL, query });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const ids = (answer: SearchAnswer) => answer.posts.map((post) => post.postId);
  /** Every post the keyword finds, over all pages. */
  const allIds = async (keyword: string, type?: CommunityType): Promise<number[]> => {
    const found: number[] = [];
    let cursor: string | null = null;
    do {
      const page: SearchAnswer = await search({
        keyword,
        size: '50',
        ...(type ? { type } : {}),
        ...(cursor ? { cursor } : {}),
      });
      found.push(...ids(page));
      cursor = page.nextCursor;
    } while (cursor);
    return found;
  };

  const fixed: Record<string, number> = {};

  beforeAll(async () => {
    if (!available) return;
    t = await createTestApp(dialect, { seed: false });
    authorId = (await createMember(t.app, '검색작성자')).memberId;
    fixed.stew = await insertPost('오늘 저녁은 김치찌개를 끓였어요', { title: null });
    fixed.spaced = await insertPost('김치 찌개에는 돼지고기가 최고', { title: null });
    fixed.rice = await insertPost('햅쌀로 지은 밥', { title: '쌀 추천해 주세요', type: 'qna' });
    fixed.apple = await insertPost('꿀 사과 한 박스 샀어요', { type: 'dashboard' });
    fixed.vote = await insertPost('', { title: '김장 김치 몇 포기 하세요?', type: 'survey' });
    fixed.hidden = await insertPost('신고된 김치 글', { status: 'hidden' });
    fixed.deleted = await insertPost('지워진 김치 글', { status: 'deleted' });
  });
  afterAll(async () => {
    if (available) await t.cleanup();
  });

  it.skipIf(!available)(
    'finds words, one syllable, 초성, any spacing, half-typed words and particles',
    async () => {
      expect(await allIds('김치')).toEqual([fixed.vote, fixed.spaced, fixed.stew]);
      expect(await allIds('김치찌개')).toEqual([fixed.spaced, fixed.stew]);
      expect(await allIds('김치 찌개')).toEqual([fixed.spaced, fixed.stew]);
      expect(await allIds('김 치 찌 개')).toEqual([fixed.spaced, fixed.stew]);
      expect(await allIds('ㄱㅊ')).toContain(fixed.stew);
      expect(await allIds('ㄱㅊㅉㄱ')).toEqual([fixed.spaced, fixed.stew]);
      expect(await allIds('쌀')).toEqual([fixed.rice]);
      expect(await allIds('꿀사과')).toEqual([fixed.apple]);
      expect(await allIds('사고ㅏ')).toEqual([fixed.apple]);
      expect(await allIds('김ㅊ')).toEqual([fixed.vote, fixed.spaced, fixed.stew]);
      // 김치를 is in no post: without the particle it is 김치.
      expect(await allIds('김치를')).toEqual([fixed.vote, fixed.spaced, fixed.stew]);
      // The keyboard left in English mode.
      const layout = await search({ keyword: 'rlacl' });
      expect(layout.keyword).toBe('김치');
      expect(ids(layout)).toEqual([fixed.vote, fixed.spaced, fixed.stew]);
      expect(await allIds('없는말')).toEqual([]);
    },
  );

  it.skipIf(!available)('filters by type, shows only visible posts, newest first with a cursor', async () => {
    expect(await allIds('김치', 'survey')).toEqual([fixed.vote]);
    expect(await allIds('김치', 'qna')).toEqual([]);
    const first = await search({ keyword: '김치', size: '2' });
    expect(first.totalCount).toBe(3);
    expect(first.keyword).toBe('김치');
    expect(ids(first)).toEqual([fixed.vote, fixed.spaced]);
    expect(first.posts[0]?.title).toBe('김장 김치 몇 포기 하세요?');
    expect(first.posts[0]?.type).toBe('survey');
    const second = await search({ keyword: '  김치 ', size: '2', cursor: first.nextCursor! });
    expect(ids(second)).toEqual([fixed.stew]);
    expect(second.nextCursor).toBeNull();
    expect(second.totalCount).toBe(3);
    expect(second.keyword).toBe('김치');
  });

  it.skipIf(!available)(
    'refuses a blank keyword (10), a long one (13), a bad cursor or type (12)',
    async () => {
      const get = (query: Record<string, string>) => t.app.inject({ method: 'GET', url: URL, query });
      expectError(await get({}), 400, 10);
      expectError(await get({ keyword: '' }), 400, 10);
      expectError(await get({ keyword: '   ' }), 400, 10);
      expectError(await get({ keyword: '가'.repeat(COMMUNITY_LIMITS.searchKeywordMax + 1) }), 400, 13);
      expectError(await get({ keyword: '김치', cursor: 'not-a-cursor' }), 400, 12);
      expectError(await get({ keyword: '김치', type: 'board' }), 400, 11);
      expect((await get({ keyword: '가'.repeat(COMMUNITY_LIMITS.searchKeywordMax) })).statusCode).toBe(200);
    },
  );

  it.skipIf(!available)(
    'recall on freshly written posts, queried by words, spacing, 초성, particles and half-typed words',
    async () => {
      const sentence = fc.array(fc.constantFrom(...FOOD_WORDS), { minLength: 3, maxLength: 8 });
      const sentences = fc.sample(sentence, 80);
      const posts: { postId: number; words: string[] }[] = [];
      for (const words of sentences) {
        const body = `${words.join(' ')} 먹었어요`;
        posts.push({ postId: await insertPost(body), words });
      }
      const withParticle = (word: string) => {
        const last = word.charCodeAt(word.length - 1) - 0xac00;
        return `${word}${last >= 0 && last % 28 !== 0 ? '을' : '를'}`;
      };
      const forms = {
        word: (word: string) => word,
        spacing: (word: string, seed: number) =>
          [...word].map((char, i) => (i > 0 && (seed >> i) & 1 ? ` ${char}` : char)).join(''),
        choseong: (word: string) => getChoseong(word),
        particle: withParticle,
        'half-typed': (word: string) =>
          [...word].length >= 2 ? `${word.slice(0, -1)}${getChoseong(word.slice(-1))}` : word,
      } as const;
      const tally: Record<string, { found: number; total: number; misses: string[] }> = {};
      const cases = fc.sample(
        fc.record({
          post: fc.constantFrom(...posts),
          pick: fc.nat(),
          form: fc.constantFrom(...(Object.keys(forms) as (keyof typeof forms)[])),
          seed: fc.nat(),
        }),
        150,
      );
      for (const { post, pick, form, seed } of cases) {
        const word = post.words[pick % post.words.length]!;
        const query = forms[form](word, seed);
        const found = await allIds(query);
        const row = tally[form] ?? { found: 0, total: 0, misses: [] };
        tally[form] = row;
        row.total += 1;
        if (found.includes(post.postId)) row.found += 1;
        else row.misses.push(`${query} (${word})`);
      }
      const lines = Object.entries(tally).map(
        ([form, row]) =>
          `${form}: ${row.found}/${row.total} (${((100 * row.found) / row.total).toFixed(1)}%) ${row.misses.slice(0, 3).join(' | ')}`,
      );
      const found = Object.values(tally).reduce((sum, row) => sum + row.found, 0);
      const total = Object.values(tally).reduce((sum, row) => sum + row.total, 0);
      console.log(
        `community search recall on ${dialect}\n  ${lines.join('\n  ')}\n  overall: ${found}/${total}`,
      );
      expect(found / total).toBeGreaterThanOrEqual(0.98);
    },
    60_000,
  );
});
