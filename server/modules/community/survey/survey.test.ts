import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SurveyState } from '#contract/community.ts';
import {
  dialectCases,
  openTestDatabase,
  TEST_NOW,
  type TestDatabase,
} from '../../../../tests/support/databases.ts';
import { expectError } from '../../../shared/api.testing.ts';
import { call, expectOk, seedPost } from '../shared/community.calls.testing.ts';
import { authorsOf } from '../shared/community.mapping.ts';
import {
  type ClockedApp,
  createClockedApp,
  createMember,
  type TestMember,
} from '../shared/community.testing.ts';
import { runCommunityCli } from './survey.cli.ts';
import {
  createSurvey,
  OPERATOR_ACCOUNT,
  operatorMemberId,
  surveyProblem,
  surveyStates,
} from './survey.service.ts';

const HOUR = 3600_000;

describe.each(dialectCases())('survey states on $dialect', ({ dialect, available }) => {
  let t: TestDatabase;
  beforeAll(async () => {
    if (available) t = await openTestDatabase(dialect, { seed: false });
  });
  afterAll(async () => {
    if (available) await t.cleanup();
  });

  async function vote(postId: number, memberId: number, optionId: number) {
    const db = t.database.db;
    await db
      .insertInto('community_vote')
      .values({ post_id: postId, member_id: memberId, option_id: optionId, voted_at: TEST_NOW.toISOString() })
      .execute();
    await db
      .updateTable('community_survey_option')
      .set((eb) => ({ vote_count: eb('vote_count', '+', 1) }))
      .where('option_id', '=', optionId)
      .execute();
  }

  it.skipIf(!available)('hides the counts until the member votes or the vote closes', async () => {
    const db = t.database.db;
    const open = await seedPost(db, { type: 'survey', memberId: 1, options: ['사과', '배', '귤'] });
    const closed = await seedPost(db, {
      type: 'survey',
      memberId: 1,
      options: ['떡국', '만둣국'],
      closesAt: new Date(TEST_NOW.getTime() - HOUR).toISOString(),
    });
    const dashboard = await seedPost(db, { type: 'dashboard', memberId: 1 });
    await vote(open.postId, 2, open.optionIds[1]!);
    await vote(open.postId, 3, open.optionIds[1]!);
    await vote(open.postId, 4, open.optionIds[2]!);
    await vote(closed.postId, 2, closed.optionIds[0]!);

    const ids = [open.postId, closed.postId, dashboard.postId];
    const anonymous = await surveyStates(db, ids, null, TEST_NOW);
    expect([...anonymous.keys()].sort()).toEqual([open.postId, closed.postId].sort());
    expect(anonymous.get(open.postId)).toEqual({
      closesAt: new Date(TEST_NOW.getTime() + 24 * HOUR).toISOString(),
      isClosed: false,
      options: open.optionIds.map((optionId, index) => ({
        optionId,
        text: ['사과', '배', '귤'][index],
        voteCount: null,
      })),
      totalVotes: null,
      myOptionId: null,
      resultsVisible: false,
    });
    // Closed: everyone sees the result.
    expect(anonymous.get(closed.postId)).toMatchObject({
      isClosed: true,
      resultsVisible: true,
      totalVotes: 1,
      options: [{ voteCount: 1 }, { voteCount: 0 }],
    });

    const voter = await surveyStates(db, ids, 3, TEST_NOW);
    expect(voter.get(open.postId)).toMatchObject({
      isClosed: false,
      resultsVisible: true,
      myOptionId: open.optionIds[1],
      totalVotes: 3,
      options: [{ voteCount: 0 }, { voteCount: 2 }, { voteCount: 1 }],
    });
    const stranger = await surveyStates(db, ids, 99, TEST_NOW);
    expect(stranger.get(open.postId)).toMatchObject({
      resultsVisible: false,
      totalVotes: null,
      myOptionId: null,
    });
    // The same vote at its closing instant is closed.
    const atClose = await surveyStates(db, [open.postId], 99, new Date(TEST_NOW.getTime() + 24 * HOUR));
    expect(atClose.get(open.postId)).toMatchObject({ isClosed: true, resultsVisible: true, totalVotes: 3 });
    expect((await surveyStates(db, [], 3, TEST_NOW)).size).toBe(0);
  });

  it.skipIf(!available)('opens an operator vote with its options in order', async () => {
    const db = t.database.db;
    const closesAt = new Date(TEST_NOW.getTime() + 3 * 24 * HOUR);
    const postId = await createSurvey(
      db,
      { title: ' 올해 김장은? ', options: ['배추김치', ' 총각김치 ', '안 해요'], closesAt },
      TEST_NOW,
    );
    const operator = await operatorMemberId(db, TEST_NOW);
    expect(await operatorMemberId(db, TEST_NOW)).toBe(operator);
    const post = await db
      .selectFrom('community_post')
      .selectAll()
      .where('post_id', '=', postId)
      .executeTakeFirstOrThrow();
    expect(post).toMatchObject({
      type: 'survey',
      member_id: operator,
      title: '올해 김장은?',
      status: 'visible',
      closes_at: closesAt.toISOString(),
    });
    expect(post.popularity).toBeGreaterThan(0);
    const member = await db
      .selectFrom('member')
      .select(['nickname', 'channel_type'])
      .where('member_id', '=', operator)
      .executeTakeFirstOrThrow();
    expect(member).toEqual({ nickname: OPERATOR_ACCOUNT.nickname, channel_type: 0 });
    // The operator is the shop, not a member with a level: no 새싹 badge on its votes.
    expect((await authorsOf(db, [operator], TEST_NOW)).get(operator)).toEqual({
      nickname: '제철장터',
      levelName: null,
    });
    const state = (await surveyStates(db, [postId], null, TEST_NOW)).get(postId);
    expect(state?.options.map((option) => option.text)).toEqual(['배추김치', '총각김치', '안 해요']);
  });
});

describe('a new vote is checked before it is written', () => {
  const later = new Date(TEST_NOW.getTime() + HOUR);
  const ok = { title: '올해 김장은?', options: ['예', '아니요'], closesAt: later };
  it('accepts 2 to 6 distinct options and a closing time in the future', () => {
    expect(surveyProblem(ok, TEST_NOW)).toBeNull();
    expect(surveyProblem({ ...ok, options: ['1', '2', '3', '4', '5', '6'] }, TEST_NOW)).toBeNull();
  });
  it.each([
    ['one option', { options: ['예'] }, /2개에서 6개/],
    ['seven options', { options: ['1', '2', '3', '4', '5', '6', '7'] }, /2개에서 6개/],
    ['an empty option', { options: ['예', '  '] }, /1자 이상 40자/],
    ['a 41-character option', { options: ['예', '가'.repeat(41)] }, /1자 이상 40자/],
    ['the same option twice', { options: ['예', ' 예'] }, /같은 선택지/],
    ['a one-letter title', { title: '김' }, /제목은 2자 이상/],
    ['a past closing time', { closesAt: new Date(TEST_NOW.getTime() - 1) }, /마감 시각/],
    ['an invalid closing time', { closesAt: new Date(Number.NaN) }, /마감 시각/],
  ])('refuses %s', (_, patch, message) => {
    expect(surveyProblem({ ...ok, ...patch }, TEST_NOW)).toMatch(message);
  });
  it('counts an emoji option as one character each', () => {
    expect(surveyProblem({ ...ok, options: ['예', '🍎'.repeat(40)] }, TEST_NOW)).toBeNull();
  });
});

describe.each(dialectCases())('voting on $dialect', ({ dialect, available }) => {
  let t: ClockedApp;
  let alice: TestMember;
  let bob: TestMember;
  beforeAll(async () => {
    if (!available) return;
    t = await createClockedApp(dialect);
    alice = await createMember(t.app, '투표앨리스');
    bob = await createMember(t.app, '투표밥');
  });
  afterAll(async () => {
    if (available) await t.cleanup();
  });
  const vote = (who: Record<string, string>, postId: number | string, optionId: number | string) =>
    call(t.app, 'PUT', `/survey/${postId}/reply/${optionId}`, who);
  const counts = async (optionIds: number[]) => {
    const rows = await t.database.db
      .selectFrom('community_survey_option')
      .select(['option_id', 'vote_count'])
      .where('option_id', 'in', optionIds)
      .orderBy('option_id')
      .execute();
    return rows.map((row) => row.vote_count);
  };

  it.skipIf(!available)(
    'casts, moves and repeats a vote with exact counts and the results shown',
    async () => {
      const { postId, optionIds } = await seedPost(t.database.db, {
        type: 'survey',
        memberId: alice.memberId,
      });
      const [a, b, c] = optionIds as [number, number, number];
      expectError(await vote({}, postId, a), 401, 110);
      const first = expectOk<{ survey: SurveyState }>(await vote(alice.headers, postId, a));
      expect(first.survey).toMatchObject({
        isClosed: false,
        myOptionId: a,
        resultsVisible: true,
        totalVotes: 1,
        options: [
          { optionId: a, voteCount: 1 },
          { optionId: b, voteCount: 0 },
          { optionId: c, voteCount: 0 },
        ],
      });
      expectOk(await vote(bob.headers, postId, a));
      expect(await counts(optionIds)).toEqual([2, 0, 0]);
      const moved = expectOk<{ survey: SurveyState }>(await vote(bob.headers, postId, c));
      expect(moved.survey).toMatchObject({ myOptionId: c, totalVotes: 2 });
      expect(await counts(optionIds)).toEqual([1, 0, 1]);
      expectOk(await vote(bob.headers, postId, c));
      expect(await counts(optionIds)).toEqual([1, 0, 1]);
      const votes = await t.database.db
        .selectFrom('community_vote')
        .select(['member_id', 'option_id'])
        .where('post_id', '=', postId)
        .orderBy('member_id')
        .execute();
      expect(votes).toEqual([
        { member_id: alice.memberId, option_id: a },
        { member_id: bob.memberId, option_id: c },
      ]);
      // The post's own page shows the same state to the voter (the posts' summaries use surveyStates).
      const detail = expectOk<{ post: { survey: SurveyState } }>(
        await call(t.app, 'GET', `/dashboard/${postId}`, bob.headers),
      );
      expect(detail.post.survey).toEqual(moved.survey);
    },
  );

  it.skipIf(!available)(
    'refuses other options (12), closed votes (409/18), other posts (404) and banned members (403/20)',
    async () => {
      const db = t.database.db;
      const open = await seedPost(db, { type: 'survey', memberId: alice.memberId });
      const other = await seedPost(db, { type: 'survey', memberId: alice.memberId });
      const closed = await seedPost(db, {
        type: 'survey',
        memberId: alice.memberId,
        closesAt: new Date(TEST_NOW.getTime() - 1).toISOString(),
      });
      const hidden = await seedPost(db, { type: 'survey', memberId: alice.memberId, status: 'hidden' });
      const dashboard = await seedPost(db, { type: 'dashboard', memberId: alice.memberId });
      expectError(await vote(bob.headers, open.postId, other.optionIds[0]!), 400, 11);
      expectError(await vote(bob.headers, open.postId, 2_000_000_000), 400, 11);
      expectError(await vote(bob.headers, open.postId, 'x'), 400, 12);
      expectError(await vote(bob.headers, closed.postId, closed.optionIds[0]!), 409, 18);
      expectError(await vote(bob.headers, hidden.postId, hidden.optionIds[0]!), 404, 8);
      expectError(await vote(bob.headers, dashboard.postId, open.optionIds[0]!), 404, 8);
      expectError(await vote(bob.headers, 999_999_999_999, open.optionIds[0]!), 404, 8);
      // The closing instant itself is closed.
      t.clock.now = new Date(TEST_NOW.getTime() + 24 * HOUR);
      try {
        expectError(await vote(bob.headers, open.postId, open.optionIds[0]!), 409, 18);
      } finally {
        t.clock.now = TEST_NOW;
      }
      const banned = await createMember(t.app, '투표정지', { banned: true });
      expectError(await vote(banned.headers, open.postId, open.optionIds[0]!), 403, 20);
      expect(await counts([...open.optionIds, ...closed.optionIds])).toEqual([0, 0, 0, 0, 0, 0]);
    },
  );
});

describe.each(dialectCases())('npm run admin -- community survey on $dialect', ({ dialect, available }) => {
  let t: TestDatabase;
  beforeAll(async () => {
    if (available) t = await openTestDatabase(dialect, { seed: false });
  });
  afterAll(async () => {
    if (available) await t.cleanup();
  });
  const run = async (args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCommunityCli(
      {
        db: t.database.db,
        io: { out: (line) => out.push(line), err: (line) => err.push(line) },
        now: TEST_NOW,
      },
      args,
    );
    return { code, out: out.join('\n'), err: err.join('\n') };
  };

  it.skipIf(!available)('opens a vote closing at an instant or in N days', async () => {
    const relative = await run([
      'survey',
      'create',
      '올해 김장은?',
      '배추김치',
      '총각김치',
      '--closes',
      '+3d',
    ]);
    expect(relative.code, relative.err).toBe(0);
    const id = Number(/#(\d+)/.exec(relative.out)?.[1]);
    const row = await t.database.db
      .selectFrom('community_post')
      .select(['type', 'title', 'closes_at'])
      .where('post_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      type: 'survey',
      title: '올해 김장은?',
      closes_at: new Date(TEST_NOW.getTime() + 72 * HOUR).toISOString(),
    });
    const absolute = await run([
      'survey',
      'create',
      '떡국 vs 만둣국',
      '떡국',
      '만둣국',
      '떡만둣국',
      '--closes',
      '2026-12-31T15:00:00Z',
      '--body',
      '설날 아침에 드실 것',
    ]);
    expect(absolute.code, absolute.err).toBe(0);
    const second = Number(/#(\d+)/.exec(absolute.out)?.[1]);
    const state = (await surveyStates(t.database.db, [second], null, TEST_NOW)).get(second);
    expect(state).toMatchObject({ closesAt: '2026-12-31T15:00:00.000Z', isClosed: false });
    expect(state?.options.map((option) => option.text)).toEqual(['떡국', '만둣국', '떡만둣국']);
  });

  it.skipIf(!available)('refuses bad input with exit code 2 and writes nothing', async () => {
    const before = await t.database.db
      .selectFrom('community_post')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const args of [
      ['survey', 'create', '하나만', '예', '--closes', '+1d'],
      ['survey', 'create', '일곱 개', '1', '2', '3', '4', '5', '6', '7', '--closes', '+1d'],
      ['survey', 'create', '마감 없음', '예', '아니요'],
      ['survey', 'create', '지난 마감', '예', '아니요', '--closes', '2020-01-01T00:00:00Z'],
      ['survey', 'create', '이상한 마감', '예', '아니요', '--closes', '내일'],
      ['survey', 'create', '0일', '예', '아니요', '--closes', '+0d'],
      ['survey', 'create', '같은 선택지', '예', '예', '--closes', '+1d'],
      ['survey', 'delete', '1'],
    ]) {
      const result = await run(args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.err).toMatch(/[가-힣]/);
    }
    const after = await t.database.db
      .selectFrom('community_post')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
