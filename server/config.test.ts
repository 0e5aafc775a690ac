import { describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig, testConfig } from './config.ts';
import { DEV_JWT_SECRET } from './modules/auth/auth.config.ts';
import { providerEndpoints } from './modules/auth/auth.providers.ts';

describe('loadConfig', () => {
  it('defaults to the embedded database on port 8080 serving every service', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SQLITE_PATH).toBe('data/storefront.db');
    expect(config.SERVICE).toContain('display');
    expect(config.SERVICE).toContain('account');
    expect(config.SERVICE).toContain('search');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('starts a subset of services', () => {
    expect(loadConfig({ SERVICE: 'display,search' }).SERVICE).toEqual(['display', 'search']);
  });

  it('refuses bad values with a Korean message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SERVICE: 'display,payments' })).toThrow(/알 수 없는 서비스: payments/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/환경 설정이 올바르지 않습니다/);
  });
});

describe('the embedded default', () => {
  it('listens on this machine only unless HOST says otherwise', () => {
    expect(loadConfig({}).HOST).toBe('localhost');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });
});

describe('production', () => {
  const secret = 'a-production-secret-of-at-least-32-characters';
  const production = (env: Record<string, string> = {}) =>
    loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, ...env });

  it('starts with its own secret and the real identity providers', () => {
    expect(production().JWT_SECRET).toBe(secret);
    expect(
      production({
        PUBLIC_BASE_URL: 'https://www.jecheol.kr',
        NAVER_AUTHORIZE_URL: 'https://nid.naver.com/oauth2.0/authorize',
        APPLE_JWKS_URL: 'https://appleid.apple.com/auth/keys',
      }).NODE_ENV,
    ).toBe('production');
  });

  it('refuses a missing JWT_SECRET and the development secret from the repository', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    expect(() => production({ JWT_SECRET: DEV_JWT_SECRET })).toThrow(/JWT_SECRET/);
    expect(() => production({ PREVIEW_TOKEN_SECRET: DEV_JWT_SECRET })).toThrow(/PREVIEW_TOKEN_SECRET/);
    expect(() => production({ JWT_PREVIOUS_SECRETS: DEV_JWT_SECRET })).toThrow(/JWT_PREVIOUS_SECRETS/);
  });

  it('refuses the development identity provider and providers on this same server', () => {
    for (const key of ['NAVER_AUTHORIZE_URL', 'NAVER_PROFILE_URL', 'APPLE_AUTHORIZE_URL', 'APPLE_JWKS_URL']) {
      expect(() => production({ [key]: '/dev-idp/naver/oauth2.0/authorize' }), key).toThrow(key);
      expect(() => production({ [key]: 'https://www.jecheol.kr/dev-idp/apple/auth/keys' }), key).toThrow(
        /개발용 로그인 서버/,
      );
      expect(
        () =>
          production({ PUBLIC_BASE_URL: 'https://www.jecheol.kr', [key]: 'https://www.jecheol.kr/idp/keys' }),
        key,
      ).toThrow(key);
      expect(() => production({ [key]: 'http://nid.naver.com/oauth2.0/authorize' }), key).toThrow(/https/);
    }
    expect(() => production({ APPLE_ISSUER: 'jecheol-dev-idp' })).toThrow(/APPLE_ISSUER/);
  });

  it('never mounts the development identity provider', async () => {
    const app = await buildApp(
      testConfig({ NODE_ENV: 'production', JWT_SECRET: secret, SERVICE: 'auth,account' }),
    );
    try {
      for (const url of [
        '/dev-idp/naver/oauth2.0/authorize?client_id=x&redirect_uri=%2Flogin-landing&state=12345678',
        '/dev-idp/apple/auth/keys',
      ]) {
        const response = await app.inject(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toMatchObject({ code: 9, name: 'UNSUPPORTED' });
      }
      // The sign-in buttons lead to Naver and Apple themselves.
      expect(providerEndpoints(app.config).naverAuthorizeUrl).toBe(
        'https://nid.naver.com/oauth2.0/authorize',
      );
    } finally {
      await app.close();
    }
  });
});
