import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceRangeFilter, priceSliderTop, shownPrice } from './price-range.ts';

const maxPrice = fc.integer({ min: 0, max: 100_000_000 });
const step = fc.constantFrom(10, 100, 1000, 2000, 5000, 100_000);

describe('price range sliders', () => {
  it('end on a step at or above maxPrice, less than a step past it', () => {
    fc.assert(
      fc.property(maxPrice, step, (max, by) => {
        const top = priceSliderTop(max, by);
        expect(top % by).toBe(0);
        expect(top).toBeGreaterThanOrEqual(max);
        expect(top - max).toBeLessThan(by);
      }),
    );
  });

  it('send no upper bound when the top thumb is at the end, whatever the step', () => {
    fc.assert(
      fc.property(maxPrice, step, (max, by) => {
        const top = priceSliderTop(max, by);
        expect(priceRangeFilter(0, top, max)).toEqual({ minPrice: undefined, maxPrice: undefined });
        expect(shownPrice(top, max)).toBe(max);
      }),
    );
  });

  it('keeps the dearest product: 101,900 with step 1,000 reaches 102,000, not 101,000', () => {
    expect(priceSliderTop(101_900, 1000)).toBe(102_000);
    expect(priceRangeFilter(0, 102_000, 101_900).maxPrice).toBeUndefined();
    expect(priceRangeFilter(3000, 50_000, 101_900)).toEqual({ minPrice: 3000, maxPrice: 50_000 });
    // A bottom thumb pushed past maxPrice still includes the dearest product.
    expect(priceRangeFilter(102_000, 102_000, 101_900)).toEqual({ minPrice: 101_900, maxPrice: undefined });
  });
});
