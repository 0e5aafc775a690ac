import { type ToastItem, toToastItem } from '#contract/guards.ts';

/**
 * Which toasts a response asks for (spec section 7). Apart from the machine file so the SPA can tell
 * "no toasts" without loading XState: most responses carry none.
 */

/**
 * The view count call is the one response whose toastItems are not shown (spec section 7: "except
 * product view count"); it fires silently on every post view. The contract's one view count call is
 * `countPostView` (contract/community-posts.ts), which the test holds this path to.
 */
export const VIEW_COUNT_PATH = '/api/v1/community/view-count';

/** Toasts a response asks for: valid `toastItems` entries, none for the view count call. */
export function responseToasts(path: string, body: unknown): ToastItem[] {
  if ((path.split(/[?#]/)[0] ?? path) === VIEW_COUNT_PATH) return [];
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
