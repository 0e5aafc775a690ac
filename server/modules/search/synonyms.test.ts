import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compactText, tokensOf } from './korean-text.ts';
import { initialsReadings, parseSynonyms, SHIPPED_SYNONYMS, WORD_SEPARATOR } from './synonyms.ts';

/**
 * The shipped list is data a person edits by hand: every line must say what the search reads, or
 * the migrations would silently drop it (parseSynonyms skips what it cannot read) or keep only the
 * last of two lines for one term.
 */
const text = readFileSync(new URL('./synonyms.tsv', import.meta.url), 'utf8');
const entries = text
  .split('\n')
  .map((line, index) => ({ line: line.trim(), number: index + 1 }))
  .filter(({ line }) => line !== '' && !line.startsWith('#'));

/** One-syllable terms match inside many names; each of these was checked by hand. */
const ONE_SYLLABLE_TERMS = ['굴', '귤', '물', '봉', '섭', '솔', '윙', '졸', '쨈'];

describe('synonyms.tsv', () => {
  it('parses every line as one term, a tab and its words', () => {
    const bad = entries.filter(({ line }) => line.split('\t').length !== 2);
    expect(bad).toEqual([]);
    expect(parseSynonyms(text)).toHaveLength(entries.length);
  });

  it('writes each term and word as the search reads it: lower case, no spaces, at most 50 characters', () => {
    const bad = entries.filter(({ line }) => {
      const [term = '', words = ''] = line.split('\t');
      const tokens = tokensOf(term);
      return (
        tokens.length !== 1 ||
        tokens[0] !== term ||
        [...term].length > 50 ||
        [...words].length > 50 ||
        words.split(WORD_SEPARATOR).some((word) => word === '' || compactText(word) !== word)
      );
    });
    expect(bad).toEqual([]);
  });

  it('has no term twice and no term among its own words', () => {
    const terms = entries.map(({ line }) => line.split('\t')[0]);
    expect(terms.filter((term, i) => terms.indexOf(term) !== i)).toEqual([]);
    expect(SHIPPED_SYNONYMS.size).toBe(entries.length);
    const selfMapped = entries.filter(({ line }) => {
      const [term = '', words = ''] = line.split('\t');
      const list = words.split(WORD_SEPARATOR);
      return list.includes(term) || new Set(list).size !== list.length;
    });
    expect(selfMapped).toEqual([]);
  });

  it('keeps one-syllable terms to the few checked by hand', () => {
    const short = entries
      .map(({ line }) => line.split('\t')[0] ?? '')
      .filter((term) => [...term].length === 1);
    expect(short.sort()).toEqual(ONE_SYLLABLE_TERMS);
  });

  it('holds the forms shoppers type, both ways where a catalogue writes both', () => {
    expect(SHIPPED_SYNONYMS.size).toBeGreaterThanOrEqual(750);
    expect(SHIPPED_SYNONYMS.get('초장')).toBe('초고추장');
    expect(SHIPPED_SYNONYMS.get('깍뚜기')).toBe('깍두기');
    for (const [a, b] of [
      ['케첩', '케찹'],
      ['바게트', '바게뜨'],
      ['요구르트', '요거트'],
      ['목살', '목심'],
    ]) {
      expect(SHIPPED_SYNONYMS.get(a!)).toBe(b);
      expect(SHIPPED_SYNONYMS.get(b!)).toBe(a);
    }
    expect(SHIPPED_SYNONYMS.get('강냉이')).toBe('옥수수');
    expect(SHIPPED_SYNONYMS.get('옥수수')).toBe('강냉이');
  });
});

describe('initialsReadings', () => {
  const dictionary = new Map([
    ['마늘쫑', '마늘종'],
    ['마구로', '참치'],
  ]);
  const everyWord = () => true;

  it('gives the other spellings of a word with exactly these initials, not the word itself', () => {
    expect(initialsReadings('ㅁㄴㅈ', everyWord, dictionary)).toEqual(['마늘쫑']);
    expect(initialsReadings('ㅁㄴㅉ', everyWord, dictionary)).toEqual(['마늘종']);
    expect(initialsReadings('ㅁㄴ', everyWord, dictionary)).toEqual([]);
  });

  it('reads only the words the catalogue writes: initials spell what the shopper saw', () => {
    expect(initialsReadings('ㅁㄱㄹ', everyWord, dictionary)).toEqual(['참치']);
    expect(initialsReadings('ㅁㄱㄹ', (word) => word !== '마구로', dictionary)).toEqual([]);
  });
});
