import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/databases.ts';
import { fakeSpa } from '../../tests/support/fake-spa.ts';

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe('the SPA', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      seed: false,
      env: { SPA_DIR: fakeSpa(), SHOP_BASE_URL: 'https://shop.example.kr' },
    });
  });
  afterAll(() => t.cleanup());

  const expectIndex = (response: Awaited<ReturnType<TestApp['app']['inject']>>, what: string) => {
    expect(response.statusCode, what).toBe(200);
    expect(response.headers['content-type'], what).toMatch(/text\/html/);
    expect(response.headers['cache-control'], what).toBe('no-cache');
    expect(response.body, what).toContain('https://shop.example.kr');
    expect(response.body, what).not.toContain('content="{}"');
  };

  it('serves index.html for app URLs whose last part has a dot, when a browser asks for a page', async () => {
    for (const url of ['/deal/1.5', '/notice/1.0', '/search/v1.2?x=1']) {
      expectIndex(await t.app.inject({ url, headers: { accept: HTML } }), url);
    }
  });

  it('keeps the JSON 404 for missing files, assets and API paths', async () => {
    const cases = [
      { url: '/deal/1.5', accept: 'application/json' },
      { url: '/missing.png', accept: 'image/avif,image/webp,*/*' },
      { url: '/assets/missing-zzz.js', accept: '*/*' },
      { url: '/assets/missing-zzz.js', accept: HTML },
      { url: '/api/v1/no-such.json', accept: HTML },
      { url: '/media/products/x.svg', accept: HTML },
    ];
    for (const { url, accept } of cases) {
      const response = await t.app.inject({ url, headers: { accept } });
      expect(response.statusCode, `${url} ${accept}`).toBe(404);
      expect(response.json(), url).toMatchObject({ code: 9, name: 'UNSUPPORTED' });
    }
  });

  it('answers /index.html with the runtime config, like /', async () => {
    expectIndex(await t.app.inject('/index.html'), '/index.html');
    expectIndex(await t.app.inject('/'), '/');
    const head = await t.app.inject({ method: 'HEAD', url: '/index.html' });
    expect(head.statusCode).toBe(200);
  });

  it('keeps its pages out of the OpenAPI document', async () => {
    const doc = (await t.app.inject('/api/docs/openapi.json')).json() as { paths: Record<string, unknown> };
    const outside = Object.keys(doc.paths).filter((path) => !path.startsWith('/api/'));
    expect(outside).toEqual([]);
    expect(Object.keys(doc.paths).length).toBeGreaterThan(10);
  });
});

describe('the Kakao stand-in in the runtime config', () => {
  it('answers as KAKAO_STAND_IN says (fail: the share dialog walks the failure path)', async () => {
    const configOf = async (env: Record<string, string>) => {
      const t = await createTestApp('sqlite', { seed: false, env: { SPA_DIR: fakeSpa(), ...env } });
      try {
        const html = (await t.app.inject('/')).body;
        const content = /<meta name="app-config" content="([^"]*)">/.exec(html)?.[1] ?? '';
        return JSON.parse(content.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as {
          kakao: { javascriptKey: string; standIn: string };
        };
      } finally {
        await t.cleanup();
      }
    };
    expect((await configOf({})).kakao).toMatchObject({ javascriptKey: '', standIn: 'send' });
    expect((await configOf({ KAKAO_STAND_IN: 'fail' })).kakao).toMatchObject({ standIn: 'fail' });
  });
});
