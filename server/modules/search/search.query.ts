/**
 * Turns what a shopper typed into match plans, tried in order until one finds something: the words as
 * typed, then without particles (`사과를`), then with the usual spelling of a loanword (`쥬스`), then
 * the same again for a keyword typed on the wrong keyboard layout (`tkrhk`), then an English grocery
 * word in Korean (`apple`). Pure: the repository turns a plan into SQL.
 */
import {
  chars,
  choseongGrams,
  choseongOf,
  compactText,
  completePrefix,
  composingReading,
  convertWrongLayout,
  isChoseongQuery,
  isConsonantJamo,
  isHalfTyped,
  isIndexedHalfTyped,
  isSyllable,
  jamoOf,
  queryGrams,
  stripParticle,
  tokensOf,
} from './korean-text.ts';
import {
  choseongScore,
  jamoScore,
  type ReadingRank,
  readingRank,
  readingScore,
  type ScoredDocument,
  textScore,
} from './search.document.ts';
import { canonicalSpelling, koreanForEnglish, readingsOf, type SynonymDictionary } from './synonyms.ts';

/**
 * How one word of the query matches a product:
 * - text: the word is a substring of the compact name or of a tag (category, origin, store);
 * - choseong: the word (`ㅅㄱ`) is a substring of the name's initial consonants, or for a single
 *   consonant their first one;
 * - jamo: the word with a half-typed last syllable (`사ㄱ`) is a substring of the name's jamo.
 */
export type TokenMode = 'text' | 'choseong' | 'jamo';

export interface TokenMatch {
  mode: TokenMode;
  /** The form the LIKE looks for: compact text, choseong or jamo. */
  needle: string;
  /** The complete syllables at the start of the word as typed (`사ㄱ` -> 사), for ranking. */
  prefix: string;
  /** The index grams every matching product has. Empty only for a word that cannot match. */
  grams: string[];
  /**
   * The other names a plain word is read with (`물`: 생수; in 제주 귤, 귤: 감귤, 밀감), found together
   * with it and ranked one point below it among equals.
   */
  also?: string[];
}

export interface MatchPlan {
  /** The keyword these results are for, normalised with single spaces (logged and ranked). */
  keyword: string;
  tokens: TokenMatch[];
  /** Set when this plan reads the keyword in another keyboard layout. */
  corrected: boolean;
  /** A loose reading (a split compound, a composing syllable): tried after typo correction. */
  loose?: boolean;
  /**
   * Words read without a particle (`사과를` -> 사과). The reading holds only when the catalogue knows
   * them: `샤과` is a typo of 사과, not 샤 and the particle 과.
   */
  stems?: string[];
}

function tokenMatch(word: string): TokenMatch {
  if (isChoseongQuery(word)) {
    const length = chars(word).length;
    return {
      mode: 'choseong',
      needle: word,
      prefix: '',
      grams: length === 1 ? [word] : choseongGrams(word, Math.min(length, 3)),
    };
  }
  if (isHalfTyped(word)) return jamoToken(jamoOf(word), completePrefix(word));
  return { mode: 'text', needle: word, prefix: word, grams: queryGrams(word) };
}

/**
 * A word whose last syllable is still being typed: its jamo, and the whole syllables before. `호ㄷ`
 * (and `홛`, still composing) is 호 and then a syllable starting with ㄷ: the name's choseong has ㅎㄷ,
 * which narrows the many names with 호 in them to the few the jamo check then confirms.
 */
function jamoToken(needle: string, prefix: string): TokenMatch {
  const next = chars(needle)[chars(jamoOf(prefix)).length];
  const last = chars(prefix).pop();
  const pair = last && next && isConsonantJamo(next) ? choseongOf(last) + next : undefined;
  const grams = queryGrams(prefix);
  return { mode: 'jamo', needle, prefix, grams: pair && isChoseongQuery(pair) ? [...grams, pair] : grams };
}

export function planOf(words: readonly string[], corrected = false): MatchPlan {
  return { keyword: words.join(' '), tokens: words.map(tokenMatch), corrected };
}

/**
 * A plan of one word that the postings answer on their own, with no document to read for most of
 * it: any plain word (사과, 고구마, 건어물), two or three initial consonants (ㅅㄱ, ㄱㄱㅁ) or one
 * syllable and the consonant after it (`사ㄱ`: halfTypedForms). The commonest searches are these.
 */
export function singleWord(plan: MatchPlan): { word: string; mode: TokenMode; also: string[] } | undefined {
  const [token, ...rest] = plan.tokens;
  if (!token || rest.length > 0) return undefined;
  const single = { word: token.needle, mode: token.mode, also: token.also ?? [] };
  switch (token.mode) {
    case 'text':
      return single;
    case 'choseong': {
      const length = chars(token.needle).length;
      return length >= 2 && length <= 3 ? single : undefined;
    }
    case 'jamo':
      return isIndexedHalfTyped(token.needle, token.prefix) ? single : undefined;
  }
}

/** The whole keyword without spaces, when every word is plain text (for scoring whole-name matches). */
export function plainCompact(plan: MatchPlan): string | undefined {
  return plan.tokens.every((token) => token.mode === 'text') ? compactText(plan.keyword) : undefined;
}

/** How well one word of a query matches a document, on textScore's scale. */
function tokenScore(
  document: ScoredDocument & { jamo: string; head_jamo: string },
  token: TokenMatch,
  /** How each of the token's other names (`also`) ranks. */
  ranks: readonly ReadingRank[],
): number {
  switch (token.mode) {
    case 'text':
      // Another name of the word (`also`) as readingScore ranks it, as in pagePostings.
      return Math.max(
        textScore(document, token.needle, token.needle),
        ...(token.also ?? []).map((word, i) => readingScore(textScore(document, word, word), ranks[i]!)),
      );
    case 'choseong':
      // The other names of the words the initials spell (`also`, text) as for a word.
      return Math.max(
        choseongScore(document, token.needle),
        ...(token.also ?? []).map((word, i) => readingScore(textScore(document, word, word), ranks[i]!)),
      );
    case 'jamo':
      return jamoScore(document, document.jamo, token.needle, token.prefix);
  }
}

/**
 * Match quality of a document for a plan of several words: the words found where they are words of
 * the name (`고창 배` in 고창 배, not in 고창 알배추; `ㅌㅇ ㄹㅁ` in 통영 레몬, not 통영 프리미엄 홍삼), on
 * average, or the words joined as the name writes them (`도 라지` is 도라지, not 배도라지즙), whichever
 * is better. Computed in TypeScript over the fetched matches (the plan's joined form worked out once, not
 * per match); scoreOf says the same for one word.
 */
export function planScore(
  plan: MatchPlan,
  namesCategory: (word: string) => boolean,
): (document: ScoredDocument & { jamo: string }) => number {
  const joined = plainCompact(plan);
  // Initials' other names rank as `other`: initials name no category.
  const ranks = plan.tokens.map((token) =>
    (token.also ?? []).map((word) =>
      readingRank(token.needle, word, token.mode === 'text' && namesCategory(token.needle)),
    ),
  );
  return (document) => {
    const apart =
      plan.tokens.reduce((sum, token, i) => sum + tokenScore(document, token, ranks[i]!), 0) /
      plan.tokens.length;
    if (joined === undefined) return apart;
    return Math.max(apart, textScore(document, joined, plan.keyword), textScore(document, joined, joined));
  };
}

/** Ways to split an unmatched compound that are tried, the most even first. */
const MAX_SPLITS = 4;

function splits(word: string | undefined, corrected: boolean): MatchPlan[] {
  if (!word || chars(word).length < 3 || !chars(word).every(isSyllable)) return [];
  const list = chars(word);
  return [...list.keys()]
    .slice(1)
    .sort((a, b) => Math.abs(list.length / 2 - a) - Math.abs(list.length / 2 - b))
    .slice(0, MAX_SPLITS)
    .map((cut) => ({
      ...planOf([list.slice(0, cut).join(''), list.slice(cut).join('')], corrected),
      loose: true,
    }));
}

/**
 * One plain word the dictionary knows in either direction, read together with its other names (`물`:
 * 생수; `우육`: 소고기, 한우; `케첩`: 케찹), or undefined for any other plan. The word's own matches
 * rank first among equals.
 */
export function withDictionary(plan: MatchPlan, synonyms?: SynonymDictionary): MatchPlan | undefined {
  const [token, ...rest] = plan.tokens;
  if (token?.mode !== 'text' || rest.length > 0 || token.also) return undefined;
  const also = readingsOf(token.needle, synonyms);
  return also.length > 0 ? { ...plan, tokens: [{ ...token, also }] } : undefined;
}

/**
 * The readings of some words, as typed first: through the dictionary (a single word together with its
 * dictionary words, in a longer keyword the first dictionary word in its place), without particles
 * (`stems`, which hold only if the catalogue knows them), then the loose readings: splits and a
 * composing last syllable.
 */
export function variants(
  words: readonly string[],
  corrected: boolean,
  synonyms?: SynonymDictionary,
): MatchPlan[] {
  const spell = (word: string) => canonicalSpelling(word, synonyms) ?? word;
  const plans = [planOf(words, corrected)];
  const respelled = words.map(spell);
  const dictionaryReading = (plain: MatchPlan, spelled: string[]) =>
    withDictionary(plain, synonyms) ?? planOf(spelled, corrected);
  if (respelled.some((word, i) => word !== words[i])) plans.push(dictionaryReading(plans[0]!, respelled));
  const stripped = words.map((word) => stripParticle(word)[0] ?? word);
  const stems = stripped.filter((word, i) => word !== words[i]);
  if (stems.length > 0) plans.push({ ...planOf(stripped, corrected), stems });
  const spelled = stripped.map(spell);
  if (spelled.some((word, i) => word !== stripped[i]))
    plans.push({
      ...dictionaryReading(planOf(stripped, corrected), spelled),
      ...(stems.length > 0 ? { stems } : {}),
    });
  // A compound the catalogue writes apart with something between (`논산딸기` for 논산 설향 딸기),
  // the word as typed first (`성주사과` is 성주 + 사과, not 성주사 + particle 과).
  if (words.length === 1) plans.push(...splits(respelled[0], corrected), ...splits(spelled[0], corrected));
  const last = spelled[spelled.length - 1];
  // The last syllable may have been sent while still composing (`삭` for 사과).
  const composing = last ? composingReading(last) : undefined;
  if (last && composing) {
    plans.push({
      keyword: spelled.join(' '),
      tokens: [...spelled.slice(0, -1).map(tokenMatch), jamoToken(composing.jamo, composing.prefix)],
      corrected,
      // A last syllable with a final consonant is most likely still composing (`바난` for 바나나);
      // one without (`샤과`) is more likely a typo, read first.
      loose: !/[ㄱ-ㅎ]$/.test(jamoOf(last)),
      ...(stems.length > 0 ? { stems } : {}),
    });
  }
  return plans;
}

/**
 * The plans for a keyword, best first. The service runs them in order and keeps the first that finds
 * anything, so `포도` is never cut to `포` and `apple` is never read as Korean while it matches.
 */
export function plansFor(
  rawKeyword: string,
  options: {
    synonyms?: SynonymDictionary;
    /** Only the keyword as typed (the "search for what I typed" link): no layout or English reading. */
    literal?: boolean;
  } = {},
): MatchPlan[] {
  const words = tokensOf(rawKeyword);
  const plans = words.length > 0 ? variants(words, false, options.synonyms) : [];
  const converted = options.literal ? undefined : convertWrongLayout(rawKeyword);
  if (converted) plans.push(...variants(tokensOf(converted), true, options.synonyms));
  const translated = words.map(koreanForEnglish);
  if (!options.literal && words.length > 0 && translated.every((word) => word !== undefined)) {
    plans.push(planOf(translated as string[], true));
  }
  return uniquePlans(plans);
}

/** Drops repeated plans and those that cannot match. */
export function uniquePlans(plans: readonly MatchPlan[]): MatchPlan[] {
  const seen = new Set<string>();
  return plans.filter((plan) => {
    const key = `${plan.corrected}:${plan.tokens.map((token) => `${token.mode}/${token.needle}/${token.also ?? ''}`).join(' ')}`;
    if (seen.has(key) || plan.tokens.some((token) => token.grams.length === 0)) return false;
    seen.add(key);
    return true;
  });
}

/** The key search logs count by: `꿀 사과` and `꿀사과` are one keyword. */
export const keywordKey = (keyword: string): string => compactText(keyword);
