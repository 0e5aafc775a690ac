import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectCases, type TestApp } from '../../../tests/support/databases.ts';

const TOKEN = 'metrics-token-for-tests-at-least-32-characters';

/** One sample's value from Prometheus' text format, or undefined when the series is not there. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { seed: false });
  });
  afterAll(() => t?.cleanup());

  it('does not exist: nothing is reachable from outside unless configured', async () => {
    const response = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    // A path like any other the SPA may have (its page, when it is built), never the figures.
    expect(response.body).not.toContain('http_request_duration_seconds');
    expect(response.body).not.toContain('process_cpu_user_seconds_total');
  });
});

describe.each(dialectCases())('GET /metrics on $dialect', ({ dialect, available }) => {
  let t: TestApp;
  beforeAll(async () => {
    if (!available) return;
    t = await createTestApp(dialect, { seed: false, env: { METRICS_TOKEN: TOKEN, WRITE_RATE_LIMIT: '2' } });
  });
  afterAll(() => t?.cleanup());

  const metrics = async () => {
    const response = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.headers['cache-control']).toBe('no-store');
    return response.body;
  };

  it.skipIf(!available)('answers only the token, with the contract error otherwise', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong' }, { authorization: `Bearer ${TOKEN}x` }]) {
      const response = await t.app.inject({ url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 110, name: 'TOKEN_NULL_OR_EMPTY' });
    }
  });

  it.skipIf(!available)('counts requests by route pattern and status, and rate-limit refusals', async () => {
    const series = (status: number) =>
      `http_request_duration_seconds_count{method="GET",route="/api/v1/notice/view/:noticeId",status="${status}"}`;
    const before = await metrics();
    for (const id of [1, 2, 3]) await t.app.inject(`/api/v1/notice/view/${id}`);
    await t.app.inject('/api/v1/notice/view/x');
    const after = await metrics();
    const notFound = (sample(after, series(404)) ?? 0) - (sample(before, series(404)) ?? 0);
    const bad = (sample(after, series(400)) ?? 0) - (sample(before, series(400)) ?? 0);
    expect([notFound, bad]).toEqual([3, 1]);

    // Three writes from one client with an allowance of two: one refusal, counted by its allowance.
    const write = () =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/app/push',
        remoteAddress: '198.51.100.77',
        headers: { deviceuuid: 'w-metrics-0001' },
        payload: { pushYN: true },
      });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await write()).statusCode);
    expect(statuses[2]).toBe(429);
    const text = await metrics();
    expect(sample(text, 'rate_limit_refusals_total{bucket="write"}')).toBe(1);
    expect(sample(text, 'http_errors_total{status="429",name="TOO_MANY_REQUESTS"}')).toBe(1);
    expect(sample(text, 'db_available')).toBe(1);
    if (dialect === 'postgres') expect(sample(text, 'db_pool_connections{state="max"}')).toBe(10);
    expect(text).toContain('process_cpu_user_seconds_total');
  });
});
