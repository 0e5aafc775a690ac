/**
 * Runs the labelled queries (queries.ts) against a database holding the generated catalogue
 * (catalogue.ts) and measures recall@10 per query kind and the silent empties: queries answered with
 * nothing although relevant products exist. Autocomplete queries go through the suggest service and
 * pass when a suggestion of the meant word is among the ten; a near word the engine corrected counts
 * as a miss. Used by server/modules/search/search-quality.generated.test.ts and the search bench.
 *
 * As a command, on a catalogue and queries generated afresh from a seed (the number to report):
 *
 *   node --import tsx bench/search-quality/quality-report.ts --seed=7 [--dialect=sqlite|postgres] [--products=3000] [--names=holdout]
 *
 * `--names=holdout` names the catalogue and makes the queries from holdout-names.ts instead of
 * OTHER_NAMES: the number nobody has tuned against (do not print its misses where the engine's
 * authors read them).
 */
import type { Dialect } from '../../server/db/database.ts';
import type { Db } from '../../server/db/schema.ts';
import { createSearchCatalogue } from '../../server/modules/search/search.catalogue.ts';
import { searchProducts } from '../../server/modules/search/search.products.service.ts';
import { createSearchLogPruner } from '../../server/modules/search/search.rank.service.ts';
import { autoKeywords } from '../../server/modules/search/search.suggest.service.ts';
import type { QualityProduct } from './catalogue.ts';
import { isRelevant, type LabelledQuery, type QueryKind, suggestsMeant } from './queries.ts';

const TOP = 10;

export interface QualityReport {
  recall: number;
  queries: number;
  byKind: { kind: QueryKind; recall: number; queries: number; silentEmpty: number; corrected: number }[];
  silentEmpty: string[];
  /** Queries that are themselves food words (near words) answered as another word: `부추 -> 배추`. */
  correctedNearWords: string[];
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
  const scored: { query: LabelledQuery; recall: number; empty: boolean; corrected: boolean }[] = [];
  const withoutRelevant: string[] = [];
  const misses: string[] = [];
  const correctedNearWords: string[] = [];
  // One app's worth of caches: nothing changes the catalogue while the queries run.
  const catalogue = createSearchCatalogue();
  const searchLog = createSearchLogPruner();
  for (const query of queries) {
    const relevant = new Set(products.filter((p) => isRelevant(p, query)).map((p) => p.productNo));
    if (relevant.size === 0) {
      withoutRelevant.push(query.query);
      continue;
    }
    const label = `${query.kind} ${query.query} [${query.origin ? `${query.origin} ` : ''}${query.means.join('/')}]`;
    if (query.kind === 'autocomplete-typo') {
      const { suggestions } = await autoKeywords(db, catalogue, query.query);
      const hit = suggestions.slice(0, TOP).some((s) => suggestsMeant(s.text, query));
      scored.push({ query, recall: hit ? 1 : 0, empty: suggestions.length === 0, corrected: false });
      if (!hit)
        misses.push(
          `${label} 0.00: ${
            suggestions.length
              ? suggestions
                  .slice(0, 3)
                  .map((s) => s.text)
                  .join(', ')
              : '(no suggestion)'
          }`,
        );
      continue;
    }
    const result = await searchProducts(
      { db, shopBaseUrl: 'https://shop.jecheol.kr', now, clientKey: 'quality', catalogue, searchLog },
      { keyword: query.query, sort: 'ACCURACY', page: 1, size: TOP },
    );
    const found = result.products.filter((p) => relevant.has(p.productNo)).length;
    // A food word is never a typo of another: a corrected answer is a miss, whatever it found.
    const corrected = query.nearOf !== undefined && Boolean(result.correctedKeyword);
    if (corrected) correctedNearWords.push(`${query.query} -> ${result.correctedKeyword}`);
    const recall = corrected ? 0 : found / Math.min(TOP, relevant.size);
    scored.push({ query, recall, empty: result.products.length === 0, corrected });
    if (recall < 1)
      misses.push(
        `${label} ${recall.toFixed(2)}${result.correctedKeyword ? ` (-> ${result.correctedKeyword})` : ''}: ${
          result.products.length
        } shown, not meant: ${result.products
          .filter((p) => !relevant.has(p.productNo))
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
        corrected: ofKind.filter((e) => e.corrected).length,
      };
    }),
    silentEmpty: scored.filter((e) => e.empty).map((e) => `${e.query.kind} ${e.query.query}`),
    correctedNearWords,
    misses,
    withoutRelevant,
  };
}

export function formatQuality(report: QualityReport, label: string): string {
  return [
    `${label} recall@10 = ${report.recall.toFixed(3)} (${report.queries} queries), silent empty: ${report.silentEmpty.length}, corrected near words: ${report.correctedNearWords.length}`,
    ...report.byKind.map(
      (k) =>
        `  ${k.kind.padEnd(17)} ${k.recall.toFixed(3)} (${k.queries} queries, ${k.silentEmpty} silent empty${k.corrected ? `, ${k.corrected} corrected` : ''})`,
    ),
  ].join('\n');
}

/** The command: a fresh catalogue and query set from a seed, imported into a fresh database. */
async function main(args: readonly string[]): Promise<void> {
  const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const seed = Number(option('seed') ?? Date.now() % 1_000_000);
  const dialect = (option('dialect') ?? 'sqlite') as Dialect;
  const count = Number(option('products') ?? 3000);
  const names = option('names') ?? 'other';
  if (names !== 'other' && names !== 'holdout') throw new Error(`--names is other or holdout, not ${names}`);
  if (dialect === 'postgres')
    process.env.TEST_PG_URL ??= process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const { generateQualityCatalogue, catalogueText } = await import('./catalogue.ts');
  const { labelledQueries } = await import('./queries.ts');
  const { openTestDatabase } = await import('../../tests/support/databases.ts');
  const { importCatalog } = await import('../../server/catalog/catalog-import.ts');
  const catalogue = generateQualityCatalogue({ products: count, seed, names });
  const queries = labelledQueries(catalogue.products, { seed, names });
  const t = await openTestDatabase(dialect, { seed: false });
  try {
    const imported = await importCatalog(t.database.db, catalogueText(catalogue));
    if (!imported.ok) throw new Error(`the catalogue did not import: ${imported.problems[0]?.message}`);
    const report = await measureQuality(t.database.db, catalogue.products, queries);
    const lines = [
      formatQuality(report, `[${dialect} seed=${seed} products=${count} names=${names}]`),
      `silent empty: ${report.silentEmpty.join(', ') || 'none'}`,
      `corrected near words: ${report.correctedNearWords.join(', ') || 'none'}`,
      `labels without relevant products: ${report.withoutRelevant.join(', ') || 'none'}`,
      ...(args.includes('--misses') ? report.misses.map((m) => `  below 1: ${m}`) : []),
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await t.cleanup();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main(process.argv.slice(2));
