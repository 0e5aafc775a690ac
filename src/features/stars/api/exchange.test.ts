// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMEOUT_MESSAGE } from '#contract/fallback-messages.ts';
import type { Exchange } from '#contract/point.ts';
import { defaultRuntimeConfig } from '#contract/runtime-config.ts';
import { LONG_CALL_TIMEOUT_MS } from '../../../api/http.ts';
import { setRuntimeConfig } from '../../../platform/runtime-config.ts';
import { type ExchangePhase, runExchange } from '../exchange-flow.ts';
import { exchangeApi } from './exchange.ts';

/**
 * The exchange is the spec's one client with a 50,000 ms timeout (section 7). A real server on the
 * loopback stalls; the 50 s are not waited for: AbortSignal.timeout (what ofetch uses for `timeout`)
 * is replaced by a signal this test fires, after checking it was asked for 50,000 ms.
 */
let server: Server;
let stall = true;
/** Only the completion stalls. */
let stallCompletion = false;
const bodies: { path: string; body: unknown }[] = [];

const exchange = (status: Exchange['status']): Exchange => ({
  exchangeId: 7,
  stars: 200,
  partnerPoints: 100,
  status,
  failureReason: null,
  requestedAt: '2026-11-24T03:00:00.000Z',
  completedAt: status === 'completed' ? '2026-11-24T03:00:01.000Z' : null,
});

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    bodies.push({ path: req.url ?? '', body: JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null') });
    const done = req.url?.endsWith('/complete') ?? false;
    if (stall || (done && stallCompletion)) return; // never answers
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ exchange: exchange(done ? 'completed' : 'pending'), balance: 300 }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  setRuntimeConfig({ ...defaultRuntimeConfig, api: { display: base, account: base, search: base } });
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  setRuntimeConfig(defaultRuntimeConfig);
});

let timeouts: { ms: number; fire: () => void }[] = [];
beforeEach(() => {
  stall = true;
  stallCompletion = false;
  bodies.length = 0;
  timeouts = [];
  vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
    const controller = new AbortController();
    timeouts.push({ ms, fire: () => controller.abort(new DOMException('signal timed out', 'TimeoutError')) });
    return controller.signal;
  });
});
afterEach(() => vi.restoreAllMocks());

async function untilRequests(count: number): Promise<void> {
  await vi.waitFor(() => expect(bodies.length).toBe(count));
}

describe('the star exchange’s 50,000 ms timeout', () => {
  it('gives up on a stalled server with a Korean message and loses nothing: the retry is the same request', async () => {
    const phases: ExchangePhase[] = [];
    const attempt = { stars: 200, requestKey: 'xchg-0123456789abcdef' };
    const first = runExchange(exchangeApi, attempt, (phase) => phases.push(phase));
    await untilRequests(1);
    expect(timeouts.map((timeout) => timeout.ms)).toEqual([LONG_CALL_TIMEOUT_MS]);
    expect(LONG_CALL_TIMEOUT_MS).toBe(50_000);
    timeouts[0]?.fire();

    const ended = await first;
    expect(ended).toEqual({
      name: 'error',
      stars: 200,
      message: TIMEOUT_MESSAGE,
      // No answer: the server may have reserved the stars, so the retry repeats the same key.
      retry: attempt,
    });

    // The server answers again: the retry sends the same key and the exchange completes.
    stall = false;
    const retried = await runExchange(exchangeApi, attempt, (phase) => phases.push(phase));
    expect(retried).toMatchObject({ name: 'completed', exchange: { exchangeId: 7, status: 'completed' } });
    expect(bodies.map((request) => request.body)).toEqual([
      { stars: 200, requestKey: attempt.requestKey },
      { stars: 200, requestKey: attempt.requestKey },
      { exchangeId: 7 },
    ]);
    // Every call of the exchange, the completion too, carries the limit.
    expect(timeouts.map((timeout) => timeout.ms)).toEqual([50_000, 50_000, 50_000]);
  });

  it('leaves a pending exchange pending when its completion stalls, to be checked again by id', async () => {
    stall = false;
    stallCompletion = true;
    const phases: ExchangePhase[] = [];
    const attempt = { stars: 200, requestKey: 'xchg-fedcba9876543210' };
    const run = runExchange(exchangeApi, attempt, (phase) => phases.push(phase));
    await untilRequests(2);
    expect(bodies[1]).toEqual({ path: '/api/v1/user/point/exchange/complete', body: { exchangeId: 7 } });
    timeouts[1]?.fire();
    expect(await run).toMatchObject({
      name: 'pending',
      exchange: { exchangeId: 7 },
      problem: TIMEOUT_MESSAGE,
    });
  });
});
