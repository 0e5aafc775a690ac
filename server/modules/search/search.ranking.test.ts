/**
 * Which reading of a keyword wins and what ranks first, on a small catalogue made so that the wrong
 * answer is always the more popular one: a product that merely contains the keyword, or holds it in
 * its origin or a sales word, sells more than the one the shopper means.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogLineInput } from '#contract/catalog.ts';
import { generateQualityCatalogue } from '../../../bench/search-quality/catalogue.ts';
import { dialectCases, openTestDatabase, type TestDatabase } from '../../../tests/support/databases.ts';
import { importCatalog } from '../../catalog/catalog-import.ts';
import { createSearchCatalogue } from './search.catalogue.ts';
import { runSearchCli } from './search.cli.ts';
import { searchProducts } from './search.products.service.ts';
import { createSearchLogPruner } from './search.rank.service.ts';
import { autoKeywords } from './search.suggest.service.ts';

/** [name, depth-3 category, popularity]: popular decoys, unpopular products meant. */
const PRODUCTS: [string, string, number][] = [
  ['고창 보리차 300g', 'C080202', 9000],
  ['영월 고추 500g', 'C020203', 10],
  ['국산 사과 3kg', 'C010101', 9000],
  ['해남 국수 1kg', 'C060101', 10],
  ['바다마을 콩나물 800g', 'C020302', 9000],
  ['제주 생수 2L', 'C080101', 10],
  ['완도 배도라지즙 3kg', 'C070301', 9000],
  ['평창 도라지 500g', 'C020104', 10],
  ['철원 청포도 가정용 1.5kg', 'C010204', 10],
  ['샤인머스캣 800g', 'C010106', 9000],
  ['굴비 200g', 'C030101', 9000],
  ['귀리 1kg', 'C050201', 10],
  ['충주 부사 3kg', 'C010101', 9000],
  ['충주 햇 귤 800g', 'C010102', 10],
  ['통영 프리미엄 홍삼 200g', 'C070101', 9000],
  ['통영 레몬 1kg', 'C010203', 10],
  ['평창 총각무 1kg', 'C020103', 10],
  ['남해 총각김치 2kg', 'C090102', 10],
  ['완도 잣 800g', 'C010302', 10],
  ['완도 무농약 감자 3kg', 'C020101', 10],
  ['강화 가지 1kg', 'C020203', 9000],
  ['해남 배추 10kg', 'C020103', 9000],
  ['정구지 1kg', 'C020201', 10],
  ['사계절농원 논산 딸기 1kg', 'C010103', 9000],
  ['해남 꿀 고구마 3kg', 'C020101', 9000],
  ['지리산 아카시아꿀 1kg', 'C070201', 10],
  ['의성 마늘종 300g', 'C020203', 10],
  ['서산 마늘쫑 500g', 'C020203', 10],
  ['여수 주꾸미 1kg', 'C030101', 10],
  ['남해 쭈꾸미 500g', 'C030101', 10],
  ['동원 살코기참치캔 150g', 'C060402', 10],
  ['통영 참치 1kg', 'C030102', 9000],
  ['양평 떡국 1kg', 'C050301', 10],
  ['철원 떡 1kg', 'C050301', 9000],
  ['여주 쌀 10kg', 'C050101', 10],
  ['이천 햅쌀 10kg', 'C050101', 10],
  ['철원 백미 10kg', 'C050101', 9000],
  ['목장 케피르 500ml', 'C100102', 10],
  ['청도 홍시 1kg', 'C010105', 10],
  ['인제 강냉이 1kg', 'C050201', 10],
  ['논산 행복농원 딸기 1kg', 'C010103', 9000],
  ['해남 토마토 케찹 500g', 'C060202', 10],
];

function catalogue(): CatalogLineInput[] {
  const base = generateQualityCatalogue({ products: 0 }).lines;
  const storeId = base.flatMap((line) => (line.type === 'store' ? [line.storeId] : []))[0]!;
  return [
    ...base,
    ...PRODUCTS.map(
      ([name, categoryCode, popularity], i): CatalogLineInput => ({
        type: 'product',
        productNo: i + 1,
        name,
        categoryCode,
        storeId,
        origin: name.split(' ')[0]!,
        weight: '1kg',
        regularPrice: 10_000,
        salePrice: 9_000,
        soldOut: false,
        seasonMonths: [],
        popularity,
        createdAt: '2026-11-01T00:00:00.000Z',
      }),
    ),
  ];
}

describe.each(dialectCases())('search ranking on $dialect', ({ dialect, available }) => {
  describe.skipIf(!available)('', () => {
    let t: TestDatabase;
    beforeAll(async () => {
      t = await openTestDatabase(dialect, { seed: false });
      const text = catalogue()
        .map((line) => `${JSON.stringify(line)}\n`)
        .join('');
      const imported = await importCatalog(t.database.db, text);
      if (!imported.ok) throw new Error(imported.problems[0]?.message);
    });
    afterAll(async () => {
      await t?.cleanup();
    });
    const search = (keyword: string) =>
      searchProducts(
        {
          db: t.database.db,
          shopBaseUrl: 'https://shop.example',
          now: new Date(),
          clientKey: 'ranking',
          // The synonym command changes the dictionary between searches: read it afresh each time.
          catalogue: createSearchCatalogue({ ttlMs: 0 }),
          searchLog: createSearchLogPruner(),
        },
        { keyword, sort: 'ACCURACY', page: 1, size: 10 } as Parameters<typeof searchProducts>[1],
      );
    const first = async (keyword: string) => (await search(keyword)).products[0]?.name;

    it('ranks initials naming the product above an origin or a sales word with them', async () => {
      expect(await first('ㄱㅊ')).toBe('영월 고추 500g');
      expect(await first('ㄱㅅ')).toBe('해남 국수 1kg');
      expect(await first('ㅌㅇ ㄹㅁ')).toBe('통영 레몬 1kg');
      // Ending the word naming the product (강냉이), not a brand before it (행복농원 딸기).
      expect(await first('ㄴㅇ')).toBe('인제 강냉이 1kg');
    });

    it('reads initials as the other spellings of the words they spell, alone and beside others', async () => {
      const names = async (keyword: string) => (await search(keyword)).products.map((p) => p.name);
      expect(await names('ㅁㄴㅈ')).toEqual(['의성 마늘종 300g', '서산 마늘쫑 500g']);
      expect(await names('ㅈㄲㅁ')).toEqual(['여수 주꾸미 1kg', '남해 쭈꾸미 500g']);
      expect(await names('ㄴㅎ ㅈㄲㅁ')).toEqual(['남해 쭈꾸미 500g']);
      // Initials no name has: the dictionary word they spell (케피어), read as the name it has here.
      expect(await names('ㅋㅍㅇ')).toEqual(['목장 케피르 500ml']);
    });

    it('completes a half-typed word to the word naming the product before a brand that starts alike', async () => {
      expect(await first('사ㄱ')).toBe('국산 사과 3kg');
    });

    it('ranks what a one-syllable word names above a product it only modifies (꿀 고구마)', async () => {
      const names = (await search('꿀')).products.map((product) => product.name);
      expect(names.indexOf('지리산 아카시아꿀 1kg')).toBeLessThan(names.indexOf('해남 꿀 고구마 3kg'));
    });

    it('reads one consonant beside other initials as any word of the name', async () => {
      const names = (await search('ㅇㄷ ㅈ')).products.map((product) => product.name);
      expect(names).toContain('완도 잣 800g');
      expect(names).toContain('완도 무농약 감자 3kg');
      expect(names[0]).toBe('완도 잣 800g');
    });

    it('reads words typed apart or together as the name writes them', async () => {
      expect(await first('도 라지')).toBe('평창 도라지 500g');
      expect((await search('충주귤')).products.map((product) => product.name)).toEqual(['충주 햇 귤 800g']);
    });

    it('cuts a particle only from a word the catalogue knows, and reads the rest as a typo', async () => {
      expect(await first('청포도가')).toBe('철원 청포도 가정용 1.5kg');
      const typo = await search('샤과');
      expect(typo.correctedKeyword).toBe('사과');
      expect(typo.products.map((product) => product.name)).toContain('국산 사과 3kg');
      expect(typo.products.map((product) => product.name)).not.toContain('샤인머스캣 800g');
    });

    it('never corrects a food word the dictionary knows into another food: it reads its other names', async () => {
      // No name writes 부추, one writes 정구지; 배추 is one slip away. The dictionary has 정구지 -> 부추
      // only (the entry the other way is removed here): 부추 is read backwards.
      const io = { out: () => {}, err: () => {} };
      const ctx = { db: t.database.db, io, now: new Date() };
      expect(await runSearchCli(ctx, ['synonym', 'remove', '부추'])).toBe(0);
      const chive = await search('부추');
      expect(await runSearchCli(ctx, ['synonym', 'add', '부추', '정구지'])).toBe(0);
      expect(chive.correctedKeyword).toBeNull();
      expect(chive.products.map((product) => product.name)).toEqual(['정구지 1kg']);
    });

    it('corrects a slip of a word only the dictionary names, and reads it with the dictionary', async () => {
      // No name writes 케첩 and 케찹 is a slip and a half away: 켕첩 is 케첩, so 케찹.
      const result = await search('켕첩');
      expect(result.correctedKeyword).toBe('케첩');
      expect(result.products.map((product) => product.name)).toEqual(['해남 토마토 케찹 500g']);
    });

    it('offers, never substitutes, the near word for a food word that found nothing', async () => {
      const io = { out: () => {}, err: () => {} };
      const ctx = { db: t.database.db, io, now: new Date() };
      // 가재 (crayfish) is in no name; its misspelling 가제 is one slip from 가지.
      expect(await runSearchCli(ctx, ['synonym', 'add', '가제', '가재'])).toBe(0);
      const crayfish = await search('가제');
      expect(crayfish.products).toEqual([]);
      expect(crayfish.correctedKeyword).toBeNull();
      expect(crayfish.suggestedKeyword).toBe('가지');
      expect(await runSearchCli(ctx, ['synonym', 'remove', '가제'])).toBe(0);
      // A word no dictionary or name knows is still corrected, not offered.
      const typo = await search('구리');
      expect([typo.correctedKeyword, typo.suggestedKeyword]).toEqual(['귀리', null]);
    });

    it('weighs a slip by what it changed: a near vowel is closer than a new consonant', async () => {
      const typo = await search('구리');
      expect(typo.correctedKeyword).toBe('귀리');
      expect(typo.products.map((product) => product.name)).toEqual(['귀리 1kg']);
    });

    it('reads a word no name has as a word together with its dictionary words', async () => {
      // 물 is only inside 콩나물; the dictionary says 생수.
      expect(await first('물')).toBe('제주 생수 2L');
      const names = (await search('알타리')).products.map((product) => product.name);
      expect(names.sort()).toEqual(['남해 총각김치 2kg', '평창 총각무 1kg']);
      // 과실 is in no name; its dictionary word 과일 is a category, read whole.
      const fruit = await search('과실');
      expect(fruit.correctedKeyword).toBeNull();
      expect(fruit.products.map((product) => product.name)).toContain('국산 사과 3kg');
    });

    it('reads the dictionary for a word some name has as a word too, in both directions, its own matches first', async () => {
      const io = { out: () => {}, err: () => {} };
      const ctx = { db: t.database.db, io, now: new Date() };
      expect(await runSearchCli(ctx, ['synonym', 'add', '가지', '굴비'])).toBe(0);
      const names = async (keyword: string) =>
        (await search(keyword)).products.map((product) => product.name);
      expect(await names('가지')).toEqual(['강화 가지 1kg', '굴비 200g']);
      expect(await names('굴비')).toEqual(['굴비 200g', '강화 가지 1kg']);
      expect(await runSearchCli(ctx, ['synonym', 'remove', '가지'])).toBe(0);
    });

    it('ranks a dictionary word that is a part of the word below every name with the word, the longer part first', async () => {
      const names = async (keyword: string) =>
        (await search(keyword)).products.map((product) => product.name);
      // 참치캔 ends a word of the first name; 참치 is a whole word of the popular second.
      expect(await names('참치캔')).toEqual(['동원 살코기참치캔 150g', '통영 참치 1kg']);
      // No name has 떡국떡: its parts 떡국 and 떡, the longer first although 떡 sells more.
      expect(await names('떡국떡')).toEqual(['양평 떡국 1kg', '철원 떡 1kg']);
    });

    it('ranks the other names of a word naming a category below the names ending in it (햅쌀 is 쌀)', async () => {
      const names = (await search('쌀')).products.map((product) => product.name);
      expect(names.slice(0, 3)).toEqual(['여주 쌀 10kg', '이천 햅쌀 10kg', '철원 백미 10kg']);
    });

    it('suggests the words a slip away while few words complete what was typed (홍사: 홍삼, 홍시)', async () => {
      const { suggestions } = await autoKeywords(t.database.db, createSearchCatalogue(), '홍사');
      const texts = suggestions.map((suggestion) => suggestion.text);
      expect(texts[0]).toBe('홍삼');
      expect(texts).toContain('홍시');
    });

    it('takes several words for one term from the admin command', async () => {
      const io = { out: () => {}, err: () => {} };
      const ctx = { db: t.database.db, io, now: new Date() };
      expect(await runSearchCli(ctx, ['synonym', 'add', '붉은열매', '레몬', '고추'])).toBe(0);
      const names = (await search('붉은열매')).products.map((product) => product.name);
      expect(names.sort()).toEqual(['영월 고추 500g', '통영 레몬 1kg']);
      expect(await runSearchCli(ctx, ['synonym', 'add', '붉은열매'])).toBe(2);
      expect(await runSearchCli(ctx, ['synonym', 'remove', '붉은열매'])).toBe(0);
    });
  });
});
