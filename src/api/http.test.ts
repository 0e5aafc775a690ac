// @vitest-environment jsdom
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientFallbackMessages } from '#contract/errors.ts';
import { defaultRuntimeConfig } from '#contract/runtime-config.ts';
import { setRuntimeConfig } from '../platform/runtime-config.ts';
import { createFakeApi, webProfile } from '../test-support/fake-api.ts';
import {
  checkProductLikes,
  getBanners,
  getDealDetail,
  getHomeDeals,
  getUserProfile,
  getWebProfile,
  likeShop,
} from './contract.gen.ts';
import { ApiRequestError, call, callOnce, configureHttp, refreshRule } from './http.ts';

/**
 * The client talks to a real HTTP server on the loopback interface through the platform's fetch, so
 * headers, bodies, cut-off answers, refused connections and cancellations are the network's own.
 * Each test says how the server answers: a Response (by default the fake API's), 'hang' (never), or
 * 'cut' (headers, then the connection drops mid-body).
 */
type Answer = (request: Request) => Response | 'hang' | 'cut' | Promise<Response>;

interface Received {
  url: URL;
  method: string;
  headers: Headers;
  body: string;
}

let server: Server;
let base = '';
let answer: Answer;
let received: Received[] = [];

function headersOf(incoming: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming))
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  return headers;
}

function answerWith(respond: (request: Request) => Response | Promise<Response>): void {
  answer = respond;
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', base);
    const method = req.method ?? 'GET';
    const headers = headersOf(req.headers);
    received.push({ url, method, headers, body });
    const response = await answer(
      new Request(url, { method, headers, body: method === 'GET' || method === 'HEAD' ? undefined : body }),
    );
    if (response === 'hang') return;
    if (response === 'cut') {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      res.write('{"version":');
      res.destroy();
      return;
    }
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** A loopback port nobody listens on: connecting to it is refused at once. */
async function refusedBase(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return `http://127.0.0.1:${port}`;
}

beforeEach(() => {
  setRuntimeConfig({
    ...defaultRuntimeConfig,
    api: { display: `${base}/`, account: base, search: base },
  });
  window.localStorage.clear();
  received = [];
  const api = createFakeApi();
  answerWith((request) => api.fetch(request.url, request));
});

/**
 * The session's side of the auth seam: the stored token in `token.value`, a refresh that may change it
 * (or throw), and spies for the session's reactions.
 */
function fakeAuth(initial: string, refresh: (token: { value: string }) => void | Promise<void> = () => {}) {
  const token = { value: initial };
  const auth = {
    token: () => token.value,
    refresh: vi.fn(async () => refresh(token)),
    onExpired: vi.fn(),
    onSignUpRequired: vi.fn(),
  };
  configureHttp({ auth });
  return auth;
}

afterEach(() => {
  configureHttp({ auth: undefined, onToastItems: undefined });
  setRuntimeConfig(defaultRuntimeConfig);
});

describe('call', () => {
  it('sends to the service base URL with the device id and no-cache headers', async () => {
    const profile = await call(getWebProfile);
    expect(profile).toEqual(webProfile);
    const [request] = received;
    expect(request?.url.href).toBe(`${base}/api/v1/display/web/profile`);
    expect(request?.method).toBe('GET');
    expect(request?.headers.get('deviceUuid')).toMatch(/^w-/);
    expect(request?.headers.get('deviceUuid')).toBe(window.localStorage.getItem('uid'));
    expect(request?.headers.get('cache-control')).toBe('no-cache');
    expect(request?.headers.get('pragma')).toBe('no-cache');
  });

  it('fills path parameters and the query', async () => {
    await call(getDealDetail, { params: { dealId: '12' } });
    await call(getHomeDeals, { query: { sort: 'DISCOUNT', page: 2, size: 10 } });
    expect(received[0]?.url.pathname).toBe('/api/v1/display/deal/12');
    expect(Object.fromEntries(received[1]?.url.searchParams ?? [])).toEqual({
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
    answerWith(() => new Response('<html>Bad Gateway</html>', { status: 502 }));
    const error = await call(getBanners).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: 5, message: clientFallbackMessages.temporary });
  });

  it('reports a refused connection in Korean', async () => {
    setRuntimeConfig({
      ...defaultRuntimeConfig,
      api: { display: await refusedBase(), account: '', search: '' },
    });
    const error = await call(getBanners).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, message: clientFallbackMessages.network });
  });

  it('lets a cancellation stay a cancellation', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await call(getBanners, { signal: controller.signal }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiRequestError);
    expect(received).toHaveLength(0);
  });

  it('sends the stored token (not to auth: none calls) and a call again at most twice while the rule renews', async () => {
    answerWith(() =>
      Response.json(
        { code: 111, name: 'ACCESS_TOKEN_EXPIRED', message: '로그인 정보가 만료되었습니다.' },
        { status: 401 },
      ),
    );
    // The refresh "succeeds" but the server keeps refusing the token.
    const auth = fakeAuth('Bearer t');
    const error = await call(getUserProfile).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 111 });
    expect(received).toHaveLength(3);
    expect(received.map((request) => request.headers.get('authorization'))).toEqual(
      Array(3).fill('Bearer t'),
    );
    // Renewed before each of the two retries; the last answer has no retry left to renew for.
    expect(auth.refresh).toHaveBeenCalledTimes(2);
    expect(auth.onExpired).not.toHaveBeenCalled();
    await call(getWebProfile).catch(() => {});
    expect(received[3]?.headers.has('authorization')).toBe(false);
  });

  it('sends the call again with the renewed token and its own headers once the rule has refreshed', async () => {
    answerWith((request) =>
      request.headers.get('Authorization') === 'Bearer old'
        ? Response.json({ code: 111, name: 'ACCESS_TOKEN_EXPIRED', message: '만료' }, { status: 401 })
        : Response.json(webProfile),
    );
    const auth = fakeAuth('Bearer old', (token) => {
      token.value = 'Bearer new';
    });
    expect(await call(getUserProfile, { headers: { clickKey: 'k1' } })).toEqual(webProfile);
    expect(auth.refresh).toHaveBeenCalledTimes(1);
    expect(received).toHaveLength(2);
    expect(received[1]?.headers.get('clickKey')).toBe('k1');
    expect(received[1]?.headers.get('Authorization')).toBe('Bearer new');
  });

  it("fails the call with the refresh's own error, and a 112 there ends the session once", async () => {
    answerWith(() =>
      Response.json({ code: 111, name: 'ACCESS_TOKEN_EXPIRED', message: '만료' }, { status: 401 }),
    );
    const refreshFailure = new ApiRequestError(
      401,
      { code: 112, name: 'REFRESH_TOKEN_EXPIRED', message: '로그인이 만료되었습니다.' },
      'PUT /api/v1/token/jwt/refresh',
    );
    const auth = fakeAuth('Bearer t', () => {
      throw refreshFailure;
    });
    await expect(call(getUserProfile)).rejects.toBe(refreshFailure);
    await expect(call(getUserProfile)).rejects.toMatchObject({ code: 111 });
    expect(received).toHaveLength(2);
    expect(auth.refresh).toHaveBeenCalledTimes(1);
    expect(auth.onExpired).toHaveBeenCalledTimes(1);
  });

  it('ends the session once on REFRESH_TOKEN_EXPIRED from a call, without a refresh', async () => {
    answerWith(() =>
      Response.json({ code: 112, name: 'REFRESH_TOKEN_EXPIRED', message: '만료' }, { status: 401 }),
    );
    const auth = fakeAuth('Bearer t');
    await expect(call(getUserProfile)).rejects.toMatchObject({ code: 112 });
    await expect(call(getUserProfile)).rejects.toMatchObject({ code: 112 });
    expect(received).toHaveLength(2);
    expect(auth.refresh).not.toHaveBeenCalled();
    expect(auth.onExpired).toHaveBeenCalledTimes(1);
  });

  it('hands SIGN_UP_REQUIRED to the session and fails the call', async () => {
    answerWith(() => Response.json({ code: 85, name: 'SIGN_UP_REQUIRED', message: '가입' }, { status: 403 }));
    const auth = fakeAuth('Bearer t');
    await expect(call(getUserProfile)).rejects.toMatchObject({ code: 85 });
    expect(auth.onSignUpRequired).toHaveBeenCalledTimes(1);
    expect(auth.refresh).not.toHaveBeenCalled();
    expect(received).toHaveLength(1);
  });

  it('never sends a call again for another error', async () => {
    answerWith(() => Response.json({ code: 5, name: 'UNEXPECTED_ERROR', message: '오류' }, { status: 503 }));
    const auth = fakeAuth('Bearer t');
    await expect(call(getUserProfile)).rejects.toMatchObject({ status: 503, code: 5 });
    expect(auth.refresh).not.toHaveBeenCalled();
    expect(received).toHaveLength(1);
  });

  it('callOnce sends one attempt outside the refresh rule', async () => {
    answerWith(() =>
      Response.json({ code: 111, name: 'ACCESS_TOKEN_EXPIRED', message: '만료' }, { status: 401 }),
    );
    const auth = fakeAuth('Bearer t');
    await expect(callOnce(getUserProfile)).rejects.toMatchObject({ code: 111, status: 401 });
    expect(auth.refresh).not.toHaveBeenCalled();
    expect(received).toHaveLength(1);
  });

  it('the session and the calls share the one rule: a renewal in flight is joined', async () => {
    let release = () => {};
    const auth = fakeAuth(
      'Bearer old',
      (token) =>
        new Promise<void>((resolve) => {
          release = () => {
            token.value = 'Bearer new';
            resolve();
          };
        }),
    );
    answerWith((request) =>
      request.headers.get('Authorization') === 'Bearer old'
        ? Response.json({ code: 111, name: 'ACCESS_TOKEN_EXPIRED', message: '만료' }, { status: 401 })
        : Response.json(webProfile),
    );
    const rule = await refreshRule();
    const renewal = rule.renew('Bearer old');
    const pending = call(getUserProfile);
    await vi.waitFor(() => expect(received).toHaveLength(1));
    release();
    await expect(Promise.all([renewal, pending])).resolves.toEqual([undefined, webProfile]);
    expect(auth.refresh).toHaveBeenCalledTimes(1);
    expect(await refreshRule()).toBe(rule);
  });

  it('encodes the query as URLSearchParams does: undefined skipped, spaces as +', async () => {
    await call(checkProductLikes, { query: { productNos: '1,2,3' } }).catch(() => {});
    const query = { keyword: '사과 a+b/c&d', minPrice: undefined, page: 2, soldOut: false };
    await call(getWebProfile, { query } as never);
    await call(getWebProfile, { query: { a: undefined } } as never);
    expect(received.map((request) => request.url.search)).toEqual([
      '?productNos=1%2C2%2C3',
      '?keyword=%EC%82%AC%EA%B3%BC+a%2Bb%2Fc%26d&page=2&soldOut=false',
      '',
    ]);
  });

  it('gives up after the timeout it was given, with no answer and its own Korean message', async () => {
    answer = () => 'hang';
    const error = await call(getBanners, { timeout: 50 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 0, errorName: 'TIMEOUT', message: clientFallbackMessages.network });
  });

  it('sends a body as JSON and reads the JSON answer', async () => {
    answerWith(() => Response.json({ shopId: 3, isLiked: true, likeCount: 1, likedShopCount: 1 }));
    const answer = await call(likeShop, { body: { shopId: 3, isLike: true } });
    expect(answer).toEqual({ shopId: 3, isLiked: true, likeCount: 1, likedShopCount: 1 });
    const [request] = received;
    expect(request?.url.pathname).toBe('/api/v1/user/like/shop');
    expect(request?.method).toBe('PUT');
    expect(request?.body).toBe('{"shopId":3,"isLike":true}');
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(request?.headers.get('accept')).toBe('application/json');
  });

  it('sends no body and no content type when there is none', async () => {
    await call(getWebProfile);
    expect(received[0]?.body).toBe('');
    expect(received[0]?.headers.has('content-type')).toBe(false);
    expect(received[0]?.headers.has('content-length')).toBe(false);
  });

  it('answers nothing for a 204 or an empty body, and keeps an answer that is not JSON as text', async () => {
    answerWith(() => new Response(null, { status: 204 }));
    expect(await call(getWebProfile)).toBeUndefined();
    answerWith(() => new Response('', { status: 200 }));
    expect(await call(getWebProfile)).toBeUndefined();
    // An answer without a content type is read as JSON when it parses (a Uint8Array body sets none).
    const untyped = (text: string) => new Response(new TextEncoder().encode(text), { status: 200 });
    answerWith(() => untyped('{"a":1}'));
    expect(await call(getWebProfile)).toEqual({ a: 1 });
    answerWith(() => untyped('not json'));
    expect(await call(getWebProfile)).toBe('not json');
    answerWith(() => new Response('점검 중', { status: 200, headers: { 'content-type': 'text/plain' } }));
    expect(await call(getWebProfile)).toBe('점검 중');
    // A proxy's error page without a content type keeps its status.
    answerWith(() => new Response(new TextEncoder().encode('<html>Bad Gateway</html>'), { status: 502 }));
    await expect(call(getWebProfile)).rejects.toMatchObject({ status: 502, code: 5 });
  });

  it('reports an answer cut off mid-body as a network failure', async () => {
    answer = () => 'cut';
    await expect(call(getWebProfile)).rejects.toMatchObject({
      status: 0,
      message: clientFallbackMessages.network,
    });
  });

  it('lets a cancellation during the request stay a cancellation, without retrying', async () => {
    answer = () => 'hang';
    const auth = fakeAuth('Bearer t');
    const controller = new AbortController();
    const pending = call(getBanners, { signal: controller.signal }).catch((e: unknown) => e);
    await vi.waitFor(() => expect(received).toHaveLength(1));
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiRequestError);
    expect((error as Error).name).toBe('AbortError');
    expect(auth.refresh).not.toHaveBeenCalled();
    expect(received).toHaveLength(1);
  });

  it('hands toastItems to the toast seam', async () => {
    answerWith(() => Response.json({ ...webProfile, toastItems: [{ phrase: '출석 완료!' }] }));
    const onToastItems = vi.fn();
    configureHttp({ onToastItems });
    await call(getWebProfile);
    expect(onToastItems).toHaveBeenCalledWith([{ phrase: '출석 완료!' }], getWebProfile);
  });
});

describe('query serialization', () => {
  it('round-trips through URLSearchParams for any record of strings, numbers, booleans and undefined', async () => {
    const value = fc.oneof(
      fc.string({ unit: 'grapheme' }),
      fc.string(),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(undefined),
    );
    const key = fc.oneof(fc.string({ unit: 'grapheme', minLength: 1 }), fc.string({ minLength: 1 }));
    await fc.assert(
      fc.asyncProperty(fc.dictionary(key, value, { noNullPrototype: true }), async (query) => {
        received = [];
        await call(getWebProfile, { query } as never);
        const expected = Object.entries(query)
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => [k, String(v)]);
        expect([...(received[0]?.url.searchParams ?? [])]).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  });
});
