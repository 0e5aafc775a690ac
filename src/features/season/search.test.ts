import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categoryCodeSchema } from '#contract/category.ts';
import { getSeasonDelicacy } from '#contract/season.ts';
import { validateDelicacySearch } from './search.ts';

describe('validateDelicacySearch', () => {
  it('keeps an imported category code (any uppercase letter), so its filter survives the URL', () => {
    expect(validateDelicacySearch({ month: '3', categoryCode: 'T0101', sort: 'NEW' })).toEqual({
      month: 3,
      categoryCode: 'T0101',
      sort: 'NEW',
    });
  });

  it('reads bad values as absent (this month, every category), and the sort as the contract default', () => {
    const defaultSort = getSeasonDelicacy.query!.shape.sort.parse(undefined);
    expect(validateDelicacySearch({ month: 13, categoryCode: 'T01-01', sort: 'CHEAPEST' })).toEqual({
      month: undefined,
      categoryCode: undefined,
      sort: defaultSort,
    });
    expect(validateDelicacySearch({}).sort).toBe(defaultSort);
    expect(validateDelicacySearch.defaults).toEqual({ sort: defaultSort });
  });

  it('keeps exactly the category codes the contract accepts', () => {
    const code = fc.oneof(
      fc.stringMatching(/^[A-Za-z]\d{2,7}$/),
      fc.string(),
      fc.constantFrom('C01', 'T0101', 'T010101', 't01', 'T0', 'T01010101'),
    );
    fc.assert(
      fc.property(code, (categoryCode) => {
        const kept = validateDelicacySearch({ categoryCode }).categoryCode !== undefined;
        expect(kept).toBe(categoryCodeSchema.safeParse(categoryCode).success);
      }),
    );
  });
});
