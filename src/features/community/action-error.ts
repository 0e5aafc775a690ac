import { clientFallbackMessages } from '#contract/fallback-messages.ts';
import { ApiRequestError } from '../../api/http.ts';
import type { MemberGate } from '../../ui/member-gate.ts';
import { openErrorDialogIfUnexpected } from '../../ui/overlays/error-dialog.ts';
import { alert, textToHtml } from '../../ui/overlays/feedback.ts';

/** The banned-word refusal (code 12 NOT_MATCHED, the word in the message): shown beside the text. */
export const NOT_MATCHED = 12;

export function isBannedWordError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && error.code === NOT_MATCHED;
}

/**
 * A refused community action: signed out meanwhile (401) goes through the gate to the login page with
 * this page as return path; no answer or the server's own failure opens the error dialog
 * (ui/overlays/error-dialog.ts); any other refusal, a ban (403) included, opens the alert with the
 * server's message as text.
 */
export function showActionError(error: unknown, gate: MemberGate): void {
  if (error instanceof ApiRequestError && error.status === 401 && gate.membership === 'guest') {
    gate.allow();
    return;
  }
  if (openErrorDialogIfUnexpected(error)) return;
  const message = error instanceof ApiRequestError ? error.message : clientFallbackMessages.temporary;
  void alert({ html: textToHtml(message || clientFallbackMessages.temporary) });
}
