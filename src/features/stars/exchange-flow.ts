import { clientFallbackMessages } from '#contract/fallback-messages.ts';
import type { Exchange } from '#contract/point.ts';
import { ApiRequestError } from '../../api/http.ts';
import type { ExchangeApi } from './api/exchange.ts';
import { errorMessage } from './text.ts';

/**
 * One exchange, as contract/point.ts has it: POST /exchange reserves the stars and asks the partner
 * (the answer is `pending` once the partner accepted, or `failed` with the stars already back), then
 * POST /exchange/complete settles it (`completed`, or `failed` when the partner takes it back).
 *
 * A linear flow of two calls, so a plain async function reports its phases rather than a machine.
 * What makes it safe to repeat:
 * - every attempt carries its own request key; when the request got no answer (network, timeout,
 *   5xx) the server may have reserved the stars, so "다시 시도" sends the SAME key and gets that
 *   exchange back instead of a second one. A refusal (4xx) reserved nothing: the next try is a new attempt;
 * - a pending exchange whose completion got no answer stays pending on the server; it is completed
 *   again with its id (completing twice is one settlement).
 */
export type ExchangePhase =
  | { name: 'idle' }
  | { name: 'requesting'; stars: number }
  /** The partner accepted and the stars are reserved; waiting for the settlement. */
  | { name: 'pending'; exchange: Exchange; problem?: string }
  | { name: 'completed'; exchange: Exchange }
  /** The partner said no or did not answer: the exchange is off and the stars are back. */
  | { name: 'failed'; exchange: Exchange }
  /** The request itself failed; `retry` is set when it must be repeated with the same key. */
  | { name: 'error'; stars: number; message: string; retry?: { stars: number; requestKey: string } };

/** Phases in which a second exchange must not start (the button is disabled). */
export function isBusy(phase: ExchangePhase): boolean {
  return phase.name === 'requesting' || (phase.name === 'pending' && phase.problem === undefined);
}

/** A new attempt's key: 24 random hex digits, within the contract's `[A-Za-z0-9._:-]{8,100}`. */
export function newRequestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `xchg-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** No answer, or the server's own failure: the request may have been carried out. */
function mayHaveHappened(error: unknown): boolean {
  return !(error instanceof ApiRequestError) || error.status === 0 || error.status >= 500;
}

function settled(exchange: Exchange): ExchangePhase {
  if (exchange.status === 'completed') return { name: 'completed', exchange };
  if (exchange.status === 'failed') return { name: 'failed', exchange };
  return { name: 'pending', exchange };
}

/** Settles a pending exchange; reports pending with a problem when the completion got no good answer. */
export async function completePending(
  api: ExchangeApi,
  exchange: Exchange,
  report: (phase: ExchangePhase) => void,
): Promise<ExchangePhase> {
  report({ name: 'pending', exchange });
  let phase: ExchangePhase;
  try {
    phase = settled((await api.complete(exchange.exchangeId)).exchange);
    if (phase.name === 'pending') phase = { ...phase, problem: clientFallbackMessages.temporary };
  } catch (error) {
    phase = { name: 'pending', exchange, problem: errorMessage(error) };
  }
  report(phase);
  return phase;
}

/** Runs one attempt from the request to its settlement, reporting every phase; resolves with the last. */
export async function runExchange(
  api: ExchangeApi,
  attempt: { stars: number; requestKey: string },
  report: (phase: ExchangePhase) => void,
): Promise<ExchangePhase> {
  report({ name: 'requesting', stars: attempt.stars });
  let exchange: Exchange;
  try {
    exchange = (await api.request(attempt.stars, attempt.requestKey)).exchange;
  } catch (error) {
    const phase: ExchangePhase = {
      name: 'error',
      stars: attempt.stars,
      message: errorMessage(error),
      ...(mayHaveHappened(error) ? { retry: attempt } : {}),
    };
    report(phase);
    return phase;
  }
  const phase = settled(exchange);
  if (phase.name !== 'pending') {
    report(phase);
    return phase;
  }
  return completePending(api, exchange, report);
}
