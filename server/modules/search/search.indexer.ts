/**
 * Keeps the search tables in step with the catalogue: a full rebuild (start-up after seeding, large
 * imports) and an incremental update for a few products. Both are one transaction, so a search never
 * sees half an index.
 */
import type { Insertable, Selectable } from 'kysely';
import type { CategoryTable, Db } from '../../db/schema.ts';
import type { SearchSuggestionTable, SearchTermTable } from '../../db/schema-search.ts';
import { inTransaction, isPostgres } from '../../db/transaction.ts';
import { announceSearchChange } from './search.catalogue.ts';
import {
  type IndexedProduct,
  type IndexSource,
  indexProduct,
  parseContribution,
  type SuggestionRef,
  suggestionKeys,
  tagPieces,
  termsOf,
} from './search.document.ts';
import {
  addToSuggestions,
  addToTags,
  analyzeIndex,
  clearIndex,
  deleteDocuments,
  deleteTerms,
  dropIndexesForLoad,
  type IndexSourceRow,
  insertDocuments,
  insertSuggestions,
  insertTags,
  insertTerms,
  loadCategories,
  loadDocuments,
  loadIndexSources,
  loadIndexSourcesAfter,
} from './search.index.repository.ts';

/** Above this many products an incremental update costs more than rebuilding everything. */
const INCREMENTAL_LIMIT = 2_000;

/** Names from the top-level category down to each category. */
export function categoryPaths(categories: readonly Selectable<CategoryTable>[]): Map<string, string[]> {
  const byCode = new Map(categories.map((category) => [category.code, category]));
  const paths = new Map<string, string[]>();
  const pathOf = (code: string, seen: Set<string>): string[] => {
    const known = paths.get(code);
    if (known) return known;
    const category = byCode.get(code);
    if (!category || seen.has(code)) return [];
    seen.add(code);
    const path = [...(category.parent_code ? pathOf(category.parent_code, seen) : []), category.name];
    paths.set(code, path);
    return path;
  };
  for (const category of categories) pathOf(category.code, new Set());
  return paths;
}

function toSource(row: IndexSourceRow, paths: Map<string, string[]>): IndexSource {
  return {
    productNo: row.product_no,
    name: row.name,
    origin: row.origin,
    popularity: row.popularity,
    categoryCode: row.category_code,
    salePrice: row.sale_price,
    soldOut: row.sold_out,
    categoryPath: paths.get(row.category_code) ?? [],
    storeName: row.store_name,
    regionName: row.region_name,
    regionShortName: row.region_short_name,
  };
}

const refKey = ([kind, text]: SuggestionRef) => `${kind}\u0000${text}`;

type SuggestionTotals = Map<string, { ref: SuggestionRef; weight: number; count: number }>;

/** Adds what some products contribute to suggestion totals (kept in first-seen order). */
function addContributions(
  totals: SuggestionTotals,
  contributions: Iterable<{ refs: readonly SuggestionRef[]; weight: number }>,
): SuggestionTotals {
  for (const { refs, weight } of contributions) {
    for (const ref of refs) {
      const key = refKey(ref);
      const total = totals.get(key) ?? { ref, weight: 0, count: 0 };
      total.weight += weight;
      total.count += 1;
      totals.set(key, total);
    }
  }
  return totals;
}

/** Suggestion rows for what a set of products adds (sign 1) or takes back (sign -1). */
function suggestionRows(totals: SuggestionTotals, sign: 1 | -1): Insertable<SearchSuggestionTable>[] {
  return [...totals.values()].flatMap(({ ref: [kind, text], weight, count }) =>
    suggestionKeys(text).map((key) => ({
      kind,
      text,
      start: key.start,
      key_jamo: key.keyJamo,
      key_head: key.keyHead,
      key_choseong: key.keyChoseong,
      weight: sign * weight,
      product_count: sign * count,
    })),
  );
}

/** How many products carry each tag, counted up (1) or down (-1). */
function tagDeltas(
  tagLists: Iterable<string>,
  sign: 1 | -1,
  counts = new Map<string, number>(),
): Map<string, number> {
  for (const tags of tagLists) {
    for (const piece of new Set(tagPieces(tags))) counts.set(piece, (counts.get(piece) ?? 0) + sign);
  }
  return counts;
}

const dialectOf = (db: Db) => (isPostgres(db) ? 'postgres' : 'sqlite');

/**
 * All postings, grouped by term. PostgreSQL keeps rows in insertion order, so a term's postings land
 * on neighbouring pages and a search reads a few pages rather than one per product. (SQLite's
 * WITHOUT ROWID table is ordered by term anyway, and appends are its fastest inserts.)
 */
function byTerm(indexed: readonly IndexedProduct[]): Insertable<SearchTermTable>[] {
  const groups = new Map<string, Insertable<SearchTermTable>[]>();
  for (const entry of indexed) {
    for (const posting of entry.postings) {
      const group = groups.get(posting.term);
      if (group) group.push(posting);
      else groups.set(posting.term, [posting]);
    }
  }
  return [...groups.keys()].sort().flatMap((term) => groups.get(term)!);
}

/**
 * Products indexed per batch of a rebuild. A batch's postings are held in memory and written grouped
 * by term, so up to this many products a rebuild writes each term's postings as one run; a million
 * products make ten runs per term instead of a heap too large for the process.
 */
export const REBUILD_BATCH = 100_000;

export interface RebuildOptions {
  /**
   * PostgreSQL: drop the search tables' indexes for the load and build them after it (a bulk import
   * into a store no one is searching: the tables are locked until the transaction ends). The rows
   * and indexes are the same either way.
   */
  bulk?: boolean;
  /** Products per batch (REBUILD_BATCH); the tests use small ones. */
  batch?: number;
}

/** Rebuilds the whole index from the catalogue. Returns how many products it indexed. */
export async function rebuildSearchIndex(
  db: Db,
  options: RebuildOptions = {},
): Promise<{ products: number }> {
  const batch = options.batch ?? REBUILD_BATCH;
  const termStats = { terms: 0, postings: 0 };
  const products = await inTransaction(db, async (trx) => {
    const paths = categoryPaths(await loadCategories(trx));
    await clearIndex(trx);
    const restoreIndexes = options.bulk && isPostgres(trx) ? await dropIndexesForLoad(trx) : undefined;
    const tags = new Map<string, number>();
    const suggestions: SuggestionTotals = new Map();
    // Distinct terms and postings, for the planner (analyzeIndex): counted here for free, where a
    // count(distinct term) over tens of millions of postings would take a minute.
    const terms = new Set<string>();
    let count = 0;
    for (let after = 0; ; ) {
      const sources = await loadIndexSourcesAfter(trx, after, batch);
      if (sources.length === 0) break;
      const indexed = sources.map((row) => indexProduct(toSource(row, paths)));
      await insertDocuments(
        trx,
        indexed.map((entry) => entry.document),
      );
      const postings = byTerm(indexed);
      for (const posting of postings) terms.add(posting.term);
      termStats.postings += postings.length;
      await insertTerms(trx, postings);
      tagDeltas(
        indexed.map((entry) => entry.document.other_tags),
        1,
        tags,
      );
      addContributions(
        suggestions,
        indexed.map((entry) => ({ refs: entry.suggestions, weight: entry.weight })),
      );
      count += sources.length;
      after = sources[sources.length - 1]!.product_no;
      if (sources.length < batch) break;
    }
    await insertTags(
      trx,
      [...tags].map(([piece, product_count]) => ({ piece, product_count })),
    );
    await insertSuggestions(trx, suggestionRows(suggestions, 1));
    await restoreIndexes?.();
    termStats.terms = terms.size;
    return count;
  });
  await analyzeIndex(db, dialectOf(db), termStats);
  announceSearchChange('catalogue');
  return { products };
}

/**
 * Re-indexes the given products after they were inserted, changed or deleted: their old rows are
 * taken out (terms recomputed from the stored document, suggestion weights subtracted) and the new
 * ones put in. A large set falls back to a full rebuild.
 */
export async function indexProducts(db: Db, productNos: readonly number[]): Promise<void> {
  const unique = [...new Set(productNos)];
  if (unique.length === 0) return;
  if (unique.length > INCREMENTAL_LIMIT) {
    await rebuildSearchIndex(db);
    return;
  }
  await inTransaction(db, async (trx) => {
    const previous = await loadDocuments(trx, unique);
    for (const document of previous)
      await deleteTerms(trx, document.product_no, [...termsOf(document).keys()]);
    await deleteDocuments(trx, unique);

    const paths = categoryPaths(await loadCategories(trx));
    const indexed = (await loadIndexSources(trx, unique)).map((row) => indexProduct(toSource(row, paths)));
    await insertDocuments(
      trx,
      indexed.map((entry) => entry.document),
    );
    await insertTerms(
      trx,
      indexed.flatMap((entry) => entry.postings),
    );
    const tags = tagDeltas(
      previous.map((document) => document.other_tags),
      -1,
    );
    for (const [piece, delta] of tagDeltas(
      indexed.map((entry) => entry.document.other_tags),
      1,
    )) {
      tags.set(piece, (tags.get(piece) ?? 0) + delta);
    }
    await addToTags(trx, tags);
    await addToSuggestions(trx, [
      ...suggestionRows(
        addContributions(
          new Map(),
          previous.map((document) => parseContribution(document.suggestions)),
        ),
        -1,
      ),
      ...suggestionRows(
        addContributions(
          new Map(),
          indexed.map((entry) => ({ refs: entry.suggestions, weight: entry.weight })),
        ),
        1,
      ),
    ]);
  });
  announceSearchChange('catalogue');
}
