import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dialectCases,
  openTestDatabase,
  TEST_NOW,
  type TestDatabase,
} from '../../../tests/support/databases.ts';
import { testPgPooler } from '../../../tests/support/pg-url.ts';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { type Database, openDatabase } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import {
  type AuthTestApp,
  appleIdToken,
  bearer,
  createAuthTestApp,
  signedIn,
  signInNaver,
  signInRequest,
} from '../../modules/auth/auth.testing.ts';

type App = AuthTestApp['app'];
type Headers = Record<string, string>;

/** Two writes anyone may send (the app's access record and push setting) and a read. */
const access = (app: App, remoteAddress = '127.0.0.1', headers: Headers = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/app/access',
    remoteAddress,
    headers: { deviceuuid: 'w-rate-limit-0001', ...headers },
    payload: { deviceType: 1002 },
  });
const push = (app: App, remoteAddress = '127.0.0.1', headers: Headers = {}) =>
  app.inject({
    method: 'PUT',
    url: '/api/v1/app/push',
    remoteAddress,
    headers: { deviceuuid: 'w-rate-limit-0001', ...headers },
    payload: { pushYN: true },
  });
const search = (app: App, remoteAddress: string, path = `/api/v1/search?keyword=${encodeURI('사과')}`) =>
  app.inject({ method: 'GET', url: path, remoteAddress });

function expectTooMany(response: Awaited<ReturnType<App['inject']>>): void {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({
    code: 19,
    name: 'TOO_MANY_REQUESTS',
    message: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

const statuses = (responses: { statusCode: number }[]) => responses.map((response) => response.statusCode);

describe.each(dialectCases())('rate limits on $dialect', ({ dialect, available }) => {
  let t: AuthTestApp;
  beforeAll(async () => {
    if (available)
      t = await createAuthTestApp(dialect, { env: { WRITE_RATE_LIMIT: '3', SEARCH_RATE_LIMIT: '3' } });
  });
  afterAll(async () => {
    if (available) await t.cleanup();
  });

  it.skipIf(!available)('limits all writes of a client together, with code 19 and Retry-After', async () => {
    const client = '198.51.100.10';
    expect(
      statuses([await access(t.app, client), await push(t.app, client), await access(t.app, client)]),
    ).toEqual([200, 200, 200]);
    expectTooMany(await push(t.app, client));
    // Logout is a write too; reads are not limited.
    expectTooMany(await t.app.inject({ method: 'DELETE', url: '/api/v1/token/jwt', remoteAddress: client }));
    expect((await t.app.inject({ url: '/api/v2/app/profile', remoteAddress: client })).statusCode).toBe(200);
    // Another client has its own allowance.
    expect((await access(t.app, '198.51.100.11')).statusCode).toBe(200);
  });

  it.skipIf(!available)('counts a signed-in member as one client, from any address', async () => {
    // Not agreed on /sign-up: the agreement is a write of its own, and the app calls serve them anyway.
    const first = await signInNaver(t.app, 'naver-full', { agree: false });
    const apple = await appleIdToken(t.app, 'apple-returning', 'nonce-rate-limit');
    const second = await signedIn(
      t.app,
      await signInRequest(t.app, {
        channelType: 1002,
        providerToken: apple.idToken,
        state: 'nonce-rate-limit',
      }),
      { agree: false },
    );
    const asFirst = bearer(first.accessToken);
    const responses = [];
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3'])
      responses.push(await push(t.app, address, asFirst));
    expect(statuses(responses)).toEqual([200, 200, 200]);
    expectTooMany(await push(t.app, '203.0.113.4', asFirst));
    // Another member at the same address, and the address itself without a token, are not held back.
    expect((await push(t.app, '203.0.113.4', bearer(second.accessToken))).statusCode).toBe(200);
    expect((await push(t.app, '203.0.113.4')).statusCode).toBe(200);
    // A token that does not verify is no member: that request counts for its address.
    expect((await push(t.app, '203.0.113.1', bearer(`${first.accessToken}x`))).statusCode).toBe(401);
  });

  it.skipIf(!available)('limits every search endpoint of a client together', async () => {
    const client = '198.51.100.20';
    expect(
      statuses([
        await search(t.app, client),
        await search(t.app, client, `/api/v2/auto-keyword?keyword=${encodeURI('사')}`),
        await search(t.app, client, `/api/v1/search/store?keyword=${encodeURI('제주')}`),
      ]),
    ).toEqual([200, 200, 200]);
    expectTooMany(await search(t.app, client));
    expectTooMany(await search(t.app, client, '/api/v1/search/rank'));
    // Searching does not use up the write allowance, nor other reads, nor another client's searches.
    expect((await access(t.app, client)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v2/app/profile', remoteAddress: client })).statusCode).toBe(200);
    expect((await search(t.app, '198.51.100.21')).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY decides which address a limit counts', () => {
  const apps: AuthTestApp[] = [];
  const appWith = async (trustProxy?: string) => {
    const env: Record<string, string> = { WRITE_RATE_LIMIT: '2' };
    if (trustProxy !== undefined) env.TRUST_PROXY = trustProxy;
    const t = await createAuthTestApp('sqlite', { env });
    apps.push(t);
    return t.app;
  };
  afterAll(async () => {
    for (const t of apps) await t.cleanup();
  });
  const forwarded = (app: App, chain: string, remoteAddress = '127.0.0.1') =>
    access(app, remoteAddress, { 'x-forwarded-for': chain });

  it('off by default: X-Forwarded-For is ignored, so spoofed addresses share one limit', async () => {
    const app = await appWith();
    expect(statuses([await forwarded(app, '203.0.113.1'), await forwarded(app, '203.0.113.2')])).toEqual([
      200, 200,
    ]);
    expectTooMany(await forwarded(app, '203.0.113.3'));
  });

  it('a hop count believes that many proxies: the address the nearest one saw is the client', async () => {
    const app = await appWith('1');
    // Whatever a client writes in front is not believed; the last hop is.
    expect(
      statuses([await forwarded(app, '1.1.1.1, 203.0.113.7'), await forwarded(app, '2.2.2.2, 203.0.113.7')]),
    ).toEqual([200, 200]);
    expectTooMany(await forwarded(app, '3.3.3.3, 203.0.113.7'));
    // Different clients behind the same proxy are limited apart.
    expect((await forwarded(app, '203.0.113.8')).statusCode).toBe(200);
  });

  it('addresses and CIDRs believe those proxies only', async () => {
    const app = await appWith('127.0.0.1,10.0.0.0/8');
    // Through the load balancer (127.0.0.1) and an internal proxy (10.x): the client is the first
    // address no trusted proxy appended, whatever it wrote before that.
    expect(
      statuses([
        await forwarded(app, '203.0.113.9, 10.1.2.3'),
        await forwarded(app, '9.9.9.9, 203.0.113.9, 10.0.0.7'),
      ]),
    ).toEqual([200, 200]);
    expectTooMany(await forwarded(app, '203.0.113.9'));
    // A peer that is not a trusted proxy is the client itself, whatever it forwards.
    expect(statuses([await forwarded(app, '203.0.113.9', '192.0.2.50')])).toEqual([200]);
    expect((await forwarded(app, '203.0.113.10')).statusCode).toBe(200);
  });
});

describe.skipIf(!process.env.TEST_PG_URL)('rate limits across instances on one PostgreSQL database', () => {
  let testDb: TestDatabase;
  let second: Database;
  let apps: App[];
  beforeAll(async () => {
    testDb = await openTestDatabase('postgres', { seed: false });
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
      testDb.database.db,
    );
    // Its own connection pool, as a second process would have.
    second = await openDatabase({
      url: process.env.TEST_PG_URL,
      pgSchema: rows[0]!.schema,
      pooler: testPgPooler(),
    });
    const config = testConfig({ WRITE_RATE_LIMIT: '4', SEARCH_RATE_LIMIT: '4' });
    apps = [
      await buildApp(config, { database: testDb.database, clock: () => TEST_NOW }),
      await buildApp(config, { database: second, clock: () => TEST_NOW }),
    ];
  });
  afterAll(async () => {
    for (const app of apps ?? []) await app.close();
    await second?.close();
    await testDb?.cleanup();
  });

  it('counts requests split across both instances together', async () => {
    const [one, two] = apps as [App, App];
    const client = '198.51.100.30';
    expect(
      statuses([
        await access(one, client),
        await push(two, client),
        await access(one, client),
        await push(two, client),
      ]),
    ).toEqual([200, 200, 200, 200]);
    expectTooMany(await access(one, client));
    expectTooMany(await access(two, client));

    // At once, too: eight searches from one client, half on each instance, let exactly four through.
    const at = await Promise.all(
      Array.from({ length: 8 }, (_, index) => search(index % 2 === 0 ? one : two, '198.51.100.31')),
    );
    expect(statuses(at).filter((status) => status === 200)).toHaveLength(4);
    expect(statuses(at).filter((status) => status === 429)).toHaveLength(4);
  });

  it('counts many clients at once exactly, more of them than one statement takes', async () => {
    const [one, two] = apps as [App, App];
    // 600 clients once each and one client six times, all at once, spread over both instances.
    const many = Array.from({ length: 600 }, (_, n) => `10.27.${n >> 8}.${n & 255}`);
    const responses = await Promise.all([
      ...many.map((client, n) => access(n % 2 === 0 ? one : two, client)),
      ...Array.from({ length: 6 }, (_, n) => access(n % 2 === 0 ? one : two, '198.51.100.50')),
    ]);
    expect(statuses(responses.slice(0, 600)).every((status) => status === 200)).toBe(true);
    expect(statuses(responses.slice(600)).sort()).toEqual([200, 200, 200, 200, 429, 429]);
    const { rows } = await sql<{ clients: string; hits: string }>`
      select count(*) as clients, sum(hits) as hits from rate_limit
      where bucket like 'ip:10.27.%' or bucket like 'ip:198.51.100.50%'`.execute(testDb.database.db);
    expect(rows.map((row) => [Number(row.clients), Number(row.hits)])).toEqual([[601, 606]]);
  });

  it('keeps its counters out of the write-ahead log (unlogged: a window is worth nothing after a crash)', async () => {
    const { rows } = await sql<{ persistence: string }>`
      select relpersistence as persistence from pg_class
      where oid = to_regclass(current_schema() || '.rate_limit')`.execute(testDb.database.db);
    expect(rows).toEqual([{ persistence: 'u' }]);
  });

  it('lets requests through uncounted when the counters cannot be read, without waiting', async () => {
    const [one] = apps as [App, App];
    await sql`drop table rate_limit`.execute(testDb.database.db);
    const client = '198.51.100.40';
    const started = performance.now();
    const responses = [];
    for (let i = 0; i < 6; i++) responses.push(await access(one, client));
    expect(statuses(responses)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

describe('any 429', () => {
  it('is code 19 with Retry-After, whatever raised it', async () => {
    const testDb = await openTestDatabase('sqlite', { seed: false });
    const app = await buildApp(testConfig(), { database: testDb.database });
    try {
      // A plugin's own error with a 429 status, and the app's own error, without a Retry-After.
      app.get('/test/plugin-429', async () => {
        throw Object.assign(new Error('slow down'), { statusCode: 429 });
      });
      app.get('/test/app-429', async () => {
        throw new AppError('TOO_MANY_REQUESTS');
      });
      for (const url of ['/test/plugin-429', '/test/app-429']) {
        const response = await app.inject(url);
        expectTooMany(response);
        expect(response.headers['retry-after']).toBe('60');
      }
    } finally {
      await app.close();
      await testDb.cleanup();
    }
  });
});
