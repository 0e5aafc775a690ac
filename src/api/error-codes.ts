import type { errorCatalogue } from '#contract/errors.ts';
import { ApiRequestError } from './http.ts';

/**
 * The catalogue codes the screens branch on, as literals checked against contract/errors.ts at
 * compile time (`satisfies`): importing the catalogue itself would put every Korean message of it
 * into whichever chunk asks.
 */
export const NO_DATA = 8 satisfies (typeof errorCatalogue)['NO_DATA']['code'];
export const UNSUPPORTED = 9 satisfies (typeof errorCatalogue)['UNSUPPORTED']['code'];

/** The server answered "no such thing" (404 NO_DATA): the screen shows its not-found state. */
export function isNoData(error: unknown): boolean {
  return error instanceof ApiRequestError && error.code === NO_DATA;
}
