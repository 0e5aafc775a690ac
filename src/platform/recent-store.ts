import { useSyncExternalStore } from 'react';
import type { ProductSummary } from '#contract/display.ts';
import { addRecent, normaliseRecent, removeRecent, setRecentLike } from './recent-list.ts';
import { localStore, type RecentlyViewedProduct } from './storage.ts';

/**
 * Recently viewed products in local storage (key `recentlyViewed`), shared by every screen and tab.
 * The native bridge calls addRecentProduct for the app's appRecentProduct message. It lives in
 * platform/ because several features write it: the recent feature shows it, the likes feature keeps
 * its like flags in step with the shopper's likes.
 */

const listeners = new Set<() => void>();
const EMPTY: readonly RecentlyViewedProduct[] = [];
let cachedRaw: RecentlyViewedProduct[] | undefined;
let cached: readonly RecentlyViewedProduct[] = EMPTY;

export function readRecentProducts(): readonly RecentlyViewedProduct[] {
  const stored = localStore.get('recentlyViewed');
  // useSyncExternalStore needs the same array while nothing changed.
  if (stored === undefined) return EMPTY;
  if (cachedRaw && JSON.stringify(cachedRaw) === JSON.stringify(stored)) return cached;
  cachedRaw = stored;
  cached = normaliseRecent(stored);
  return cached;
}

function write(next: RecentlyViewedProduct[]): void {
  localStore.set('recentlyViewed', next);
  for (const listener of listeners) listener();
}

export type RecentProductInput = Pick<RecentlyViewedProduct, 'productNo'> &
  Partial<Omit<RecentlyViewedProduct, 'productNo'>>;

/** Adds (or moves to the front) a product the shopper opened. */
export function addRecentProduct(product: RecentProductInput): void {
  if (!Number.isInteger(product.productNo)) return;
  write(addRecent(readRecentProducts(), product));
}

/** The snapshot a list shows, taken from a product summary when the product is opened. */
export function recentFromSummary(product: ProductSummary): RecentProductInput {
  return {
    productNo: product.productNo,
    name: product.name,
    imageUrl: product.imageUrl,
    salePrice: product.salePrice,
    shopUrl: product.shopUrl,
    weight: product.weight,
  };
}

export function setRecentProductLike(productNo: number, isLike: boolean): void {
  write(setRecentLike(readRecentProducts(), productNo, isLike));
}

export function removeRecentProduct(productNo: number): void {
  write(removeRecent(readRecentProducts(), productNo));
}

export function clearRecentProducts(): void {
  localStore.remove('recentlyViewed');
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the list.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === 'recentlyViewed') listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useRecentProducts(): readonly RecentlyViewedProduct[] {
  return useSyncExternalStore(subscribe, readRecentProducts, () => EMPTY);
}
