import { clientFallbackMessages } from '#contract/fallback-messages.ts';
import { ApiRequestError } from '../../api/http.ts';
import { alert, textToHtml } from './feedback.ts';

/**
 * The error dialog (spec section 2, among the global overlays): for a failure the screen cannot put
 * next to what the shopper did. Its trigger, decided once here:
 * - a blocking flow's or a mutation's UNEXPECTED failure: no answer (offline, a timeout), the
 *   server's own failure (5xx), or a bug (anything that is not an ApiRequestError);
 * - never a refusal (4xx): a field's validation error, a ban, a limit belong to the field or screen
 *   that caused them, in the server's words;
 * - never a query's failure: a screen shows its own error state with a retry;
 * - never a cancellation.
 * Callers opt in where they handle a failure (`onError: openErrorDialogIfUnexpected`), so nothing is
 * shown twice and nothing is added to the first load. It is the alert (feedback actors, lazy) with a
 * heading: it waits its turn behind an open alert and is not dismissable.
 */
export const ERROR_DIALOG_TITLE = '요청을 처리하지 못했어요';

function isCancellation(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** True for a failure the shopper can do nothing about on the screen (see above). */
export function isUnexpectedError(error: unknown): boolean {
  if (error instanceof ApiRequestError) return error.status === 0 || error.status >= 500;
  return !isCancellation(error);
}

/** The Korean sentence for it: the server's or the client's message (network, timeout), else the spec's fallback. */
export function errorDialogMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.message.trim()) return error.message;
  return clientFallbackMessages.temporary;
}

/** Opens the error dialog; resolves once the shopper pressed '확인' (after `onConfirm`). */
export function showErrorDialog(error: unknown, options: { onConfirm?: () => void } = {}): Promise<void> {
  return alert({ title: ERROR_DIALOG_TITLE, html: textToHtml(errorDialogMessage(error)), ...options });
}

/** Opens the error dialog when `error` is unexpected; true when it did, so the caller shows nothing else. */
export function openErrorDialogIfUnexpected(error: unknown): boolean {
  if (!isUnexpectedError(error)) return false;
  void showErrorDialog(error);
  return true;
}
