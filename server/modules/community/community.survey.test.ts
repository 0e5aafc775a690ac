import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dialectCases,
  openTestDatabase,
  TEST_NOW,
  type TestDatabase,
} from '../../../tests/support/databases.ts';
import { seedPost } from './community.interactions.testing.ts';
import {
  createSurvey,
  OPERATOR_ACCOUNT,
  operatorMemberId,
  surveyProblem,
  surveyStates,
} from './community.survey.ts';

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
