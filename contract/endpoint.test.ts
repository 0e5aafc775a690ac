import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildPath, digitId, queryInt } from './endpoint.ts';

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
});
