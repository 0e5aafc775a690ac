import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SearchSortCode, searchSortCodes } from '#contract/display.ts';
import {
  dialectCases,
  openTestDatabase,
  TEST_NOW,
  type TestDatabase,
} from '../../../tests/support/databases.ts';
import type { Db } from '../../db/schema.ts';
import { categoryMatcher, createSearchCatalogue, loadCategoryTree } from './search.catalogue.ts';
import { indexProducts, rebuildSearchIndex } from './search.indexer.ts';
import {
  type CategoryCount,
  compareMatches,
  findMatches,
  type MatchPage,
  type MatchRow,
} from './search.match.repository.ts';
import { evaluatePlan, searchProducts } from './search.products.service.ts';
import { planOf, plansFor, singleWord } from './search.query.ts';
import { createSearchLogPruner } from './search.rank.service.ts';
import { autoKeywords } from './search.suggest.service.ts';

/** The index changes between searches here: every search reads the catalogue afresh. */
const uncached = () => createSearchCatalogue({ ttlMs: 0 });

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
        {
          db,
          shopBaseUrl: 'https://shop.jecheol.kr',
          now: TEST_NOW,
          clientKey: 'test',
          catalogue: uncached(),
          searchLog: createSearchLogPruner(),
        },
        { keyword, sort: 'ACCURACY', page: 1, size: 100 },
      );
      return result.products;
    };
    const findNames = async (keyword: string) => (await find(keyword)).map((product) => product.name);

    const price = { min: 0, max: 100_000_000 };
    const byCode = (a: CategoryCount, b: CategoryCount) => a.category_code.localeCompare(b.category_code);
    /** Pages a shopper reads: the first, a later one, one category, a price range. */
    const requests = (sort: SearchSortCode, counts: readonly CategoryCount[]): MatchPage[] => {
      const busiest = [...counts].sort((a, b) => b.total - a.total)[0]!.category_code;
      return [
        { categoryCodes: undefined, price: { min: 0, max: 50_000 }, sort, limit: 60, offset: 0 },
        { categoryCodes: undefined, price, sort, limit: 20, offset: 40 },
        { categoryCodes: [busiest], price, sort, limit: 20, offset: 0 },
      ];
    };

    it('answers a one-word search from its postings exactly as from the documents, in every order', async () => {
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
          expect(fromPostings?.counts.sort(byCode)).toEqual(fromDocuments?.counts.sort(byCode));
          for (const request of requests(sort, fromPostings!.counts)) {
            const numbers = async (set: typeof fromPostings) =>
              (await set!.page(request)).map((row) => row.product_no);
            expect(await numbers(fromPostings)).toEqual(await numbers(fromDocuments));
          }
        }
      }
    });

    it('answers a word with its dictionary words as the best match of each product among them', async () => {
      const categoriesOf = categoryMatcher(await loadCategoryTree(db));
      // Overlapping words: names, categories and other tags that share products.
      for (const words of [
        ['사과', '배', '꿀'],
        ['과일', '제주'],
        ['고구마', '감자', '채소'],
      ]) {
        const [first, ...also] = words;
        const plan = plansFor(first!)[0]!;
        const together = { ...plan, tokens: [{ ...plan.tokens[0]!, also }] };
        for (const sort of searchSortCodes) {
          // Counted at each product's best level; paged with a dictionary word's matches one below
          // the word's own, so the word's come first among equals.
          const best = new Map<number, MatchRow>();
          const ranked = new Map<number, MatchRow>();
          for (const [index, word] of words.entries()) {
            const rows = await findMatches(db, planOf([word]), {
              withCreatedAt: sort === 'NEW',
              categoriesOf,
            });
            for (const row of rows) {
              // A dictionary word is read in names (scores of 70 and up) and in the categories it names
              // whole, not through other tags that contain it.
              const whole = categoriesOf(word).get(`@${row.category_code}`) === 60;
              if (index > 0 && row.score < 70 && !whole) continue;
              if ((best.get(row.product_no)?.score ?? -1) < row.score) best.set(row.product_no, row);
              const score = row.score - (index === 0 ? 0 : 1);
              if ((ranked.get(row.product_no)?.score ?? -1) < score)
                ranked.set(row.product_no, { ...row, score });
            }
          }
          const expected = new Map<string, CategoryCount>();
          for (const row of best.values()) {
            const count = expected.get(row.category_code) ?? {
              category_code: row.category_code,
              total: 0,
              in_range: 0,
              max_price: 0,
              best_score: 0,
            };
            expected.set(row.category_code, {
              ...count,
              total: count.total + 1,
              in_range: count.in_range + 1,
              max_price: Math.max(count.max_price, row.sale_price),
              best_score: Math.max(count.best_score, row.score),
            });
          }
          const set = await evaluatePlan(db, together, { price, sort, categoriesOf });
          expect(set?.counts.sort(byCode)).toEqual([...expected.values()].sort(byCode));
          for (const request of requests(sort, set!.counts)) {
            const page = [...ranked.values()]
              .filter((row) => row.sale_price >= request.price.min && row.sale_price <= request.price.max)
              .filter((row) => !request.categoryCodes || request.categoryCodes.includes(row.category_code))
              .sort(compareMatches(sort))
              .slice(request.offset, request.offset + request.limit);
            expect((await set!.page(request)).map((row) => row.product_no)).toEqual(
              page.map((row) => row.product_no),
            );
          }
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
      expect((await autoKeywords(db, uncached(), '하늘ㅂ')).suggestions.map((s) => s.text)).toContain(
        '하늘빛',
      );

      await db.deleteFrom('product').where('product_no', '=', 990002).execute();
      await indexProducts(db, [990002]);
      expect(await find('달빛떡')).toEqual([]);
      expect(await findNames('사라질')).toEqual([]);
      expect((await autoKeywords(db, uncached(), '달빛떡')).suggestions).toEqual([]);

      const incremental = await snapshot(db);
      await rebuildSearchIndex(db);
      expect(incremental).toEqual(await snapshot(db));
    });
  });
});
