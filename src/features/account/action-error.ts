import { clientFallbackMessages } from '#contract/fallback-messages.ts';
import { ApiRequestError } from '../../api/http.ts';
import { alert, textToHtml } from '../../ui/overlays/feedback.ts';

/** The message to show for a failed call: the server's (Korean) or the temporary-problem fallback. */
export function messageOf(error: unknown): string {
  return error instanceof ApiRequestError ? error.message : clientFallbackMessages.temporary;
}

/**
 * A refused write of a banned member (403, code 20 FORBIDDEN, spec section 4) opens the alert with
 * the server's ban message, as the like buttons do; true when it did, so the form shows nothing more.
 */
export function alertIfForbidden(error: unknown): boolean {
  if (!(error instanceof ApiRequestError) || error.status !== 403) return false;
  void alert({ html: textToHtml(error.message) });
  return true;
}
