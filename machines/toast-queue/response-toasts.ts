import { type ToastItem, toToastItem } from '#contract/guards.ts';

/**
 * Which toasts a response asks for (spec section 7). Apart from the machine file so the SPA can tell
 * "no toasts" without loading XState: most responses carry none.
 */

/**
 * The product view count call is the one response whose toastItems are not shown (spec section 7);
 * it fires silently on every product view.
 */
export const PRODUCT_VIEW_COUNT_PATH = /\/products?\/(?:\d+\/)?view-?count\/?$/i;

/** Toasts a response asks for: valid `toastItems` entries, none for the product view count call. */
export function responseToasts(path: string, body: unknown): ToastItem[] {
  const bare = path.split(/[?#]/)[0] ?? path;
  if (PRODUCT_VIEW_COUNT_PATH.test(bare)) return [];
  if (
    typeof body !== 'object' ||
    body === null ||
    !('toastItems' in body) ||
    !Array.isArray(body.toastItems)
  ) {
    return [];
  }
  return body.toastItems.flatMap((item: unknown) => {
    const parsed = toToastItem(item);
    return parsed ? [parsed] : [];
  });
}
