import { connect } from 'node:net';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#contract/endpoint.ts';
import {
  createTestApp,
  dialectCases,
  openTestDatabase,
  type TestApp,
} from '../../tests/support/databases.ts';
import { captureLogs, LOG_LEVELS, type LogCapture } from '../../tests/support/log-capture.ts';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { expectError, signInTwoMembers } from '../shared/api.testing.ts';

describe.each(dialectCases())('ids beyond the integer columns on $dialect', ({ dialect, available }) => {
  let t: TestApp;
  let member: Record<string, string>;
  beforeAll(async () => {
    if (!available) return;
    t = await createTestApp(dialect);
    [member] = await signInTwoMembers(t.app);
  });
  afterAll(async () => {
    if (available) await t.cleanup();
  });

  it.skipIf(!available)('answer like any unknown id (404 NO_DATA) in paths and queries', async () => {
    for (const id of ['2147483647', '2147483648', '999999999999']) {
      expectError(await t.app.inject(`/api/v1/display/deal/${id}`), 404, 8);
      expectError(await t.app.inject(`/api/v2/display/deal/custom-event?eventId=${id}`), 404, 8);
      expectError(await t.app.inject(`/api/v2/display/deal/period/detail?periodId=${id}`), 404, 8);
      expectError(await t.app.inject(`/api/v2/display/local/11/store/${id}`), 404, 8);
      expectError(
        await t.app.inject({ url: `/api/v1/user/like/shop/check?shopId=${id}`, headers: member }),
        404,
        8,
      );
    }
  });

  it.skipIf(!available)(
    'answer 404 for pictures: NO_DATA up to 10 digits, a path no route knows beyond',
    async () => {
      for (const kind of ['products', 'banners']) {
        expectError(await t.app.inject(`/media/${kind}/2147483647.svg`), 404, 8);
        expectError(await t.app.inject(`/media/${kind}/2147483648.svg`), 404, 8);
        expectError(await t.app.inject(`/media/${kind}/9999999999.svg`), 404, 8);
        expectError(await t.app.inject(`/media/${kind}/999999999999.svg`), 404, 9);
      }
    },
  );

  it.skipIf(!available)('are out of range (400 code 13) in request bodies', async () => {
    const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
      t.app.inject({ method, url, headers: member, payload });
    for (const id of [2147483648, 999999999999]) {
      expectError(await send('POST', '/api/v2/display/deal/event/apply', { eventId: id }), 400, 13);
      expectError(await send('PUT', '/api/v1/user/like/shop', { shopId: id, isLike: true }), 400, 13);
      expectError(await send('PUT', '/api/v1/user/like/product', { productNo: id, likeMode: true }), 400, 13);
    }
  });

  it.skipIf(!available)('are simply not liked in a product list', async () => {
    const response = await t.app.inject({
      url: '/api/v1/user/like/product/check?productNos=1001,2147483648,999999999999',
      headers: member,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ likedProductNos: [] });
  });
});

describe.skipIf(!process.env.TEST_PG_URL)('a PostgreSQL integer overflow the contract missed', () => {
  it('answers 400 OUT_OF_RANGE rather than a 500', async () => {
    const testDb = await openTestDatabase('postgres', { seed: false });
    const app = await buildApp(testConfig(), { database: testDb.database });
    app.get('/api/v1/test/overflow', async () => {
      await sql`select cast(${'2147483648'} as integer)`.execute(testDb.database.db);
      return {};
    });
    try {
      expectError(await app.inject('/api/v1/test/overflow'), 400, 13);
    } finally {
      await app.close();
      await testDb.cleanup();
    }
  });
});

describe('query integers and validation messages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.cleanup());

  it('accept plain decimal digits only: other spellings of a number are code 12', async () => {
    const base = '/api/v1/display/deal/recommendation';
    for (const query of [
      'page=1e3',
      'page=0x10',
      'page=',
      'page=1.5',
      'page=%201',
      'size=1e1',
      'page=1&page=2',
    ]) {
      expectError(await t.app.inject(`${base}?${query}`), 400, 12);
    }
    for (const query of ['page=0', 'size=101', 'page=10001', 'size=-1']) {
      expectError(await t.app.inject(`${base}?${query}`), 400, 13);
    }
    expect((await t.app.inject(`${base}?page=2&size=5`)).statusCode).toBe(200);
  });

  it("answers a schema's own Korean message rather than the generic one", async () => {
    const response = await t.app.inject(
      `/api/v1/search?keyword=${encodeURIComponent('사과')}&minPrice=5000&maxPrice=100`,
    );
    expectError(response, 400, 13);
    expect(response.json().message).toBe('최소 가격은 최대 가격보다 클 수 없습니다.');
    // zod's own English messages stay behind the generic Korean one, which names the field.
    const generic = await t.app.inject('/api/v1/display/deal/recommendation?size=0');
    expect(generic.json().message).toBe('잘못된 요청 값입니다: querystring.size');
  });

  it('answers a bad percent-encoding with the contract error, not Fastify’s own body', async () => {
    for (const url of ['/api/v1/display/deal/%ZZ', '/api/v1/display/deal/%E0%A4%A']) {
      const response = await t.app.inject(url);
      expectError(response, 400, 12);
      expect(apiErrorSchema.strict().safeParse(response.json()).success, response.body).toBe(true);
    }
  });
});

describe('request bodies that did not arrive whole, on SQLite', () => {
  const ACCESS = '/api/v1/app/access';
  const headers = {
    'content-type': 'application/json',
    deviceuuid: '7f0c5b2e-1111-4222-8333-944455556666',
  };
  let t: TestApp;
  let logs: LogCapture;
  beforeAll(async () => {
    logs = captureLogs();
    t = await createTestApp('sqlite', {
      seed: false,
      env: { LOG_LEVEL: 'info', BODY_LIMIT_BYTES: '1024' },
      logStream: logs.stream,
    });
  });
  afterAll(() => t.cleanup());

  /** The server's log lines about one request, found by the id Fastify gave it. */
  function linesOf(reqId: unknown) {
    return logs.lines.filter((line) => line.reqId === reqId);
  }

  async function expectStillReady(): Promise<void> {
    expect((await t.app.inject('/readyz')).statusCode).toBe(200);
    expect(t.database.available()).toBe(true);
    expect(logs.lines.filter((line) => /database/i.test(line.msg ?? ''))).toEqual([]);
  }

  it('answers a body the client aborted with 400 and logs the abort, not the database', async () => {
    const payload = new Readable({ read() {} });
    payload.push('{"deviceType":');
    // What node does to a request whose connection is reset halfway through its body.
    setImmediate(() => payload.destroy(Object.assign(new Error('aborted'), { code: 'ECONNRESET' })));
    // The simulated connection is gone too, so inject has no answer to give: the log says what it was.
    await expect(
      t.app.inject({
        method: 'POST',
        url: ACCESS,
        headers: { ...headers, 'content-length': '100' },
        payload,
      }),
    ).rejects.toThrow('aborted');
    const line = await logs.next(
      (l) => l.msg === 'client closed the connection before sending the whole body',
    );
    expect(line).toMatchObject({ level: LOG_LEVELS.info, code: 'ECONNRESET' });
    const completed = await logs.next((l) => l.msg === 'request completed' && l.reqId === line.reqId);
    expect(completed.res).toEqual({ statusCode: 400 });
    expect(linesOf(line.reqId).filter((l) => l.level >= LOG_LEVELS.error)).toEqual([]);
    await expectStillReady();
  });

  it('answers a body shorter than its Content-Length with 400 and says so', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: ACCESS,
      headers: { ...headers, 'content-length': '100' },
      payload: '{"deviceType":',
    });
    expectError(response, 400, 12);
    expect(response.json().message).toBe('요청 본문의 길이가 Content-Length와 맞지 않습니다.');
    const line = await logs.next((l) => l.msg === 'request body length does not match its Content-Length');
    expect(line.level).toBe(LOG_LEVELS.info);
    await expectStillReady();
  });

  it('answers a body above BODY_LIMIT_BYTES with 413 and says so', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: ACCESS,
      headers,
      payload: JSON.stringify({ deviceType: 'x'.repeat(2048) }),
    });
    expectError(response, 413, 13);
    expect(response.json().message).toBe('요청 본문이 너무 큽니다.');
    const line = await logs.next((l) => l.msg === 'request body above the limit');
    expect(line).toMatchObject({ level: LOG_LEVELS.info, limit: 1024 });
    await expectStillReady();
  });
});

/** Sends raw bytes to a listening app and reads until the server closes the connection. */
function rawRequest(app: FastifyInstance, request: string): Promise<string> {
  const { port } = app.server.address() as { port: number };
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
  });
}

function parseRaw(answer: string): { status: number; body: unknown } {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), body: JSON.parse(body) };
}

describe('requests node cannot parse', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { seed: false });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.cleanup());

  it('answer malformed HTTP with 400 and the contract error', async () => {
    const { status, body } = parseRaw(await rawRequest(t.app, 'GET /healthz HTTP/1.1\r\nBad Header\r\n\r\n'));
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 12, name: 'NOT_MATCHED' });
    expect(apiErrorSchema.strict().parse(body).message).toMatch(/[가-힣]/);
  });

  it('answer headers too large with 431 and the contract error', async () => {
    const huge = `x-filler: ${'a'.repeat(64 * 1024)}\r\n`;
    const { status, body } = parseRaw(
      await rawRequest(t.app, `GET /healthz HTTP/1.1\r\nHost: localhost\r\n${huge}\r\n`),
    );
    expect(status).toBe(431);
    expect(body).toMatchObject({ code: 13, name: 'OUT_OF_RANGE' });
    expect(apiErrorSchema.strict().parse(body).message).toMatch(/[가-힣]/);
  });
});
