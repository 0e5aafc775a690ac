import type { StoreKey } from './stores.ts';

/** One sellable size of a product: its weight label and its 정상가 (regular price, whole won). */
export type ProductOption = readonly [weight: string, regularPrice: number];

/** One line of the product tables; every option becomes its own product. */
export interface ProductTemplate {
  /** A depth-3 category code. */
  category: string;
  name: string;
  origin: string;
  options: readonly ProductOption[];
  /** Months (1-12) in season; empty means all year. */
  season: readonly number[];
  /** The local store that sells it; null for products of the storefront itself. */
  store: StoreKey | null;
}

interface Extra {
  season?: readonly number[];
  store?: StoreKey;
}

/** A builder bound to one depth-3 category, so the tables read as lists of products. */
export function inCategory(category: string) {
  return (
    name: string,
    origin: string,
    options: readonly ProductOption[],
    extra: Extra = {},
  ): ProductTemplate => ({
    category,
    name,
    origin,
    options,
    season: extra.season ?? [],
    store: extra.store ?? null,
  });
}

/** Months from `from` to `to` inclusive, wrapping over the new year: months(11, 2) is 11, 12, 1, 2. */
export function months(from: number, to: number): number[] {
  const result: number[] = [];
  for (let month = from; ; month = (month % 12) + 1) {
    result.push(month);
    if (month === to) return result;
  }
}
