import { showToast } from '../../ui/overlays/feedback.ts';

/**
 * The screen's own toast for a finished action, unless the server's answer carried toastItems: the
 * HTTP client shows those already (spec section 7), and an action gets one toast, not two. The
 * server's (stars given or taken back) also says that the action was done.
 */
export function toastUnlessAnswered(answer: unknown, phrase: string): void {
  const items = (answer as { toastItems?: unknown } | null | undefined)?.toastItems;
  if (Array.isArray(items) && items.length > 0) return;
  showToast(phrase);
}
