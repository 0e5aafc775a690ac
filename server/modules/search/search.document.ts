/**
 * What the index stores for one product, computed from the catalogue without I/O: the normalised
 * forms, the grams of the inverted index and the autocomplete texts the product contributes.
 */
import type { Insertable } from 'kysely';
import type { SearchDocumentTable, SearchTermTable } from '../../db/schema-search.ts';
import {
  chars,
  choseongGrams,
  choseongOf,
  compactText,
  halfTypedForms,
  isSyllable,
  jamoOf,
  ngrams,
  normalizeText,
  tokensOf,
  wordStarts,
} from './korean-text.ts';

export interface IndexSource {
  productNo: number;
  name: string;
  origin: string;
  popularity: number;
  categoryCode: string;
  salePrice: number;
  soldOut: number;
  /** Category names from the top level down to the product's depth-3 category. */
  categoryPath: readonly string[];
  storeName: string | null;
  regionName: string | null;
  regionShortName: string | null;
}

export type SuggestionKind = 'KEYWORD' | 'PRODUCT';
export type SuggestionRef = readonly [kind: SuggestionKind, text: string];

export interface IndexedProduct {
  document: Insertable<SearchDocumentTable>;
  /** The posting rows of this product, one per term. */
  postings: Insertable<SearchTermTable>[];
  suggestions: SuggestionRef[];
  /** What each suggestion of this product adds to its weight. */
  weight: number;
}

/** Autocomplete keys are cut to this many jamo: enough for any real prefix, small for the index. */
export const SUGGESTION_KEY_JAMO = 48;

/** The separators of compound category names (`사과·배`, `감자·고구마·옥수수`). */
const CATEGORY_SPLIT = /[·,/]/;

/** A display text with single spaces, as suggestions show it. */
export const displayText = (text: string): string => text.normalize('NFC').replace(/\s+/g, ' ').trim();

/** The words of a category name: `사과·배` names two things a shopper searches for. */
export const categoryWords = (name: string): string[] =>
  name
    .split(CATEGORY_SPLIT)
    .map((part) => displayText(part))
    .filter(Boolean);

/** Name words worth suggesting on their own: Hangul words (`꿀사과`, `배`), not sizes like `3kg`. */
function nameKeywords(name: string): string[] {
  return tokensOf(name).filter((word) => Array.from(word).every(isSyllable));
}

/**
 * The tags a category gives its products. The broad top two levels count word by word (`수산·건어물`
 * -> 수산, 건어물), but a compound depth-3 category gives none: a pear from `사과·배` is not what a
 * shopper searching for 사과 wants, and the products of such a category name the thing itself.
 */
export function categoryTags(name: string, depth: number): string[] {
  const words = categoryWords(name);
  if (words.length === 1) return [compactText(name)].filter(Boolean);
  return depth < 3 ? words.map(compactText).filter(Boolean) : [];
}

/** The tags that are not categories: origin, store and the store's region. */
export function otherTags(source: IndexSource): string[] {
  const pieces: string[] & { length: typeof MAX_OTHER_TAGS } = [
    source.origin,
    source.storeName ?? '',
    source.regionName ?? '',
    source.regionShortName ?? '',
  ];
  return pieces.map(compactText).filter(Boolean);
}
/** How many other tags (so `#tag` postings) a product has at most. */
export const MAX_OTHER_TAGS = 4;

/** Every tag a product is also found by, between bars: `|과일|국산과일|경북청송|청송농원|`. */
export function tagsOf(source: IndexSource): string {
  const pieces = [
    ...source.categoryPath.flatMap((name, index) => categoryTags(name, index + 1)),
    ...otherTags(source),
  ];
  return `|${[...new Set(pieces)].join('|')}|`;
}

export type ScoredDocument = Pick<
  SearchDocumentTable,
  | 'name_compact'
  | 'name_spaced'
  | 'tags'
  | 'other_tags'
  | 'category_code'
  | 'choseong'
  | 'choseong_spaced'
  | 'head_jamo'
>;

/** The jamo of the short words queries score (one or two syllables), each taken apart once. */
const shortWordJamo = new Map<string, string>();
const jamoOfShortWord = (word: string): string => {
  let jamo = shortWordJamo.get(word);
  if (jamo === undefined) {
    jamo = jamoOf(word);
    if (shortWordJamo.size < 50_000) shortWordJamo.set(word, jamo);
  }
  return jamo;
};

/**
 * Match quality of a document for a text query, 100 best. The repository's scoreOf says the same in
 * SQL; a test holds the two together.
 */
export function textScore(document: ScoredDocument, compact: string, spaced: string): number {
  if (document.name_compact === compact) return 100;
  if (document.name_spaced.includes(` ${spaced} `))
    return chars(compact).length > 2 || jamoOfShortWord(spaced) === document.head_jamo ? 95 : MODIFIER_SCORE;
  if (document.name_spaced.includes(`${spaced} `)) return 85;
  if (document.name_spaced.includes(` ${spaced}`)) return 80;
  if (document.name_compact.includes(compact)) return 70;
  if (document.tags.includes(`|${compact}|`)) return 60;
  if (document.tags.includes(compact)) return 50;
  return 30;
}

/**
 * Words of a product name that say how it is sold, not what it is: grade, farming, pack and purpose.
 * Initial consonants are ambiguous (`ㄱㅅ` is 국산 as well as 국수), and a shopper typing them means the
 * thing, so these words, and the name's origin, store and region, match them below the others.
 */
export const SALES_WORDS: ReadonlySet<string> = new Set(
  `국산 국내산 수입 수입산 햇 특품 특상 특대 상품 정품 프리미엄 명품 고급 유기농 무농약 친환경 저농약 무항생제
  실속 실속형 가정용 선물용 선물세트 세트 대용량 소포장 소용량 손질 손질된 못난이 산지직송 직송 제철 당일 신선
  냉동 냉장 생물 국내 알뜰 특가 한정 인기 베스트 대과 중과 소과 꼬마 미니 자연산 양식`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * A short word (one or two syllables) that is a whole word of the name but not its head (head_jamo),
 * typically before the word naming the product: 꿀 in `해남 꿀 고구마`, 사과 in `사과 주스`. Korean puts the head last, so these rank
 * below the products the word names (꿀 1kg, 95; 아카시아꿀, 85) and above the compounds that start
 * with it (꿀사과, 80). Longer words keep 95: scoreOf (SQL) says the same for them.
 */
const MODIFIER_SCORE = 82;

/** A word of a name: whether it is a sales word or a place, and whether it is the name's head. */
interface NameWord {
  text: string;
  minor: boolean;
  /** No word after it names a thing: only sales words, places, sizes and counts follow. */
  head: boolean;
}

const namesAThing = (word: NameWord): boolean => !word.minor && /^[가-힣]/.test(word.text);

const wordsOf = new WeakMap<ScoredDocument, NameWord[]>();

/** The words of a name, as written (spaced), with their roles; worked out once per document. */
function nameWords(document: ScoredDocument): NameWord[] {
  const known = wordsOf.get(document);
  if (known) return known;
  const places = tagPieces(document.other_tags);
  const words = document.name_spaced
    .split(' ')
    .filter(Boolean)
    .map((text) => ({
      text,
      minor:
        SALES_WORDS.has(text) || (chars(text).length >= 2 && places.some((place) => place.includes(text))),
      head: false,
    }));
  let later = false;
  for (let i = words.length - 1; i >= 0; i -= 1) {
    const word = words[i]!;
    word.head = !later;
    later ||= namesAThing(word);
  }
  wordsOf.set(document, words);
  return words;
}

/** The initial consonants of each word of a name, and whether the word is a sales word or a place. */
interface ChoseongWord {
  initials: string;
  minor: boolean;
  head: boolean;
}

function choseongWords(document: ScoredDocument): ChoseongWord[] {
  // The two spaced forms hold the same words, one as written and one as initials.
  const words = nameWords(document);
  return document.choseong_spaced
    .split(' ')
    .filter(Boolean)
    .map((initials, i) => ({ initials, minor: words[i]?.minor ?? false, head: words[i]?.head ?? false }));
}

/**
 * Match quality for a choseong query (`ㅅㄱ`), the same levels as textScore, found word by word. A
 * sales word or a place (`ㄱㅊ` in 고창, `ㄱㅅ` in 국산) counts 75 at best: below the words that
 * name the product (고추, 국수), above initials found across words.
 */
export function choseongScore(
  document: ScoredDocument,
  needle: string,
  words: readonly ChoseongWord[] = choseongWords(document),
): number {
  if (document.choseong === needle) return 100;
  let best = 70;
  for (const { initials, minor, head } of words) {
    const level =
      initials === needle ? 95 : initials.endsWith(needle) ? 85 : initials.startsWith(needle) ? 80 : 0;
    if (level === 0) continue;
    best = Math.max(best, minor ? MINOR_WORD_SCORE : level < 95 && !head ? PART_OF_ANOTHER_WORD : level);
  }
  return best;
}

/**
 * Match quality for a half-typed word (`사ㄱ`, jamo `needle` after the whole syllables `prefix`):
 * completing the name's head (사과 in 사계절농원 청송 사과) beats completing another word (the brand
 * 사계절농원, the origin 상주 for `사ㅈ`) or running across words from the name's start, which beat it
 * inside a word (꿀사과). `jamo` is the compact name's. halfTypedScore says the same in SQL.
 */
export function jamoScore(document: ScoredDocument, jamo: string, needle: string, prefix: string): number {
  if (document.head_jamo.startsWith(needle)) return 90;
  return jamo.startsWith(needle) || document.name_spaced.includes(` ${prefix}`) ? 80 : 70;
}

/**
 * How another name of a searched word ranks (the dictionary's, `also`) against the word's own matches:
 * - `other`: one point below them at the same level (케첩 before 케찹);
 * - `kind`, of a word that names a category (쌀, 사과): also below the word's own matches that end a
 *   word, as Korean puts the head last (햅쌀 and 찹쌀 are 쌀, before 백미). A word that names none (물)
 *   says nothing by ending a word (콩나물), and its other names (생수) keep `other`;
 * - a part of the word (떡 for 떡국떡, 참치 for 참치캔, 표고 for 표고버섯): below every name that has the
 *   word, the longer part first, though its whole-word matches stay above the word found only in a
 *   category or another tag;
 * - `head`, another name of a half-typed word: just below the names it completes as their head, or
 *   else below every completion (halfTypedScore's 89 and 69).
 *
 * readingScore in the postings says the same in SQL.
 */
export type ReadingRank = 'other' | 'kind' | 'head' | { part: number };

export const readingRank = (word: string, reading: string, namesCategory: boolean): ReadingRank =>
  word.includes(reading)
    ? { part: chars(word).length - chars(reading).length }
    : namesCategory
      ? 'kind'
      : 'other';

export function readingScore(score: number, rank: ReadingRank): number {
  if (rank === 'other') return score - 1;
  if (rank === 'kind') return Math.min(score - 1, 84);
  if (rank === 'head') return score >= 95 ? 89 : 69;
  return score - 30 - rank.part;
}

/** Initials that start or end a word before the name's head (a brand: ㄴㅇ in 사계절농원 김치). */
const PART_OF_ANOTHER_WORD = 72;

/** The most a sales word or a place scores for initial consonants. */
const MINOR_WORD_SCORE = 75;

/** Postings of a tag that is not a category: the tag behind this mark (`#경북청송`). */
export const TAG_MARK = '#';
/** Postings of a depth-3 category: its code behind this mark (`@C010101`); one per product. */
export const CATEGORY_MARK = '@';

export const tagPieces = (tags: string): string[] => tags.split('|').filter(Boolean);

/**
 * The terms of one product with its match quality for each: the name's unigrams and bigrams, its
 * choseong bigrams and trigrams (three initial consonants, `ㄱㄱㅁ`, are a common search), its
 * half-typed forms (`ㅅㅏㄱ`: a syllable and the consonant after it) and its first choseong (a
 * one-consonant search means "names starting with ㅅ"); its category, and one `#tag` term per other
 * tag. Category and tag matches depend on the query and score 0 here.
 */
export function termsOf(document: ScoredDocument): Map<string, number> {
  const terms = new Map<string, number>();
  const add = (term: string, score: number) => terms.set(term, Math.max(score, terms.get(term) ?? 0));
  for (const size of [1, 2]) {
    for (const gram of ngrams(document.name_compact, size)) add(gram, textScore(document, gram, gram));
  }
  const words = choseongWords(document);
  for (const size of [2, 3]) {
    for (const gram of choseongGrams(document.name_compact, size))
      add(gram, choseongScore(document, gram, words));
  }
  const jamo = jamoOf(document.name_compact);
  for (const { needle, prefix } of halfTypedForms(document.name_compact))
    add(needle, jamoScore(document, jamo, needle, prefix));
  const first = Array.from(document.choseong)[0];
  if (first && first !== Array.from(document.name_compact)[0])
    add(first, choseongScore(document, first, words));
  add(`${CATEGORY_MARK}${document.category_code}`, 0);
  for (const piece of tagPieces(document.other_tags)) add(`${TAG_MARK}${piece}`, 0);
  return terms;
}

export function indexProduct(source: IndexSource): IndexedProduct {
  const nameCompact = compactText(source.name);
  const name = displayText(source.name);
  const keywords = new Set<string>(nameKeywords(source.name));
  const leaf = source.categoryPath[source.categoryPath.length - 1];
  if (leaf) for (const word of categoryWords(leaf)) keywords.add(word);
  const suggestions: SuggestionRef[] = [...keywords].map((text) => ['KEYWORD', text] as const);
  if (name && !keywords.has(name)) suggestions.push(['PRODUCT', name]);

  const weight = Math.max(0, source.popularity) + 1;
  const document: Insertable<SearchDocumentTable> = {
    product_no: source.productNo,
    name_compact: nameCompact,
    name_spaced: ` ${normalizeText(source.name)} `,
    tags: tagsOf(source),
    other_tags: `|${[...new Set(otherTags(source))].join('|')}|`,
    category_code: source.categoryCode,
    choseong: choseongOf(nameCompact),
    choseong_spaced: ` ${choseongOf(normalizeText(source.name))} `,
    jamo: jamoOf(nameCompact),
    head_jamo: '',
    sale_price: source.salePrice,
    popularity: source.popularity,
    sold_out: source.soldOut,
    suggestions: JSON.stringify({ weight, refs: suggestions } satisfies Contribution),
  };
  // The last word naming a thing; a name of places and sales words alone (`굴비 200g` from a shop
  // that gives 굴비 as the origin too) has its last Hangul word.
  const words = nameWords(document);
  const head =
    words.findLast((word) => word.head && namesAThing(word)) ??
    words.findLast((word) => /^[가-힣]/.test(word.text));
  // Set before the postings are scored: textScore reads it.
  document.head_jamo = head ? jamoOf(head.text) : '';
  const postings = [...termsOf(document)].map(([term, score]) => ({
    term,
    product_no: source.productNo,
    score,
    category_code: source.categoryCode,
    sale_price: source.salePrice,
    popularity: source.popularity,
    sold_out: source.soldOut,
  }));
  return { document, postings, suggestions, weight };
}

/** Jamo in a suggestion's head bucket: past this many, a prefix reads its bucket in weight order. */
export const SUGGESTION_HEAD_JAMO = 4;

export interface SuggestionKey {
  start: number;
  keyJamo: string;
  keyHead: string;
  keyChoseong: string;
}

/** One key per word start, so `꿀사` finds `청송 꿀사과` as well as `꿀사과`. */
export function suggestionKeys(text: string): SuggestionKey[] {
  return wordStarts(text).map((start) => {
    const rest = compactText(text.slice(start));
    const jamo = Array.from(jamoOf(rest));
    return {
      start,
      keyJamo: jamo.slice(0, SUGGESTION_KEY_JAMO).join(''),
      keyHead: jamo.slice(0, SUGGESTION_HEAD_JAMO).join(''),
      keyChoseong: Array.from(choseongOf(rest)).slice(0, SUGGESTION_KEY_JAMO).join(''),
    };
  });
}

/** What a product added to search_suggestion, as stored in its document so it can be taken back. */
export interface Contribution {
  weight: number;
  refs: SuggestionRef[];
}

export function parseContribution(stored: string): Contribution {
  try {
    const parsed = JSON.parse(stored) as { weight?: unknown; refs?: unknown };
    const refs = Array.isArray(parsed.refs)
      ? parsed.refs.filter(
          (entry): entry is SuggestionRef =>
            Array.isArray(entry) &&
            (entry[0] === 'KEYWORD' || entry[0] === 'PRODUCT') &&
            typeof entry[1] === 'string',
        )
      : [];
    return { weight: typeof parsed.weight === 'number' ? parsed.weight : 0, refs };
  } catch {
    return { weight: 0, refs: [] };
  }
}
