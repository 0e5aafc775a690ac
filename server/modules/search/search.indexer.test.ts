import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchSortCodes } from '../../../contract/display.ts';
import {
  dialectCases,
  openTestDatabase,
  TEST_NOW,
  type TestDatabase,
} from '../../../tests/support/databases.ts';
import type { Db } from '../../db/schema.ts';
import { indexProducts, rebuildSearchIndex } from './search.indexer.ts';
import { plansFor, singleWord } from './search.query.ts';
import {
  autoKeywords,
  categoryMatcher,
  evaluatePlan,
  loadCategoryTree,
  searchProducts,
} from './search.service.ts';

async function snapshot(db: Db) {
  const documents = await db.selectFrom('search_document').selectAll().orderBy('product_no').execute();
  const terms = await db
    .selectFrom('search_term')
    .selectAll()
    .orderBy('term')
    .orderBy('product_no')
    .execute();
  const suggestions = await db
    .selectFrom('search_suggestion')
    .selectAll()
    .orderBy('kind')
    .orderBy('text')
    .orderBy('start')
    .execute();
  return {
    documents,
    terms,
    suggestions: suggestions.map((row) => ({ ...row, weight: Number(row.weight) })),
  };
}

describe.each(dialectCases())('search index on $dialect', ({ dialect, available }) => {
  describe.skipIf(!available)('', () => {
    let t: TestDatabase;
    let db: Db;
    beforeAll(async () => {
      t = await openTestDatabase(dialect);
      db = t.database.db;
    });
    afterAll(async () => {
      await t?.cleanup();
    });

    const find = async (keyword: string) => {
      const result = await searchProducts(
        { db, shopBaseUrl: 'https://shop.jecheol.kr', now: TEST_NOW, clientKey: 'test' },
        { keyword, sort: 'ACCURACY', page: 1, size: 100 },
      );
      return result.products;
    };
    const findNames = async (keyword: string) => (await find(keyword)).map((product) => product.name);

    it('answers a one-word search from its postings exactly as from the documents, in every order', async () => {
      const price = { min: 0, max: 100_000_000 };
      const categoriesOf = categoryMatcher(await loadCategoryTree(db));
      for (const keyword of [
        '사과',
        '쌀',
        '배',
        '과일',
        'ㅅㄱ',
        'ㄱㄱㅁ',
        '꿀',
        '제주',
        '고구마',
        '건어물',
        '유제품',
        '청송',
        '한라봉',
      ]) {
        const plan = plansFor(keyword)[0]!;
        expect(singleWord(plan)).toBeDefined();
        for (const sort of searchSortCodes) {
          const fromPostings = await evaluatePlan(db, plan, { price, sort, categoriesOf });
          const fromDocuments = await evaluatePlan(db, plan, { price, sort, categoriesOf, general: true });
          const byCode = (a: { category_code: string }, b: { category_code: string }) =>
            a.category_code.localeCompare(b.category_code);
          expect(fromPostings?.counts.sort(byCode)).toEqual(fromDocuments?.counts.sort(byCode));
          const request = {
            categoryCodes: undefined,
            price: { min: 0, max: 50_000 },
            sort,
            limit: 60,
            offset: 0,
          };
          const numbers = async (set: typeof fromPostings) =>
            (await set!.page(request)).map((row) => row.product_no);
          expect(await numbers(fromPostings)).toEqual(await numbers(fromDocuments));
        }
      }
    });

    it('follows renamed, added and deleted products, and ends where a rebuild would', async () => {
      const [renamed] = await db
        .selectFrom('product')
        .select(['product_no', 'name'])
        .orderBy('product_no')
        .limit(1)
        .execute();
      if (!renamed) throw new Error('the seed has no products');
      await db
        .updateTable('product')
        .set({ name: '하늘빛 유기농 블루베리잼', popularity: 777 })
        .where('product_no', '=', renamed.product_no)
        .execute();
      const template = await db
        .selectFrom('product')
        .selectAll()
        .where('product_no', '=', renamed.product_no)
        .executeTakeFirstOrThrow();
      await db
        .insertInto('product')
        .values({ ...template, product_no: 990001, name: '별빛마을 꿀고구마말랭이' })
        .execute();
      await db
        .insertInto('product')
        .values({ ...template, product_no: 990002, name: '사라질 임시상품 달빛떡' })
        .execute();
      await indexProducts(db, [renamed.product_no, 990001, 990002]);

      expect(await findNames('블루베리잼')).toEqual(['하늘빛 유기농 블루베리잼']);
      expect((await find(renamed.name)).map((product) => product.productNo)).not.toContain(
        renamed.product_no,
      );
      expect(await findNames('ㅂㅂㅁㅇ')).toContain('별빛마을 꿀고구마말랭이');
      expect((await autoKeywords(db, '하늘ㅂ')).suggestions.map((s) => s.text)).toContain('하늘빛');

      await db.deleteFrom('product').where('product_no', '=', 990002).execute();
      await indexProducts(db, [990002]);
      expect(await find('달빛떡')).toEqual([]);
      expect(await findNames('사라질')).toEqual([]);
      expect((await autoKeywords(db, '달빛떡')).suggestions).toEqual([]);

      const incremental = await snapshot(db);
      await rebuildSearchIndex(db);
      expect(incremental).toEqual(await snapshot(db));
    });
  });
});
