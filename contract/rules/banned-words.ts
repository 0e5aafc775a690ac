/**
 * The banned-word matcher, written once for the server (community text, nicknames) and the SPA (a
 * quick check while typing). Pure and zod-free; it never throws and runs in time linear in the text
 * for a given list (no regular expression is built from a word or from the text).
 *
 * How a text is read (steps 1 and 2 are banned-words-fold.ts):
 * 1. NFC, then NFKC one character at a time except Hangul compatibility jamo (ㄱ..ㅣ), which NFKC would
 *    turn into conjoining jamo: full-width letters, circled letters (ⓢ), half-width jamo and circled
 *    jamo (㉦) become the ordinary letter or jamo; Latin letters are lower-cased.
 * 2. Runs of jamo that spell syllables are assembled (ㅅㅣㅂㅏㄹ -> 시발); a jamo that spells nothing
 *    (the ㅋ of 씨ㅋ발) stays and is skipped like any symbol.
 * 3. Each script is matched on its own stream: a Hangul word against the Hangul syllables only, a
 *    Latin word against the Latin letters only (once with digits and symbols read as the letters they
 *    stand for: adm1n, $ex), a word of initial consonants (ㅅㅂ) against the runs of consonant jamo.
 *    Everything else between the letters (spaces, symbols, digits, emoji, the other script) is skipped,
 *    so 씨 발, 씨.발, 씨1발, 씨a발 and 씨ㅋ발 are all 씨발.
 *
 * Skipping spaces would also join innocent neighbours (`아저씨 발` has 씨발 across the space), so a
 * match that crosses whitespace counts only when it fills the words it touches (`씨 발`, `야 씨 발`;
 * not `아저씨 발`, not `구매 시 발송`). Symbols, digits, letters and jamo without whitespace are an
 * evasion, not a word boundary, and are skipped freely (`아저씨.발` is still 씨발). The 'name' mode (a
 * nickname: one word, no spaces allowed anyway) drops that rule.
 *
 * A whole-word entry (시발) matches only a whole word: not inside 시발점, 시발역, 시발택시, 출시발표.
 * The word may be followed by one of WHOLE_WORD_SUFFIXES (시발아, 시발놈), since Korean glues particles
 * to words.
 */

import {
  assembleRuns,
  foldCharacters,
  foldText,
  isConsonantJamo,
  isLatin,
  isSyllableCode,
} from './banned-words-fold.ts';

export interface BannedWordEntry {
  word: string;
  /** Matches only as a whole word (plus a particle), never inside a longer Hangul or Latin word. */
  wholeWord: boolean;
}

export type MatchMode = 'text' | 'name';

/** What may follow a whole-word entry in the same word: particles and the usual insulting endings. */
export const WHOLE_WORD_SUFFIXES: readonly string[] = [
  '아',
  '야',
  '이',
  '가',
  '은',
  '는',
  '을',
  '를',
  '도',
  '만',
  '들',
  '이야',
  '이다',
  '이네',
  '같은',
  '같네',
  '같다',
  '같이',
  '놈',
  '놈아',
  '놈들',
  '년',
  '년아',
  '새끼',
  '새끼야',
  '새기',
  '색기',
  's',
  'es',
  'y',
  'ing',
  'ed',
  'er',
  'ers',
];

// ------------------------------------------------------------------ streams

/** Digits and symbols written in place of Latin letters. */
const LOOKALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};

/**
 * The letters of one script in order (`letters`), grouped into words: `wordOf[i]` is the word of the
 * i-th letter, `wordStart`/`wordEnd` its bounds (end exclusive) in `letters`. Anything else between two
 * letters separates them; it separates words only when it contains whitespace (hard), or in any case
 * for the words used by whole-word entries within a word (`pieces`, split at every separator).
 */
interface Stream {
  letters: string;
  wordOf: number[];
  wordStart: number[];
  wordEnd: number[];
  pieceOf: number[];
  pieceStart: number[];
  pieceEnd: number[];
}

const WHITESPACE = /\s/u;

function streamOf(chars: readonly string[], pick: (char: string) => string | undefined): Stream {
  const stream: Stream = {
    letters: '',
    wordOf: [],
    wordStart: [],
    wordEnd: [],
    pieceOf: [],
    pieceStart: [],
    pieceEnd: [],
  };
  const letters: string[] = [];
  // Offsets are UTF-16 units, as indexOf counts them (a letter outside the BMP is two).
  let length = 0;
  let hard = true;
  let soft = true;
  for (const char of chars) {
    const letter = pick(char);
    if (letter === undefined) {
      soft = true;
      if (WHITESPACE.test(char)) hard = true;
      continue;
    }
    if (hard) {
      if (stream.wordStart.length > 0) stream.wordEnd.push(length);
      stream.wordStart.push(length);
    }
    if (soft) {
      if (stream.pieceStart.length > 0) stream.pieceEnd.push(length);
      stream.pieceStart.push(length);
    }
    hard = false;
    soft = false;
    for (let unit = 0; unit < letter.length; unit += 1) {
      stream.wordOf.push(stream.wordStart.length - 1);
      stream.pieceOf.push(stream.pieceStart.length - 1);
    }
    letters.push(letter);
    length += letter.length;
  }
  if (stream.wordStart.length > 0) stream.wordEnd.push(length);
  if (stream.pieceStart.length > 0) stream.pieceEnd.push(length);
  stream.letters = letters.join('');
  return stream;
}

const pickSyllable = (char: string) => (isSyllableCode(char.charCodeAt(0)) ? char : undefined);
const pickLatin = (char: string) => (isLatin(char) ? char : undefined);
const pickLookalike = (char: string) => (isLatin(char) ? char : LOOKALIKES[char]);
const pickConsonant = (char: string) => (isConsonantJamo(char) ? char : undefined);
const pickLetterOrDigit = (char: string) => (/[\p{L}\p{N}]/u.test(char) ? char : undefined);

const SUFFIXES = new Set(WHOLE_WORD_SUFFIXES);
const LONGEST_SUFFIX = Math.max(...WHOLE_WORD_SUFFIXES.map((suffix) => suffix.length));

/** `letters[end, until)` is empty or a suffix; never slices more than a suffix's length. */
const endsWord = (letters: string, end: number, until: number): boolean =>
  until === end || (until - end <= LONGEST_SUFFIX && SUFFIXES.has(letters.slice(end, until)));

/**
 * Whether `needle` occurs in the stream under the rules in the file comment. Every letter of the
 * stream is a candidate start at most once (indexOf moves forward), so the work is linear in the text
 * for a short needle.
 */
function occursIn(stream: Stream, needle: string, wholeWord: boolean, mode: MatchMode): boolean {
  const { letters } = stream;
  for (let at = letters.indexOf(needle); at >= 0; at = letters.indexOf(needle, at + 1)) {
    const end = at + needle.length;
    const first = stream.wordOf[at]!;
    const last = stream.wordOf[end - 1]!;
    const wordAligned = stream.wordStart[first] === at && endsWord(letters, end, stream.wordEnd[last]!);
    if (first !== last && mode === 'text') {
      // Across whitespace: the match must fill the words it touches.
      if (stream.wordStart[first] === at && stream.wordEnd[last] === end) return true;
      continue;
    }
    if (!wholeWord) return true;
    // A whole-word entry: the word (or, glued by symbols, the piece) must be the entry, plus a suffix.
    const piece = stream.pieceOf[at]!;
    const pieceLast = stream.pieceOf[end - 1]!;
    const pieceAligned =
      stream.pieceStart[piece] === at && endsWord(letters, end, stream.pieceEnd[pieceLast]!);
    if (wordAligned || (pieceAligned && piece === pieceLast)) return true;
  }
  return false;
}

// ------------------------------------------------------------------ the list

type Script = 'hangul' | 'latin' | 'consonants' | 'literal';

interface CompiledEntry {
  word: string;
  needle: string;
  script: Script;
  wholeWord: boolean;
}

/** A list ready to match many texts (the server keeps one per cache period). */
export interface BannedWordMatcher {
  entries: readonly CompiledEntry[];
}

/** How an entry is matched: by the script of its letters, or literally when it mixes scripts. */
export function compileEntry(entry: BannedWordEntry): CompiledEntry | undefined {
  const chars = foldText(entry.word);
  const syllables = chars.filter((c) => pickSyllable(c) !== undefined).join('');
  const latin = chars.filter((c) => pickLatin(c) !== undefined).join('');
  const consonants = chars.filter((c) => pickConsonant(c) !== undefined).join('');
  const literal = chars.filter((c) => pickLetterOrDigit(c) !== undefined).join('');
  const only = (part: string): boolean => part !== '' && part === literal;
  const script: Script | undefined = only(syllables)
    ? 'hangul'
    : only(latin)
      ? 'latin'
      : only(consonants)
        ? 'consonants'
        : literal !== ''
          ? 'literal'
          : undefined;
  if (!script) return undefined;
  return { word: entry.word, needle: literal, script, wholeWord: entry.wholeWord };
}

export function compileBannedWords(entries: readonly BannedWordEntry[]): BannedWordMatcher {
  const compiled: CompiledEntry[] = [];
  for (const entry of entries) {
    const one = compileEntry(entry);
    if (one) compiled.push(one);
  }
  return { entries: compiled };
}

/**
 * The banned words in a text, each once, in the list's spelling and order. `mode` 'name' is for a
 * nickname: a word spread over several spaced parts counts whatever surrounds it.
 */
export function findBannedWordsIn(
  list: BannedWordMatcher | readonly BannedWordEntry[],
  text: string,
  mode: MatchMode = 'text',
): string[] {
  const matcher = Array.isArray(list) ? compileBannedWords(list) : (list as BannedWordMatcher);
  if (matcher.entries.length === 0 || text === '') return [];
  // Jamo are read both ways: assembled (ㅅㅣㅂㅏㄹ is 시발) and skipped like symbols, since a stray
  // consonant and vowel put between syllables (씨ㅋㅠ발) assemble into a syllable of their own.
  const plain = foldCharacters(text);
  const chars = assembleRuns(plain);
  const streams = new Map<string, Stream>();
  const stream = (name: string, pick: (char: string) => string | undefined, source = chars): Stream => {
    let found = streams.get(name);
    if (!found) {
      found = streamOf(source, pick);
      streams.set(name, found);
    }
    return found;
  };
  const found: string[] = [];
  const seen = new Set<string>();
  for (const entry of matcher.entries) {
    if (seen.has(entry.word)) continue;
    const { needle, wholeWord } = entry;
    let hit = false;
    switch (entry.script) {
      case 'hangul':
        hit =
          occursIn(stream('hangul', pickSyllable), needle, wholeWord, mode) ||
          occursIn(stream('hangul-jamo-skipped', pickSyllable, plain), needle, wholeWord, mode);
        break;
      case 'latin':
        hit =
          occursIn(stream('latin', pickLatin), needle, wholeWord, mode) ||
          occursIn(stream('lookalike', pickLookalike), needle, wholeWord, mode);
        break;
      case 'consonants':
        hit = occursIn(stream('consonants', pickConsonant), needle, wholeWord, mode);
        break;
      case 'literal':
        hit = occursIn(stream('literal', pickLetterOrDigit), needle, wholeWord, mode);
        break;
    }
    if (hit) {
      seen.add(entry.word);
      found.push(entry.word);
    }
  }
  return found;
}
