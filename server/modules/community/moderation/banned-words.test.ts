import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_BANNED_WORDS } from '#contract/fixtures/default-banned-words.ts';
import { findBannedWordsIn } from '#contract/rules/banned-words.ts';
import { COMMUNITY_LIMITS } from '#contract/rules/community-rules.ts';
import { NICKNAME_MESSAGES } from '#contract/rules/nickname.ts';
import {
  createTestApp,
  dialectCases,
  openTestDatabase,
  TEST_NOW,
  type TestApp,
} from '../../../../tests/support/databases.ts';
import { seedCommunity } from '../../../seed/community.ts';
import { expectError } from '../../../shared/api.testing.ts';
import { createMember, type TestMember } from '../shared/community.testing.ts';
import { runCommunityWordsCli } from './banned-words.cli.ts';
import { BANNED_WORDS_TTL_MS, findBannedWords } from './banned-words.ts';

const URL = '/api/v1/community/bannedwords-validation';

describe.each(dialectCases())('banned words on $dialect', ({ dialect, available }) => {
  let t: TestApp;
  let member: TestMember;
  beforeAll(async () => {
    if (!available) return;
    t = await createTestApp(dialect, { seed: false, env: { WRITE_RATE_LIMIT: '100000' } });
    member = await createMember(t.app, '금칙어검사');
  });
  afterAll(async () => {
    if (available) await t.cleanup();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const validate = (text?: string) =>
    t.app.inject({ method: 'GET', url: URL, query: text === undefined ? {} : { text } });
  const admin = async (...args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCommunityWordsCli(
      {
        db: t.database.db,
        io: { out: (line) => out.push(line), err: (line) => err.push(line) },
        now: TEST_NOW,
      },
      args,
    );
    return { code, out: out.join('\n'), err: err.join('\n') };
  };

  it.skipIf(!available)('starts with the default list (migration 0012)', async () => {
    const rows = await t.database.db.selectFrom('banned_word').selectAll().execute();
    expect(rows).toHaveLength(DEFAULT_BANNED_WORDS.length);
    expect(rows.find((row) => row.word === '시발')?.whole_word).toBe(1);
    expect(rows.find((row) => row.word === '씨발')?.whole_word).toBe(0);
  });

  it.skipIf(!available)('answers which words a text holds, through spacing and symbols', async () => {
    const check = async (text: string) => {
      const response = await validate(text);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    expect(await check('이런 씨 발 진짜')).toEqual({ isValid: false, words: ['씨발'] });
    expect(await check('ㅅㅣㅂㅏㄹ 병1신')).toEqual({ isValid: false, words: ['병신', '시발'] });
    expect(await check('시발점에서 산 생강간장')).toEqual({ isValid: true, words: [] });
  });

  it.skipIf(!available)('refuses a missing or empty text (10) and one too long (13)', async () => {
    expectError(await validate(), 400, 10);
    expectError(await validate(''), 400, 10);
    expectError(await validate('가'.repeat(COMMUNITY_LIMITS.bodyMax * 2 + 1)), 400, 13);
    expect((await validate('가'.repeat(COMMUNITY_LIMITS.bodyMax * 2))).statusCode).toBe(200);
  });

  it.skipIf(!available)(
    'admin commands change the list: community posts, the check and nicknames follow',
    async () => {
      const post = (body: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/community/dashboard',
          headers: member.headers,
          payload: { body },
        });
      const nickname = async (nickName: string) =>
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/v1/user/nick-name/validation',
            headers: member.headers,
            query: { nickName },
          })
        ).json();
      // Read once, so the list is cached before the change.
      expect((await validate('딸기도둑 왔다')).json().isValid).toBe(true);
      expect((await nickname('딸기도둑')).problem).toBeNull();

      const added = await admin('add', '딸기도둑');
      expect(added.code).toBe(0);
      expect(added.out).toContain('딸기도둑');
      expect((await validate('딸 기 도 둑 왔다')).json()).toEqual({ isValid: false, words: ['딸기도둑'] });
      const refused = await post('우리 동네 딸.기.도.둑');
      expectError(refused, 400, 12);
      expect(refused.json().message).toContain('딸기도둑');
      expect(await nickname('딸기도둑1')).toMatchObject({
        problem: 'BANNED_WORD',
        message: NICKNAME_MESSAGES.BANNED_WORD,
      });

      // --whole: only as a word of its own.
      expect((await admin('add', '도둑', '--whole')).code).toBe(0);
      expect((await validate('도둑 조심')).json().words).toEqual(['도둑']);
      expect((await validate('도둑고양이')).json().words).toEqual([]);
      expect((await admin('list')).out).toMatch(/도둑 {2}\(낱말 단위\)/);

      expect((await admin('remove', '딸기도둑')).code).toBe(0);
      expect((await admin('remove', '도둑')).code).toBe(0);
      expect((await validate('딸기도둑 왔다')).json().isValid).toBe(true);
      expect((await post('우리 동네 딸기도둑')).statusCode).toBe(200);
      expect((await nickname('딸기도둑')).problem).toBeNull();

      expect((await admin('remove', '딸기도둑')).code).toBe(1);
      expect((await admin('add')).code).toBe(2);
      expect((await admin('add', '!!!')).code).toBe(2);
      expect((await admin('add', '가'.repeat(51))).code).toBe(2);
      expect((await admin('rename', 'x')).code).toBe(2);
      const list = await admin('list');
      expect(list.out).toContain(`금칙어 ${DEFAULT_BANNED_WORDS.length}개`);
    },
  );

  it.skipIf(!available)('another instance sees a change within the cache period', async () => {
    let clock = 1_000_000_000;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const db = t.database.db;
    expect(await findBannedWords(db, '수박도둑')).toEqual([]);
    // Written by another process (the admin command elsewhere): this one's cache still has the old list.
    await db
      .insertInto('banned_word')
      .values({ word: '수박도둑', whole_word: 0, created_at: TEST_NOW.toISOString() })
      .execute();
    clock += BANNED_WORDS_TTL_MS - 1;
    expect(await findBannedWords(db, '수박도둑')).toEqual([]);
    clock += 2;
    expect(await findBannedWords(db, '수박도둑')).toEqual(['수박도둑']);
    await db.deleteFrom('banned_word').where('word', '=', '수박도둑').execute();
    clock += BANNED_WORDS_TTL_MS;
    expect(await findBannedWords(db, '수박도둑')).toEqual([]);
  });
});

it('the seeded community passes the default list (its texts are real innocent food talk)', async () => {
  const test = await openTestDatabase('sqlite');
  try {
    await seedCommunity(test.database.db, { now: TEST_NOW });
    const posts = await test.database.db.selectFrom('community_post').select(['title', 'body']).execute();
    const replies = await test.database.db.selectFrom('community_reply').select('body').execute();
    const texts = [
      ...posts.flatMap((post) => [post.title ?? '', post.body]),
      ...replies.map((reply) => reply.body),
    ];
    expect(texts.length).toBeGreaterThan(100);
    const flagged = texts.filter((text) => findBannedWordsIn(DEFAULT_BANNED_WORDS, text).length > 0);
    expect(flagged).toEqual([]);
  } finally {
    await test.cleanup();
  }
});
