import { RECENTLY_VIEWED_MAX } from '#contract/constants.ts';
import type { RecentlyViewedProduct } from './storage.ts';

/**
 * The rules of the recently viewed list (spec sections 3, 4, 9), without storage: newest first, one
 * entry per product, at most RECENTLY_VIEWED_MAX (the oldest drops off).
 */

/** Puts the product at the front; re-adding an existing one moves it there and keeps its like flag unless given. */
export function addRecent(
  list: readonly RecentlyViewedProduct[],
  item: Omit<RecentlyViewedProduct, 'isLike'> & { isLike?: boolean },
  max: number = RECENTLY_VIEWED_MAX,
): RecentlyViewedProduct[] {
  const previous = list.find((entry) => entry.productNo === item.productNo);
  const merged: RecentlyViewedProduct = {
    ...previous,
    ...withoutUndefined(item),
    productNo: item.productNo,
    isLike: item.isLike ?? previous?.isLike ?? false,
  };
  return [merged, ...list.filter((entry) => entry.productNo !== item.productNo)].slice(0, Math.max(0, max));
}

/** Sets the like flag of a product already in the list; a product not in it is not added. */
export function setRecentLike(
  list: readonly RecentlyViewedProduct[],
  productNo: number,
  isLike: boolean,
): RecentlyViewedProduct[] {
  return list.map((entry) => (entry.productNo === productNo ? { ...entry, isLike } : entry));
}

export function removeRecent(
  list: readonly RecentlyViewedProduct[],
  productNo: number,
): RecentlyViewedProduct[] {
  return list.filter((entry) => entry.productNo !== productNo);
}

/**
 * A stored list another version or tab wrote may break the rules (duplicates, too long); reading it
 * back through this keeps the first occurrence of each product, in order, and the first `max`.
 */
export function normaliseRecent(
  list: readonly RecentlyViewedProduct[],
  max: number = RECENTLY_VIEWED_MAX,
): RecentlyViewedProduct[] {
  const seen = new Set<number>();
  const result: RecentlyViewedProduct[] = [];
  for (const entry of list) {
    if (seen.has(entry.productNo)) continue;
    seen.add(entry.productNo);
    result.push(entry);
    if (result.length >= max) break;
  }
  return result;
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;
}
