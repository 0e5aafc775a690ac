import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceStep } from './filter-bar.tsx';

describe('filter bar: priceStep', () => {
  it('steps the price slider in round amounts, about a hundred steps over the range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), (maxPrice) => {
        const step = priceStep(maxPrice);
        expect(step).toBeGreaterThanOrEqual(10);
        expect(step % 10).toBe(0);
        // At most about a hundred steps, and not so coarse that the range has fewer than ten.
        expect(maxPrice / step).toBeLessThanOrEqual(100);
        if (maxPrice >= 10_000) expect(maxPrice / step).toBeGreaterThanOrEqual(10);
      }),
    );
  });
});
