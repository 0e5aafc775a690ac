import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RECENTLY_VIEWED_MAX } from '#contract/constants.ts';
import { addRecent, normaliseRecent, removeRecent, setRecentLike } from './recent-list.ts';
import type { RecentlyViewedProduct } from './storage.ts';

const productNo = fc.integer({ min: 1, max: 60 });
const addition = fc.record({ productNo, isLike: fc.option(fc.boolean(), { nil: undefined }) });

/** The list after adding each product in turn to an empty one. */
function build(additions: readonly { productNo: number; isLike?: boolean }[]): RecentlyViewedProduct[] {
  return additions.reduce<RecentlyViewedProduct[]>((list, item) => addRecent(list, item), []);
}

describe('recently viewed list', () => {
  it('never holds more than RECENTLY_VIEWED_MAX products, nor any product twice', () => {
    fc.assert(
      fc.property(fc.array(addition, { maxLength: 120 }), (additions) => {
        const list = build(additions);
        expect(list.length).toBeLessThanOrEqual(RECENTLY_VIEWED_MAX);
        expect(new Set(list.map((entry) => entry.productNo)).size).toBe(list.length);
      }),
    );
  });

  it('is newest first: the distinct products by their last addition, latest first', () => {
    fc.assert(
      fc.property(fc.array(addition, { maxLength: 120 }), (additions) => {
        const expected: number[] = [];
        for (const { productNo: no } of [...additions].reverse())
          if (!expected.includes(no)) expected.push(no);
        expect(build(additions).map((entry) => entry.productNo)).toEqual(
          expected.slice(0, RECENTLY_VIEWED_MAX),
        );
      }),
    );
  });

  it('moves a re-added product to the front without growing', () => {
    fc.assert(
      fc.property(fc.array(addition, { minLength: 1, maxLength: 60 }), fc.nat(), (additions, pick) => {
        const list = build(additions);
        const again = list[pick % list.length]!;
        const next = addRecent(list, { productNo: again.productNo });
        expect(next[0]?.productNo).toBe(again.productNo);
        expect(next).toHaveLength(list.length);
        // Re-adding without a like flag keeps the flag it had.
        expect(next[0]?.isLike).toBe(again.isLike);
      }),
    );
  });

  it('drops the oldest product when a new one arrives at the limit', () => {
    const full = build(Array.from({ length: RECENTLY_VIEWED_MAX }, (_, index) => ({ productNo: index + 1 })));
    const next = addRecent(full, { productNo: 999 });
    expect(next).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(next[0]?.productNo).toBe(999);
    // Product 1 was added first, so it is the oldest.
    expect(next.some((entry) => entry.productNo === 1)).toBe(false);
  });

  it('toggles the like flag of the named product only, and never adds one', () => {
    fc.assert(
      fc.property(fc.array(addition, { maxLength: 60 }), productNo, fc.boolean(), (additions, no, isLike) => {
        const list = build(additions);
        const next = setRecentLike(list, no, isLike);
        expect(next.map((entry) => entry.productNo)).toEqual(list.map((entry) => entry.productNo));
        for (const [index, entry] of next.entries())
          expect(entry.isLike).toBe(entry.productNo === no ? isLike : list[index]?.isLike);
      }),
    );
  });

  it('keeps the snapshot fields a re-add does not repeat', () => {
    const list = addRecent([], { productNo: 7, name: '꿀사과', salePrice: 12900, isLike: true });
    expect(addRecent(list, { productNo: 7 })[0]).toEqual({
      productNo: 7,
      name: '꿀사과',
      salePrice: 12900,
      isLike: true,
    });
  });

  it('removes one product and leaves the order of the rest', () => {
    const list = build([{ productNo: 1 }, { productNo: 2 }, { productNo: 3 }]);
    expect(removeRecent(list, 2).map((entry) => entry.productNo)).toEqual([3, 1]);
  });

  it('normalises a stored list that broke the rules', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ productNo, isLike: fc.boolean() }), { maxLength: 100 }), (stored) => {
        const list = normaliseRecent(stored);
        expect(list.length).toBeLessThanOrEqual(RECENTLY_VIEWED_MAX);
        expect(new Set(list.map((entry) => entry.productNo)).size).toBe(list.length);
        // Order is the stored order (newest first), first occurrence wins.
        expect(list).toEqual(
          stored
            .filter((entry, index) => stored.findIndex((e) => e.productNo === entry.productNo) === index)
            .slice(0, RECENTLY_VIEWED_MAX),
        );
      }),
    );
  });
});
