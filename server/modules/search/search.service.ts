/**
 * The rules of search: which reading of a keyword is used, facets and the price range, autocomplete,
 * the popular-keyword ranking from the search log, and what to offer when nothing matched.
 */
import { createHash } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import { SEOUL_TIME_ZONE } from '../../../contract/constants.ts';
import type { ProductSummary, SearchSortCode } from '../../../contract/display.ts';
import {
  type CategoryFacet,
  CORRECTION_NOTICE,
  RECOMMENDATION_TITLE,
  SEARCH_PRICE_MAX,
  type SearchProductsResponse,
  type StoreResult,
  type searchProductsQuery,
} from '../../../contract/search.ts';
import type { HighlightRange } from '../../../contract/search-text.ts';
import type { CategoryTable, Db } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { pageInfo, pageWindow } from '../../shared/paging.ts';
import { toProductSummary } from '../../shared/product-summary.ts';
import {
  chars,
  choseongOf,
  compactText,
  convertWrongLayout,
  coveredLength,
  isChoseongQuery,
  isSyllable,
  jamoOf,
  ngrams,
  queryGrams,
  stripParticle,
  tokensOf,
} from './korean-text.ts';
import {
  CATEGORY_MARK,
  categoryTags,
  categoryWords,
  displayText,
  SUGGESTION_HEAD_JAMO,
  SUGGESTION_KEY_JAMO,
} from './search.document.ts';
import { loadCategories } from './search.index.repository.ts';
import { deleteSearchLogBefore, insertSearchLog, topKeywords } from './search.log.repository.ts';
import {
  type CategoryCount,
  type CategoryMatches,
  compareMatches,
  documentFrequencies,
  findMatches,
  type MatchPage,
  type PriceRange,
  type ProductRow,
  summariesInOrder,
} from './search.match.repository.ts';
import { countPostings, pagePostings, probePostings, type WordSource } from './search.postings.repository.ts';
import {
  keywordKey,
  type MatchPlan,
  planOf,
  plansFor,
  singleWord,
  type TokenMatch,
  uniquePlans,
  variants,
  withDictionary,
} from './search.query.ts';
import { popularProducts, productsSharingGrams } from './search.recommend.repository.ts';
import { loadStores, productCountsByStore, type StoreRow } from './search.stores.repository.ts';
import { suggestionsByPrefix } from './search.suggest.repository.ts';
import {
  compoundPart,
  correctWords,
  isKnownWord,
  knownSplit,
  type Vocabulary,
  vocabularyOf,
} from './search.typo.ts';
import { loadSynonyms, loadVocabularyRows } from './synonyms.repository.ts';
import { canonicalSpelling, koreanForEnglish, type SynonymDictionary } from './synonyms.ts';

type SearchQuery = z.output<typeof searchProductsQuery>;

export interface SearchContext {
  db: Db;
  shopBaseUrl: string;
  now: Date;
  /** Who searched (`m:<memberId>`, else `ip:<address>`): one shopper counts once in the ranking. */
  clientKey: string;
}

// ---------------------------------------------------------------------------------------------------
// Categories

export interface CategoryTree {
  byCode: Map<string, Selectable<CategoryTable>>;
  children: Map<string | null, Selectable<CategoryTable>[]>;
}

function categoryTree(categories: readonly Selectable<CategoryTable>[]): CategoryTree {
  const byCode = new Map(categories.map((category) => [category.code, category]));
  const children = new Map<string | null, Selectable<CategoryTable>[]>();
  for (const category of categories) {
    const siblings = children.get(category.parent_code) ?? [];
    siblings.push(category);
    children.set(category.parent_code, siblings);
  }
  return { byCode, children };
}

/** The category itself and everything below it. */
function subtree(tree: CategoryTree, code: string): Set<string> {
  const codes = new Set<string>([code]);
  const stack = [code];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    for (const child of tree.children.get(next) ?? []) {
      codes.add(child.code);
      stack.push(child.code);
    }
  }
  return codes;
}

export type CategoryMatcher = (word: string) => CategoryMatches;

/**
 * Which depth-3 categories a word finds, as `@code` posting terms: those below a category one of
 * whose tags (categoryTags, as the index has them) contains the word; 60 when a tag is the word.
 */
export function categoryMatcher(tree: CategoryTree): CategoryMatcher {
  const entries = [...tree.byCode.values()].map((category) => ({
    tags: categoryTags(category.name, category.depth),
    leaves: [...subtree(tree, category.code)].filter((code) => tree.byCode.get(code)?.depth === 3),
  }));
  return (word) => {
    const matches = new Map<string, 60 | 50>();
    for (const { tags, leaves } of entries) {
      if (!tags.some((tag) => tag.includes(word))) continue;
      const score = tags.includes(word) ? 60 : 50;
      for (const leaf of leaves) {
        const term = `${CATEGORY_MARK}${leaf}`;
        if (score > (matches.get(term) ?? 0)) matches.set(term, score);
      }
    }
    return matches;
  };
}

/** The category tree of the catalogue, for filters, facets and category matches. */
export async function loadCategoryTree(db: Db): Promise<CategoryTree> {
  return categoryTree(await loadCategories(db));
}

/**
 * Categories change only with a catalogue import, yet every search needs the tree: it is kept per
 * database for a short while. The indexer calls catalogueChanged() after each change in this process;
 * another process's import shows here within CATEGORY_TREE_TTL_MS.
 */
const CATEGORY_TREE_TTL_MS = 30_000;
let catalogueVersion = 0;
const treeCache = new WeakMap<object, { version: number; loadedAt: number; tree: CategoryTree }>();

export function catalogueChanged(): void {
  catalogueVersion += 1;
}

async function cachedCategoryTree(db: Db): Promise<CategoryTree> {
  if (db.isTransaction) return loadCategoryTree(db);
  const cached = treeCache.get(db);
  if (cached && cached.version === catalogueVersion && Date.now() - cached.loadedAt < CATEGORY_TREE_TTL_MS) {
    return cached.tree;
  }
  const tree = await loadCategoryTree(db);
  treeCache.set(db, { version: catalogueVersion, loadedAt: Date.now(), tree });
  return tree;
}

/**
 * The synonym dictionary and the typo vocabulary, kept per database like the category tree: the
 * vocabulary changes with the catalogue, the dictionary with `search synonym add|remove` (another
 * process's edit shows here within CATEGORY_TREE_TTL_MS; synonymsChanged() drops this process's copy).
 */
interface Lexicon {
  synonyms: SynonymDictionary;
  /** Read on first use: most searches find something before a typo is considered. */
  vocabulary(): Promise<Vocabulary>;
}
let synonymsVersion = 0;
const lexiconCache = new WeakMap<object, { version: string; loadedAt: number; lexicon: Lexicon }>();

export function synonymsChanged(): void {
  synonymsVersion += 1;
}

async function loadLexicon(db: Db): Promise<Lexicon> {
  const synonyms = await loadSynonyms(db);
  let vocabulary: Promise<Vocabulary> | undefined;
  return {
    synonyms: new Map(synonyms.map((row) => [row.term, row.word])),
    vocabulary: () => {
      vocabulary ??= loadVocabularyRows(db).then(vocabularyOf);
      return vocabulary;
    },
  };
}

async function cachedLexicon(db: Db): Promise<Lexicon> {
  if (db.isTransaction) return loadLexicon(db);
  const version = `${catalogueVersion}:${synonymsVersion}`;
  const cached = lexiconCache.get(db);
  if (cached && cached.version === version && Date.now() - cached.loadedAt < CATEGORY_TREE_TTL_MS) {
    return cached.lexicon;
  }
  const lexicon = await loadLexicon(db);
  lexiconCache.set(db, { version, loadedAt: Date.now(), lexicon });
  return lexicon;
}

// ---------------------------------------------------------------------------------------------------
// Product search

/** What a plan matched: counts per depth-3 category, and a way to read one page in any order. */
export interface MatchSet {
  plan: MatchPlan;
  counts: CategoryCount[];
  page(request: MatchPage): Promise<ProductRow[]>;
  /** The page asked for up front, read alongside the counts. */
  firstPage?: ProductRow[];
}

/**
 * Evaluates one plan, or undefined when it matches nothing. A single word is counted and paged in
 * SQL from its postings; any other plan's matches are fetched once and counted and paged here.
 */
export async function evaluatePlan(
  db: Db,
  plan: MatchPlan,
  options: {
    price: PriceRange;
    sort: SearchSortCode;
    categoriesOf: CategoryMatcher;
    /** The page wanted if this plan matches: read alongside the counts (PostgreSQL runs both at once). */
    request?: MatchPage;
    general?: boolean;
  },
): Promise<MatchSet | undefined> {
  const single = options.general ? undefined : singleWord(plan);
  if (single !== undefined) {
    const sources = await wordSources(db, plan, [single.word, ...single.also], options.categoriesOf);
    const [counts, firstPage] = await Promise.all([
      countPostings(db, sources, options.price),
      options.request ? pagePostings(db, sources, options.request) : undefined,
    ]);
    return counts.length === 0
      ? undefined
      : { plan, counts, page: (request) => pagePostings(db, sources, request), firstPage };
  }
  const rows = await findMatches(db, plan, {
    withCreatedAt: options.sort === 'NEW',
    categoriesOf: options.categoriesOf,
  });
  if (rows.length === 0) return undefined;
  const byCategory = new Map<string, CategoryCount>();
  for (const row of rows) {
    const count = byCategory.get(row.category_code) ?? {
      category_code: row.category_code,
      total: 0,
      in_range: 0,
      max_price: 0,
      best_score: 0,
    };
    count.total += 1;
    count.best_score = Math.max(count.best_score, row.score);
    if (row.sale_price >= options.price.min && row.sale_price <= options.price.max) count.in_range += 1;
    count.max_price = Math.max(count.max_price, row.sale_price);
    byCategory.set(row.category_code, count);
  }
  return {
    plan,
    counts: [...byCategory.values()],
    async page(request) {
      const codes = request.categoryCodes ? new Set(request.categoryCodes) : undefined;
      const selected = rows
        .filter((row) => row.sale_price >= request.price.min && row.sale_price <= request.price.max)
        .filter((row) => !codes || codes.has(row.category_code))
        .sort(compareMatches(request.sort))
        .slice(request.offset, request.offset + request.limit);
      return summariesInOrder(
        db,
        selected.map((row) => row.product_no),
      );
    },
  };
}

/** The postings sources of a one-word plan, or of its word and dictionary words. */
async function wordSources(
  db: Db,
  plan: MatchPlan,
  words: readonly string[],
  categoriesOf: CategoryMatcher,
): Promise<WordSource[]> {
  const mode = singleWord(plan)!.mode;
  return Promise.all(
    words.map(async (word, index): Promise<WordSource> => {
      const source: WordSource = {
        plan: index === 0 ? plan : planOf([word], plan.corrected),
        word,
        mode,
        categories: categoriesOf(word),
      };
      if (mode === 'text' && chars(word).length > 2) {
        const grams = queryGrams(word);
        const frequencies = await documentFrequencies(db, grams);
        const df = (gram: string) => frequencies.get(gram) ?? 0;
        source.grams = grams.every((gram) => df(gram) > 0) ? grams.sort((a, b) => df(a) - df(b)) : [];
      }
      return source;
    }),
  );
}

/** scoreOf's levels: a name that has the keyword as a whole word; at the start or end of one. */
const WHOLE_WORD_SCORE = 95;
const IN_WORD_SCORE = 80;
const IN_NAME_SCORE = 70;
const bestScore = (set: MatchSet): number => Math.max(...set.counts.map((count) => count.best_score));
/**
 * A single word found in names only inside or across their words (`충주귤` in 충주 귤), never as a
 * word nor as a category or other tag: a reading to keep while a later one may do better.
 */
const foundOnlyInside = (plan: MatchPlan, set: MatchSet): boolean =>
  plan.tokens.length === 1 && plan.tokens[0]?.mode === 'text' && bestScore(set) === IN_NAME_SCORE;

/** Whether any of the words may be in a product name: every gram of it is (one indexed count). */
async function someNameHas(db: Db, words: readonly string[] = []): Promise<boolean> {
  const grams = words.map(queryGrams);
  const frequencies = await documentFrequencies(db, grams.flat());
  return grams.some((list) => list.length > 0 && list.every((gram) => (frequencies.get(gram) ?? 0) > 0));
}

/** Readings of a keyword whose words are corrected when nothing matched. */
const TYPO_READINGS = 3;

/**
 * The first reading of the keyword that matches anything at all (before category and price filters).
 * When none does, the keyword with each word that is not the catalogue's corrected to the closest one
 * that is (search.typo.ts), unless the shopper asked for the keyword as typed (`literal`).
 */
async function choosePlan(
  db: Db,
  keyword: string,
  options: {
    price: PriceRange;
    sort: SearchSortCode;
    categoriesOf: CategoryMatcher;
    request: MatchPage;
    literal?: boolean;
  },
): Promise<MatchSet | undefined> {
  const lexicon = await cachedLexicon(db);
  const plans = plansFor(keyword, { synonyms: lexicon.synonyms, literal: options.literal });
  const strict = plans.filter((plan) => !plan.corrected && !plan.loose);
  // Two catalogue words written together (`충주부사`, `청송사과`): read apart first. That finds every
  // product the joined word finds and those with a word between (충주 햇 부사), and the joined ones
  // still rank first (a whole-name match scores above words found apart).
  const [first] = strict;
  const joined = first?.tokens.length === 1 && first.tokens[0]?.mode === 'text' ? first.keyword : undefined;
  if (joined && chars(joined).length >= 4) {
    const apart = knownSplit(joined, await lexicon.vocabulary());
    if (apart) strict.unshift(planOf(apart, false));
  }
  // A reading without a particle whose stem the catalogue does not know waits until typos are read.
  const knows = async (word: string) =>
    lexicon.synonyms.has(word) || isKnownWord(word, await lexicon.vocabulary());
  const unknownStem = async (plan: MatchPlan) => {
    for (const stem of plan.stems ?? []) if (!(await knows(stem))) return true;
    return false;
  };
  const doubtful: MatchPlan[] = [];
  // The first reading that found something only across or inside words (`청포도가` in 청포도 가정용,
  // `충주귤` in 충주 귤): kept while the readings after it may find the words as words.
  let weak: MatchSet | undefined;
  for (const plan of strict) {
    if (!options.literal && (await unknownStem(plan))) {
      doubtful.push(plan);
      continue;
    }
    // A word no name has as a word (`물` inside 콩나물, `감귤` only a category) is read with the
    // dictionary's words too (생수, 귤), whose products then come first. Two probes that stop at
    // their first row tell, rather than counting the word's own matches (물: 35,000) first.
    const together = options.literal ? undefined : withDictionary(plan, lexicon.synonyms);
    let set: MatchSet | undefined;
    if (together && (await someNameHas(db, together.tokens[0]?.also))) {
      const [source] = await wordSources(db, plan, [together.tokens[0]!.needle], options.categoriesOf);
      const probe = await probePostings(db, source!, WHOLE_WORD_SCORE);
      if (!probe.matches) continue;
      set = await evaluatePlan(db, probe.reaches ? plan : together, options);
    } else set = await evaluatePlan(db, plan, options);
    if (!set) continue;
    if (!foundOnlyInside(plan, set)) return set;
    weak ??= set;
  }
  if (!options.literal && !weak) {
    // The words as typed, without particles, respelled: a typo is read before any loose reading.
    const readings = [...new Set(strict.map((plan) => plan.keyword))];
    for (const words of readings.slice(0, TYPO_READINGS)) {
      const corrected = correctWords(words.split(' '), await lexicon.vocabulary());
      if (!corrected) continue;
      for (const plan of uniquePlans(variants(corrected, true, lexicon.synonyms))) {
        if (plan.loose) continue;
        const set = await evaluatePlan(db, plan, options);
        if (set) return set;
      }
    }
  }
  for (const plan of [...doubtful, ...plans.filter((plan) => plan.corrected || plan.loose)]) {
    const set = await evaluatePlan(db, plan, options);
    if (set && (!weak || bestScore(set) >= IN_WORD_SCORE)) return set;
  }
  if (weak) return weak;
  if (options.literal) return undefined;
  // Last, an unknown compound read as the catalogue word in it (`맛간장` -> 간장).
  for (const words of [...new Set(strict.map((plan) => plan.keyword))].slice(0, TYPO_READINGS)) {
    const parts = correctWords(words.split(' '), await lexicon.vocabulary(), compoundPart);
    if (!parts) continue;
    const set = await evaluatePlan(db, planOf(parts, true), options);
    if (set) return set;
  }
  return undefined;
}

export async function searchProducts(
  context: SearchContext,
  query: SearchQuery,
): Promise<SearchProductsResponse> {
  const { db } = context;
  const tree = await cachedCategoryTree(db);
  if (query.categoryCode !== undefined && !tree.byCode.has(query.categoryCode)) {
    throw notFound('카테고리를 찾을 수 없습니다.');
  }
  const selected = query.categoryCode === undefined ? undefined : subtree(tree, query.categoryCode);
  const price = { min: query.minPrice ?? 0, max: query.maxPrice ?? SEARCH_PRICE_MAX };
  const request: MatchPage = {
    categoryCodes: selected ? [...selected].filter((code) => tree.byCode.get(code)?.depth === 3) : undefined,
    price,
    sort: query.sort,
    ...pageWindow(query),
  };
  const chosen = await choosePlan(db, query.keyword, {
    price,
    sort: query.sort,
    categoriesOf: categoryMatcher(tree),
    request,
    literal: query.literal === '1',
  });

  const inSelection = (code: string) => selected === undefined || selected.has(code);
  const counts = chosen?.counts ?? [];
  const allMatches = counts.reduce((sum, count) => sum + count.total, 0);
  const totalCount = counts
    .filter((c) => inSelection(c.category_code))
    .reduce((sum, c) => sum + c.in_range, 0);
  const maxPrice = counts
    .filter((c) => inSelection(c.category_code))
    .reduce((max, c) => Math.max(max, c.max_price), 0);

  // Facets one level below the selection, counting each depth-3 match towards the facet above it.
  const facetLevel = tree.children.get(query.categoryCode ?? null) ?? [];
  const categories: CategoryFacet[] = facetLevel
    .map((category) => {
      const codes = subtree(tree, category.code);
      const count = counts.filter((c) => codes.has(c.category_code)).reduce((sum, c) => sum + c.in_range, 0);
      return { code: category.code, name: category.name, count };
    })
    .filter((facet) => facet.count > 0)
    .sort((a, b) => b.count - a.count);

  const readPage = async () =>
    !chosen || request.offset >= totalCount ? [] : (chosen.firstPage ?? (await chosen.page(request)));
  const writeLog = async () => {
    if (query.page !== 1) return;
    const keyword = chosen?.plan.keyword ?? tokensOf(query.keyword).join(' ');
    const key = keywordKey(keyword).slice(0, 120);
    const clientKey = context.clientKey.slice(0, 120);
    await insertSearchLog(db, {
      log_id: searchLogId(clientKey, key, context.now),
      keyword: keyword.slice(0, 120),
      keyword_key: key,
      result_count: allMatches,
      rankable: chosen && !chosen.plan.tokens.every((token) => token.mode === 'text') ? 0 : 1,
      client_key: clientKey,
      searched_at: context.now.toISOString(),
    });
    await pruneSearchLogIfDue(db, context.now);
  };
  const [rows] = await Promise.all([readPage(), writeLog()]);

  const corrected = chosen?.plan.corrected ? chosen.plan.keyword : null;
  return {
    keyword: query.keyword,
    correctedKeyword: corrected,
    correctionNotice: corrected ? CORRECTION_NOTICE : null,
    products: rows.map((row) => toProductSummary(row, context.shopBaseUrl)),
    pageInfo: pageInfo(query, totalCount),
    filters: { categories, maxPrice },
  };
}

// ---------------------------------------------------------------------------------------------------
// Autocomplete

export interface Suggestion {
  text: string;
  kind: 'KEYWORD' | 'PRODUCT';
  highlights: HighlightRange[];
}

const AUTOCOMPLETE_MAX = 10;
/** Product names join the keywords from this many jamo (or initial consonants) on. */
const PRODUCT_SUGGESTIONS_FROM = { jamo: SUGGESTION_HEAD_JAMO, choseong: 3 } as const;

async function suggestionsFor(db: Db, compact: string): Promise<Suggestion[]> {
  const choseong = chars(compact).length >= 2 && isChoseongQuery(compact);
  const form = choseong ? 'choseong' : 'jamo';
  const column = choseong ? 'key_choseong' : 'key_jamo';
  const needle = choseong ? compact : jamoOf(compact);
  const key = chars(needle).slice(0, SUGGESTION_KEY_JAMO).join('');
  const rows = await suggestionsByPrefix(db, {
    kind: 'KEYWORD',
    column,
    prefix: key,
    limit: AUTOCOMPLETE_MAX * 4,
  });
  // Words and categories first; product names only once the keyword says enough to narrow them.
  if (
    new Set(rows.map((row) => row.text)).size < AUTOCOMPLETE_MAX &&
    chars(needle).length >= PRODUCT_SUGGESTIONS_FROM[form]
  ) {
    const head = choseong ? undefined : chars(key).slice(0, SUGGESTION_HEAD_JAMO).join('');
    rows.push(
      ...(await suggestionsByPrefix(db, {
        kind: 'PRODUCT',
        column,
        prefix: key,
        head,
        limit: AUTOCOMPLETE_MAX * 4,
      })),
    );
  }
  const seen = new Set<string>();
  const suggestions: (Suggestion & { weight: number; exact: boolean })[] = [];
  for (const row of rows) {
    const rest = compactText(row.text.slice(row.start));
    // Keys are cut to a fixed length; a longer keyword is checked against the whole text here.
    if (!(choseong ? choseongOf(rest) : jamoOf(rest)).startsWith(needle)) continue;
    const textKey = compactText(row.text);
    if (seen.has(textKey)) continue;
    seen.add(textKey);
    const length = coveredLength(row.text, row.start, needle.length, form);
    suggestions.push({
      text: row.text,
      kind: row.kind === 'PRODUCT' ? 'PRODUCT' : 'KEYWORD',
      highlights: length > 0 ? [{ start: row.start, length }] : [],
      weight: row.weight,
      exact: textKey === compact,
    });
  }
  return suggestions
    .sort((a, b) => Number(b.exact) - Number(a.exact) || b.weight - a.weight)
    .slice(0, AUTOCOMPLETE_MAX)
    .map(({ text, kind, highlights }) => ({ text, kind, highlights }));
}

/**
 * Up to ten completions by jamo prefix (`사ㄱ`, even the composing `삭`, completes 사과) or by
 * choseong (`ㅅㄱ`), from any word start. When nothing completes the keyword as typed, it is tried
 * without a particle (`사과를`), in the Korean layout (`tkrhk`) and as an English word (`apple`).
 */
export async function autoKeywords(
  db: Db,
  keyword: string,
): Promise<{ keyword: string; suggestions: Suggestion[] }> {
  const words = tokensOf(keyword);
  const { synonyms } = await cachedLexicon(db);
  const stripped = words.map((word) => stripParticle(word)[0] ?? word);
  const readings = [
    words.join(''),
    stripped.join(''),
    // A dictionary term's word (`쥬스` suggests 주스…, `우육` 소고기…).
    words.map((word) => canonicalSpelling(word, synonyms) ?? word).join(''),
    stripped.map((word) => canonicalSpelling(word, synonyms) ?? word).join(''),
    compactText(convertWrongLayout(keyword) ?? ''),
    words.map((word) => koreanForEnglish(word) ?? '').join(''),
  ];
  const tried = new Set<string>();
  for (const reading of readings) {
    if (!reading || tried.has(reading)) continue;
    tried.add(reading);
    const suggestions = await suggestionsFor(db, reading);
    if (suggestions.length > 0) return { keyword, suggestions };
  }
  return { keyword, suggestions: [] };
}

// ---------------------------------------------------------------------------------------------------
// Popular keywords

export const RANK_WINDOW_HOURS = 24;
const RANK_SIZE = 10;
/** How deep the previous window is read to tell a climber from a newcomer. */
const PREVIOUS_DEPTH = 100;

/**
 * The ranking reads the last two windows; the log is kept a while longer for operators, then deleted,
 * so the table does not grow for ever. Each process prunes at most once an hour, after a logged search.
 */
export const SEARCH_LOG_RETENTION_DAYS = 14;
const HOUR_MS = 60 * 60 * 1000;
const PRUNE_EVERY_MS = HOUR_MS;
const lastPruned = new WeakMap<Db, number>();

async function pruneSearchLogIfDue(db: Db, now: Date): Promise<void> {
  const last = lastPruned.get(db);
  // A clock set back counts as due: better one extra delete than none for an hour and more.
  if (last !== undefined && now.getTime() >= last && now.getTime() - last < PRUNE_EVERY_MS) return;
  lastPruned.set(db, now.getTime());
  const cutoff = new Date(now.getTime() - SEARCH_LOG_RETENTION_DAYS * 24 * HOUR_MS);
  await deleteSearchLogBefore(db, cutoff.toISOString());
}

/**
 * One log row per client, keyword and hour (UTC): the id is their digest, and a second search in the
 * same hour is not written again (insertSearchLog ignores the duplicate id). A client repeating a
 * search, however fast, adds nothing, and the log grows with shoppers rather than with requests.
 */
export function searchLogId(clientKey: string, keywordKey: string, now: Date): string {
  const hour = now.toISOString().slice(0, 13);
  return createHash('sha256').update(`${clientKey}\n${keywordKey}\n${hour}`).digest('hex').slice(0, 32);
}

export async function searchRank(db: Db, now: Date) {
  const end = now.toISOString();
  const start = new Date(now.getTime() - RANK_WINDOW_HOURS * HOUR_MS).toISOString();
  const before = new Date(now.getTime() - 2 * RANK_WINDOW_HOURS * HOUR_MS).toISOString();
  const current = await topKeywords(db, start, end, RANK_SIZE);
  const previous = await topKeywords(db, before, start, PREVIOUS_DEPTH);
  const previousRank = new Map(previous.map((row, index) => [row.keyword_key, index + 1]));
  return {
    keywords: current.map((row, index) => {
      const was = previousRank.get(row.keyword_key);
      return {
        rank: index + 1,
        keyword: row.keyword,
        rankChange: was === undefined ? null : was - (index + 1),
      };
    }),
    basedAt: end,
    windowHours: RANK_WINDOW_HOURS,
  };
}

// ---------------------------------------------------------------------------------------------------
// Recommendations

export function seoulMonth(now: Date): number {
  return Number(
    new Intl.DateTimeFormat('en-US', { timeZone: SEOUL_TIME_ZONE, month: 'numeric' }).format(now),
  );
}

/**
 * The word a shopper would search for a product: a word of its category that its name contains
 * (`부사 사과 가정용` in 사과·배 -> 사과), else the last Hangul word of the name (`제주 한라봉` -> 한라봉).
 */
export function coreKeyword(name: string, leafCategoryName: string | undefined): string {
  const compactName = compactText(name);
  const fromCategory = categoryWords(leafCategoryName ?? '')
    .filter((word) => compactName.includes(compactText(word)))
    .sort((a, b) => b.length - a.length)[0];
  if (fromCategory) return fromCategory;
  const words = tokensOf(name).filter((word) => Array.from(word).every(isSyllable));
  return words[words.length - 1] ?? displayText(name);
}

const RECOMMEND_KEYWORDS = { season: 5, total: 10 } as const;

export async function recommendKeywords(db: Db, now: Date) {
  const month = seoulMonth(now);
  const categoryNames = new Map((await loadCategories(db)).map((category) => [category.code, category.name]));
  const keywords: { keyword: string; reason: 'SEASON' | 'POPULAR' }[] = [];
  const seen = new Set<string>();
  const add = (keyword: string, reason: 'SEASON' | 'POPULAR') => {
    const key = keywordKey(keyword);
    if (!key || seen.has(key) || keywords.length >= RECOMMEND_KEYWORDS.total) return;
    seen.add(key);
    keywords.push({ keyword, reason });
  };

  const seasonal = await popularProducts(db, { month, seasonalOnly: true, limit: 60 });
  for (const product of seasonal) {
    if (keywords.length >= RECOMMEND_KEYWORDS.season) break;
    add(coreKeyword(product.name, categoryNames.get(product.category_code)), 'SEASON');
  }
  const rank = await searchRank(db, now);
  for (const entry of rank.keywords) add(entry.keyword, 'POPULAR');
  if (keywords.length < RECOMMEND_KEYWORDS.total) {
    for (const product of await popularProducts(db, { month, seasonalOnly: false, limit: 60 })) {
      add(coreKeyword(product.name, categoryNames.get(product.category_code)), 'POPULAR');
    }
  }
  return { keywords };
}

/**
 * Bigrams of the words of every reading of a keyword (as typed, without particles, usual spelling,
 * other layout), without the grams across words: what a near miss shares with the keyword.
 */
function nearMissGrams(keyword: string): string[] {
  const words = plansFor(keyword).flatMap((plan) =>
    plan.tokens.filter((token: TokenMatch) => token.mode === 'text').map((token) => token.needle),
  );
  return [...new Set(words.flatMap((word) => (chars(word).length === 1 ? [word] : ngrams(word, 2))))];
}

/**
 * Products to offer when a search found nothing: near misses first (products sharing the most of the
 * keyword's bigrams, at least half of them rounded down), then what is popular and in season.
 * Sold-out products are left out.
 */
export async function recommendProducts(
  db: Db,
  options: { shopBaseUrl: string; now: Date; keyword?: string | undefined; size: number },
): Promise<{ title: string; products: ProductSummary[] }> {
  const grams = options.keyword ? nearMissGrams(options.keyword) : [];
  const near = await productsSharingGrams(db, grams, Math.max(1, Math.floor(grams.length / 2)), options.size);
  const fill =
    near.length < options.size
      ? await popularProducts(db, {
          month: seoulMonth(options.now),
          seasonalOnly: false,
          limit: options.size - near.length,
          exclude: near.map((row) => row.product_no),
        })
      : [];
  return {
    title: RECOMMENDATION_TITLE,
    products: [...near, ...fill].map((row) => toProductSummary(row, options.shopBaseUrl)),
  };
}

// ---------------------------------------------------------------------------------------------------
// Stores

function storeScore(store: StoreRow, plan: MatchPlan): number {
  const name = compactText(store.name);
  const region = `|${compactText(store.region_name)}|${compactText(store.region_short_name)}|`;
  const everything = `${name}${region}${compactText(store.description)}`;
  const tokenFound = (token: TokenMatch) => {
    switch (token.mode) {
      case 'text':
        return everything.includes(token.needle);
      case 'choseong':
        return choseongOf(name).includes(token.needle);
      case 'jamo':
        return jamoOf(name).includes(token.needle);
    }
  };
  if (!plan.tokens.every(tokenFound)) return 0;
  const compact = compactText(plan.keyword);
  if (name === compact) return 100;
  if (name.startsWith(compact)) return 90;
  if (name.includes(compact)) return 80;
  if (region.includes(`|${compact}|`)) return 70;
  if (region.includes(compact)) return 60;
  return 40;
}

/** Stores by name, region (`제주`, `부산`) or what they sell, spacing-insensitive. */
export async function searchStores(db: Db, query: { keyword: string; page: number; size: number }) {
  const stores = await loadStores(db);
  let matched: { store: StoreRow; score: number }[] = [];
  for (const plan of plansFor(query.keyword)) {
    matched = stores
      .map((store) => ({ store, score: storeScore(store, plan) }))
      .filter((entry) => entry.score > 0);
    if (matched.length > 0) break;
  }
  matched.sort(
    (a, b) =>
      b.score - a.score || b.store.like_count - a.store.like_count || a.store.store_id - b.store.store_id,
  );
  const { offset, limit } = pageWindow(query);
  const page = matched.slice(offset, offset + limit).map((entry) => entry.store);
  const counts = await productCountsByStore(
    db,
    page.map((store) => store.store_id),
  );
  const results: StoreResult[] = page.map((store) => ({
    storeId: store.store_id,
    name: store.name,
    description: store.description,
    regionCode: store.region_code,
    regionName: store.region_name,
    likeCount: store.like_count,
    productCount: counts.get(store.store_id) ?? 0,
  }));
  return { keyword: query.keyword, stores: results, pageInfo: pageInfo(query, matched.length) };
}
