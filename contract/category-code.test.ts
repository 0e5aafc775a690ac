import { describe, expect, it } from 'vitest';
import { catalogCategorySchema } from './catalog.ts';
import { categoryCodeSchema } from './category.ts';
import { CATEGORY_CODE_PATTERN } from './constants.ts';
import { searchProductsQuery } from './search.ts';

const codes = ['C01', 'C0101', 'C010101', 'T01', 'T0101', 'T010101', 'Z99'];
const notCodes = ['', 'C', 'C1', 'C011', 'C01010101', 't0101', 'TT01', 'T01-01', 'fruit', '과일', ' C01'];

describe('one category code rule for the import, the browse API and search', () => {
  it('browses any uppercase letter, not only the seeded C', () => {
    for (const code of codes) expect(categoryCodeSchema.safeParse(code).success, code).toBe(true);
    for (const code of notCodes) expect(categoryCodeSchema.safeParse(code).success, code).toBe(false);
  });

  it('imports exactly the codes the browse API accepts', () => {
    for (const code of [...codes, ...notCodes]) {
      const parentCode = code.length > 3 && CATEGORY_CODE_PATTERN.test(code) ? code.slice(0, -2) : null;
      const imported = catalogCategorySchema.safeParse({ type: 'category', code, parentCode, name: '이름' });
      expect(imported.success, code).toBe(categoryCodeSchema.safeParse(code).success);
    }
  });

  it('searches in exactly the codes the browse API accepts', () => {
    for (const code of [...codes, ...notCodes]) {
      const searched = searchProductsQuery.safeParse({ keyword: '사과', categoryCode: code });
      expect(searched.success, code).toBe(categoryCodeSchema.safeParse(code).success);
    }
  });
});
