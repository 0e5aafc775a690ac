import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATEGORY_CODE_PATTERN } from '#contract/constants.ts';
import { searchSortCodes } from '#contract/display.ts';
import { SEARCH_PRICE_MAX, searchProductsQuery } from '#contract/search.ts';
import { validateKeywordSearch, validateResultSearch } from './search-params.ts';

/** What a URL may carry: good values, near misses and junk. */
const anyValue = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.constantFrom(
    '사과',
    '  배  ',
    '',
    '   ',
    'ㅅㄱ',
    'FRUIT',
    'a b',
    '1000',
    '-1',
    '1e3',
    'ACCURACY',
    'PRICE_LOW',
  ),
  fc.integer({ min: -10, max: SEARCH_PRICE_MAX + 10 }),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
);

const rawSearch = fc.record({
  keyword: anyValue,
  categoryCode: anyValue,
  minPrice: anyValue,
  maxPrice: anyValue,
  sort: anyValue,
  literal: fc.oneof(anyValue, fc.constantFrom('1', 1)),
});

/** The query string the results screen sends: only defined values, as strings. */
function asQuery(search: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(search)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  );
}

describe('search URL parameters', () => {
  it('only ever yields values the contract accepts', () => {
    fc.assert(
      fc.property(rawSearch, (raw) => {
        const search = validateResultSearch(raw);
        // Without a keyword the screen sends nothing; with one, the server must accept the whole query.
        if (search.keyword === undefined) return;
        expect(searchProductsQuery.safeParse(asQuery(search)).success).toBe(true);
      }),
    );
  });

  it('keeps every valid filter exactly, so they survive a round trip through the URL', () => {
    fc.assert(
      fc.property(
        fc.record({
          keyword: fc.constantFrom('사과', '꿀 사과', 'ㅅㄱ', 'tkrhk'),
          categoryCode: fc.constantFrom('C01', 'C0101', 'T010101'),
          minPrice: fc.integer({ min: 0, max: 50_000 }),
          maxPrice: fc.integer({ min: 50_000, max: SEARCH_PRICE_MAX }),
          sort: fc.constantFrom(...searchSortCodes),
        }),
        fc.boolean(),
        (search, asStrings) => {
          const raw = asStrings ? asQuery(search) : search;
          expect(validateResultSearch(raw)).toEqual(search);
        },
      ),
    );
  });

  it('reads malformed values as absent, and the sort as the default, instead of failing', () => {
    expect(
      validateResultSearch({
        keyword: '   ',
        categoryCode: '<b>',
        minPrice: -5,
        maxPrice: '1e3',
        sort: 'CHEAP',
      }),
    ).toEqual({
      keyword: undefined,
      categoryCode: undefined,
      minPrice: undefined,
      maxPrice: undefined,
      sort: searchProductsQuery.shape.sort.parse(undefined),
    });
  });

  it('reads a category code as the category screens do (CATEGORY_CODE_PATTERN), not by a rule of its own', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[A-Za-z]\d{2,7}$/)), (code) => {
        expect(validateResultSearch({ keyword: '배', categoryCode: code }).categoryCode).toBe(
          CATEGORY_CODE_PATTERN.test(code) ? code : undefined,
        );
      }),
    );
    expect(validateResultSearch({ keyword: '배', categoryCode: 'FRUIT' }).categoryCode).toBeUndefined();
  });

  it('drops a lower price bound above the upper one', () => {
    expect(validateResultSearch({ keyword: '배', minPrice: 9000, maxPrice: 1000 })).toMatchObject({
      minPrice: undefined,
      maxPrice: 1000,
    });
  });

  it('trims the keyword and refuses one over 50 characters', () => {
    expect(validateResultSearch({ keyword: '배' }).sort).toBe('ACCURACY');
    expect(validateResultSearch.defaults).toEqual({ sort: searchProductsQuery.shape.sort.parse(undefined) });
    expect(validateKeywordSearch({ keyword: '  한우 ' })).toEqual({ keyword: '한우' });
    expect(validateKeywordSearch({ keyword: '가'.repeat(51) })).toEqual({ keyword: undefined });
  });
});
