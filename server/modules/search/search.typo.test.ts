import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORRECTION_NOTICE } from '#contract/search.ts';
import { createTestApp, dialectCases, type TestApp } from '../../../tests/support/databases.ts';
import { chars } from './korean-text.ts';
import { runSearchCli } from './search.cli.ts';
import {
  clippedWord,
  compoundPart,
  correctWord,
  knownSplit,
  nearestWord,
  nearWords,
  typoDistance,
  vocabularyOf,
} from './search.typo.ts';
import { canonicalSpelling, SHIPPED_SYNONYMS } from './synonyms.ts';

describe('typo distance', () => {
  const distance = (a: string, b: string) => typoDistance(chars(a), chars(b));
  it('counts a near vowel, a doubled consonant, a missing or extra final as half a slip', () => {
    expect(distance('토마톼', '토마토')).toBe(0.5);
    expect(distance('싸과', '사과')).toBe(0.5);
    expect(distance('감쟈', '감자')).toBe(0.5);
    expect(distance('고구말', '고구마')).toBe(0.5);
    expect(distance('호로', '홍로')).toBe(0.5);
    expect(distance('구리', '귀리')).toBe(0.5);
  });
  it('counts another consonant or vowel as a whole slip, and never drops a syllable', () => {
    expect(distance('호도', '호두')).toBe(1);
    expect(distance('호로', '호두')).toBe(2);
    expect(distance('블루리', '블루베리')).toBe(Infinity);
    expect(distance('고창배', '고창')).toBe(Infinity);
    // 구리 -> 굴비 is one jamo in a flat jamo string, but a final added and an initial changed here.
    expect(distance('구리', '굴비')).toBe(1.5);
    expect(distance('사과', '배추')).toBeGreaterThan(1);
  });
});

describe('clippedWord and nearestWord', () => {
  const vocabulary = vocabularyOf([
    { text: '블루베리', weight: 40 },
    { text: '블랙베리', weight: 5 },
    { text: '샤인머스캣', weight: 20 },
    { text: '방울토마토', weight: 10 },
    { text: '배추', weight: 30 },
    { text: '부추', weight: 3 },
  ]);
  it('reads a clipped compound as the most popular word it clips, syllables in order', () => {
    expect(clippedWord('블베', vocabulary)).toBe('블루베리');
    expect(clippedWord('샤머', vocabulary)).toBe('샤인머스캣');
    expect(clippedWord('방토', vocabulary)).toBe('방울토마토');
    expect(clippedWord('베블', vocabulary)).toBeUndefined();
    expect(clippedWord('배추', vocabulary)).toBeUndefined();
  });
  it('offers the nearest other word even for a known one, never the word itself', () => {
    expect(nearestWord('부추', vocabulary)).toBe('배추');
    expect(nearestWord('배추', vocabulary)).toBe('부추');
    expect(correctWord('부추', vocabulary)).toBeUndefined();
  });
});

describe('correctWord', () => {
  const vocabulary = vocabularyOf([
    { text: '토마토', weight: 50 },
    { text: '꿀사과', weight: 30 },
    { text: '사가', weight: 1 },
    { text: '감자', weight: 10 },
  ]);
  it('finds the catalogue word meant, the more popular first among equally close ones', () => {
    expect(correctWord('토마톼', vocabulary)).toBe('토마토');
    // 사곽 is one edit from 사과 (the tail of 꿀사과, weight 30) and from 사가 (weight 1).
    expect(correctWord('사곽', vocabulary)).toBe('사과');
    expect(correctWord('감쟈', vocabulary)).toBe('감자');
    // Every word at the least distance, the more popular first.
    expect(nearWords('사곽', vocabulary)).toEqual(['사과', '사가']);
  });
  it('leaves catalogue words, one syllable and far-off words alone', () => {
    expect(correctWord('감자', vocabulary)).toBeUndefined();
    expect(correctWord('감', vocabulary)).toBeUndefined();
    expect(correctWord('자동차', vocabulary)).toBeUndefined();
  });
});

describe('knownSplit and compoundPart', () => {
  const vocabulary = vocabularyOf([
    { text: '충주', weight: 5 },
    { text: '부사', weight: 5 },
    { text: '간장', weight: 5 },
    { text: '방울토마토', weight: 5 },
    { text: '토마토', weight: 5 },
  ]);
  it('reads two catalogue words written together apart, unless the whole is a catalogue word', () => {
    expect(knownSplit('충주부사', vocabulary)).toEqual(['충주', '부사']);
    expect(knownSplit('방울토마토', vocabulary)).toBeUndefined();
    expect(knownSplit('충주사과', vocabulary)).toBeUndefined();
  });
  it('reads an unknown compound as the catalogue word it ends or starts with', () => {
    expect(compoundPart('맛간장', vocabulary)).toBe('간장');
    expect(compoundPart('간장', vocabulary)).toBeUndefined();
    expect(compoundPart('자동차', vocabulary)).toBeUndefined();
  });
});

describe('the shipped synonym list', () => {
  it('has at least 300 terms, none mapping to itself, read in both directions where both are used', () => {
    expect(SHIPPED_SYNONYMS.size).toBeGreaterThanOrEqual(300);
    for (const [term, word] of SHIPPED_SYNONYMS) expect(term).not.toBe(word);
    expect(canonicalSpelling('우육')).toBe('소고기');
    expect(canonicalSpelling('계란')).toBe('달걀');
    expect(canonicalSpelling('달걀')).toBe('계란');
  });
});

describe.each(dialectCases())('typos and synonyms on $dialect', ({ dialect, available }) => {
  describe.skipIf(!available)('', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect);
    });
    afterAll(async () => {
      await t?.cleanup();
    });
    const search = async (query: string) => {
      const response = await t.app.inject({ method: 'GET', url: encodeURI(`/api/v1/search?${query}`) });
      return { status: response.statusCode, body: response.json() };
    };
    const names = (body: { products: { name: string }[] }) => body.products.map((product) => product.name);

    it('corrects a typo to the catalogue word, says so, and searches literally on request', async () => {
      const typo = await search('keyword=토마톼');
      expect(typo.status).toBe(200);
      expect(typo.body.correctedKeyword).toBe('토마토');
      expect(typo.body.correctionNotice).toBe(CORRECTION_NOTICE);
      expect(names(typo.body)).toEqual(names((await search('keyword=토마토')).body));
      expect(names(typo.body).length).toBeGreaterThan(0);

      const literal = await search('keyword=토마톼&literal=1');
      expect(literal.status).toBe(200);
      expect(literal.body.correctedKeyword).toBeNull();
      expect(literal.body.products).toEqual([]);
      // literal also turns off the keyboard-layout reading.
      expect((await search('keyword=tkrhk&literal=1')).body.correctedKeyword).toBeNull();
    });

    it('corrects one word of several, with a particle', async () => {
      const { body } = await search('keyword=평창 감쟈를');
      expect(body.correctedKeyword).toBe('평창 감자');
      expect(names(body)).toContain('평창 감자');
    });

    it('suggests the dictionary word of a term as it is typed', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: encodeURI('/api/v2/auto-keyword?keyword=쥬스'),
      });
      const texts = (response.json() as { suggestions: { text: string }[] }).suggestions.map((s) => s.text);
      expect(texts.length).toBeGreaterThan(0);
      expect(texts.every((text) => text.includes('주스'))).toBe(true);
    });

    it('suggests the corrected word for a typo as it is typed, as the results page corrects it', async () => {
      const suggest = async (keyword: string) => {
        const response = await t.app.inject({
          method: 'GET',
          url: encodeURI(`/api/v2/auto-keyword?keyword=${keyword}`),
        });
        return (response.json() as { suggestions: { text: string }[] }).suggestions.map((s) => s.text);
      };
      for (const [typo, meant] of [
        ['토마톼', '토마토'],
        ['바니나', '바나나'],
      ]) {
        const texts = await suggest(typo!);
        expect(texts.length, typo).toBeGreaterThan(0);
        expect(texts[0], typo).toContain(meant!);
      }
    });

    it('refuses a literal flag other than 1', async () => {
      const { status, body } = await search('keyword=사과&literal=yes');
      expect(status).toBe(400);
      expect(body.code).toBe(11);
    });

    it('reads the dictionary from the table the admin command edits', async () => {
      const io = { out: () => {}, err: () => {} };
      const ctx = { db: t.database.db, io, now: new Date() };
      expect((await search('keyword=붉은별열매')).body.products).toEqual([]);
      expect(await runSearchCli(ctx, ['synonym', 'add', '붉은별열매', '토마토'])).toBe(0);
      const added = await search('keyword=붉은별열매');
      expect(names(added.body)).toEqual(names((await search('keyword=토마토')).body));
      expect(await runSearchCli(ctx, ['synonym', 'remove', '붉은별열매'])).toBe(0);
      expect((await search('keyword=붉은별열매')).body.products).toEqual([]);
      expect(await runSearchCli(ctx, ['synonym', 'remove', '붉은별열매'])).toBe(1);
      expect(await runSearchCli(ctx, ['synonym', 'add', '두 낱말', '토마토'])).toBe(2);
      // A shipped entry: the old word for tomato.
      expect(names((await search('keyword=도마도')).body).length).toBeGreaterThan(0);
    });
  });
});
