import { describe, expect, it, vi } from 'vitest';
import type { ApiError } from '#contract/errors.ts';
import type { Exchange } from '#contract/point.ts';
import { ApiRequestError } from '../../api/http.ts';
import type { ExchangeAnswer, ExchangeApi } from './api/exchange.ts';
import { completePending, type ExchangePhase, isBusy, newRequestKey, runExchange } from './exchange-flow.ts';

function exchange(status: Exchange['status'], overrides: Partial<Exchange> = {}): Exchange {
  return {
    exchangeId: 7,
    stars: 100,
    partnerPoints: 50,
    status,
    failureReason:
      status === 'failed' ? '파트너사에서 전환을 거절했습니다. 별은 그대로 돌려드렸습니다.' : null,
    requestedAt: '2026-11-24T03:00:00.000Z',
    completedAt: status === 'completed' ? '2026-11-24T03:00:01.000Z' : null,
    ...overrides,
  };
}

const answer = (value: Exchange): ExchangeAnswer => ({ exchange: value, balance: 900 });
const apiError = (status: number, body: Partial<ApiError> = {}) =>
  new ApiRequestError(
    status,
    { code: 13, name: 'INSUFFICIENT', message: '별이 부족합니다.', ...body } as ApiError,
    'POST /api/v1/user/point/exchange',
  );

function fakeApi(overrides: Partial<ExchangeApi> = {}): ExchangeApi & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    request: vi.fn(async (stars: number, key: string) => {
      calls.push(`request ${stars} ${key}`);
      return answer(exchange('pending'));
    }),
    complete: vi.fn(async (id: number) => {
      calls.push(`complete ${id}`);
      return answer(exchange('completed'));
    }),
    ...overrides,
  };
}

async function run(api: ExchangeApi, attempt = { stars: 100, requestKey: 'xchg-key-1' }) {
  const phases: ExchangePhase[] = [];
  const last = await runExchange(api, attempt, (phase) => phases.push(phase));
  return { phases: phases.map((phase) => phase.name), last };
}

describe('exchange flow', () => {
  it('requests, shows the partner points pending, then completes', async () => {
    const api = fakeApi();
    const { phases, last } = await run(api);
    expect(phases).toEqual(['requesting', 'pending', 'completed']);
    expect(api.calls).toEqual(['request 100 xchg-key-1', 'complete 7']);
    expect(last.name === 'completed' && last.exchange.partnerPoints).toBe(50);
  });

  it('stops at failed when the partner refused the request (no completion asked)', async () => {
    const api = fakeApi({ request: async () => answer(exchange('failed')) });
    const { phases, last } = await run(api);
    expect(phases).toEqual(['requesting', 'failed']);
    expect(api.complete).not.toHaveBeenCalled();
    expect(last.name === 'failed' && last.exchange.failureReason).toMatch('돌려드렸습니다');
  });

  it('ends failed when the completion finds the partner said no', async () => {
    const api = fakeApi({ complete: async () => answer(exchange('failed')) });
    expect((await run(api)).phases).toEqual(['requesting', 'pending', 'failed']);
  });

  it('a refusal (4xx) shows the server message and offers no retry with the same key', async () => {
    const api = fakeApi({
      request: async () => {
        throw apiError(400, { message: '별은 100개 단위로 전환할 수 있습니다.' });
      },
    });
    const { last } = await run(api);
    expect(last).toEqual({
      name: 'error',
      stars: 100,
      message: '별은 100개 단위로 전환할 수 있습니다.',
    });
  });

  it('no answer (network, 5xx): the retry carries the same request key', async () => {
    let first = true;
    const api = fakeApi({
      request: vi.fn(async (stars: number, key: string) => {
        api.calls.push(`request ${stars} ${key}`);
        if (first) {
          first = false;
          throw apiError(0, { message: '네트워크 연결을 확인한 뒤 다시 시도해 주세요.' });
        }
        return answer(exchange('pending'));
      }),
    });
    const failed = await run(api);
    expect(failed.last.name).toBe('error');
    const retry = failed.last.name === 'error' ? failed.last.retry : undefined;
    expect(retry).toEqual({ stars: 100, requestKey: 'xchg-key-1' });
    const again = await run(api, retry!);
    expect(again.last.name).toBe('completed');
    expect(api.calls).toEqual(['request 100 xchg-key-1', 'request 100 xchg-key-1', 'complete 7']);
  });

  it('a completion without an answer stays pending with a problem, and a recheck settles it', async () => {
    let fail = true;
    const api = fakeApi({
      complete: async () => {
        if (fail) {
          fail = false;
          throw apiError(503, { message: '일시적인 오류가 발생했습니다.' });
        }
        return answer(exchange('completed'));
      },
    });
    const { last } = await run(api);
    expect(last).toMatchObject({ name: 'pending', problem: '일시적인 오류가 발생했습니다.' });
    expect(isBusy(last)).toBe(false);
    const phases: string[] = [];
    const settled = await completePending(api, exchange('pending'), (phase) => phases.push(phase.name));
    expect(phases).toEqual(['pending', 'completed']);
    expect(settled.name).toBe('completed');
  });

  it('is busy while requesting or waiting for the partner, not when settled', () => {
    expect(isBusy({ name: 'requesting', stars: 100 })).toBe(true);
    expect(isBusy({ name: 'pending', exchange: exchange('pending') })).toBe(true);
    expect(isBusy({ name: 'completed', exchange: exchange('completed') })).toBe(false);
    expect(isBusy({ name: 'idle' })).toBe(false);
  });

  it('makes a fresh key per attempt, in the shape the contract accepts', () => {
    const keys = new Set(Array.from({ length: 50 }, newRequestKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9._:-]{8,100}$/);
  });
});
