import { afterEach, describe, expect, it } from 'vitest';
import { runtimeConfigSchema } from '#contract/runtime-config.ts';
import { createTestApp, type TestApp } from '../tests/support/databases.ts';
import { fakeSpa } from '../tests/support/fake-spa.ts';
import { loadConfig } from './config.ts';

/** The runtime config the server wrote into index.html, as the SPA reads it. */
async function servedRuntimeConfig(t: TestApp) {
  const html = (await t.app.inject('/')).body;
  const content = /<meta name="app-config" content="([^"]*)">/.exec(html)?.[1] ?? '';
  const json = content
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
  return runtimeConfigSchema.parse(JSON.parse(json));
}

describe('COOKIE_DOMAIN', () => {
  it('is empty by default: token cookies for the page host only', () => {
    expect(loadConfig({}).COOKIE_DOMAIN).toBe('');
    expect(loadConfig({ COOKIE_DOMAIN: '' }).COOKIE_DOMAIN).toBe('');
  });

  it('takes a domain name, normalised', () => {
    expect(loadConfig({ COOKIE_DOMAIN: 'jecheol.kr' }).COOKIE_DOMAIN).toBe('jecheol.kr');
    expect(loadConfig({ COOKIE_DOMAIN: ' .Jecheol.KR' }).COOKIE_DOMAIN).toBe('jecheol.kr');
  });

  it('refuses a malformed value at start, naming the variable in Korean', () => {
    for (const bad of [
      'https://jecheol.kr',
      'jecheol.kr:8080',
      'localhost',
      '10.0.0.1',
      'jecheol..kr',
      'a b.kr',
    ])
      expect(() => loadConfig({ COOKIE_DOMAIN: bad }), bad).toThrow(
        /환경 설정이 올바르지 않습니다:\n {2}COOKIE_DOMAIN: 점으로 이어진 도메인 이름이어야 합니다/,
      );
  });

  describe('in the runtime config the SPA reads', () => {
    let t: TestApp | undefined;
    afterEach(async () => {
      await t?.cleanup();
      t = undefined;
    });

    it('is passed on normalised', async () => {
      t = await createTestApp('sqlite', {
        seed: false,
        env: { SPA_DIR: fakeSpa(), COOKIE_DOMAIN: '.Jecheol.kr' },
      });
      expect((await servedRuntimeConfig(t)).cookieDomain).toBe('jecheol.kr');
    });

    it('is empty when not configured', async () => {
      t = await createTestApp('sqlite', { seed: false, env: { SPA_DIR: fakeSpa() } });
      expect((await servedRuntimeConfig(t)).cookieDomain).toBe('');
    });
  });
});
