/**
 * How the banned-word matcher (banned-words.ts) reads a text before it looks for words: steps 1 and 2
 * of its file comment. Every character in its plain form (NFKC but for Hangul compatibility jamo,
 * Latin lower-cased), then each run of jamo that spells syllables assembled into them.
 *
 * es-hangul (the server's search uses it) is not used here: its `assemble` reads a run differently
 * (ㄱㅏㅂㅅ is 값 there, 갑 and a stray ㅅ here, since a final pair must be typed as one jamo to count)
 * and throws on a precomposed compound vowel (ㄱㅘ), and the tables below are needed anyway to turn
 * conjoining jamo into compatibility ones. The SPA's community form carries this file, so it stays
 * dependency-free.
 */

const CHO = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const JUNG = 'ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ';
/** Index 0 is "no final consonant". */
const JONG = ' ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ';
const COMPOUND_VOWELS: Record<string, string> = {
  ㅗㅏ: 'ㅘ',
  ㅗㅐ: 'ㅙ',
  ㅗㅣ: 'ㅚ',
  ㅜㅓ: 'ㅝ',
  ㅜㅔ: 'ㅞ',
  ㅜㅣ: 'ㅟ',
  ㅡㅣ: 'ㅢ',
};

const SYLLABLE_FIRST = 0xac00;
const SYLLABLE_LAST = 0xd7a3;
const JAMO_FIRST = 0x3131; // ㄱ
const VOWEL_FIRST = 0x314f; // ㅏ
const JAMO_LAST = 0x3163; // ㅣ

export const isSyllableCode = (code: number) => code >= SYLLABLE_FIRST && code <= SYLLABLE_LAST;
const isJamoCode = (code: number) => code >= JAMO_FIRST && code <= JAMO_LAST;
const isVowel = (char: string | undefined) => {
  const code = char === undefined ? 0 : char.charCodeAt(0);
  return code >= VOWEL_FIRST && code <= JAMO_LAST;
};
export const isConsonantJamo = (char: string) => {
  const code = char.charCodeAt(0);
  return code >= JAMO_FIRST && code < VOWEL_FIRST;
};
export const isLatin = (char: string) => char >= 'a' && char <= 'z';

/** Conjoining jamo (U+1100 block, what NFKC makes of half-width or circled jamo) as compatibility jamo. */
function compatibilityJamo(code: number): string | undefined {
  if (code >= 0x1100 && code < 0x1100 + CHO.length) return CHO[code - 0x1100];
  if (code >= 0x1161 && code < 0x1161 + JUNG.length) return JUNG[code - 0x1161];
  if (code >= 0x11a8 && code < 0x11a8 + JONG.length - 1) return JONG[code - 0x11a8 + 1];
  return undefined;
}

/** Step 1 (banned-words.ts): the text as single characters in their plain forms. */
export function foldCharacters(text: string): string[] {
  const out: string[] = [];
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x80) {
      out.push(char.toLowerCase());
      continue;
    }
    if (isSyllableCode(code) || isJamoCode(code)) {
      out.push(char);
      continue;
    }
    for (const part of char.normalize('NFKC').toLowerCase()) {
      out.push(compatibilityJamo(part.codePointAt(0) ?? 0) ?? part);
    }
  }
  return out;
}

/** Step 2 (banned-words.ts): a run of jamo with its syllables assembled; jamo that spell nothing are kept as they are. */
function assembleJamo(run: readonly string[]): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < run.length) {
    const initial = CHO.indexOf(run[i]!);
    if (initial < 0 || !isVowel(run[i + 1])) {
      out.push(run[i]!);
      i += 1;
      continue;
    }
    let vowel = run[i + 1]!;
    i += 2;
    const compound = COMPOUND_VOWELS[vowel + (run[i] ?? '')];
    if (compound) {
      vowel = compound;
      i += 1;
    }
    let final = 0;
    const candidate = run[i];
    // A consonant followed by a vowel starts the next syllable; otherwise it closes this one.
    if (candidate !== undefined && JONG.indexOf(candidate) > 0 && !isVowel(run[i + 1])) {
      final = JONG.indexOf(candidate);
      i += 1;
    }
    out.push(
      String.fromCharCode(SYLLABLE_FIRST + (initial * JUNG.length + JUNG.indexOf(vowel)) * 28 + final),
    );
  }
  return out;
}

/** Steps 1 and 2. */
export function foldText(text: string): string[] {
  return assembleRuns(foldCharacters(text));
}

export function assembleRuns(chars: readonly string[]): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < chars.length) {
    if (!isJamoCode(chars[i]!.charCodeAt(0))) {
      out.push(chars[i]!);
      i += 1;
      continue;
    }
    let end = i;
    let vowels = false;
    while (end < chars.length && isJamoCode(chars[end]!.charCodeAt(0))) {
      if (isVowel(chars[end])) vowels = true;
      end += 1;
    }
    const run = chars.slice(i, end);
    out.push(...(vowels ? assembleJamo(run) : run));
    i = end;
  }
  return out;
}
