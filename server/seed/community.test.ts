import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostList } from '#contract/community.ts';
import { popularityScore } from '#contract/rules/community-rules.ts';
import { seoulDate } from '#contract/rules/seoul-time.ts';

import {
  dialectCases,
  openTestDatabase,
  TEST_NOW,
  type TestDatabase,
} from '../../tests/support/databases.ts';

import { buildApp } from '../app.ts';

import { testConfig } from '../config.ts';

import { type CommunitySeedSummary, hasCommunity, seedCommunity } from './community.ts';

const DAY = 24 * 60 * 60 * 1000;

describe.each(dialectCases())('community seed on $dialect', ({ dialect, available }) => {
  let t: TestDatabase;
  let summary: CommunitySeedSummary;
  beforeAll(async () => {
    if (!available) return;
    t = await openTestDatabase(dialect);
    expect(await hasCommunity(t.database.db)).toBe(false);
    summary = await seedCommunity(t.database.db, { now: TEST_NOW });
  });
  afterAll(async () => {
    if (available) await t.cleanup();
  });

  it.skipIf(!available)('writes 150 posts over two weeks, 40 questions and 8 votes', async () => {
    const db = t.database.db;
    expect(await hasCommunity(db)).toBe(true);
    expect(summary).toMatchObject({ posts: 150, questions: 40, votes: 8 });
    expect(summary.photoSubjects).toHaveLength(150);
    const posts = await db.selectFrom('community_post').selectAll().execute();
    const dashboard = posts.filter((post) => post.type === 'dashboard');
    expect(dashboard).toHaveLength(150);
    for (const post of dashboard) {
      const age = TEST_NOW.getTime() - Date.parse(post.created_at);
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThanOrEqual(14 * DAY);
      expect(post.board_date).toBe(seoulDate(new Date(post.created_at)));
    }
    // Questions: some resolved, some open; votes: open and closed.
    const questions = posts.filter((post) => post.type === 'qna');
    expect(questions.some((post) => post.accepted_reply_id !== null)).toBe(true);
    expect(questions.some((post) => post.accepted_reply_id === null)).toBe(true);
    const surveys = posts.filter((post) => post.type === 'survey');
    const nowIso = TEST_NOW.toISOString();
    expect(surveys.filter((post) => (post.closes_at ?? '') > nowIso)).toHaveLength(5);
    expect(surveys.filter((post) => (post.closes_at ?? '') <= nowIso)).toHaveLength(3);
    // The text is Korean, without an unreplaced placeholder.
    expect(posts.every((post) => /[가-힣]/.test(post.body) && !post.body.includes('${'))).toBe(true);
  });

  it.skipIf(!available)(
    'keeps every counter equal to its rows, and popularity the score of the counts',
    async () => {
      const db = t.database.db;
      const posts = await db.selectFrom('community_post').selectAll().execute();
      const count = async (
        table: 'community_reaction' | 'community_view' | 'community_reply',
        postId: number,
        kind?: string,
      ) => {
        let query = db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where(table === 'community_reaction' ? 'target_id' : 'post_id', '=', postId);
        if (kind) query = query.where('kind' as never, '=', kind as never);
        return Number((await query.executeTakeFirstOrThrow()).n);
      };
      for (const post of posts) {
        expect(post.like_count).toBe(await count('community_reaction', post.post_id, 'post-like'));
        expect(post.clip_count).toBe(await count('community_reaction', post.post_id, 'post-clip'));
        expect(post.view_count).toBe(await count('community_view', post.post_id));
        expect(post.reply_count).toBe(await count('community_reply', post.post_id));
        const score = popularityScore(
          {
            likeCount: post.like_count,
            clipCount: post.clip_count,
            replyCount: post.reply_count,
            viewCount: post.view_count,
          },
          new Date(post.created_at),
        );
        expect(post.popularity).toBeCloseTo(score, 9);
        if (post.accepted_reply_id !== null) {
          const reply = await db
            .selectFrom('community_reply')
            .select(['post_id', 'parent_reply_id'])
            .where('reply_id', '=', post.accepted_reply_id)
            .executeTakeFirstOrThrow();
          expect(reply).toEqual({ post_id: post.post_id, parent_reply_id: null });
        }
      }
      const options = await db.selectFrom('community_survey_option').selectAll().execute();
      for (const option of options) {
        const votes = await db
          .selectFrom('community_vote')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('option_id', '=', option.option_id)
          .executeTakeFirstOrThrow();
        expect(option.vote_count).toBe(Number(votes.n));
      }
      expect(options.reduce((sum, option) => sum + option.vote_count, 0)).toBeGreaterThan(8 * 6 - 1);
    },
  );

  it.skipIf(!available)(
    'is what the community screens show: lists, a day of the board, votes, questions',
    async () => {
      const app = await buildApp(testConfig(), { database: t.database, clock: () => TEST_NOW });
      try {
        const list = async (url: string) => {
          const response = await app.inject(`/api/v1/community${url}`);
          expect(response.statusCode, response.body).toBe(200);
          return response.json() as PostList & { adjacentDates?: { previous: string | null } | null };
        };
        const popular = await list('/dashboard/list');
        expect(popular.posts).toHaveLength(20);
        expect(popular.nextCursor).not.toBeNull();
        expect(new Set(popular.posts.map((post) => post.author.levelName)).size).toBeGreaterThan(1);
        const today = await list(`/dashboard?date=${seoulDate(new Date(TEST_NOW.getTime() - DAY))}`);
        expect(today.posts.length).toBeGreaterThan(0);
        expect(today.adjacentDates?.previous).not.toBeNull();
        const surveys = (await list('/dashboard?type=survey')).posts;
        expect(surveys).toHaveLength(8);
        expect(surveys.some((post) => post.survey?.isClosed && post.survey.resultsVisible)).toBe(true);
        expect(
          surveys.some((post) => post.survey && !post.survey.isClosed && !post.survey.resultsVisible),
        ).toBe(true);
        expect((await list('/qna?status=resolved&size=50')).posts.length).toBeGreaterThan(0);
        const detail = await app.inject(`/api/v1/community/qna/${(await list('/qna')).posts[0]?.postId}`);
        expect(detail.statusCode, detail.body).toBe(200);
      } finally {
        await app.close();
      }
    },
  );

  it.skipIf(!available)('is the same community for the same instant', async () => {
    const other = await openTestDatabase(dialect);
    try {
      const again = await seedCommunity(other.database.db, { now: TEST_NOW });
      expect(again).toEqual(summary);
      const read = (d: TestDatabase) =>
        d.database.db
          .selectFrom('community_post')
          .select([
            'post_id',
            'type',
            'title',
            'body',
            'created_at',
            'like_count',
            'view_count',
            'reply_count',
          ])
          .orderBy('post_id')
          .execute();
      expect(await read(other)).toEqual(await read(t));
    } finally {
      await other.cleanup();
    }
  });
});
