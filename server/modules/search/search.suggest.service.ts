/** Autocomplete: completions of a keyword as it is typed. */
import type { HighlightRange } from '#contract/rules/search-text.ts';
import type { Db } from '../../db/schema.ts';
import {
  chars,
  choseongOf,
  compactText,
  convertWrongLayout,
  coveredLength,
  isChoseongQuery,
  jamoOf,
  stripParticle,
  tokensOf,
} from './korean-text.ts';
import type { SearchCatalogue } from './search.catalogue.ts';
import { SUGGESTION_HEAD_JAMO, SUGGESTION_KEY_JAMO } from './search.document.ts';
import { suggestionsByPrefix } from './search.suggest.repository.ts';
import { correctWords, isKnownWord, nearWords } from './search.typo.ts';
import { canonicalSpelling, koreanForEnglish } from './synonyms.ts';

export interface Suggestion {
  text: string;
  kind: 'KEYWORD' | 'PRODUCT';
  highlights: HighlightRange[];
}

const AUTOCOMPLETE_MAX = 10;
/** How many near words a typo suggests completions of. */
const NEAR_WORDS = 3;
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
 * without a particle (`사과를`), in the Korean layout (`tkrhk`), as an English word (`apple`), and
 * last with its typos corrected as the results page corrects them (`토마톼` suggests 토마토…).
 */
export async function autoKeywords(
  db: Db,
  catalogue: SearchCatalogue,
  keyword: string,
): Promise<{ keyword: string; suggestions: Suggestion[] }> {
  const words = tokensOf(keyword);
  const lexicon = await catalogue.lexicon(db);
  const { synonyms } = lexicon;
  const stripped = words.map((word) => stripParticle(word)[0] ?? word);
  async function* readings() {
    yield words.join('');
    yield stripped.join('');
    // A dictionary term's word (`쥬스` suggests 주스…, `우육` 소고기…).
    yield words.map((word) => canonicalSpelling(word, synonyms) ?? word).join('');
    yield stripped.map((word) => canonicalSpelling(word, synonyms) ?? word).join('');
    yield compactText(convertWrongLayout(keyword) ?? '');
    yield words.map((word) => koreanForEnglish(word) ?? '').join('');
    yield* corrected();
  }
  // A word a slip from several (`홍사`: 홍삼, 홍시) is read as each of them, the nearest first.
  async function* corrected() {
    const vocabulary = await lexicon.vocabulary();
    for (const typed of [words, stripped]) {
      const [only, ...more] = typed;
      if (only && more.length === 0 && !vocabulary.known.has(only))
        yield nearWords(only, vocabulary).slice(0, NEAR_WORDS);
      else yield correctWords(typed, vocabulary)?.join('');
    }
  }
  const tried = new Set<string>();
  const suggest = async (reading: string | string[] | undefined) => {
    const fresh = [reading ?? []].flat().filter((text) => text && !tried.has(text));
    for (const text of fresh) tried.add(text);
    return interleave(await Promise.all(fresh.map((text) => suggestionsFor(db, text))));
  };
  for await (const reading of readings()) {
    const suggestions = await suggest(reading);
    if (suggestions.length === 0) continue;
    // A few completions of a word the catalogue does not have (`홍사` completes 홍삼 only): its
    // corrections fill the rest (홍시), as the results page would read it.
    if (suggestions.length < AUTOCOMPLETE_MAX) {
      const vocabulary = await lexicon.vocabulary();
      if (words.some((word) => !isKnownWord(word, vocabulary))) {
        for await (const reading of corrected()) suggestions.push(...(await suggest(reading)));
      }
    }
    return { keyword, suggestions: interleave([suggestions]).slice(0, AUTOCOMPLETE_MAX) };
  }
  return { keyword, suggestions: [] };
}

/** The lists' first items, then their second ones, and so on, each text once. */
function interleave(lists: readonly Suggestion[][]): Suggestion[] {
  const seen = new Set<string>();
  const merged: Suggestion[] = [];
  for (let i = 0; lists.some((list) => i < list.length); i += 1) {
    for (const list of lists) {
      const item = list[i];
      if (item && !seen.has(item.text)) {
        seen.add(item.text);
        merged.push(item);
      }
    }
  }
  return merged;
}
