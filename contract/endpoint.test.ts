import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { digitId, MAX_ID, queryInt } from './endpoint.ts';
import { buildPath } from './rules/path.ts';

describe('buildPath', () => {
  it('fills parameters and drops an absent optional one', () => {
    expect(buildPath('/api/v1/display/deal/:dealId', { dealId: 12 })).toBe('/api/v1/display/deal/12');
    expect(buildPath('/category/detail/:secondCode?', {})).toBe('/category/detail');
  });

  it('encodes whatever a parameter holds, so it can never add a path segment', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const path = buildPath('/a/:x/b', { x: value });
        expect(path.split('/').length).toBeLessThanOrEqual(4);
        if (value !== '') expect(decodeURIComponent(path.slice(3, -2))).toBe(value);
      }),
    );
  });
});

describe('digitId', () => {
  it('accepts digits only', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(digitId.safeParse(value).success).toBe(/^\d{1,12}$/.test(value));
      }),
    );
  });

  it('never hands on an id the 4-byte id columns cannot hold', () => {
    expect(digitId.parse('2147483647')).toBe(MAX_ID);
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,12}$/), (value) => {
        const id = digitId.parse(value);
        expect(id).toBe(Number(value) <= MAX_ID ? Number(value) : -1);
      }),
    );
  });
});

describe('queryInt', () => {
  it('accepts integers in range and nothing else', () => {
    const schema = queryInt(1, 100);
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (n) => {
        expect(schema.safeParse(String(n)).success).toBe(n >= 1 && n <= 100);
      }),
    );
    expect(schema.safeParse('abc').success).toBe(false);
    expect(schema.safeParse('1.5').success).toBe(false);
  });

  it('reads plain decimal digits only: other spellings are malformed, not out of range', () => {
    const schema = queryInt(1, 10_000);
    for (const value of ['1e3', '0x10', '', ' 5', '5 ', '+5', '1_000', '٣', 'Infinity', '9'.repeat(16)]) {
      const result = schema.safeParse(value);
      expect(result.success, value).toBe(false);
      expect(result.error?.issues[0]?.code, value).toBe('invalid_format');
    }
    expect(schema.safeParse('0').error?.issues[0]?.code).toBe('too_small');
    expect(schema.safeParse('-3').error?.issues[0]?.code).toBe('too_small');
    expect(schema.safeParse('10001').error?.issues[0]?.code).toBe('too_big');
    expect(schema.parse('0042')).toBe(42);
    expect(schema.default(1).parse(undefined)).toBe(1);
  });
});
