import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDealDetail, getHomeDeals, getWebProfile } from '#contract/display.ts';
import { createTestApp, dialectCases, type TestApp } from '../tests/support/databases.ts';
import { fakeSpa } from '../tests/support/fake-spa.ts';

describe('server infrastructure', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      seed: false,
      env: { SPA_DIR: fakeSpa(), SHOP_BASE_URL: 'https://shop.example.kr' },
    });
  });
  afterAll(() => t.cleanup());

  it('answers health and readiness', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
  });

  it('serves an OpenAPI document that lists the contract endpoints', async () => {
    const response = await t.app.inject('/api/docs/openapi.json');
    expect(response.statusCode).toBe(200);
    const doc = response.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const endpoint of [getWebProfile, getHomeDeals, getDealDetail]) {
      const path = endpoint.path.replace(/:(\w+)/g, '{$1}');
      expect(doc.paths[path]?.[endpoint.method.toLowerCase()], path).toBeDefined();
    }
  });

  it('answers unknown API paths with the contract error shape, never the SPA', async () => {
    const response = await t.app.inject('/api/v1/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 9, name: 'UNSUPPORTED' });
  });

  it('falls back to index.html for app routes, with the runtime config injected', async () => {
    for (const path of ['/', '/deal/12', '/community/main/popular-post', '/no/such/page?x=1']) {
      const response = await t.app.inject(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('https://shop.example.kr');
      expect(response.body).not.toContain('content="{}"');
    }
  });

  it('serves hashed assets as immutable and other files revalidated', async () => {
    const asset = await t.app.inject('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const icon = await t.app.inject('/favicon.svg');
    expect(icon.headers['cache-control']).toContain('must-revalidate');
    const missing = await t.app.inject('/assets/missing-zzz.js');
    expect(missing.statusCode).toBe(404);
  });

  it('sends a content security policy that allows only our own scripts', async () => {
    const response = await t.app.inject('/');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
  });

  it('sends the same security headers on every answer, request after request', async () => {
    const expected = {
      'content-security-policy': expect.stringContaining("default-src 'self'"),
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
      'permissions-policy': expect.stringContaining('camera=()'),
    };
    const answers = [];
    for (const path of ['/healthz', '/api/v1/no-such-thing', '/', '/assets/index-abc123.js', '/deal/12'])
      answers.push((await t.app.inject(path)).headers);
    for (const headers of answers) expect(headers).toMatchObject(expected);
    expect(answers[0]?.['content-security-policy']).toBe(answers[4]?.['content-security-policy']);
    expect(answers[0]).not.toHaveProperty('cross-origin-embedder-policy');
  });
});

describe.each(dialectCases())('bad input never becomes a 500 on $dialect', ({ dialect, available }) => {
  let t: TestApp;
  beforeAll(async () => {
    if (available) t = await createTestApp(dialect);
  });
  afterAll(async () => {
    if (available) await t.cleanup();
  });

  it.skipIf(!available)('maps malformed query values to codes 11, 12 and 13', async () => {
    const cases: [string, number][] = [
      ['/api/v1/display/deal/recommendation?size=0', 13],
      ['/api/v1/display/deal/recommendation?size=101', 13],
      ['/api/v1/display/deal/recommendation?page=abc', 12],
      ['/api/v1/display/deal/recommendation?sort=BOGUS', 11],
      ['/api/v1/display/deal/abc', 12],
      [`/api/v1/display/deal/${'9'.repeat(40)}`, 12],
    ];
    for (const [url, code] of cases) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(400);
      const body = response.json() as { code: number; name: string; message: string };
      expect(body.code, url).toBe(code);
      expect(body.message, url).toMatch(/[가-힣]/);
    }
  });

  it.skipIf(!available)('answers an unknown deal with 404 code 8', async () => {
    const response = await t.app.inject('/api/v1/display/deal/999999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 8, name: 'NO_DATA' });
  });
});
