/**
 * Pure Korean text functions behind search: normalising, the grams the index stores, choseong and jamo
 * forms, particle stripping and wrong-keyboard-layout correction. No I/O, so they are property-tested
 * on their own and the indexer and the query planner cannot disagree about a form.
 */
import { assemble, convertQwertyToHangul, disassemble, getChoseong, removeLastCharacter } from 'es-hangul';

const HANGUL_SYLLABLE = /^[가-힣]$/;
/** Hangul compatibility jamo (ㄱ..ㅣ), what a Korean IME shows while a syllable is composing. */
const COMPAT_JAMO = /^[ㄱ-ㆎ]$/;
const COMPAT_CONSONANT = /^[ㄱ-ㅎ]$/;

export const isSyllable = (char: string): boolean => HANGUL_SYLLABLE.test(char);
export const isJamo = (char: string): boolean => COMPAT_JAMO.test(char);
export const isConsonantJamo = (char: string): boolean => COMPAT_CONSONANT.test(char);

/** Code points, so a syllable outside the BMP can never be split in half. */
export const chars = (text: string): string[] => Array.from(text);

/**
 * Folds what a shopper may type differently into one form: NFC (a decomposed macOS `사과` becomes the
 * composed one), full-width ASCII to ASCII, lower case, every run of punctuation or spaces to one space.
 * NFKC is deliberately not used: it would turn the compatibility jamo of `ㅅㄱ` into conjoining jamo.
 */
export function normalizeText(input: string): string {
  return input
    .normalize('NFC')
    .replace(/[！-～]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The space-free form that makes `꿀 사과` and `꿀사과` the same text. */
export const compactText = (input: string): string => normalizeText(input).replace(/ /g, '');

export const tokensOf = (input: string): string[] => normalizeText(input).split(' ').filter(Boolean);

/** Every run of `size` consecutive characters, each once, in order of first appearance. */
export function ngrams(text: string, size: number): string[] {
  const list = chars(text);
  const seen = new Set<string>();
  for (let i = 0; i + size <= list.length; i++) seen.add(list.slice(i, i + size).join(''));
  return [...seen];
}

/**
 * The grams a query word is looked up by: the word itself when it is one or two characters (쌀, 사과:
 * the commonest grocery words, each one posting list), else its bigrams. The index keeps unigrams as
 * well as bigrams: a bigram or trigram index alone finds nothing for 쌀.
 */
export function queryGrams(token: string): string[] {
  const compact = token.replace(/ /g, '');
  const length = chars(compact).length;
  if (length === 0) return [];
  return length <= 2 ? [compact] : ngrams(compact, 2);
}

/**
 * The initial consonants, one per character: syllables become their choseong, anything else stays as
 * it is, so positions in the result line up with positions in the input (the autocomplete highlights
 * with that).
 */
export const choseongOf = (text: string): string => getChoseong(text, { keepNonHangul: true });

/**
 * Runs of `size` consecutive initial consonants of a text (`ㅅㄱ` for 사과 with size 2), each once.
 * Only runs of syllables count: a digit or a letter in between breaks the run.
 */
export function choseongGrams(compact: string, size = 2): string[] {
  const list = chars(choseongOf(compact));
  const seen = new Set<string>();
  for (let i = 0; i + size <= list.length; i++) {
    const run = list.slice(i, i + size);
    if (run.every(isConsonantJamo)) seen.add(run.join(''));
  }
  return [...seen];
}

/** Every syllable split into its jamo (`사과` -> `ㅅㅏㄱㅗㅏ`); `사ㄱ` is then a prefix of 사과. */
export const jamoOf = (text: string): string => disassemble(text);

const COMPAT_VOWEL = /^[ㅏ-ㅣ]$/;

/**
 * The jamo from a syllable's start to the first and to the second consonant after its vowel, within
 * the syllable and the next one's initial (`ㅅㅏ` + `ㄱ` of 과: ㅅㅏㄱ; `ㅎㅏㄴ` + `ㅇ`: ㅎㅏㄴ, ㅎㅏㄴㅇ).
 */
function consonantEnds(jamo: readonly string[]): string[] {
  let vowels = 1;
  while (vowels < jamo.length && COMPAT_VOWEL.test(jamo[vowels]!)) vowels++;
  if (vowels === 1) return [];
  const ends: string[] = [];
  for (let end = vowels; end < Math.min(jamo.length, vowels + 2) && isConsonantJamo(jamo[end]!); end++) {
    ends.push(jamo.slice(0, end + 1).join(''));
  }
  return ends;
}

/**
 * The half-typed words a name holds whole, each with the syllable typed before its last consonant:
 * at every syllable, its jamo up to the first and the second consonant after the vowel, counting the
 * next syllable's initial (사과: ㅅㅏㄱ after 사; 한우: ㅎㅏㄴ after 하 and ㅎㅏㄴㅇ after 한; 닭: ㄷㅏㄹ,
 * ㄷㅏㄹㄱ). The index keeps them, so `사ㄱ`, `한ㅇ` and a composing `삭` are answered from their
 * postings (isIndexedHalfTyped) instead of confirming thousands of names.
 */
export function halfTypedForms(compact: string): { needle: string; prefix: string }[] {
  const list = chars(compact);
  const forms = new Map<string, string>();
  list.forEach((char, i) => {
    if (!isSyllable(char)) return;
    const next = list[i + 1];
    const jamo = chars(jamoOf(char) + (next && isSyllable(next) ? chars(jamoOf(next))[0] : ''));
    for (const needle of consonantEnds(jamo)) {
      if (!forms.has(needle)) forms.set(needle, assemble([chars(needle).slice(0, -1).join('')]));
    }
  });
  return [...forms].map(([needle, prefix]) => ({ needle, prefix }));
}

/** A half-typed word the index holds whole (halfTypedForms): one whole syllable, then one consonant. */
export function isIndexedHalfTyped(needle: string, prefix: string): boolean {
  return (
    chars(prefix).length === 1 &&
    needle.length === jamoOf(prefix).length + 1 &&
    needle.startsWith(jamoOf(prefix)) &&
    consonantEnds(chars(needle)).includes(needle)
  );
}

/** A token made only of initial consonants (`ㅅㄱ`, `ㄱㄱ`): the shopper searches by choseong. */
export const isChoseongQuery = (token: string): boolean =>
  token.length > 0 && chars(token).every(isConsonantJamo);

/** Syllables with jamo at the end (`사ㄱ`, `꿀사고ㅏ`): a half-typed last syllable. */
export function isHalfTyped(token: string): boolean {
  const list = chars(token);
  const last = list[list.length - 1];
  return list.length >= 2 && last !== undefined && isJamo(last) && list.some(isSyllable);
}

/** The leading run of complete characters of a half-typed token (`꿀사ㄱ` -> `꿀사`). */
export function completePrefix(token: string): string {
  const list = chars(token);
  let end = 0;
  while (end < list.length && !isJamo(list[end]!)) end++;
  return list.slice(0, end).join('');
}

/**
 * A word whose last syllable may still have been composing when it was sent (`삭` on the way to 사과,
 * `고굼` to 고구마): its jamo, and the complete syllables before the last jamo (`삭` -> 사), or
 * undefined when there is nothing complete to look it up by.
 */
export function composingReading(word: string): { jamo: string; prefix: string } | undefined {
  const list = chars(word);
  if (list.length === 0 || !list.every(isSyllable)) return undefined;
  const prefix = completePrefix(removeLastCharacter(word));
  return prefix ? { jamo: jamoOf(word), prefix } : undefined;
}

/**
 * Particles a shopper may leave on a word (`사과를`, `쌀로`, `배는`), longest first so `으로` wins
 * over `로`. Many grocery words end in a syllable that is also a particle (포도, 사과, 바나나), so the
 * planner only tries a stripped stem after the whole word found nothing.
 */
export const PARTICLES = [
  '에서부터',
  '으로부터',
  '이랑은',
  '에서는',
  '으로는',
  '에게서',
  '까지는',
  '이라도',
  '이라고',
  '에서',
  '에게',
  '한테',
  '으로',
  '이랑',
  '처럼',
  '보다',
  '하고',
  '라도',
  '이나',
  '까지',
  '부터',
  '만',
  '은',
  '는',
  '이',
  '가',
  '을',
  '를',
  '에',
  '의',
  '와',
  '과',
  '도',
  '로',
  '랑',
  '나',
] as const;

/**
 * Stems of a word without a trailing particle, the one without the longest particle first (`쌀이랑`
 * -> 쌀, then 쌀이). A stem keeps at least one syllable and the word must be all syllables, so `배`
 * and `ㅅㄱ` have no stems and `배는` has `배`.
 */
export function stripParticle(word: string): string[] {
  const list = chars(word);
  if (list.length < 2 || !list.every(isSyllable)) return [];
  const stems: string[] = [];
  for (const particle of PARTICLES) {
    if (!word.endsWith(particle)) continue;
    const stem = word.slice(0, word.length - particle.length);
    if (stem.length >= 1 && !stems.includes(stem)) stems.push(stem);
  }
  return stems;
}

/**
 * Text typed with the keyboard still in English mode (`tkrhk` for 사과) converted to what the shopper
 * meant, or undefined when the input is not Latin letters or does not become whole syllables (so real
 * English words like `apple` are left alone). Case matters (`T` is ㅆ), so this reads the raw input.
 */
export function convertWrongLayout(raw: string): string | undefined {
  const trimmed = raw.normalize('NFC').trim().replace(/\s+/g, ' ');
  if (!/^[A-Za-z]+( [A-Za-z]+)*$/.test(trimmed)) return undefined;
  const converted = trimmed
    .split(' ')
    .map((word) => convertQwertyToHangul(word))
    .join(' ');
  return /^[가-힣]+( [가-힣]+)*$/.test(converted) ? converted : undefined;
}

/**
 * Where a jamo-prefix or choseong match covers a display text: starting at `start` (a code-unit index
 * into `text`), the number of code units of the shortest stretch whose compact jamo form (or choseong
 * form) covers `needleLength` units of the key. Spaces and punctuation are skipped but included in the
 * stretch when they fall inside it, so `꿀 사` over `꿀 사과` marks `꿀 사`.
 */
export function coveredLength(
  text: string,
  start: number,
  needleLength: number,
  form: 'jamo' | 'choseong',
): number {
  let covered = 0;
  let index = start;
  while (index < text.length && covered < needleLength) {
    const char = String.fromCodePoint(text.codePointAt(index)!);
    const folded = compactText(char);
    if (folded) covered += form === 'jamo' ? jamoOf(folded).length : chars(folded).length;
    index += char.length;
  }
  return index - start;
}

/** Code-unit offsets of each word start of a display text, for suggestions that match mid-name. */
export function wordStarts(text: string): number[] {
  const starts: number[] = [];
  const pattern = /[\p{L}\p{N}]+/gu;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) starts.push(match.index);
  return starts;
}
