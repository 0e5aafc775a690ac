import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { getBestRank, getHomeBest } from '#contract/best.ts';
import { rankPeriodCodes } from '#contract/display.ts';
import type { ResponseOf } from '#contract/endpoint.ts';
import { createTestApp, dialectCases, type TestApp } from '../../../tests/support/databases.ts';
import { expectError, getJson } from '../../shared/api.testing.ts';

type Ranks = ResponseOf<typeof getBestRank>;
type HomeBest = ResponseOf<typeof getHomeBest>;

describe.each(dialectCases())('best API on $dialect', ({ dialect, available }) => {
  let t: TestApp;

  beforeAll(async () => {
    if (available) t = await createTestApp(dialect);
  });
  afterAll(async () => {
    if (available) await t.cleanup();
  });

  it.skipIf(!available)('ranks daily by default, with the change against the previous ranking', async () => {
    const body = await getJson<Ranks>(t.app, '/api/v1/display/best/rank?size=100');
    expect(body.period).toBe('DAILY');
    expect(body.items.map((item) => item.rank)).toEqual(body.items.map((_, i) => i + 1));
    const stored = await t.database.db
      .selectFrom('best_rank')
      .select(['rank', 'product_no', 'previous_rank'])
      .where('period', '=', 'DAILY')
      .orderBy('rank')
      .execute();
    expect(body.pageInfo.totalCount).toBe(stored.length);
    for (const item of body.items) {
      const row = stored[item.rank - 1]!;
      expect(item.product.productNo).toBe(row.product_no);
      expect(item.previousRank).toBe(row.previous_rank);
      expect(item.isNew).toBe(row.previous_rank === null);
      expect(item.rankChange).toBe(row.previous_rank === null ? 0 : row.previous_rank - row.rank);
    }
    // The seeded ranking has risers and fallers; a ranking where nothing moves would test nothing.
    expect(body.items.some((item) => item.rankChange > 0)).toBe(true);
  });

  it.skipIf(!available)('serves every period of the profile filter and pages without gaps', async () => {
    for (const period of ['DAILY', 'WEEKLY', 'MONTHLY'] as const) {
      const first = await getJson<Ranks>(t.app, `/api/v1/display/best/rank?period=${period}&size=10`);
      const second = await getJson<Ranks>(t.app, `/api/v1/display/best/rank?period=${period}&size=10&page=2`);
      expect(first.period).toBe(period);
      expect(first.items.at(-1)?.rank).toBe(10);
      expect(second.items[0]?.rank).toBe(11);
      expect(first.pageInfo.hasNext).toBe(true);
    }
    const weekly = await getJson<Ranks>(t.app, '/api/v1/display/best/rank?period=WEEKLY&size=5');
    const daily = await getJson<Ranks>(t.app, '/api/v1/display/best/rank?period=DAILY&size=5');
    expect(weekly.items.map((i) => i.product.productNo)).not.toEqual(
      daily.items.map((i) => i.product.productNo),
    );
  });

  it.skipIf(!available)('refuses unknown periods (11) and page sizes out of range (13)', async () => {
    const yearly = await t.app.inject('/api/v1/display/best/rank?period=YEARLY');
    expectError(yearly, 400, 11);
    // The message names the field and the values the contract defines, in Korean.
    expect(yearly.json().message).toBe(
      `정의되지 않은 값입니다: querystring.period (${rankPeriodCodes.join(', ')} 중 하나)`,
    );
    expectError(await t.app.inject('/api/v1/display/best/rank?size=0'), 400, 13);
    expectError(await t.app.inject('/api/v1/display/best/rank?size=101'), 400, 13);
    expectError(await t.app.inject('/api/v1/display/best/rank?page=0'), 400, 13);
    expectError(await t.app.inject('/api/v1/display/best/rank?page=two'), 400, 12);
  });

  it.skipIf(!available)('an empty page past the end is empty, not an error', async () => {
    const body = await getJson<Ranks>(t.app, '/api/v1/display/best/rank?page=500&size=100');
    expect(body.items).toEqual([]);
    expect(body.pageInfo.hasNext).toBe(false);
  });

  it.skipIf(!available)('home best shows the top of the daily ranking', async () => {
    const body = await getJson<HomeBest>(t.app, '/api/v1/display/home/best?size=3');
    expect(body.period).toBe('DAILY');
    expect(body.items.map((item) => item.rank)).toEqual([1, 2, 3]);
  });
});
