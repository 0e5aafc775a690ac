/**
 * Search quality over the real seeded catalogue: recall@10 of every query in
 * bench/search-quality/seeded-queries.ts (printed, and at least 0.95), and the promise that nothing a
 * plain substring match would find comes back empty, checked on the suite's queries and on substrings
 * sampled from every product name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type QualityCase,
  qualityCases,
  type Relevance,
} from '../../../bench/search-quality/seeded-queries.ts';
import {
  dialectCases,
  openTestDatabase,
  TEST_NOW,
  type TestDatabase,
} from '../../../tests/support/databases.ts';
import { createRandom } from '../../shared/prng.ts';
import { chars, choseongOf, compactText, jamoOf, normalizeText, tokensOf } from './korean-text.ts';
import { createSearchCatalogue } from './search.catalogue.ts';
import { categoryWords } from './search.document.ts';
import { categoryPaths } from './search.indexer.ts';
import { searchProducts } from './search.products.service.ts';
import { createSearchLogPruner } from './search.rank.service.ts';

const MIN_RECALL = 0.95;
const TOP = 10;

interface Product {
  productNo: number;
  name: string;
  origin: string;
  categoryPath: string[];
}

function isRelevant(product: Product, relevance: Relevance): boolean {
  if ('all' in relevance) return relevance.all.every((part) => isRelevant(product, part));
  if ('any' in relevance) return relevance.any.some((part) => isRelevant(product, part));
  const name = compactText(product.name);
  const words = tokensOf(product.name);
  if ('name' in relevance) return name.includes(compactText(relevance.name));
  if ('head' in relevance) return words.some((word) => word.endsWith(relevance.head));
  if ('choseongHead' in relevance)
    return words.some((word) => choseongOf(word).endsWith(relevance.choseongHead));
  if ('jamo' in relevance) return jamoOf(name).includes(jamoOf(compactText(relevance.jamo)));
  if ('category' in relevance) {
    return product.categoryPath.some(
      (category) => category === relevance.category || categoryWords(category).includes(relevance.category),
    );
  }
  return (
    name.includes(compactText(relevance.origin)) ||
    compactText(product.origin).includes(compactText(relevance.origin))
  );
}

describe('the quality cases', () => {
  it('are at least 150, all different', () => {
    expect(qualityCases.length).toBeGreaterThanOrEqual(150);
    expect(new Set(qualityCases.map((c) => c.query)).size).toBe(qualityCases.length);
  });
});

describe.each(dialectCases())('search quality on $dialect', ({ dialect, available }) => {
  describe.skipIf(!available)('', () => {
    let t: TestDatabase;
    let products: Product[];
    beforeAll(async () => {
      t = await openTestDatabase(dialect);
      const db = t.database.db;
      const paths = categoryPaths(await db.selectFrom('category').selectAll().execute());
      const rows = await db
        .selectFrom('product')
        .select(['product_no', 'name', 'origin', 'category_code'])
        .execute();
      products = rows.map((row) => ({
        productNo: row.product_no,
        name: row.name,
        origin: row.origin,
        categoryPath: paths.get(row.category_code) ?? [],
      }));
    });
    afterAll(async () => {
      await t?.cleanup();
    });

    // One app's worth of caches: nothing changes the catalogue while the queries run.
    const catalogue = createSearchCatalogue();
    const searchLog = createSearchLogPruner();
    const search = (keyword: string, size = TOP) =>
      searchProducts(
        {
          db: t.database.db,
          shopBaseUrl: 'https://shop.jecheol.kr',
          now: TEST_NOW,
          clientKey: 'quality',
          catalogue,
          searchLog,
        },
        { keyword: keyword.trim(), sort: 'ACCURACY', page: 1, size },
      );

    it(`reaches recall@10 >= ${MIN_RECALL}`, async () => {
      const scored: { case: QualityCase; recall: number; relevant: number; top: string[] }[] = [];
      const withoutRelevant: string[] = [];
      for (const qualityCase of qualityCases) {
        const relevant = new Set(
          products.filter((p) => isRelevant(p, qualityCase.relevant)).map((p) => p.productNo),
        );
        if (relevant.size === 0) {
          withoutRelevant.push(qualityCase.query);
          continue;
        }
        const result = await search(qualityCase.query);
        const found = result.products.filter((p) => relevant.has(p.productNo)).length;
        scored.push({
          case: qualityCase,
          recall: found / Math.min(TOP, relevant.size),
          relevant: relevant.size,
          top: result.products.map((p) => p.name),
        });
      }
      const mean = (list: { recall: number }[]) =>
        list.reduce((sum, entry) => sum + entry.recall, 0) / list.length;
      const recall = mean(scored);
      const kinds = [...new Set(scored.map((entry) => entry.case.kind))];
      console.log(
        [
          `[${dialect}] recall@10 = ${recall.toFixed(3)} (${scored.length} queries)`,
          ...kinds.map((kind) => {
            const ofKind = scored.filter((entry) => entry.case.kind === kind);
            return `  ${kind.padEnd(14)} ${mean(ofKind).toFixed(3)} (${ofKind.length})`;
          }),
          ...scored
            .filter((entry) => entry.recall < 1)
            .map(
              (entry) =>
                `  below 1: ${entry.case.query} ${entry.recall.toFixed(2)} of ${entry.relevant}: ${entry.top.join(', ')}`,
            ),
        ].join('\n'),
      );
      // A case whose relevant products are not in the catalogue measures nothing: fix the case.
      expect(withoutRelevant).toEqual([]);
      expect(recall).toBeGreaterThanOrEqual(MIN_RECALL);
    });

    it('never comes back empty where a plain substring match finds something', async () => {
      const names = products.map((p) => normalizeText(p.name));
      const substringFinds = (query: string) => {
        const compact = compactText(query);
        return compact !== '' && names.some((name) => name.replace(/ /g, '').includes(compact));
      };
      const queries = qualityCases.map((c) => c.query).filter(substringFinds);
      // Substrings of every length from 1 to 5 characters, sampled from product names (spaces included).
      const random = createRandom(20261121);
      for (let i = 0; i < 300; i++) {
        const name = chars(random.pick(names));
        const start = random.int(0, name.length - 1);
        queries.push(name.slice(start, start + random.int(1, 5)).join(''));
      }
      const empty: string[] = [];
      for (const query of queries.filter((q) => q.trim() !== '')) {
        if ((await search(query, 1)).pageInfo.totalCount === 0) empty.push(query);
      }
      expect(empty).toEqual([]);
    });
  });
});
