import { TIMEOUT_MESSAGE } from '#contract/fallback-messages.ts';
import type { Exchange } from '#contract/point.ts';
import { completeExchange, exchangePoints } from '../../../api/contract.gen.ts';
import { ApiRequestError, call, LONG_CALL_TIMEOUT_MS } from '../../../api/http.ts';

export interface ExchangeAnswer {
  exchange: Exchange;
  balance: number;
}

/** The two calls of an exchange (contract/point.ts), as the flow (exchange-flow.ts) uses them. */
export interface ExchangeApi {
  /** POST /exchange: reserves the stars and asks the partner; the same requestKey again is the same exchange. */
  request(stars: number, requestKey: string): Promise<ExchangeAnswer>;
  /** POST /exchange/complete: settles a pending exchange, or releases its stars when the partner says no. */
  complete(exchangeId: number): Promise<ExchangeAnswer>;
}

/**
 * The spec's one client with a time limit (section 7: 50,000 ms; src/api/README.md says why this one).
 * Giving up loses nothing: the flow repeats a request with the same key and completes by id.
 */
const timeout = LONG_CALL_TIMEOUT_MS;

/** A call that ran out of time says so in Korean (the client's message is about the connection). */
function timeoutSaid(error: unknown): never {
  if (error instanceof ApiRequestError && error.errorName === 'TIMEOUT')
    throw new ApiRequestError(0, { ...error.body, message: TIMEOUT_MESSAGE }, error.endpoint);
  throw error;
}

export const exchangeApi: ExchangeApi = {
  request: (stars, requestKey) =>
    call(exchangePoints, { body: { stars, requestKey }, timeout }).catch(timeoutSaid),
  complete: (exchangeId) => call(completeExchange, { body: { exchangeId }, timeout }).catch(timeoutSaid),
};
