/**
 * The HTTP server's own time limits, over real sockets: a request whose headers or body never finish
 * is answered 408 and dropped, and a request arriving while the server closes gets the contract's 503.
 * The only bound asserted is a loose one (5 s) around a 1 s limit; the exact moment is Node's.
 */
import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/databases.ts';
import { captureLogs, LOG_LEVELS, type LogCapture } from '../../tests/support/log-capture.ts';

const running: TestApp[] = [];

afterEach(async () => {
  for (const t of running.splice(0)) await t.cleanup();
});

async function listening(): Promise<{ app: FastifyInstance; port: number; logs: LogCapture }> {
  const logs = captureLogs();
  const t = await createTestApp('sqlite', {
    seed: false,
    env: { HTTP_REQUEST_TIMEOUT_MS: '1000', LOG_LEVEL: 'debug' },
    logStream: logs.stream,
  });
  running.push(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { app: t.app, port: (t.app.server.address() as { port: number }).port, logs };
}

const UNFINISHED_BODY =
  'POST /api/v1/app/access HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
  'deviceUuid: 7f0c5b2e-1111-4222-8333-944455556666\r\nContent-Length: 100\r\n\r\n{"deviceType":';

/** Neither the readiness check nor the log may blame the database for what a client did. */
async function expectDatabaseUntouched(app: FastifyInstance, logs: LogCapture): Promise<void> {
  expect((await app.inject('/readyz')).statusCode).toBe(200);
  expect(app.database.available()).toBe(true);
  expect(logs.lines.filter((line) => /database/i.test(line.msg ?? ''))).toEqual([]);
  expect(logs.lines.filter((line) => line.level >= LOG_LEVELS.warn)).toEqual([]);
}

interface Connection {
  socket: Socket;
  /** Everything the server wrote, once it has closed the connection, and when that was. */
  closed: Promise<{ text: string; ms: number }>;
}

function open(port: number): Promise<Connection> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const started = performance.now();
    let text = '';
    socket.on('data', (chunk) => {
      text += String(chunk);
    });
    const closed = new Promise<{ text: string; ms: number }>((done) =>
      socket.once('close', () => done({ text, ms: performance.now() - started })),
    );
    socket.on('error', () => undefined);
    socket.once('connect', () => resolve({ socket, closed }));
    socket.once('error', reject);
  });
}

function bodyOf(text: string): unknown {
  return JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4));
}

describe('HTTP time limits', () => {
  it('answers 408 and drops a request whose body never finishes, and logs the timeout once', async () => {
    const { app, port, logs } = await listening();
    const connection = await open(port);
    connection.socket.write(UNFINISHED_BODY);
    const { text, ms } = await connection.closed;
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(bodyOf(text)).toMatchObject({
      code: 12,
      name: 'NOT_MATCHED',
      message: '요청을 받는 시간이 초과되었습니다.',
    });
    expect(ms).toBeLessThan(5_000);
    const line = await logs.next((l) => l.msg === 'request body not received in time: answered 408');
    expect(line.level).toBe(LOG_LEVELS.info);
    expect(line.reqId).toBeDefined();
    // The body's abort that follows the 408 is the same event, not a second one.
    await logs.next((l) => l.msg === 'request body cut short by its 408' && l.reqId === line.reqId);
    expect(logs.lines.filter((l) => /closed the connection/.test(l.msg ?? ''))).toEqual([]);
    await expectDatabaseUntouched(app, logs);
  });

  it('logs a body the client aborted over a real socket as an abort, and stays ready', async () => {
    const { app, port, logs } = await listening();
    const connection = await open(port);
    connection.socket.write(UNFINISHED_BODY);
    // Headers are in and the body has begun once Fastify has logged the request.
    await logs.next((l) => l.msg === 'incoming request');
    connection.socket.resetAndDestroy();
    const line = await logs.next(
      (l) => l.msg === 'client closed the connection before sending the whole body',
    );
    expect(line.level).toBe(LOG_LEVELS.info);
    await expectDatabaseUntouched(app, logs);
  });

  it('answers 408 and drops a request whose headers never finish', async () => {
    const { port, logs } = await listening();
    const connection = await open(port);
    connection.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    const { text, ms } = await connection.closed;
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(ms).toBeLessThan(5_000);
    const line = await logs.next((l) => l.msg === 'request headers not received in time: answered 408');
    expect(line.level).toBe(LOG_LEVELS.info);
  });

  it('answers a request arriving while the server closes with the contract 503, not Fastify’s', async () => {
    const { app, port } = await listening();
    // A request begun before the close (headers unfinished) keeps its connection open through it.
    const connection = await open(port);
    connection.socket.write('GET /api/v1/display/deal/recommendation HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = app.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    connection.socket.write('\r\n');
    const { text } = await connection.closed;
    await closing;
    expect(text).toMatch(/^HTTP\/1\.1 503 /);
    expect(text.toLowerCase()).toContain('connection: close');
    expect(bodyOf(text)).toMatchObject({ code: 53, name: 'SERVICE_UNAVAILABLE' });
  });
});
