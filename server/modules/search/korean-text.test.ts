import { convertHangulToQwerty } from 'es-hangul';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chars,
  choseongGrams,
  choseongOf,
  compactText,
  completePrefix,
  convertWrongLayout,
  coveredLength,
  halfTypedForms,
  isChoseongQuery,
  isHalfTyped,
  isIndexedHalfTyped,
  jamoOf,
  ngrams,
  normalizeText,
  queryGrams,
  stripParticle,
  tokensOf,
  wordStarts,
} from './korean-text.ts';

const syllable = fc.integer({ min: 0xac00, max: 0xd7a3 }).map((code) => String.fromCharCode(code));
const syllables = (min: number, max: number) =>
  fc.array(syllable, { minLength: min, maxLength: max }).map((list) => list.join(''));
const groceryChar = fc.oneof(
  syllable,
  fc.constantFrom(' ', '  ', '·', '(', ')', ',', 'k', 'g', '3', '0', 'A', 'ㅅ', 'ㄱ'),
);
const groceryText = fc.array(groceryChar, { maxLength: 30 }).map((list) => list.join(''));

describe('normalizeText and compactText', () => {
  it('folds spacing, punctuation and case the same way', () => {
    expect(normalizeText('  청송 꿀사과(부사)  3KG！ ')).toBe('청송 꿀사과 부사 3kg');
    expect(compactText('꿀 사과')).toBe(compactText('꿀사과'));
    expect(tokensOf('제주  감귤, 5kg')).toEqual(['제주', '감귤', '5kg']);
  });

  it('composes decomposed Hangul and keeps compatibility jamo', () => {
    expect(normalizeText('사과'.normalize('NFD'))).toBe('사과');
    expect(normalizeText('ㅅㄱ')).toBe('ㅅㄱ');
  });

  it('makes the compact form spacing-invariant', () => {
    fc.assert(
      fc.property(groceryText, fc.nat({ max: 30 }), (text, at) => {
        const cut = Math.min(at, text.length);
        const spaced = `${text.slice(0, cut)} ${text.slice(cut)}`;
        return compactText(spaced) === compactText(text);
      }),
    );
    fc.assert(
      fc.property(fc.array(syllables(1, 4), { minLength: 1, maxLength: 4 }), (words) => {
        return compactText(words.join(' ')) === compactText(words.join(''));
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(fc.property(groceryText, (text) => normalizeText(normalizeText(text)) === normalizeText(text)));
  });
});

describe('grams', () => {
  it('gives bigrams that are substrings of the text', () => {
    fc.assert(
      fc.property(syllables(0, 12), (text) =>
        ngrams(text, 2).every((gram) => text.includes(gram) && chars(gram).length === 2),
      ),
    );
  });

  it('looks words of one or two characters up as one gram, longer ones by their bigrams', () => {
    expect(queryGrams('쌀')).toEqual(['쌀']);
    expect(queryGrams('사과')).toEqual(['사과']);
    expect(queryGrams('꿀사과')).toEqual(['꿀사', '사과']);
    expect(ngrams('사과사과', 2)).toEqual(['사과', '과사']);
    expect(queryGrams('')).toEqual([]);
  });

  it('finds a query inside a text only if the text holds all its grams', () => {
    fc.assert(
      fc.property(syllables(1, 10), fc.nat(), fc.nat(), (text, a, b) => {
        const start = a % text.length;
        const end = start + 1 + (b % (text.length - start));
        const needle = text.slice(start, end);
        const indexed = new Set([...ngrams(text, 1), ...ngrams(text, 2)]);
        return queryGrams(needle).every((gram) => indexed.has(gram));
      }),
    );
  });
});

describe('choseong and jamo', () => {
  it('has one choseong per character', () => {
    fc.assert(fc.property(syllables(0, 12), (text) => chars(choseongOf(text)).length === chars(text).length));
    fc.assert(fc.property(groceryText, (text) => chars(choseongOf(text)).length === chars(text).length));
    expect(choseongOf('사과')).toBe('ㅅㄱ');
    expect(choseongOf('청송꿀사과3kg')).toBe('ㅊㅅㄲㅅㄱ3kg');
  });

  it('indexes consecutive choseong pairs only', () => {
    expect(choseongGrams('청송꿀사과3kg')).toEqual(['ㅊㅅ', 'ㅅㄲ', 'ㄲㅅ', 'ㅅㄱ']);
    expect(choseongGrams('감귤')).toEqual(['ㄱㄱ']);
    expect(choseongGrams('꿀고구마', 3)).toEqual(['ㄲㄱㄱ', 'ㄱㄱㅁ']);
    expect(choseongGrams('사과3kg', 3)).toEqual([]);
  });

  it('makes a half-typed syllable a jamo prefix of the whole word', () => {
    expect(jamoOf('사과').startsWith(jamoOf('사ㄱ'))).toBe(true);
    expect(jamoOf('사과').startsWith(jamoOf('삭'))).toBe(true);
    fc.assert(
      fc.property(syllables(1, 6), fc.nat(), (word, cut) => {
        const jamo = jamoOf(word);
        const prefix = jamo.slice(0, 1 + (cut % jamo.length));
        return jamo.startsWith(prefix);
      }),
    );
  });

  it('indexes exactly the half-typed words a name has in its jamo', () => {
    expect(halfTypedForms('꿀사과').map((form) => form.needle)).toEqual(['ㄲㅜㄹ', 'ㄲㅜㄹㅅ', 'ㅅㅏㄱ']);
    expect(halfTypedForms('닭').map((form) => form.prefix)).toEqual(['다', '달']);
    expect(isIndexedHalfTyped(jamoOf('사ㄱ'), '사')).toBe(true);
    expect(isIndexedHalfTyped(jamoOf('한ㅇ'), '한')).toBe(true);
    // A composing 닭 is 다 and two consonants, and 고구ㅁ has two whole syllables: read from documents.
    expect(isIndexedHalfTyped(jamoOf('닭'), '다')).toBe(false);
    expect(isIndexedHalfTyped(jamoOf('고구ㅁ'), '고구')).toBe(false);
    // Names of syllables and other characters (loose jamo in a name are not a half-typed word's).
    const nameChar = fc.oneof(syllable, fc.constantFrom('k', 'g', '3', 'A'));
    const name = fc.array(nameChar, { maxLength: 8 }).map((list) => list.join(''));
    const consonant = fc.constantFrom(...'ㄱㄲㄴㄷㄹㅁㅂㅅㅆㅇㅈㅊㅋㅌㅍㅎ');
    fc.assert(
      fc.property(name, syllable, consonant, name, fc.boolean(), (before, typed, next, after, inside) => {
        const text = inside ? `${before}${typed}${next === 'ㅇ' ? '우' : '가'}${after}` : `${before}${after}`;
        const needle = jamoOf(typed) + next;
        if (!isIndexedHalfTyped(needle, typed)) return true;
        const indexed = halfTypedForms(text).some((form) => form.needle === needle);
        return indexed === jamoOf(text).includes(needle);
      }),
      { numRuns: 2000 },
    );
  });

  it('tells choseong and half-typed queries apart from words', () => {
    expect(isChoseongQuery('ㅅㄱ')).toBe(true);
    expect(isChoseongQuery('사ㄱ')).toBe(false);
    expect(isHalfTyped('사ㄱ')).toBe(true);
    expect(isHalfTyped('사과')).toBe(false);
    expect(isHalfTyped('ㅅㄱ')).toBe(false);
    expect(completePrefix('꿀사ㄱ')).toBe('꿀사');
  });
});

describe('stripParticle', () => {
  it('strips particles shoppers type', () => {
    expect(stripParticle('사과를')).toEqual(['사과']);
    expect(stripParticle('쌀로')).toEqual(['쌀']);
    expect(stripParticle('배는')).toEqual(['배']);
    expect(stripParticle('고구마로')[0]).toBe('고구마');
    expect(stripParticle('쌀이랑')[0]).toBe('쌀');
  });

  it('never damages a one-syllable word or non-syllable text', () => {
    expect(stripParticle('배')).toEqual([]);
    expect(stripParticle('쌀')).toEqual([]);
    expect(stripParticle('ㅅㄱ')).toEqual([]);
    fc.assert(fc.property(syllable, (one) => stripParticle(one).length === 0));
  });

  it('only shortens, keeps a non-empty prefix of the word', () => {
    fc.assert(
      fc.property(syllables(1, 6), (word) =>
        stripParticle(word).every(
          (stem) => stem.length >= 1 && stem.length < word.length && word.startsWith(stem),
        ),
      ),
    );
  });
});

describe('convertWrongLayout', () => {
  it('corrects Korean typed in English mode', () => {
    expect(convertWrongLayout('tkrhk')).toBe('사과');
    expect(convertWrongLayout('Tkf')).toBe('쌀');
    expect(convertWrongLayout('rnf tkrhk')).toBe('굴 사과');
  });

  it('leaves English words and Korean text alone', () => {
    expect(convertWrongLayout('apple')).toBeUndefined();
    expect(convertWrongLayout('사과')).toBeUndefined();
    expect(convertWrongLayout('3kg')).toBeUndefined();
  });

  it('round-trips any syllable string through the QWERTY layout', () => {
    fc.assert(
      fc.property(syllables(1, 8), (word) => convertWrongLayout(convertHangulToQwerty(word)) === word),
    );
  });
});

describe('highlight helpers', () => {
  it('measures the stretch a jamo prefix covers, across spaces', () => {
    expect(coveredLength('청송 꿀사과', 3, jamoOf('꿀사ㄱ').length, 'jamo')).toBe(3);
    expect(coveredLength('꿀 사과', 0, jamoOf('꿀사').length, 'jamo')).toBe(3);
    expect(coveredLength('사과즙', 0, 'ㅅㄱ'.length, 'choseong')).toBe(2);
  });

  it('never runs past the text', () => {
    fc.assert(
      fc.property(groceryText, fc.nat({ max: 40 }), (text, needle) => {
        const length = coveredLength(text, 0, needle, 'jamo');
        return length >= 0 && length <= text.length;
      }),
    );
  });

  it('finds word starts', () => {
    expect(wordStarts('청송 꿀사과(3kg)')).toEqual([0, 3, 7]);
  });
});
