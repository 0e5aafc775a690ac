import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellphoneSchema } from '../account.ts';
import { CELLPHONE_PATTERN, maskCellphone, normalizeCellphone } from './cellphone.ts';

const digits = (length: number) =>
  fc
    .array(fc.constantFrom(...'0123456789'.split('')), { minLength: length, maxLength: length })
    .map((d) => d.join(''));
const separator = fc.constantFrom('', '-', ' ', '.');

describe('the cellphone rule', () => {
  it('reads every accepted spelling of a number as 010-XXXX-XXXX', () => {
    fc.assert(
      fc.property(digits(4), digits(4), separator, separator, (middle, last, a, b) => {
        const stored = `010-${middle}-${last}`;
        expect(normalizeCellphone(`010${a}${middle}${b}${last}`)).toBe(stored);
        expect(normalizeCellphone(` 010${a}${middle}${b}${last} `)).toBe(stored);
        expect(CELLPHONE_PATTERN.test(stored)).toBe(true);
        // The stored form is itself accepted and unchanged: normalising is idempotent.
        expect(normalizeCellphone(stored)).toBe(stored);
        expect(maskCellphone(stored)).toBe(`010-****-${last}`);
      }),
    );
  });

  it('accepts nothing that is not 010 and eight digits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (raw) => {
        const normalized = normalizeCellphone(raw);
        const onlyDigits = raw.trim().replace(/[-. ]/g, '');
        if (normalized !== null) {
          expect(onlyDigits).toMatch(/^010\d{8}$/);
          expect(normalized.replace(/-/g, '')).toBe(onlyDigits);
        }
      }),
    );
    for (const bad of [
      '011-1234-5678',
      '010-123-5678',
      '010--1234-5678',
      '01012345678 9',
      '+821012345678',
      '010-１２３４-5678',
    ]) {
      expect(normalizeCellphone(bad), bad).toBeNull();
    }
  });

  it('is what the contract schema applies', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (raw) => {
        const parsed = cellphoneSchema.safeParse(raw);
        const normalized = normalizeCellphone(raw);
        expect(parsed.success).toBe(normalized !== null);
        if (parsed.success) expect(parsed.data).toBe(normalized);
      }),
    );
  });
});
