import { readFileSync } from 'node:fs';
import { chars, choseongOf, isSyllable } from './korean-text.ts';

/**
 * Other names shoppers type for grocery words: loanword spellings (`쥬스`, `소세지`), dialect and old
 * words (`정구지`, `강냉이`), Sino-Korean trade names (`우육`, `계육`), short forms, fish and roe
 * names. A term maps to the words the catalogue more likely uses, the usual one first. A search for
 * the term alone finds the term and its words together, the best matches of any first; in a longer
 * search the usual word replaces the term when the words as typed found nothing.
 *
 * The dictionary is data: the shipped list is `synonyms.tsv` (term, tab, words separated by commas;
 * `#` comments), which migrations 0016, 0017 and 0023 copy into the `search_synonym` table; operators edit
 * the table with `npm run admin -- search synonym add|remove|list`, and the service reads the table.
 */
export type SynonymDictionary = ReadonlyMap<string, string>;

/** Parses the shipped list's format: one `term<TAB>word` a line, `#` comments and blank lines skipped. */
export function parseSynonyms(text: string): [term: string, word: string][] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => line.split('\t').map((part) => part.trim()) as [string, string])
    .filter(([term, word]) => term && word && term !== word);
}

/** The shipped list, as migration 0016 installs it (and the dictionary of pure tests). */
export const SHIPPED_SYNONYMS: SynonymDictionary = new Map(
  parseSynonyms(readFileSync(new URL('./synonyms.tsv', import.meta.url), 'utf8')),
);

/** Everyday English grocery words, for a shopper who typed the word rather than its Korean name. */
const ENGLISH: Record<string, string> = {
  apple: '사과',
  pear: '배',
  banana: '바나나',
  orange: '오렌지',
  lemon: '레몬',
  lime: '라임',
  mango: '망고',
  kiwi: '키위',
  grape: '포도',
  grapes: '포도',
  peach: '복숭아',
  strawberry: '딸기',
  blueberry: '블루베리',
  watermelon: '수박',
  melon: '멜론',
  cherry: '체리',
  avocado: '아보카도',
  pineapple: '파인애플',
  tangerine: '귤',
  milk: '우유',
  yogurt: '요거트',
  yoghurt: '요거트',
  cheese: '치즈',
  butter: '버터',
  egg: '계란',
  eggs: '계란',
  rice: '쌀',
  beef: '소고기',
  pork: '돼지고기',
  chicken: '닭',
  duck: '오리',
  salmon: '연어',
  tuna: '참치',
  shrimp: '새우',
  squid: '오징어',
  potato: '감자',
  onion: '양파',
  garlic: '마늘',
  tomato: '토마토',
  carrot: '당근',
  cabbage: '배추',
  mushroom: '버섯',
  tofu: '두부',
  kimchi: '김치',
  honey: '꿀',
  coffee: '커피',
  tea: '차',
  water: '생수',
  juice: '주스',
  noodle: '국수',
  noodles: '국수',
  ginseng: '인삼',
};

/** Words of one dictionary entry are separated by commas (`우육` -> `소고기,한우`). */
export const WORD_SEPARATOR = ',';

/** The dictionary's words for a term, the usual one first; none when it has no entry. */
export function dictionaryWords(word: string, dictionary: SynonymDictionary = SHIPPED_SYNONYMS): string[] {
  const entry = dictionary.get(word);
  if (!entry) return [];
  return entry.split(WORD_SEPARATOR).filter((other) => other !== '' && other !== word);
}

/**
 * The dictionary read backwards: for each word, the terms whose entries name it (`케찹` for 케첩,
 * `정구지` for 부추), so a shopper who types the usual word also finds the names that write it another
 * way. A term of one syllable is left out (`물` -> 생수 must not make 생수 find 콩나물), as is a term
 * that holds the word (`꿀사과` for 사과, found by the word already); a clipped term does count
 * (`삼겹` for 삼겹살: the names that write only 삼겹). And every word the dictionary names,
 * either side. Worked out once per dictionary.
 */
interface DictionaryIndex {
  reverse: Map<string, string[]>;
  named: Set<string>;
  /** The named words of two syllables or more by their initials (`ㅁㄴㅈ`: 마늘종, 마늘쫑 has ㅁㄴㅉ). */
  byInitials: Map<string, string[]>;
}
const indexes = new WeakMap<SynonymDictionary, DictionaryIndex>();

function dictionaryIndex(dictionary: SynonymDictionary): DictionaryIndex {
  const known = indexes.get(dictionary);
  if (known) return known;
  const index: DictionaryIndex = {
    reverse: new Map(),
    named: new Set(dictionary.keys()),
    byInitials: new Map(),
  };
  for (const [term, entry] of dictionary) {
    for (const word of entry.split(WORD_SEPARATOR)) {
      if (word === '' || word === term) continue;
      index.named.add(word);
      if ([...term].length < 2 || term.includes(word)) continue;
      const terms = index.reverse.get(word) ?? [];
      terms.push(term);
      index.reverse.set(word, terms);
    }
  }
  for (const word of index.named) {
    const syllables = chars(word);
    if (syllables.length < 2 || !syllables.every(isSyllable)) continue;
    const initials = choseongOf(word);
    index.byInitials.set(initials, [...(index.byInitials.get(initials) ?? []), word]);
  }
  indexes.set(dictionary, index);
  return index;
}

/**
 * Every other name of a word, in both directions: its entry's words, the usual first, then the terms
 * whose entries name it (`케첩`: 케찹; `부추`: 정구지; `요거트`: 요구르트 either way). Each once, never the
 * word itself.
 */
export function readingsOf(word: string, dictionary: SynonymDictionary = SHIPPED_SYNONYMS): string[] {
  const { reverse } = dictionaryIndex(dictionary);
  const forward = dictionaryWords(word, dictionary);
  // A term that is another spelling of one word (`요쿠르트` -> 요구르트, `바닷가재` -> 랍스터) also
  // takes that word's other names (요거트; 랍스타, 로브스터): the shopper means the thing, whatever
  // the names say.
  const [only] = forward;
  const through =
    forward.length === 1 && only ? [...dictionaryWords(only, dictionary), ...(reverse.get(only) ?? [])] : [];
  return [...new Set([...forward, ...(reverse.get(word) ?? []), ...through])].filter(
    (other) => other !== word,
  );
}

/**
 * What initials may mean through the dictionary: the other names of each word with exactly these
 * initials that the dictionary names and the catalogue writes (`ㅁㄴㅈ`: 마늘종, so 마늘쫑 too; `ㄷㄱ`:
 * 달걀, so 계란), never a word with these initials itself, which the initials find as they are. A word
 * no name writes is not what the shopper saw (`ㅁㄱㄹ` is not 마구로, so not 참치).
 */
export function initialsReadings(
  initials: string,
  written: (word: string) => boolean,
  dictionary: SynonymDictionary = SHIPPED_SYNONYMS,
): string[] {
  const words = (dictionaryIndex(dictionary).byInitials.get(initials) ?? []).filter(written);
  return [...new Set(words.flatMap((word) => readingsOf(word, dictionary)))].filter(
    (other) => choseongOf(other) !== initials,
  );
}

/** Every word the dictionary names, as a term or as one of a term's words. */
export const namedWords = (dictionary: SynonymDictionary = SHIPPED_SYNONYMS): ReadonlySet<string> =>
  dictionaryIndex(dictionary).named;

/** Whether the dictionary names a word, as a term or as one of a term's words. */
export const isDictionaryWord = (word: string, dictionary: SynonymDictionary = SHIPPED_SYNONYMS): boolean =>
  dictionaryIndex(dictionary).named.has(word);

/** The usual spelling of a word, or undefined when there is no other or it is already the usual one. */
export function canonicalSpelling(
  word: string,
  dictionary: SynonymDictionary = SHIPPED_SYNONYMS,
): string | undefined {
  return dictionaryWords(word, dictionary)[0];
}

/** The Korean grocery word for an English one (`apple` -> 사과), if it is a common one. */
export function koreanForEnglish(word: string): string | undefined {
  return ENGLISH[word.toLowerCase()];
}
