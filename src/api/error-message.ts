import { clientFallbackMessages } from '#contract/fallback-messages.ts';
import { ApiRequestError } from './http.ts';

/** The server's Korean message when it sent one, else the client's fallback. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) return error.message || clientFallbackMessages.temporary;
  return clientFallbackMessages.temporary;
}
