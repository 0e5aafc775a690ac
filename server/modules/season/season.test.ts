import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResponseOf } from '#contract/endpoint.ts';
import type { getHomeSeason, getSeasonDelicacy, getSeasonRecommendation } from '#contract/season.ts';
import { createTestApp, dialectCases, type TestApp } from '../../../tests/support/databases.ts';
import { expectError, getJson } from '../../shared/api.testing.ts';
import { seasonThemes } from './season.themes.ts';

type HomeSeason = ResponseOf<typeof getHomeSeason>;
type Delicacy = ResponseOf<typeof getSeasonDelicacy>;
type Recommendation = ResponseOf<typeof getSeasonRecommendation>;

describe.each(dialectCases())('season API on $dialect', ({ dialect, available }) => {
  let t: TestApp;
  /** product_no -> months it is in season, read straight from the database. */
  let seasons: Map<number, number[]>;

  beforeAll(async () => {
    if (!available) return;
    t = await createTestApp(dialect);
    const rows = await t.database.db.selectFrom('product').select(['product_no', 'season_months']).execute();
    seasons = new Map(
      rows.map((row) => [
        row.product_no,
        row.season_months === '' ? [] : row.season_months.split(',').map(Number),
      ]),
    );
  });
  afterAll(async () => {
    if (available) await t.cleanup();
  });

  const inSeason = (productNo: number, month: number) => seasons.get(productNo)?.includes(month) ?? false;

  it.skipIf(!available)(
    'home season shows the current Seoul month (November at the test clock)',
    async () => {
      const body = await getJson<HomeSeason>(t.app, '/api/v1/display/home/season');
      expect(body.month).toBe(11);
      expect(body.title).toBe('11월 제철 먹거리');
      expect(body.products.length).toBe(10);
      for (const product of body.products) expect(inSeason(product.productNo, 11), product.name).toBe(true);
      // The embedded default's shop is the development shop on this server (docs/dev-shop.md).
      expect(body.products[0]?.shopUrl).toMatch(/^\/dev-shop\/product\/detail\.html\?product_no=\d+$/);
    },
  );

  it.skipIf(!available)('another month gives that month, and never a product out of season', async () => {
    const body = await getJson<HomeSeason>(t.app, '/api/v1/display/home/season?month=6&size=30');
    expect(body.month).toBe(6);
    expect(body.products.length).toBeGreaterThan(0);
    for (const product of body.products) expect(inSeason(product.productNo, 6), product.name).toBe(true);
  });

  it.skipIf(!available)('refuses a month or size out of range (13) and a malformed one (12)', async () => {
    for (const url of [
      '/api/v1/display/home/season?month=0',
      '/api/v1/display/home/season?month=13',
      '/api/v1/display/home/season?size=0',
      '/api/v1/display/season/delicacy?month=-1',
      '/api/v1/display/season/delicacy?size=101',
      '/api/v1/display/season/delicacy?page=0',
      '/api/v1/display/season/recommendation?month=24',
    ]) {
      expectError(await t.app.inject(url), 400, 13);
    }
    expectError(await t.app.inject('/api/v1/display/home/season?month=may'), 400, 12);
    expectError(await t.app.inject('/api/v1/display/season/delicacy?sort=CHEAPEST'), 400, 11);
    expectError(await t.app.inject('/api/v1/display/season/recommendation?kind=BIRTHDAY'), 400, 11);
  });

  it.skipIf(!available)(
    'delicacy pages through every in-season product once, with per-category counts',
    async () => {
      const seen = new Set<number>();
      let total = 0;
      let counted = 0;
      for (let page = 1; ; page++) {
        const body = await getJson<Delicacy>(t.app, `/api/v1/display/season/delicacy?page=${page}&size=40`);
        total = body.pageInfo.totalCount;
        counted = body.categories.reduce((sum, category) => sum + category.productCount, 0);
        expect(body.categories.every((category) => !category.isSelected)).toBe(true);
        for (const product of body.products) {
          expect(seen.has(product.productNo)).toBe(false);
          expect(inSeason(product.productNo, 11)).toBe(true);
          seen.add(product.productNo);
        }
        if (!body.pageInfo.hasNext) break;
      }
      const expected = [...seasons.entries()].filter(([, months]) => months.includes(11)).length;
      expect(seen.size).toBe(expected);
      expect(total).toBe(expected);
      expect(counted).toBe(expected);
    },
  );

  it.skipIf(!available)('delicacy narrows to a category tab and marks it selected', async () => {
    const body = await getJson<Delicacy>(t.app, '/api/v1/display/season/delicacy?categoryCode=C01&size=100');
    expect(body.products.length).toBeGreaterThan(0);
    for (const product of body.products) expect(product.categoryCode.startsWith('C01')).toBe(true);
    const tab = body.categories.find((category) => category.code === 'C01');
    expect(tab?.isSelected).toBe(true);
    expect(body.pageInfo.totalCount).toBe(tab?.productCount);
    expectError(await t.app.inject('/api/v1/display/season/delicacy?categoryCode=C99'), 404, 8);
    expectError(await t.app.inject('/api/v1/display/season/delicacy?categoryCode=fruit'), 400, 12);
  });

  it.skipIf(!available)(
    'recommendation lists the month themes and shows the first one in season',
    async () => {
      const body = await getJson<Recommendation>(t.app, '/api/v1/display/season/recommendation?size=100');
      expect(body.kind).toBe('RECOMMENDATION');
      expect(body.selected.recommendationCategoryId).toBe(1);
      expect(body.recommendationCategories.filter((c) => c.isSelected)).toHaveLength(1);
      for (const product of body.products) {
        expect(product.categoryCode.startsWith('C01')).toBe(true);
        expect(inSeason(product.productNo, 11)).toBe(true);
      }
      expect(body.products.length).toBeGreaterThan(0);
    },
  );

  it.skipIf(!available)('occasions of November start with 김장, in-season items first', async () => {
    const body = await getJson<Recommendation>(
      t.app,
      '/api/v1/display/season/recommendation?kind=OCCASION&size=100',
    );
    const ids = body.recommendationCategories.map((c) => c.recommendationCategoryId);
    expect(ids).toContain(11);
    expect(ids).not.toContain(14); // 여름 보양식 is not offered in November
    expect(body.selected.title).toBe('김장 준비');
    const theme = seasonThemes.find((candidate) => candidate.id === 11)!;
    const flags = body.products.map((product) => inSeason(product.productNo, 11));
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
    for (const product of body.products) {
      expect(theme.categories.some((code) => product.categoryCode.startsWith(code))).toBe(true);
    }
  });

  it.skipIf(!available)(
    'an occasion opened from an old link is shown and listed; unknown ids are code 8',
    async () => {
      const body = await getJson<Recommendation>(
        t.app,
        '/api/v1/display/season/recommendation?kind=OCCASION&recommendationCategoryId=14',
      );
      expect(body.selected.recommendationCategoryId).toBe(14);
      expect(body.recommendationCategories.find((c) => c.recommendationCategoryId === 14)?.isSelected).toBe(
        true,
      );
      expectError(
        await t.app.inject('/api/v1/display/season/recommendation?recommendationCategoryId=999'),
        404,
        8,
      );
      // A recommendation id asked for as an occasion is not one.
      expectError(
        await t.app.inject('/api/v1/display/season/recommendation?kind=OCCASION&recommendationCategoryId=1'),
        404,
        8,
      );
    },
  );
});
