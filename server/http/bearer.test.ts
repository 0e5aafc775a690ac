import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bareToken } from './bearer.ts';

const tokenText = fc
  .stringMatching(/^[A-Za-z0-9._~+/=-]{1,200}$/)
  .filter((value) => value !== 'null' && value !== 'undefined');

describe('bareToken', () => {
  it('takes a token bare or with any spelling of the Bearer prefix', () => {
    fc.assert(
      fc.property(
        tokenText,
        fc.constantFrom('', 'Bearer ', 'bearer ', 'BEARER   ', '  Bearer\t'),
        (token, prefix) => {
          expect(bareToken(`${prefix}${token}`)).toBe(token);
        },
      ),
    );
  });

  it('treats blanks and the stored placeholders as no token', () => {
    for (const value of [undefined, '', '   ', 'Bearer', 'Bearer   ', 'null', 'Bearer undefined']) {
      expect(bareToken(value)).toBeUndefined();
    }
  });
});
