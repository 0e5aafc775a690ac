import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { digitId } from '#contract/endpoint.ts';
import { isDigitId } from './route-params.ts';

describe('isDigitId', () => {
  it('agrees with the contract digitId rule on any string', () => {
    const candidates = fc.oneof(
      fc.string(),
      fc.stringMatching(/^\d{0,14}$/),
      fc.stringMatching(/^[\d\s.+-]{1,14}$/),
      fc.constantFrom('', '0', '012', '١٢', '12 ', ' 12', '1e3', '0x1F', '999999999999', '9999999999999'),
    );
    fc.assert(fc.property(candidates, (value) => isDigitId(value) === digitId.safeParse(value).success));
  });
});

it('accepts plain digit ids and nothing else', () => {
  expect(isDigitId('12')).toBe(true);
  expect(isDigitId('abc')).toBe(false);
  expect(isDigitId('12a')).toBe(false);
});
