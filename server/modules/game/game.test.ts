import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResponseOf } from '#contract/endpoint.ts';
import {
  GAME_REWARDS,
  GAME_TOTAL_WEIGHT,
  gameRewardFor,
  type getGameToday,
  type playGame,
} from '#contract/game.ts';
import { dialectCases, openTestDatabase, TEST_NOW } from '../../../tests/support/databases.ts';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { expectError, getJson, signInTwoMembers } from '../../shared/api.testing.ts';
import { bearer, signInNaver } from '../auth/auth.testing.ts';

type Today = ResponseOf<typeof getGameToday>;
type Played = ResponseOf<typeof playGame>;

it('draws every reward of the table in proportion to its weight', () => {
  const counts = new Map<number, number>();
  for (let draw = 0; draw < GAME_TOTAL_WEIGHT; draw += 1) {
    const stars = gameRewardFor(draw);
    counts.set(stars, (counts.get(stars) ?? 0) + 1);
  }
  expect([...counts]).toEqual(GAME_REWARDS.map((reward) => [reward.stars, reward.weight]));
  expect(() => gameRewardFor(GAME_TOTAL_WEIGHT)).toThrow(RangeError);
});

describe.each(dialectCases())('daily game on $dialect', ({ dialect, available }) => {
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;
  const clock = { now: TEST_NOW };

  beforeAll(async () => {
    if (!available) return;
    const testDb = await openTestDatabase(dialect, { seed: false });
    // Several connections on PostgreSQL, so concurrent plays really run side by side.
    app = await buildApp(testConfig({ WRITE_RATE_LIMIT: '1000' }), {
      database: testDb.database,
      clock: () => clock.now,
    });
    await app.ready();
    cleanup = async () => {
      await app.close();
      await testDb.cleanup();
    };
  });
  afterAll(async () => {
    if (available) await cleanup();
  });

  const play = (headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/api/v1/user/game/play', headers });

  it.skipIf(!available)(
    'one play per Seoul day, credited to the ledger; a second is refused politely',
    async () => {
      // 2026-11-21 12:00 KST.
      const member = bearer((await signInNaver(app, 'naver-full')).accessToken);
      const before = await getJson<Today>(app, '/api/v1/user/game', member);
      expect(before).toMatchObject({
        playDate: '2026-11-21',
        played: false,
        reward: null,
        nextPlayAt: '2026-11-21T15:00:00.000Z',
      });
      const first = await play(member);
      expect(first.statusCode, first.body).toBe(200);
      const played = first.json() as Played;
      expect(GAME_REWARDS.map((reward) => reward.stars)).toContain(played.reward);
      expect(played.balance).toBe(300 + played.reward);
      // The screen reveals the reward; a toast would show it before the card is scratched.
      expect(played).not.toHaveProperty('toastItems');
      const second = await play(member);
      expectError(second, 409, 18);
      expect(second.json().message).toContain('내일');
      expect(await getJson<Today>(app, '/api/v1/user/game', member)).toMatchObject({
        played: true,
        reward: played.reward,
      });
      const history = await getJson<{ items: { title: string; amount: number }[] }>(
        app,
        '/api/v1/user/point/history?type=earned',
        member,
      );
      expect(history.items.filter((item) => item.title === '오늘의 별 긁기 보상')).toEqual([
        expect.objectContaining({ amount: played.reward }),
      ]);

      // 23:59:59 KST is still the same day; 00:00 KST the next day opens a new play.
      clock.now = new Date('2026-11-21T14:59:59.000Z');
      const late = bearer((await signInNaver(app, 'naver-full')).accessToken);
      expectError(await play(late), 409, 18);
      clock.now = new Date('2026-11-21T15:00:00.000Z');
      const tomorrow = bearer((await signInNaver(app, 'naver-full')).accessToken);
      expect((await getJson<Today>(app, '/api/v1/user/game', tomorrow)).played).toBe(false);
      expect((await play(tomorrow)).statusCode).toBe(200);
      clock.now = TEST_NOW;
    },
  );

  it.skipIf(!available)('20 plays at once (two tabs, many taps) award once', async () => {
    const [, member] = await signInTwoMembers(app);
    const answers = await Promise.all(Array.from({ length: 20 }, () => play(member)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(409)]);
    for (const answer of answers.filter((a) => a.statusCode === 409)) expectError(answer, 409, 18);
    const winner = answers.find((answer) => answer.statusCode === 200);
    const won = (winner?.json() as Played | undefined)?.reward;
    const rows = await app.database.db
      .selectFrom('point_entry')
      .select(['amount'])
      .where('source', '=', 'game')
      .where('idempotency_key', 'like', 'game:2026-11-21:%')
      .execute();
    // One award for this member (the first test's member played once today as well).
    expect(rows.map((row) => row.amount)).toContain(won);
    expect(rows).toHaveLength(2);
  });

  it.skipIf(!available)('a banned member is told why and plays nothing', async () => {
    const banned = await signInNaver(app, 'naver-banned');
    const answer = await play(bearer(banned.accessToken));
    expectError(answer, 403, 20);
    expect(answer.json().message).toBe(banned.banStatus.message);
    expect((await getJson<Today>(app, '/api/v1/user/game', bearer(banned.accessToken))).played).toBe(false);
  });
});
