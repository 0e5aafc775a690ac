// @vitest-environment jsdom
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildPath as contractBuildPath } from '../../contract/endpoint.ts';
import { clientFallbackMessages } from '../../contract/errors.ts';
import { defaultRuntimeConfig } from '../../contract/runtime-config.ts';
import { setRuntimeConfig } from '../platform/runtime-config.ts';
import { createFakeApi, webProfile } from '../test-support/fake-api.ts';
import {
  checkProductLikes,
  getBanners,
  getDealDetail,
  getHomeDeals,
  getWebProfile,
  likeShop,
} from './contract.gen.ts';
import { ApiRequestError, buildPath, call, callOnce, configureHttp, queryString } from './http.ts';

let api: ReturnType<typeof createFakeApi>;

beforeEach(() => {
  setRuntimeConfig({
    ...defaultRuntimeConfig,
    api: { display: 'https://display.example.kr/', account: '', search: '' },
  });
  window.localStorage.clear();
  api = createFakeApi();
  vi.stubGlobal('fetch', api.fetch);
});

afterEach(() => {
  vi.unstubAllGlobals();
  configureHttp({ auth: undefined, onToastItems: undefined });
  setRuntimeConfig(defaultRuntimeConfig);
});

describe('call', () => {
  it('sends to the service base URL with the device id and no-cache headers', async () => {
    const profile = await call(getWebProfile);
    expect(profile).toEqual(webProfile);
    const [request] = api.requests;
    expect(request?.url.href).toBe('https://display.example.kr/api/v1/display/web/profile');
    expect(request?.method).toBe('GET');
    expect(request?.headers.get('deviceUuid')).toMatch(/^w-/);
    expect(request?.headers.get('deviceUuid')).toBe(window.localStorage.getItem('uid'));
    expect(request?.headers.get('cache-control')).toBe('no-cache');
    expect(request?.headers.get('pragma')).toBe('no-cache');
  });

  it('fills path parameters and the query', async () => {
    await call(getDealDetail, { params: { dealId: '12' } });
    await call(getHomeDeals, { query: { sort: 'DISCOUNT', page: 2, size: 10 } });
    expect(api.requests[0]?.url.pathname).toBe('/api/v1/display/deal/12');
    expect(Object.fromEntries(api.requests[1]?.url.searchParams ?? [])).toEqual({
      sort: 'DISCOUNT',
      page: '2',
      size: '10',
    });
  });

  it('turns an error answer into an ApiRequestError with the server code and message', async () => {
    const error = await call(getDealDetail, { params: { dealId: '999' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 404,
      code: 8,
      errorName: 'NO_DATA',
      message: '요청하신 정보를 찾을 수 없습니다.',
    });
  });

  it('uses a Korean fallback when the error body is not the contract shape', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>Bad Gateway</html>', { status: 502 }));
    const error = await call(getBanners).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: 5, message: clientFallbackMessages.temporary });
  });

  it('reports a network failure in Korean', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await call(getBanners).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, message: clientFallbackMessages.network });
  });

  it('lets a cancellation stay a cancellation', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await call(getBanners, { signal: controller.signal }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiRequestError);
  });

  it('adds the auth seam headers and retries at most twice when it recovers', async () => {
    let failures = 0;
    vi.stubGlobal(
      'fetch',
      createFakeApi(() => {
        failures += 1;
        return {
          status: 401,
          body: { code: 111, name: 'ACCESS_TOKEN_EXPIRED', message: '로그인 정보가 만료되었습니다.' },
        };
      }).fetch,
    );
    const recover = vi.fn(async (_error: ApiRequestError, _attempt: number) => true);
    configureHttp({ auth: { headers: () => ({ Authorization: 'Bearer t' }), recover } });
    const error = await call(getWebProfile).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 111 });
    expect(failures).toBe(3);
    expect(recover.mock.calls.map(([, attempt]) => attempt)).toEqual([1, 2]);
  });

  it('runs every attempt of a call through the session refresh rule, with per-call headers', async () => {
    let answers = 0;
    const fake = createFakeApi(() => {
      answers += 1;
      return answers === 1
        ? { status: 401, body: { code: 111, name: 'ACCESS_TOKEN_EXPIRED', message: '만료' } }
        : { status: 200, body: webProfile };
    });
    vi.stubGlobal('fetch', fake.fetch);
    // A stand-in for the refresh coordinator: retries once after a 111.
    let runs = 0;
    async function run<T>(request: () => Promise<T>): Promise<T> {
      runs += 1;
      try {
        return await request();
      } catch (error) {
        if (error instanceof ApiRequestError && error.code === 111) return request();
        throw error;
      }
    }
    const recover = vi.fn(async () => true);
    configureHttp({ auth: { headers: () => ({ Authorization: 'Bearer t' }), recover, run } });
    expect(await call(getWebProfile, { headers: { clickKey: 'k1' } })).toEqual(webProfile);
    expect(runs).toBe(1);
    expect(recover).not.toHaveBeenCalled();
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1]?.headers.get('clickKey')).toBe('k1');
    expect(fake.requests[1]?.headers.get('Authorization')).toBe('Bearer t');
  });

  it('callOnce sends one attempt outside the refresh rule', async () => {
    vi.stubGlobal(
      'fetch',
      createFakeApi(() => ({
        status: 401,
        body: { code: 111, name: 'ACCESS_TOKEN_EXPIRED', message: '만료' },
      })).fetch,
    );
    let runs = 0;
    function run<T>(request: () => Promise<T>): Promise<T> {
      runs += 1;
      return request();
    }
    configureHttp({ auth: { headers: () => undefined, run } });
    await expect(callOnce(getWebProfile)).rejects.toMatchObject({ code: 111, status: 401 });
    expect(runs).toBe(0);
  });

  it('keeps the query wire format: undefined skipped, commas and slashes as before, spaces as +', async () => {
    await call(checkProductLikes, { query: { productNos: '1,2,3' } }).catch(() => {});
    expect(api.requests[0]?.url.search).toBe('?productNos=1,2,3');
    expect(queryString({ keyword: '사과 a+b/c&d', minPrice: undefined, page: 2, soldOut: false })).toBe(
      '?keyword=%EC%82%AC%EA%B3%BC+a%2Bb%2Fc%26d&page=2&soldOut=false',
    );
    expect(queryString({ a: undefined })).toBe('');
    expect(queryString(undefined)).toBe('');
  });

  it('sends a body as JSON and reads the JSON answer', async () => {
    let sent: RequestInit | undefined;
    let url = '';
    vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
      url = input;
      sent = init;
      return Response.json({ shopId: 3, isLiked: true, likeCount: 1, likedShopCount: 1 });
    });
    const answer = await call(likeShop, { body: { shopId: 3, isLike: true } });
    expect(answer).toEqual({ shopId: 3, isLiked: true, likeCount: 1, likedShopCount: 1 });
    expect(url).toBe('/api/v1/user/like/shop');
    expect(sent?.method).toBe('PUT');
    expect(sent?.body).toBe('{"shopId":3,"isLike":true}');
    const headers = new Headers(sent?.headers);
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('accept')).toBe('application/json');
  });

  it('sends no body and no content type when there is none', async () => {
    let sent: RequestInit | undefined;
    vi.stubGlobal('fetch', async (_input: string, init: RequestInit) => {
      sent = init;
      return Response.json(webProfile);
    });
    await call(getWebProfile);
    expect(sent?.body).toBeUndefined();
    expect(new Headers(sent?.headers).has('content-type')).toBe(false);
  });

  it('answers nothing for a 204 or an empty body, and keeps a text answer as text', async () => {
    vi.stubGlobal('fetch', async () => new Response(null, { status: 204 }));
    expect(await call(getWebProfile)).toBeUndefined();
    vi.stubGlobal('fetch', async () => new Response('', { status: 200 }));
    expect(await call(getWebProfile)).toBeUndefined();
    // An answer without a content type is read as JSON when it parses (a Uint8Array body sets none).
    const untyped = (text: string) => new Response(new TextEncoder().encode(text), { status: 200 });
    vi.stubGlobal('fetch', async () => untyped('{"a":1}'));
    expect(await call(getWebProfile)).toEqual({ a: 1 });
    vi.stubGlobal('fetch', async () => untyped('not json'));
    expect(await call(getWebProfile)).toBe('not json');
    vi.stubGlobal(
      'fetch',
      async () => new Response('{"a":1}', { status: 200, headers: { 'content-type': 'text/plain' } }),
    );
    expect(await call(getWebProfile)).toBe('{"a":1}');
  });

  it('reports an answer cut off mid-body as a network failure', async () => {
    vi.stubGlobal('fetch', async () => {
      const body = new ReadableStream({
        start(controller) {
          controller.error(new TypeError('network error'));
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
    });
    await expect(call(getWebProfile)).rejects.toMatchObject({
      status: 0,
      message: clientFallbackMessages.network,
    });
  });

  it('lets a cancellation during the request stay a cancellation, without retrying', async () => {
    const controller = new AbortController();
    const fetchSpy = vi.fn(
      (_input: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    const pending = call(getBanners, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiRequestError);
    expect((error as Error).name).toBe('AbortError');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('hands toastItems to the toast seam', async () => {
    vi.stubGlobal(
      'fetch',
      createFakeApi(() => ({ status: 200, body: { ...webProfile, toastItems: [{ phrase: '출석 완료!' }] } }))
        .fetch,
    );
    const onToastItems = vi.fn();
    configureHttp({ onToastItems });
    await call(getWebProfile);
    expect(onToastItems).toHaveBeenCalledWith([{ phrase: '출석 완료!' }], getWebProfile);
  });
});

describe('agreement with the contract', () => {
  it('buildPath builds the same paths as the contract', () => {
    const path = fc.constantFrom(
      '/api/v1/display/deal/:dealId',
      '/api/v1/a/:id/reply/:replyId',
      '/api/v1/x/:id?',
      '/api/v1/y/',
    );
    const params = fc.dictionary(
      fc.constantFrom('dealId', 'id', 'replyId'),
      fc.oneof(fc.string(), fc.integer()),
    );
    fc.assert(
      fc.property(path, params, (p, values) => buildPath(p, values) === contractBuildPath(p, values)),
    );
  });
});

describe('query serialization', () => {
  it('round-trips through URLSearchParams for any record of strings, numbers, booleans and undefined', () => {
    const value = fc.oneof(
      fc.string({ unit: 'grapheme' }),
      fc.string(),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(undefined),
    );
    const key = fc.oneof(fc.string({ unit: 'grapheme', minLength: 1 }), fc.string({ minLength: 1 }));
    fc.assert(
      fc.property(fc.dictionary(key, value, { noNullPrototype: true }), (query) => {
        const sent = new URL(`https://api.example.kr/api/v1/x${queryString(query)}`).searchParams;
        const expected = Object.entries(query)
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => [k, String(v)]);
        expect([...sent]).toEqual(expected);
      }),
    );
  });
});
