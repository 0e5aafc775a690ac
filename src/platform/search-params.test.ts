import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATEGORY_CODE_PATTERN } from '#contract/constants.ts';
import {
  anyString,
  categoryCode,
  flag,
  intIn,
  matching,
  oneOf,
  price,
  searchSchema,
  trimmedText,
} from './search-params.ts';

/** Whatever a URL (or a hand-built `search` object) may carry. */
const anyInput = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.stringMatching(/^\d{1,14}$/),
  fc.constantFrom(
    'C01',
    'C0101',
    'T010101',
    'PRICE_LOW',
    ' 사과 ',
    '-0',
    '1e3',
    '00012',
    '',
    'true',
    'false',
  ),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constant(-0),
  fc.anything(),
);

describe('search params: any input gives a valid value or the fallback, never a throw', () => {
  it('oneOf', () => {
    const codes = ['PRICE_LOW', 'PRICE_HIGH'] as const;
    const parse = oneOf(codes);
    fc.assert(
      fc.property(anyInput, (raw) => {
        const value = parse(raw);
        expect(value === undefined || codes.includes(value)).toBe(true);
        if (value !== undefined) expect(value).toBe(raw);
      }),
    );
  });

  it('intIn', () => {
    const parse = intIn(1, 12);
    fc.assert(
      fc.property(anyInput, (raw) => {
        const value = parse(raw);
        if (value === undefined) return;
        expect(Number.isInteger(value) && value >= 1 && value <= 12).toBe(true);
        expect(value).toBe(Number(raw));
      }),
    );
    expect(parse('03')).toBe(3);
    expect(parse(12)).toBe(12);
    expect(parse('13')).toBeUndefined();
    expect(parse('1.5')).toBeUndefined();
    expect(Object.is(intIn(0, 5)(-0), 0)).toBe(true);
  });

  it('price', () => {
    fc.assert(
      fc.property(anyInput, (raw) => {
        const value = price(raw);
        if (value !== undefined)
          expect(Number.isInteger(value) && value >= 0 && value <= 100_000_000).toBe(true);
      }),
    );
  });

  it('matching and categoryCode', () => {
    fc.assert(
      fc.property(anyInput, (raw) => {
        const value = categoryCode(raw);
        if (value !== undefined) expect(CATEGORY_CODE_PATTERN.test(value)).toBe(true);
        expect(categoryCode(raw)).toBe(value);
      }),
    );
    expect(categoryCode('C0101')).toBe('C0101');
    expect(categoryCode('fruit')).toBeUndefined();
    expect(matching(/^a$/)('a')).toBe('a');
  });

  it('trimmedText', () => {
    const parse = trimmedText(5);
    fc.assert(
      fc.property(anyInput, (raw) => {
        const value = parse(raw);
        if (value === undefined) return;
        expect(value.length >= 1 && value.length <= 5).toBe(true);
        expect(value).toBe(value.trim());
      }),
    );
    expect(parse('  배  ')).toBe('배');
    expect(parse('   ')).toBeUndefined();
  });

  it('anyString', () => {
    fc.assert(
      fc.property(anyInput, (raw) => {
        expect(anyString(raw)).toBe(typeof raw === 'string' ? raw : undefined);
      }),
    );
  });

  it('flag', () => {
    fc.assert(
      fc.property(anyInput, (raw) => {
        const value = flag(raw);
        if (value === undefined) return;
        expect(value).toBe(true);
        expect(String(raw)).toBe('true');
      }),
    );
    expect(flag('true')).toBe(true);
    expect(flag(true)).toBe(true);
    for (const off of ['false', false, 'TRUE', '1', 1, '', ' true']) expect(flag(off)).toBeUndefined();
  });

  it('searchSchema returns every key, refused ones undefined, and applies the rule across keys', () => {
    const validate = searchSchema(
      { month: intIn(1, 12), code: categoryCode },
      { across: (search) => (search.month === 1 ? { ...search, code: undefined } : search) },
    );
    fc.assert(
      fc.property(fc.dictionary(fc.string(), anyInput), anyInput, anyInput, (extra, month, code) => {
        const search = validate({ ...extra, month, code });
        expect(Object.keys(search).sort()).toEqual(['code', 'month']);
      }),
    );
    expect(validate({ month: '2', code: 'C01', other: 'x' })).toEqual({ month: 2, code: 'C01' });
    expect(validate({ month: 1, code: 'C01' })).toEqual({ month: 1, code: undefined });
    expect(validate({})).toEqual({ month: undefined, code: undefined });
  });

  it('searchSchema gives a key with a default its default when absent or refused, and lists the defaults', () => {
    const validate = searchSchema(
      { sort: oneOf(['A', 'B'] as const), code: categoryCode },
      { defaults: { sort: 'A' } },
    );
    fc.assert(
      fc.property(fc.dictionary(fc.string(), anyInput), anyInput, (extra, sort) => {
        expect(validate({ ...extra, sort }).sort).toBe(sort === 'B' ? 'B' : 'A');
      }),
    );
    expect(validate({})).toEqual({ sort: 'A', code: undefined });
    expect(validate.defaults).toEqual({ sort: 'A' });
  });
});
