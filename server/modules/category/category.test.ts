import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { getCategoryProducts, getCategoryTree } from '#contract/category.ts';
import {
  discountRateCodes,
  discountRateMinimum,
  type ProductSummary,
  type SearchSortCode,
  searchSortCodes,
} from '#contract/display.ts';
import type { ResponseOf } from '#contract/endpoint.ts';
import { createTestApp, dialectCases, type TestApp } from '../../../tests/support/databases.ts';
import { expectError, getJson } from '../../shared/api.testing.ts';

type Tree = ResponseOf<typeof getCategoryTree>;
type Products = ResponseOf<typeof getCategoryProducts>;

interface StoredProduct {
  productNo: number;
  salePrice: number;
  discountRate: number;
  popularity: number;
  createdAt: string;
  categoryCode: string;
}

/** The order each sort code promises, written out independently of the SQL. */
function compareBy(sort: SearchSortCode): (a: StoredProduct, b: StoredProduct) => number {
  switch (sort) {
    case 'ACCURACY':
    case 'POPULAR':
      return (a, b) => b.popularity - a.popularity || a.productNo - b.productNo;
    case 'PRICE_LOW':
      return (a, b) => a.salePrice - b.salePrice || a.productNo - b.productNo;
    case 'PRICE_HIGH':
      return (a, b) => b.salePrice - a.salePrice || a.productNo - b.productNo;
    case 'NEW':
      return (a, b) => b.createdAt.localeCompare(a.createdAt) || b.productNo - a.productNo;
  }
}

describe.each(dialectCases())('category API on $dialect', ({ dialect, available }) => {
  let t: TestApp;
  let stored: StoredProduct[];

  beforeAll(async () => {
    if (!available) return;
    t = await createTestApp(dialect);
    const rows = await t.database.db
      .selectFrom('product')
      .select(['product_no', 'sale_price', 'discount_rate', 'popularity', 'created_at', 'category_code'])
      .execute();
    stored = rows.map((row) => ({
      productNo: row.product_no,
      salePrice: row.sale_price,
      discountRate: row.discount_rate,
      popularity: row.popularity,
      createdAt: row.created_at,
      categoryCode: row.category_code,
    }));
  });
  afterAll(async () => {
    if (available) await t.cleanup();
  });

  it.skipIf(!available)('without a code answers the whole three-level tree', async () => {
    const body = await getJson<Tree>(t.app, '/api/v1/display/web/category');
    expect(body.current).toBeNull();
    expect(body.path).toEqual([]);
    expect(body.categories.length).toBeGreaterThanOrEqual(10);
    expect(body.categories[0]).toMatchObject({ code: 'C01', name: '과일', depth: 1 });
    // Each root has its drawing (the home's category shortcuts), which the media module serves.
    expect(body.categories[0]?.imageUrl).toMatch(/^\/media\/categories\/C01\.svg\?v=\d+$/);
    const drawing = await t.app.inject(body.categories[0]?.imageUrl ?? '');
    expect(drawing.statusCode).toBe(200);
    expect(drawing.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(body.categories[0]?.children[0]?.imageUrl).toBeUndefined();
    expect((await t.app.inject('/media/categories/C012.svg')).statusCode).toBe(404);
    let leaves = 0;
    for (const root of body.categories) {
      expect(root.depth).toBe(1);
      expect(root.children.length).toBeGreaterThan(0);
      for (const middle of root.children) {
        expect(middle.depth).toBe(2);
        expect(middle.code.startsWith(root.code)).toBe(true);
        for (const leaf of middle.children) {
          expect(leaf).toMatchObject({ depth: 3, children: [] });
          expect(leaf.code.startsWith(middle.code)).toBe(true);
          leaves++;
        }
      }
    }
    const stored3 = await t.database.db
      .selectFrom('category')
      .select('code')
      .where('depth', '=', 3)
      .execute();
    expect(leaves).toBe(stored3.length);
  });

  it.skipIf(!available)('with a code answers its children and the breadcrumb', async () => {
    const middle = await getJson<Tree>(t.app, '/api/v1/display/web/category?categoryCode=C0101');
    expect(middle.current).toEqual({ code: 'C0101', name: '국산과일', depth: 2 });
    expect(middle.path.map((c) => c.code)).toEqual(['C01', 'C0101']);
    expect(middle.categories.map((c) => c.code)).toContain('C010101');
    const leaf = await getJson<Tree>(t.app, '/api/v1/display/web/category?categoryCode=C010101');
    expect(leaf.path.map((c) => c.code)).toEqual(['C01', 'C0101', 'C010101']);
    expect(leaf.categories).toEqual([]);
  });

  it.skipIf(!available)('answers unknown categories with 8 and malformed codes with 12', async () => {
    expectError(await t.app.inject('/api/v1/display/web/category?categoryCode=C99'), 404, 8);
    expectError(await t.app.inject('/api/v1/display/web/category?categoryCode=C0199'), 404, 8);
    expectError(await t.app.inject('/api/v1/display/web/category?categoryCode=과일'), 400, 12);
    expectError(await t.app.inject('/api/v1/display/web/category/product?categoryCode=C019999'), 404, 8);
    expectError(await t.app.inject('/api/v1/display/web/category/product?categoryCode=C1'), 400, 12);
    expectError(await t.app.inject('/api/v1/display/web/category/product'), 400, 10);
  });

  it.skipIf(!available)(
    'category detail lists the subtree with tabs, path and the price ceiling',
    async () => {
      const body = await getJson<Products>(
        t.app,
        '/api/v1/display/web/category/product?categoryCode=C0101&size=100',
      );
      const expected = stored.filter((p) => p.categoryCode.startsWith('C0101'));
      expect(body.pageInfo.totalCount).toBe(expected.length);
      expect(body.maxPrice).toBe(Math.max(...expected.map((p) => p.salePrice)));
      expect(body.priceRange).toEqual({ min: 0, max: body.maxPrice });
      expect(body.category).toEqual({ code: 'C0101', name: '국산과일', depth: 2 });
      expect(body.subCategories.map((c) => c.depth)).toEqual(body.subCategories.map(() => 3));
      expect(body.sort).toBe('ACCURACY');
      expect(body.discountRate).toBe('ALL');
      const leaf = await getJson<Products>(
        t.app,
        '/api/v1/display/web/category/product?categoryCode=C010102',
      );
      // A leaf's tabs are its siblings, itself included, so the tab row stays put when one is chosen.
      expect(leaf.subCategories).toEqual(body.subCategories);
      expect(leaf.path.map((c) => c.code)).toEqual(['C01', 'C0101', 'C010102']);
    },
  );

  it.skipIf(!available)('refuses min above max and out-of-range prices and sizes with 13', async () => {
    const base = '/api/v1/display/web/category/product?categoryCode=C01';
    expectError(await t.app.inject(`${base}&minPrice=20000&maxPrice=10000`), 400, 13);
    expectError(await t.app.inject(`${base}&minPrice=-1`), 400, 13);
    expectError(await t.app.inject(`${base}&size=0`), 400, 13);
    expectError(await t.app.inject(`${base}&size=101`), 400, 13);
    expectError(await t.app.inject(`${base}&maxPrice=cheap`), 400, 12);
    expectError(await t.app.inject(`${base}&discountRate=OVER_90`), 400, 11);
    expectError(await t.app.inject(`${base}&sort=DISCOUNT_HIGH`), 400, 11);
    // Equal ends are a valid one-price range.
    const exact = await t.app.inject(`${base}&minPrice=15900&maxPrice=15900`);
    expect(exact.statusCode).toBe(200);
  });

  it.skipIf(!available)('any filters give exactly the matching products in the promised order', async () => {
    const roots = ['C01', 'C0101', 'C02', 'C0401', 'C040101', 'C06'];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...roots),
        fc.constantFrom(...searchSortCodes),
        fc.constantFrom(...discountRateCodes),
        fc.option(fc.integer({ min: 0, max: 60_000 }), { nil: undefined }),
        fc.option(fc.integer({ min: 0, max: 150_000 }), { nil: undefined }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 30 }),
        async (code, sort, discountRate, minPrice, maxPrice, page, size) => {
          const query = new URLSearchParams({
            categoryCode: code,
            sort,
            discountRate,
            page: String(page),
            size: String(size),
          });
          if (minPrice !== undefined) query.set('minPrice', String(minPrice));
          if (maxPrice !== undefined) query.set('maxPrice', String(maxPrice));
          const response = await t.app.inject(`/api/v1/display/web/category/product?${query}`);
          if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
            expectError(response, 400, 13);
            return;
          }
          expect(response.statusCode, response.body).toBe(200);
          const body = response.json() as Products;
          const matching = stored
            .filter(
              (p) =>
                p.categoryCode.startsWith(code) &&
                p.discountRate >= discountRateMinimum[discountRate] &&
                (minPrice === undefined || p.salePrice >= minPrice) &&
                (maxPrice === undefined || p.salePrice <= maxPrice),
            )
            .sort(compareBy(sort));
          const expected = matching.slice((page - 1) * size, page * size).map((p) => p.productNo);
          expect(body.products.map((p: ProductSummary) => p.productNo)).toEqual(expected);
          expect(body.pageInfo).toEqual({
            page,
            size,
            totalCount: matching.length,
            hasNext: page * size < matching.length,
          });
        },
      ),
      { numRuns: 40 },
    );
  });
});
