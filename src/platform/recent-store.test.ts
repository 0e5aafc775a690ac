// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { RECENTLY_VIEWED_MAX } from '#contract/constants.ts';
import {
  addRecentProduct,
  clearRecentProducts,
  readRecentProducts,
  removeRecentProduct,
  setRecentProductLike,
} from './recent-store.ts';

beforeEach(() => window.localStorage.clear());

describe('recently viewed products in local storage', () => {
  it('stores newest first under recentlyViewed and moves a re-added product to the front', () => {
    addRecentProduct({ productNo: 1, name: '사과' });
    addRecentProduct({ productNo: 2 });
    addRecentProduct({ productNo: 1 });
    expect(readRecentProducts().map((item) => item.productNo)).toEqual([1, 2]);
    expect(JSON.parse(window.localStorage.getItem('recentlyViewed') ?? '[]')[0]).toEqual({
      productNo: 1,
      name: '사과',
      isLike: false,
    });
  });

  it('keeps at most RECENTLY_VIEWED_MAX across many opens', () => {
    for (let no = 1; no <= RECENTLY_VIEWED_MAX + 5; no++) addRecentProduct({ productNo: no });
    const list = readRecentProducts();
    expect(list).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(list[0]?.productNo).toBe(RECENTLY_VIEWED_MAX + 5);
  });

  it('reads a malformed stored value as empty, and recovers on the next add', () => {
    for (const junk of ['{', '"text"', '[{"productNo":"1","isLike":true}]', '[{"productNo":1}]', 'null']) {
      window.localStorage.setItem('recentlyViewed', junk);
      expect(readRecentProducts()).toEqual([]);
    }
    addRecentProduct({ productNo: 5 });
    expect(readRecentProducts().map((item) => item.productNo)).toEqual([5]);
  });

  it('toggles the like flag, removes one product, clears all', () => {
    addRecentProduct({ productNo: 1 });
    addRecentProduct({ productNo: 2 });
    setRecentProductLike(1, true);
    expect(readRecentProducts().find((item) => item.productNo === 1)?.isLike).toBe(true);
    setRecentProductLike(1, false);
    expect(readRecentProducts().find((item) => item.productNo === 1)?.isLike).toBe(false);
    removeRecentProduct(2);
    expect(readRecentProducts().map((item) => item.productNo)).toEqual([1]);
    clearRecentProducts();
    expect(readRecentProducts()).toEqual([]);
  });

  it('ignores a product number that is not an integer (a bad native message)', () => {
    addRecentProduct({ productNo: Number.NaN });
    addRecentProduct({ productNo: '12' as unknown as number });
    expect(readRecentProducts()).toEqual([]);
  });
});
