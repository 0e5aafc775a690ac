/**
 * Typo correction: a word that finds nothing is replaced by the catalogue word closest to it in slips
 * (a wrong vowel, a doubled consonant, a missing or extra final consonant are the cheapest: `토마톼` ->
 * 토마토, `싸과` -> 사과, `감쟈` -> 감자), the more popular word first among equally close ones. Pure:
 * the service loads the vocabulary (search_suggestion keywords) and runs the corrected plan.
 */
import { chars, isSyllable, jamoOf } from './korean-text.ts';
import { namedWords, type SynonymDictionary } from './synonyms.ts';

export interface VocabularyWord {
  text: string;
  /** The word's characters (syllables), as code points. */
  syllables: string[];
  /** The word's jamo, as code points. */
  jamo: string[];
  /** Sum of (popularity + 1) of the products carrying it. */
  weight: number;
}

export interface Vocabulary {
  words: VocabularyWord[];
  /** Exact texts of two syllables or more, to tell a catalogue word from a typo. */
  known: Set<string>;
  /** The catalogue's one-syllable words (배, 무, 굴, 귤): known, but never a typo's correction. */
  singles: Set<string>;
  /** Every word (of two syllables or more) by its jamo, in code-point order, for completions. */
  byJamo: { jamo: string; text: string }[];
  /** The words as the catalogue writes them, not their tails (샐러드, not 러드): what may be offered. */
  wholes: Set<string>;
}

export function vocabularyOf(
  rows: readonly { text: string; weight: number }[],
  { tails = true }: { tails?: boolean } = {},
): Vocabulary {
  // Each word and its tails of two syllables or more: Korean compounds put the head last, so a typo
  // of 사과 finds the 꿀사과 of a catalogue that never writes 사과 alone.
  const weights = new Map<string, number>();
  const singles = new Set<string>();
  for (const row of rows) {
    const syllables = chars(row.text);
    if (!syllables.every(isSyllable)) continue;
    if (syllables.length === 1) singles.add(row.text);
    for (let start = 0; start <= (tails ? syllables.length - 2 : 0); start += 1) {
      const text = syllables.slice(start).join('');
      weights.set(text, (weights.get(text) ?? 0) + row.weight);
    }
  }
  const words = [...weights].map(([text, weight]) => ({
    text,
    syllables: chars(text),
    jamo: chars(jamoOf(text)),
    weight,
  }));
  const byJamo = words
    .map((word) => ({ jamo: word.jamo.join(''), text: word.text }))
    .sort((a, b) => (a.jamo < b.jamo ? -1 : a.jamo > b.jamo ? 1 : 0));
  const wholes = new Set(rows.map((row) => row.text));
  return { words, known: new Set(weights.keys()), singles, byJamo, wholes };
}

const dictionaryVocabularies = new WeakMap<SynonymDictionary, Vocabulary>();

/**
 * The words the dictionary names, as a vocabulary of their own (no tails): what a slip of a word only
 * the dictionary knows is corrected to (`켕첩` to 케첩, where every name writes 케찹).
 */
export function dictionaryVocabulary(dictionary: SynonymDictionary): Vocabulary {
  let vocabulary = dictionaryVocabularies.get(dictionary);
  if (!vocabulary) {
    vocabulary = vocabularyOf(
      [...namedWords(dictionary)].map((text) => ({ text, weight: 0 })),
      { tails: false },
    );
    dictionaryVocabularies.set(dictionary, vocabulary);
  }
  return vocabulary;
}

/** The catalogue words a half-typed word's jamo (`ㅇㅏㅂㅗㅋㅏㄷ`) completes, in jamo order. */
export function completionsOf(jamo: string, vocabulary: Vocabulary): string[] {
  const list = vocabulary.byJamo;
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (list[middle]!.jamo < jamo) low = middle + 1;
    else high = middle;
  }
  const found: string[] = [];
  for (let i = low; i < list.length && list[i]!.jamo.startsWith(jamo); i += 1) found.push(list[i]!.text);
  return found;
}

/** Whether a word is one the catalogue uses (of any length). */
export const isKnownWord = (word: string, vocabulary: Vocabulary): boolean =>
  vocabulary.known.has(word) || vocabulary.singles.has(word);

const SYLLABLE_BASE = 0xac00;
/** Initial consonants a slip of the shift key or a neighbour sound turns into each other: ㄱ ㄲ, ㄱ ㅋ … */
const NEAR_INITIALS: [number, number, number][] = [
  // ㄱㄲ ㄷㄸ ㅂㅃ ㅅㅆ ㅈㅉ (doubled), ㄱㅋ ㄷㅌ ㅂㅍ ㅈㅊ (aspirated)
  [0, 1, 0.5],
  [3, 4, 0.5],
  [7, 8, 0.5],
  [9, 10, 0.5],
  [12, 13, 0.5],
  [0, 15, 0.75],
  [3, 16, 0.75],
  [7, 17, 0.75],
  [12, 14, 0.75],
];
/**
 * Vowels a phone keyboard or an ear confuses (by medial index: ㅏ0 ㅐ1 ㅑ2 ㅒ3 ㅓ4 ㅔ5 ㅕ6 ㅖ7 ㅗ8 ㅘ9
 * ㅙ10 ㅚ11 ㅛ12 ㅜ13 ㅝ14 ㅞ15 ㅟ16 ㅠ17 ㅡ18 ㅢ19 ㅣ20): one stroke more or less (ㅏ ㅑ), ㅐ ㅔ, and a
 * compound vowel for one of its parts (ㅘ ㅗ).
 */
const NEAR_VOWELS = new Set(
  [
    [0, 2],
    [4, 6],
    [8, 12],
    [13, 17],
    [1, 3],
    [5, 7],
    [1, 5],
    [3, 7],
    [13, 18],
    [16, 20],
    [8, 9],
    [0, 9],
    [13, 14],
    [4, 14],
    [1, 10],
    [5, 15],
    [10, 11],
    [11, 15],
    [10, 15],
    [8, 11],
    [13, 16],
    [18, 19],
    [19, 20],
  ].flatMap(([a, b]) => [`${a}:${b}`, `${b}:${a}`]),
);

/** A syllable's initial, medial and final indices, or undefined for any other character. */
function partsOf(syllable: string): [number, number, number] | undefined {
  if (!isSyllable(syllable)) return undefined;
  const code = syllable.codePointAt(0)! - SYLLABLE_BASE;
  return [Math.floor(code / 588), Math.floor((code % 588) / 28), code % 28];
}

/**
 * What turning one syllable into another costs: a doubled or aspirated initial, a near vowel or a
 * missing or extra final consonant are half a slip; another final, three quarters; any other initial
 * or vowel, a whole one.
 */
export function syllableCost(a: string, b: string): number {
  if (a === b) return 0;
  const x = partsOf(a);
  const y = partsOf(b);
  if (!x || !y) return 1;
  let cost = 0;
  if (x[0] !== y[0]) {
    const near = NEAR_INITIALS.find(([p, q]) => (p === x[0] && q === y[0]) || (p === y[0] && q === x[0]));
    cost += near ? near[2] : 1;
  }
  if (x[1] !== y[1]) cost += NEAR_VOWELS.has(`${x[1]}:${y[1]}`) ? 0.5 : 1;
  if (x[2] !== y[2]) cost += x[2] === 0 || y[2] === 0 ? 0.5 : 0.75;
  return cost;
}

/**
 * How far a typed word is from a catalogue word of as many syllables, in slips: the sum of
 * syllableCost over the syllables, Infinity for words of different lengths (a dropped or extra
 * syllable is not a slip of the finger but another word: `고창배` is 고창 and 배, not a typo of 고창).
 */
export function typoDistance(a: readonly string[], b: readonly string[]): number {
  if (a.length !== b.length) return Infinity;
  return a.reduce((sum, syllable, i) => sum + syllableCost(syllable, b[i]!), 0);
}

/** How many slips a word of this many syllables may be away from what was meant. */
export const allowedSlips = (syllables: number): number => (syllables >= 4 ? 1.5 : 1);

/** Levenshtein distance of two jamo sequences, or `limit + 1` as soon as it must exceed `limit`. */
export function jamoDistance(a: readonly string[], b: readonly string[], limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * How many jamo edits a long word may be from a catalogue word of another length: a loanword spelled
 * with a syllable more or less (`캐슈너트` for 캐슈넛) is two.
 */
const respellEdits = (jamoLength: number): number => (jamoLength >= 8 ? 2 : 0);

/**
 * The catalogue word a typed word most likely meant, or undefined when the word is one of the
 * catalogue's, too short to guess (one syllable), or nothing is close enough. The fewest slips first;
 * among equally close words, the more popular.
 */
export function correctWord(word: string, vocabulary: Vocabulary): string | undefined {
  return vocabulary.known.has(word) ? undefined : nearestWord(word, vocabulary);
}

/**
 * The catalogue words a slip or two from a word (correctWord's measure and limits), other than the
 * word itself: the nearest first, the more popular first among equally near ones (`홍사`: 홍삼, then
 * 홍시).
 */
export function nearWords(
  word: string,
  vocabulary: Vocabulary,
  candidates: (text: string) => boolean = () => true,
): string[] {
  const syllables = chars(word);
  if (syllables.length < 2 || !syllables.every(isSyllable)) return [];
  const jamo = chars(jamoOf(word));
  const slips = allowedSlips(syllables.length);
  const edits = respellEdits(jamo.length);
  const near: { word: VocabularyWord; distance: number }[] = [];
  for (const candidate of vocabulary.words) {
    if (candidate.text === word || !candidates(candidate.text)) continue;
    const distance =
      candidate.syllables.length === syllables.length
        ? typoDistance(syllables, candidate.syllables)
        : edits > 0
          ? jamoDistance(jamo, candidate.jamo, edits)
          : Infinity;
    if (distance <= (candidate.syllables.length === syllables.length ? slips : edits))
      near.push({ word: candidate, distance });
  }
  return near
    .sort((a, b) => a.distance - b.distance || b.word.weight - a.word.weight)
    .map((found) => found.word.text);
}

/**
 * The catalogue word closest to a word in slips, other than the word itself (correctWord's measure):
 * for a known food word that found nothing, the one to offer ("혹시 배추를 찾으세요?" for 부추).
 */
export const nearestWord = (
  word: string,
  vocabulary: Vocabulary,
  candidates?: (text: string) => boolean,
): string | undefined => nearWords(word, vocabulary, candidates)[0];

/**
 * An unknown compound made of a catalogue word and a modifier (`맛간장` -> 간장, `피스타치오넛` ->
 * 피스타치오): the longest catalogue word it ends or starts with, at least half of it.
 */
export function compoundPart(word: string, vocabulary: Vocabulary): string | undefined {
  const syllables = chars(word);
  if (syllables.length < 3 || !syllables.every(isSyllable) || vocabulary.known.has(word)) return undefined;
  for (let length = syllables.length - 1; length >= Math.max(2, syllables.length / 2); length -= 1) {
    const tail = syllables.slice(-length).join('');
    if (vocabulary.known.has(tail)) return tail;
    const head = syllables.slice(0, length).join('');
    if (vocabulary.known.has(head)) return head;
  }
  return undefined;
}

/**
 * An unknown short word read as the clipped compound shoppers make of a longer catalogue word: its first
 * syllable starts the word and its others come later in it, in order (`블베` -> 블루베리, `샤머` ->
 * 샤인머스캣, `방토` -> 방울토마토). The most popular such word of up to three times its length.
 */
export function clippedWord(word: string, vocabulary: Vocabulary): string | undefined {
  const syllables = chars(word);
  if (syllables.length < 2 || syllables.length > 3 || !syllables.every(isSyllable)) return undefined;
  if (vocabulary.known.has(word)) return undefined;
  let best: VocabularyWord | undefined;
  for (const candidate of vocabulary.words) {
    const full = candidate.syllables;
    if (full[0] !== syllables[0] || full.length <= syllables.length || full.length > syllables.length * 3)
      continue;
    let at = 0;
    const inOrder = syllables.slice(1).every((syllable) => {
      at = full.indexOf(syllable, at + 1);
      return at > 0;
    });
    if (inOrder && (!best || candidate.weight > best.weight)) best = candidate;
  }
  return best?.text;
}

/** The words with every unknown one corrected (or cut to its known part), or undefined when none could be. */
export function correctWords(
  words: readonly string[],
  vocabulary: Vocabulary,
  correct: (word: string, vocabulary: Vocabulary) => string | undefined = correctWord,
): string[] | undefined {
  let changed = false;
  const corrected = words.map((word) => {
    const fixed = correct(word, vocabulary);
    if (fixed) changed = true;
    return fixed ?? word;
  });
  return changed ? corrected : undefined;
}

/**
 * A word that is not the catalogue's but two of its words of two syllables or more side by side
 * (`충주부사` -> 충주 + 부사), the most even cut first; undefined otherwise.
 */
export function knownSplit(word: string, vocabulary: Vocabulary): [string, string] | undefined {
  const syllables = chars(word);
  if (syllables.length < 4 || !syllables.every(isSyllable) || vocabulary.known.has(word)) return undefined;
  const cuts = [...syllables.keys()]
    .slice(2, syllables.length - 1)
    .sort((a, b) => Math.abs(syllables.length / 2 - a) - Math.abs(syllables.length / 2 - b));
  for (const cut of cuts) {
    const head = syllables.slice(0, cut).join('');
    const tail = syllables.slice(cut).join('');
    if (vocabulary.known.has(head) && vocabulary.known.has(tail)) return [head, tail];
  }
  return undefined;
}
