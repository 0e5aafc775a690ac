/**
 * Price range sliders over [0, maxPrice]. A browser only lets a range thumb rest on min + k * step, so
 * with `max={maxPrice}` and a step that does not divide maxPrice the top thumb stops short (101,900 with
 * step 1,000 stops at 101,000) and the dearest products drop out. The slider instead ends at the first
 * step at or above maxPrice, and a thumb there means "no upper bound".
 */

/** The slider's `max`: the first multiple of `step` at or above maxPrice, which a thumb can reach. */
export function priceSliderTop(maxPrice: number, step: number): number {
  if (!(step > 0)) return maxPrice;
  return Math.ceil(maxPrice / step) * step;
}

/** The price a thumb stands for: past maxPrice there are no products, so it reads as maxPrice. */
export function shownPrice(value: number, maxPrice: number): number {
  return Math.min(value, maxPrice);
}

/**
 * The filter two thumbs make; a side at its end of the range is no filter (undefined), which keeps the
 * URL clean and never cuts off a product priced exactly maxPrice.
 */
export function priceRangeFilter(
  low: number,
  high: number,
  maxPrice: number,
): { minPrice: number | undefined; maxPrice: number | undefined } {
  const min = Math.min(low, maxPrice);
  return {
    minPrice: min > 0 ? min : undefined,
    maxPrice: high >= maxPrice ? undefined : high,
  };
}
