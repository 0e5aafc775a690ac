/**
 * Product search: which reading of a keyword is used (choosePlan), its matches counted per category
 * and paged, the facets and the price range, and the search log row.
 */
import type { z } from 'zod';
import type { SearchSortCode } from '#contract/display.ts';
import type { CategoryFacet } from '#contract/search.ts';
import {
  CORRECTION_NOTICE,
  SEARCH_PRICE_MAX,
  type SearchProductsResponse,
  type searchProductsQuery,
} from '#contract/search.ts';
import type { Db } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { ServiceContext } from '../../shared/context.ts';
import { pageInfo, pageWindow } from '../../shared/paging.ts';
import { toProductSummary } from '../../shared/product-summary.ts';
import { chars, queryGrams, tokensOf } from './korean-text.ts';
import { type CategoryMatcher, categoryMatcher, type SearchCatalogue, subtree } from './search.catalogue.ts';
import { readingRank } from './search.document.ts';
import { insertSearchLog } from './search.log.repository.ts';
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
  tagTermsContaining,
} from './search.match.repository.ts';
import { countPostings, pagePostings, type WordSource } from './search.postings.repository.ts';
import {
  keywordKey,
  type MatchPlan,
  plainCompact,
  planOf,
  plansFor,
  singleWord,
  uniquePlans,
  variants,
} from './search.query.ts';
import { type SearchLogPruner, searchLogId } from './search.rank.service.ts';
import {
  clippedWord,
  completionsOf,
  compoundPart,
  correctWord,
  correctWords,
  dictionaryVocabulary,
  isKnownWord,
  knownSplit,
  nearestWord,
  type Vocabulary,
} from './search.typo.ts';
import { initialsReadings, isDictionaryWord, readingsOf, type SynonymDictionary } from './synonyms.ts';

type SearchQuery = z.output<typeof searchProductsQuery>;

export interface SearchContext extends ServiceContext {
  /** Who searched (`m:<memberId>`, else `ip:<address>`): one shopper counts once in the ranking. */
  clientKey: string;
  /** The app's category tree and lexicon (search.catalogue.ts). */
  catalogue: SearchCatalogue;
  /** The app's pruning of the search log (search.rank.service.ts). */
  searchLog: SearchLogPruner;
}

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

/** The categories a word names whole (a tag of theirs is the word: 과일, 채소), not merely contains. */
const wholeCategories = (matches: CategoryMatches): CategoryMatches =>
  new Map([...matches].filter(([, score]) => score === 60));

/** The postings sources of a one-word plan, or of its word and dictionary words. */
async function wordSources(
  db: Db,
  plan: MatchPlan,
  words: readonly string[],
  categoriesOf: CategoryMatcher,
): Promise<WordSource[]> {
  return Promise.all(
    words.map(async (word, index): Promise<WordSource> => {
      // The word as typed (text or initials), then its other names, always text.
      // A half-typed word and its other names are found in names only, as halfTypedScore ranks them.
      const mode = singleWord(plan)!.mode;
      const own = words[0]!;
      const source: WordSource =
        index === 0
          ? { plan, word, mode, categories: mode === 'text' ? categoriesOf(word) : new Map() }
          : {
              plan: planOf([word], plan.corrected),
              word,
              mode: 'text',
              categories: mode === 'jamo' ? new Map() : wholeCategories(categoriesOf(word)),
              nameOnly: true,
              rank:
                mode === 'jamo'
                  ? 'head'
                  : readingRank(own, word, wholeCategories(categoriesOf(own)).size > 0),
            };
      if (source.mode === 'text' && !source.nameOnly) source.tagTerms = await tagTermsContaining(db, word);
      if (source.mode === 'text' && chars(word).length > 2) {
        const grams = queryGrams(word);
        const frequencies = await documentFrequencies(db, grams);
        const df = (gram: string) => frequencies.get(gram) ?? 0;
        source.grams = grams.every((gram) => df(gram) > 0) ? grams.sort((a, b) => df(a) - df(b)) : [];
      }
      return source;
    }),
  );
}

/** scoreOf's levels: a name that has the keyword at the start or end of a word; elsewhere. */
const IN_WORD_SCORE = 80;
const IN_NAME_SCORE = 70;
const bestScore = (set: MatchSet): number => Math.max(...set.counts.map((count) => count.best_score));
/**
 * A single word found in names only inside or across their words (`충주귤` in 충주 귤), never as a
 * word nor as a category or other tag: a reading to keep while a later one may do better.
 */
const foundOnlyInside = (plan: MatchPlan, set: MatchSet, categoriesOf: CategoryMatcher): boolean => {
  const [token, ...rest] = plan.tokens;
  // A category the word names matches whole at 60, below a name's inside: 과일 is not weak.
  return (
    token?.mode === 'text' &&
    rest.length === 0 &&
    bestScore(set) === IN_NAME_SCORE &&
    categoriesOf(token.needle).size === 0
  );
};

/** The words that may be in a product name: every gram of each is (one indexed count). */
async function inSomeName(db: Db, words: readonly string[] = []): Promise<string[]> {
  if (words.length === 0) return [];
  const grams = words.map(queryGrams);
  const frequencies = await documentFrequencies(db, grams.flat());
  return words.filter((_, i) => {
    const list = grams[i]!;
    return list.length > 0 && list.every((gram) => (frequencies.get(gram) ?? 0) > 0);
  });
}

/** Other names read with each word of a keyword of several words (제주 귤 with 제주 감귤). */
const MAX_READINGS = 4;

/** Readings of a keyword whose words are corrected when nothing matched. */
const TYPO_READINGS = 3;

/**
 * The first reading of the keyword that matches anything at all (before category and price filters).
 * When none does, the keyword with each word that is not the catalogue's corrected to the closest one
 * that is (search.typo.ts), unless the shopper asked for the keyword as typed (`literal`).
 */
async function choosePlan(
  db: Db,
  catalogue: SearchCatalogue,
  keyword: string,
  options: {
    price: PriceRange;
    sort: SearchSortCode;
    categoriesOf: CategoryMatcher;
    request: MatchPage;
    literal?: boolean;
  },
): Promise<MatchSet | undefined> {
  const lexicon = await catalogue.lexicon(db);
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
    isDictionaryWord(word, lexicon.synonyms) || isKnownWord(word, await lexicon.vocabulary());
  // A food word the dictionary names is never replaced by another (부추 is not a typo of 배추): it
  // was read with its other names above; searchProducts may offer the near word instead.
  const unlessNamed =
    (correct: (word: string, vocabulary: Vocabulary) => string | undefined) =>
    (word: string, vocabulary: Vocabulary) =>
      isDictionaryWord(word, lexicon.synonyms) ? undefined : correct(word, vocabulary);
  // A slip of a word only the dictionary names (`켕첩`: 케첩, where names write 케찹), when no word the
  // catalogue writes is as near: the correction is then read with the dictionary.
  const orNamedWord = (word: string, vocabulary: Vocabulary) =>
    correctWord(word, vocabulary) ?? correctWord(word, dictionaryVocabulary(lexicon.synonyms));
  const unknownStem = async (plan: MatchPlan) => {
    for (const stem of plan.stems ?? []) if (!(await knows(stem))) return true;
    return false;
  };
  // A word the dictionary knows either way is read with its other names (케첩 with 케찹, 물 with
  // 생수) whenever a name may have one of them: a shopper typing either spelling means both, also
  // when it was typed apart (`브로 콜리`) or corrected from a typo (`캐첩`). The word's own matches
  // rank first among equals (pagePostings).
  // What initials may mean through the dictionary: only words the catalogue writes (the vocabulary is
  // read only when a keyword has initials).
  const initialsOf = async (initials: string) => {
    const vocabulary = await lexicon.vocabulary();
    return initialsReadings(initials, (word) => isKnownWord(word, vocabulary), lexicon.synonyms);
  };
  const withReadings = async (plan: MatchPlan): Promise<MatchPlan> => {
    if (options.literal) return plan;
    const joined = plainCompact(plan);
    const word =
      plan.tokens.length === 1
        ? plan
        : joined && readingsOf(joined, lexicon.synonyms).length > 0
          ? { ...planOf([joined], plan.corrected), keyword: plan.keyword }
          : undefined;
    const [only] = plan.tokens;
    if (plan.tokens.length === 1 && only?.mode === 'jamo') {
      // A half-typed word also finds the other names of the words it completes (아보카ㄷ: 아보가도).
      const completed = completionsOf(only.needle, await lexicon.vocabulary());
      const others = [...new Set(completed.flatMap((text) => readingsOf(text, lexicon.synonyms)))];
      const also = (await inSomeName(db, others)).slice(0, MAX_READINGS);
      return also.length > 0 ? { ...plan, tokens: [{ ...only, also }] } : plan;
    }
    if (plan.tokens.length === 1 && only?.mode === 'choseong') {
      // Initials also find the other names of the words they spell (ㅁㄴㅈ: 마늘쫑 as well as 마늘종).
      const also = (await inSomeName(db, await initialsOf(only.needle))).slice(0, MAX_READINGS);
      return also.length > 0 ? { ...plan, tokens: [{ ...only, also }] } : plan;
    }
    if (word) {
      // The other names some product name may have, or that name a category whole (과실 reads the
      // category 과일): each is a source of its own. A plan read through the dictionary already has them.
      const token = word.tokens[0]!;
      const others = token.also ?? (token.mode === 'text' ? readingsOf(token.needle, lexicon.synonyms) : []);
      const named = new Set(await inSomeName(db, others));
      const also = others.filter(
        (other) => named.has(other) || wholeCategories(options.categoriesOf(other)).size > 0,
      );
      if (also.length > 0) return { ...word, tokens: [{ ...token, also }] };
      return token.also ? { ...word, tokens: [{ ...token, also: undefined }] } : plan;
    }
    // Several words: each read with its other names too (제주 귤 finds 제주 감귤 and 제주 밀감; `ㄴㅎ
    // ㅈㄲㅁ` 남해 쭈꾸미 as well as 남해 주꾸미).
    const readings = await Promise.all(
      plan.tokens.map(async (token) =>
        token.mode === 'text'
          ? readingsOf(token.needle, lexicon.synonyms)
          : token.mode === 'choseong'
            ? initialsOf(token.needle)
            : [],
      ),
    );
    const named = new Set(await inSomeName(db, [...new Set(readings.flat())]));
    if (named.size === 0) return plan;
    const tokens = plan.tokens.map((token, index) => {
      const also = readings[index]!.filter((word) => named.has(word));
      return also.length > 0 ? { ...token, also: also.slice(0, MAX_READINGS) } : token;
    });
    return { ...plan, tokens };
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
    const set = await evaluatePlan(db, await withReadings(plan), options);
    if (!set) continue;
    if (!foundOnlyInside(plan, set, options.categoriesOf)) return set;
    weak ??= set;
  }
  if (!options.literal && !weak) {
    // The words as typed, without particles, respelled: a typo is read before any loose reading.
    const readings = [...new Set(strict.map((plan) => plan.keyword))];
    for (const words of readings.slice(0, TYPO_READINGS)) {
      const corrected = correctWords(words.split(' '), await lexicon.vocabulary(), unlessNamed(orNamedWord));
      if (!corrected) continue;
      for (const plan of uniquePlans(variants(corrected, true, lexicon.synonyms))) {
        if (plan.loose) continue;
        const set = await evaluatePlan(db, await withReadings(plan), options);
        if (set) return set;
      }
    }
  }
  for (const plan of [...doubtful, ...plans.filter((plan) => plan.corrected || plan.loose)]) {
    const set = await evaluatePlan(db, await withReadings(plan), options);
    if (set && (!weak || bestScore(set) >= IN_WORD_SCORE)) return set;
  }
  if (weak) return weak;
  if (options.literal) return undefined;
  // Last, an unknown compound read as the catalogue word in it (`맛간장` -> 간장), then a clipped
  // compound as the word it clips (`블베` -> 블루베리).
  for (const read of [compoundPart, clippedWord]) {
    for (const words of [...new Set(strict.map((plan) => plan.keyword))].slice(0, TYPO_READINGS)) {
      const parts = correctWords(words.split(' '), await lexicon.vocabulary(), unlessNamed(read));
      if (!parts) continue;
      const set = await evaluatePlan(db, await withReadings(planOf(parts, true)), options);
      if (set) return set;
    }
  }
  // Initials no name has (`ㅋㅍㅇ` where names write 케피르): the other names of every dictionary word
  // they spell, 케피어 among them, rather than nothing. Read last: while a name has the initials, a word
  // no name writes is not what the shopper saw (`ㅁㄱㄹ` is not 마구로, so not 참치).
  const [initials, ...others] = first?.tokens ?? [];
  if (first && initials?.mode === 'choseong' && others.length === 0) {
    const words = initialsReadings(initials.needle, () => true, lexicon.synonyms);
    const also = (await inSomeName(db, words)).slice(0, MAX_READINGS);
    if (also.length > 0) return evaluatePlan(db, { ...first, tokens: [{ ...initials, also }] }, options);
  }
  return undefined;
}

/**
 * For a search that found nothing, another keyword to offer ("혹시 배추를 찾으세요?"): each food word
 * the catalogue or the dictionary knows replaced by its nearest catalogue word as names write it (not
 * the tail of one: 러드 of 샐러드), the other words as typed. Undefined when no word has a near one.
 */
function nearKeyword(
  keyword: string,
  vocabulary: Vocabulary,
  synonyms: SynonymDictionary,
): string | undefined {
  const words = tokensOf(keyword);
  const near = correctWords(words, vocabulary, (word) =>
    isKnownWord(word, vocabulary) || isDictionaryWord(word, synonyms)
      ? nearestWord(word, vocabulary, (text) => vocabulary.wholes.has(text))
      : undefined,
  );
  return near?.join(' ');
}

/** What a search writes to the log besides who searched and when (searchLogId): the same for everyone. */
export interface LoggedSearch {
  keyword: string;
  keyword_key: string;
  result_count: number;
  rankable: number;
}

/** A search's answer and its log entry (undefined past the first page, which is not logged). */
export interface SearchAnswer {
  response: SearchProductsResponse;
  logged?: LoggedSearch;
}

/** The search log's row for one shopper's search at `now`. */
export function searchLogRow(logged: LoggedSearch, clientKey: string, now: Date) {
  const client = clientKey.slice(0, 120);
  return {
    log_id: searchLogId(client, logged.keyword_key, now),
    ...logged,
    client_key: client,
    searched_at: now.toISOString(),
  };
}

/**
 * Searches and logs the search as it goes (the operator tools, the bench and the tests call it this
 * way); the app answers from its cache and logs in batches instead (search.routes.ts).
 */
export async function searchProducts(
  context: SearchContext,
  query: SearchQuery,
): Promise<SearchProductsResponse> {
  const { response, logged } = await answerSearch(context, query);
  if (logged) {
    await insertSearchLog(context.db, searchLogRow(logged, context.clientKey, context.now));
    await context.searchLog.pruneIfDue(context.db, context.now);
  }
  return response;
}

/**
 * A search's answer, which depends on the query and the catalogue alone (never on who asks: that is
 * only logged), so the app may keep it for the next shopper.
 */
export async function answerSearch(
  context: Pick<SearchContext, 'db' | 'catalogue' | 'shopBaseUrl'>,
  query: SearchQuery,
): Promise<SearchAnswer> {
  const { db } = context;
  const tree = await context.catalogue.categoryTree(db);
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
  const chosen = await choosePlan(db, context.catalogue, query.keyword, {
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

  const rows =
    !chosen || request.offset >= totalCount ? [] : (chosen.firstPage ?? (await chosen.page(request)));
  const keyword = chosen?.plan.keyword ?? tokensOf(query.keyword).join(' ');
  const logged: LoggedSearch | undefined =
    query.page === 1
      ? {
          keyword: keyword.slice(0, 120),
          keyword_key: keywordKey(keyword).slice(0, 120),
          result_count: allMatches,
          rankable: chosen && !chosen.plan.tokens.every((token) => token.mode === 'text') ? 0 : 1,
        }
      : undefined;

  const corrected = chosen?.plan.corrected ? chosen.plan.keyword : null;
  const lexicon = chosen || query.literal === '1' ? undefined : await context.catalogue.lexicon(db);
  const suggested = lexicon && nearKeyword(query.keyword, await lexicon.vocabulary(), lexicon.synonyms);
  const response: SearchProductsResponse = {
    keyword: query.keyword,
    correctedKeyword: corrected,
    correctionNotice: corrected ? CORRECTION_NOTICE : null,
    suggestedKeyword: suggested ?? null,
    products: rows.map((row) => toProductSummary(row, context.shopBaseUrl)),
    pageInfo: pageInfo(query, totalCount),
    filters: { categories, maxPrice },
  };
  return { response, logged };
}
