/**
 * Runs the labelled queries (queries.ts) against a database holding the generated catalogue
 * (catalogue.ts) and measures recall@10 per query kind and the silent empties: queries answered with
 * nothing although relevant products exist. Used by server/modules/search/search-quality.generated.test.ts
 * and the search bench.
 */
import type { Db } from '../../server/db/schema.ts';
import { createSearchCatalogue } from '../../server/modules/search/search.catalogue.ts';
import { searchProducts } from '../../server/modules/search/search.products.service.ts';
import { createSearchLogPruner } from '../../server/modules/search/search.rank.service.ts';
import type { QualityProduct } from './catalogue.ts';
import { isRelevant, type LabelledQuery, type QueryKind } from './queries.ts';

const TOP = 10;

export interface QualityReport {
  recall: number;
  queries: number;
  byKind: { kind: QueryKind; recall: number; queries: number; silentEmpty: number }[];
  silentEmpty: string[];
  /** Queries below full recall, with what came back, for the log. */
  misses: string[];
  /** Queries with no relevant product in the catalogue (a broken label). */
  withoutRelevant: string[];
}

export async function measureQuality(
  db: Db,
  products: readonly QualityProduct[],
  queries: readonly LabelledQuery[],
  now = new Date('2026-11-24T03:00:00.000Z'),
): Promise<QualityReport> {
  const scored: { query: LabelledQuery; recall: number; empty: boolean }[] = [];
  const withoutRelevant: string[] = [];
  const misses: string[] = [];
  // One app's worth of caches: nothing changes the catalogue while the queries run.
  const catalogue = createSearchCatalogue();
  const searchLog = createSearchLogPruner();
  for (const query of queries) {
    const relevant = new Set(products.filter((p) => isRelevant(p, query)).map((p) => p.productNo));
    if (relevant.size === 0) {
      withoutRelevant.push(query.query);
      continue;
    }
    const result = await searchProducts(
      { db, shopBaseUrl: 'https://shop.jecheol.kr', now, clientKey: 'quality', catalogue, searchLog },
      { keyword: query.query, sort: 'ACCURACY', page: 1, size: TOP },
    );
    const found = result.products.filter((p) => relevant.has(p.productNo)).length;
    const recall = found / Math.min(TOP, relevant.size);
    scored.push({ query, recall, empty: result.products.length === 0 });
    if (recall < 1)
      misses.push(
        `${query.kind} ${query.query} [${query.origin ? `${query.origin} ` : ''}${query.means.join('/')}] ${recall.toFixed(2)}${result.correctedKeyword ? ` (-> ${result.correctedKeyword})` : ''}: ${result.products
          .slice(0, 3)
          .map((p) => p.name)
          .join(', ')}`,
      );
  }
  const mean = (list: { recall: number }[]) =>
    list.reduce((sum, e) => sum + e.recall, 0) / Math.max(1, list.length);
  const kinds = [...new Set(scored.map((e) => e.query.kind))];
  return {
    recall: mean(scored),
    queries: scored.length,
    byKind: kinds.map((kind) => {
      const ofKind = scored.filter((e) => e.query.kind === kind);
      return {
        kind,
        recall: mean(ofKind),
        queries: ofKind.length,
        silentEmpty: ofKind.filter((e) => e.empty).length,
      };
    }),
    silentEmpty: scored.filter((e) => e.empty).map((e) => `${e.query.kind} ${e.query.query}`),
    misses,
    withoutRelevant,
  };
}

export function formatQuality(report: QualityReport, label: string): string {
  return [
    `${label} recall@10 = ${report.recall.toFixed(3)} (${report.queries} queries), silent empty: ${report.silentEmpty.length}`,
    ...report.byKind.map(
      (k) =>
        `  ${k.kind.padEnd(14)} ${k.recall.toFixed(3)} (${k.queries} queries, ${k.silentEmpty} silent empty)`,
    ),
  ].join('\n');
}
