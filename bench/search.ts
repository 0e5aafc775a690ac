/**
 * Search benchmark: imports a generated catalogue (server/catalog/generate.ts; by default 100,000
 * products on SQLite and 1,000,000 on PostgreSQL, the scale targets) into a fresh database
 * through the catalogue import's bulk path, and times the search quality suite's queries through the
 * service layer, server-side (performance.now() around the service call: no HTTP, no serialisation).
 * Budgets: search p95 <= 15 ms on SQLite (100,000) and <= 25 ms on PostgreSQL (1,000,000),
 * autocomplete p95 <= 10 ms. Figures, never a test assertion.
 *
 *   node --import tsx bench/search.ts [--dialect=sqlite|postgres] [--products=N] [--sqlite-products=N] [--postgres-products=N]
 *
 * `--products` sets both sizes; the per-dialect options win over it.
 */
import { cpus } from 'node:os';
import { sql } from 'kysely';
import { importCatalog } from '../server/catalog/catalog-import.ts';
import { generateCatalogText } from '../server/catalog/generate.ts';
import type { Dialect } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { chars } from '../server/modules/search/korean-text.ts';
import { createSearchCatalogue } from '../server/modules/search/search.catalogue.ts';
import { searchProducts } from '../server/modules/search/search.products.service.ts';
import { createSearchLogPruner } from '../server/modules/search/search.rank.service.ts';
import { autoKeywords } from '../server/modules/search/search.suggest.service.ts';
import { catalogueText, DEFAULT_SEED, generateQualityCatalogue } from './search-quality/catalogue.ts';
import { measureQuality } from './search-quality/quality-report.ts';
import { labelledQueries } from './search-quality/queries.ts';
import { qualityCases } from './search-quality/seeded-queries.ts';
import { openFreshDatabase, timeRounds } from './service-bench.ts';

export const SEARCH_BUDGETS_MS = { sqlite: 15, postgres: 25, autocomplete: 10 } as const;
/** The catalogue size each budget is for. */
export const SEARCH_BENCH_PRODUCTS = { sqlite: 100_000, postgres: 1_000_000 } as const;

/**
 * The catalogue sizes asked for on a command line (bench/run.ts and this file): `--products=N` for
 * both databases, `--sqlite-products=N` and `--postgres-products=N` for one; SEARCH_BENCH_PRODUCTS
 * otherwise. A size that is not a whole number is refused.
 */
export function searchBenchProducts(args: readonly string[]): Record<Dialect, number> {
  const value = (name: string): number | undefined => {
    const raw = args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
    if (raw === undefined) return undefined;
    const products = Number(raw);
    if (!Number.isInteger(products) || products < 0)
      throw new Error(`--${name} must be a whole number of products, got ${raw}`);
    return products;
  };
  const both = value('products');
  return {
    sqlite: value('sqlite-products') ?? both ?? SEARCH_BENCH_PRODUCTS.sqlite,
    postgres: value('postgres-products') ?? both ?? SEARCH_BENCH_PRODUCTS.postgres,
  };
}

export interface SearchBenchOptions {
  dialect: Dialect;
  /** Default: SEARCH_BENCH_PRODUCTS of the dialect. */
  products?: number;
  /** Timed passes over the query list, after one warm-up pass. */
  rounds?: number;
  /** PostgreSQL server; a throwaway schema is created in it and dropped afterwards. */
  pgUrl?: string;
  /**
   * The seed of a second generated catalogue and query set, never tuned against: the recall to report
   * (the fixed seed's is the one the engine's tests hold). Default: one from the clock.
   */
  freshSeed?: number;
}

export interface SearchBenchFigures {
  dialect: Dialect;
  products: number;
  /** Distinct search queries (the quality suite's) and how many timed calls they made. */
  queries: number;
  searchCalls: number;
  autocompleteCalls: number;
  p50: number;
  p95: number;
  autocompleteP50: number;
  autocompleteP95: number;
  importSeconds: number;
  /** The 1-minute load average as timing began (timeRounds), on this many cores. */
  loadAverage: number;
  cores: number;
  /**
   * The corrected readings' cost: the generated set's typo, synonym and loanword queries on this
   * catalogue, most of which find nothing as typed and go through every reading, typo correction
   * included.
   */
  fallbackP50?: number;
  fallbackP95?: number;
  /** Recall@10 on the generated catalogue (3,000 products) and its labelled queries (bench/search-quality/). */
  quality?: QualityFigures;
  /** The same on a fresh seed's catalogue and queries. */
  freshQuality?: QualityFigures & { seed: number };
}

export interface QualityFigures {
  recall: number;
  queries: number;
  silentEmpty: number;
  byKind: { kind: string; recall: number; queries: number; silentEmpty: number }[];
}

/** What a shopper's autocomplete sends while typing a query: every prefix of at least one character. */
function typedPrefixes(query: string): string[] {
  const list = chars(query.trim());
  return list.map((_, i) => list.slice(0, i + 1).join('')).filter((prefix) => prefix.trim() !== '');
}

export async function runSearchBench(options: SearchBenchOptions): Promise<SearchBenchFigures> {
  const products = options.products ?? SEARCH_BENCH_PRODUCTS[options.dialect];
  const rounds = options.rounds ?? 3;
  const freshSeed = options.freshSeed ?? Date.now() % 1_000_000;
  const { database, cleanup } = await openFreshDatabase(options.dialect, 'search', options.pgUrl);
  try {
    const db = database.db;
    await migrateToLatest(db);
    const importStarted = performance.now();
    const imported = await importCatalog(db, generateCatalogText({ products }), { bulk: true });
    if (!imported.ok)
      throw new Error(`the generated catalogue did not import: ${imported.problems[0]?.message}`);
    const importSeconds = Math.round((performance.now() - importStarted) / 100) / 10;
    if (options.dialect === 'postgres') {
      // What an operator runs after a bulk load (it cannot run inside the import's transaction): fresh
      // planner statistics and a visibility map, instead of autovacuum doing it during the timing.
      for (const table of ['search_term', 'search_document', 'search_tag', 'search_suggestion', 'product']) {
        await sql`vacuum analyze ${sql.table(table)}`.execute(db);
      }
    }

    const now = new Date();
    // As one app serves them: its caches, created after the import.
    const context = {
      db,
      shopBaseUrl: 'https://shop.jecheol.kr',
      now,
      clientKey: 'bench',
      catalogue: createSearchCatalogue(),
      searchLog: createSearchLogPruner(),
    };
    const queries = qualityCases.map((c) => c.query);
    const prefixes = [...new Set(queries.flatMap(typedPrefixes))];
    const generated = generateQualityCatalogue({ products: 3000 });
    const fallback = labelledQueries(generated.products)
      .filter((q) => q.kind === 'typo' || q.kind === 'synonym' || q.kind === 'loanword')
      .map((q) => q.query);
    const { timings, loadAverage } = await timeRounds(
      {
        fallback: fallback.map(
          (keyword) => () => searchProducts(context, { keyword, sort: 'ACCURACY', page: 1, size: 20 }),
        ),
        search: queries.map(
          (keyword) => () => searchProducts(context, { keyword, sort: 'ACCURACY', page: 1, size: 20 }),
        ),
        autocomplete: prefixes.map((keyword) => () => autoKeywords(db, context.catalogue, keyword)),
      },
      { warmUp: 1, rounds },
    );
    return {
      dialect: options.dialect,
      products,
      queries: queries.length,
      searchCalls: timings.search.calls,
      autocompleteCalls: timings.autocomplete.calls,
      p50: timings.search.p50,
      p95: timings.search.p95,
      autocompleteP50: timings.autocomplete.p50,
      autocompleteP95: timings.autocomplete.p95,
      importSeconds,
      loadAverage,
      cores: cpus().length,
      fallbackP50: timings.fallback.p50,
      fallbackP95: timings.fallback.p95,
      quality: await measureGenerated(options, DEFAULT_SEED),
      freshQuality: { seed: freshSeed, ...(await measureGenerated(options, freshSeed)) },
    };
  } finally {
    await cleanup();
  }
}

async function measureGenerated(options: SearchBenchOptions, seed: number): Promise<QualityFigures> {
  const { database, cleanup } = await openFreshDatabase(options.dialect, 'search_quality', options.pgUrl);
  try {
    await migrateToLatest(database.db);
    const catalogue = generateQualityCatalogue({ products: 3000, seed });
    const imported = await importCatalog(database.db, catalogueText(catalogue));
    if (!imported.ok)
      throw new Error(`the quality catalogue did not import: ${imported.problems[0]?.message}`);
    const report = await measureQuality(
      database.db,
      catalogue.products,
      labelledQueries(catalogue.products, { seed }),
    );
    return {
      recall: Number(report.recall.toFixed(3)),
      queries: report.queries,
      silentEmpty: report.silentEmpty.length,
      byKind: report.byKind.map((k) => ({ ...k, recall: Number(k.recall.toFixed(3)) })),
    };
  } finally {
    await cleanup();
  }
}

export function formatSearchBench(figures: SearchBenchFigures): string {
  const budget = figures.dialect === 'sqlite' ? SEARCH_BUDGETS_MS.sqlite : SEARCH_BUDGETS_MS.postgres;
  const verdict = (value: number, limit: number) => (value <= limit ? '✅ within budget' : '❌ over budget');
  return [
    `search on ${figures.dialect}, ${figures.products.toLocaleString('en')} products (import ${figures.importSeconds} s, load average ${figures.loadAverage} on ${figures.cores} cores):`,
    `  search        p50 ${figures.p50} ms, p95 ${figures.p95} ms (budget ${budget} ms: ${verdict(figures.p95, budget)}; ${figures.searchCalls} calls, ${figures.queries} queries)`,
    `  autocomplete  p50 ${figures.autocompleteP50} ms, p95 ${figures.autocompleteP95} ms (budget ${SEARCH_BUDGETS_MS.autocomplete} ms: ${verdict(figures.autocompleteP95, SEARCH_BUDGETS_MS.autocomplete)}; ${figures.autocompleteCalls} calls)`,
    `  typo/synonym  p50 ${figures.fallbackP50} ms, p95 ${figures.fallbackP95} ms (queries that go through every reading)`,
    ...[
      ['fixed seed', figures.quality] as const,
      [`fresh seed ${figures.freshQuality?.seed}`, figures.freshQuality] as const,
    ].flatMap(([label, quality]) =>
      quality
        ? [
            `  quality (generated, 3,000 products, ${label}): recall@10 ${quality.recall} over ${quality.queries} queries, silent empty ${quality.silentEmpty}`,
            ...quality.byKind.map(
              (k) =>
                `    ${k.kind.padEnd(14)} ${k.recall} (${k.queries} queries, ${k.silentEmpty} silent empty)`,
            ),
          ]
        : [],
    ),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const dialects = (arg('dialect') ?? 'sqlite,postgres').split(',') as Dialect[];
  const products = searchBenchProducts(process.argv);
  for (const dialect of dialects) {
    console.log(formatSearchBench(await runSearchBench({ dialect, products: products[dialect] })));
  }
}
