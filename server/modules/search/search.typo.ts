/**
 * Typo correction: a word that finds nothing is replaced by the catalogue word closest to it in jamo
 * (a wrong vowel, a doubled consonant, a missing or extra final consonant are one edit: `토마톼` ->
 * 토마토, `싸과` -> 사과, `감쟈` -> 감자), the more popular word first among equally close ones. Pure:
 * the service loads the vocabulary (search_suggestion keywords) and runs the corrected plan.
 */
import { chars, isSyllable, jamoOf } from './korean-text.ts';

export interface VocabularyWord {
  text: string;
  /** The word's jamo, as an array of code points. */
  jamo: string[];
  /** Sum of (popularity + 1) of the products carrying it. */
  weight: number;
}

export interface Vocabulary {
  words: VocabularyWord[];
  /** Exact texts, to tell a catalogue word from a typo. */
  known: Set<string>;
}

export function vocabularyOf(rows: readonly { text: string; weight: number }[]): Vocabulary {
  // Each word and its tails of two syllables or more: Korean compounds put the head last, so a typo
  // of 사과 finds the 꿀사과 of a catalogue that never writes 사과 alone.
  const weights = new Map<string, number>();
  for (const row of rows) {
    const syllables = chars(row.text);
    if (syllables.length < 2 || !syllables.every(isSyllable)) continue;
    for (let start = 0; start <= syllables.length - 2; start += 1) {
      const text = syllables.slice(start).join('');
      weights.set(text, (weights.get(text) ?? 0) + row.weight);
    }
  }
  const words = [...weights].map(([text, weight]) => ({ text, jamo: chars(jamoOf(text)), weight }));
  return { words, known: new Set(weights.keys()) };
}

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

/** How many jamo edits a word of this many jamo may be away from what was meant. */
export const allowedEdits = (jamoLength: number): number => (jamoLength >= 8 ? 2 : 1);

/**
 * The catalogue word a typed word most likely meant, or undefined when the word is one of the
 * catalogue's, too short to guess (one syllable), or nothing is close enough.
 */
export function correctWord(word: string, vocabulary: Vocabulary): string | undefined {
  const syllables = chars(word);
  if (syllables.length < 2 || !syllables.every(isSyllable) || vocabulary.known.has(word)) return undefined;
  const jamo = chars(jamoOf(word));
  const limit = allowedEdits(jamo.length);
  let best: { word: VocabularyWord; distance: number } | undefined;
  for (const candidate of vocabulary.words) {
    const edits = jamoDistance(jamo, candidate.jamo, limit);
    if (edits > limit) continue;
    // A slip rarely changes the first consonant: among equally close words, those keeping it first.
    const distance = edits + (candidate.jamo[0] === jamo[0] ? 0 : 0.5);
    if (
      !best ||
      distance < best.distance ||
      (distance === best.distance && candidate.weight > best.word.weight)
    ) {
      best = { word: candidate, distance };
    }
  }
  return best?.word.text;
}

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
