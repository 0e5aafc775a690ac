import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type RuntimeConfig, runtimeConfigSchema } from '#contract/runtime-config.ts';
import { createTestApp } from '../tests/support/databases.ts';
import { fakeSpa } from '../tests/support/fake-spa.ts';
import { productionEnv } from '../tests/support/production-env.ts';
import { buildApp } from './app.ts';
import { loadConfig, seedsOnStart, testConfig } from './config.ts';
import { databaseOptions, toolDatabaseOptions } from './db/database.ts';
import { JOB_NAMES } from './jobs/jobs.config.ts';
import { DEV_SHOP_ACCOUNTS_API_KEY } from './modules/account/shop-accounts.config.ts';
import { attestationEndpoints } from './modules/auth/app-attestation.ts';
import { DEV_ATTESTATION_CREDENTIALS, DEV_JWT_SECRET } from './modules/auth/auth.config.ts';
import { providerEndpoints } from './modules/auth/auth.providers.ts';
import { DEV_PARTNER_API_KEY } from './modules/point/point.config.ts';
import { DEV_SHOP_WEBHOOK_SECRET } from './modules/product-alerts/product-alerts.config.ts';
import { isWeakSecret, PRODUCTION_REQUIRED } from './production-config.ts';

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

  it('runs every scheduled job by default, none with JOBS=off, or the ones named', () => {
    expect(loadConfig({}).JOBS).toEqual(JOB_NAMES);
    expect(loadConfig({ JOBS: 'off' }).JOBS).toEqual([]);
    expect(loadConfig({ JOBS: 'stars-expire, product-alerts' }).JOBS).toEqual([
      'stars-expire',
      'product-alerts',
    ]);
    expect(loadConfig({}).JOBS_PG_SCHEMA).toBe('pgboss');
    expect(() => loadConfig({ JOBS: 'stars-expire,payroll' })).toThrow(/JOBS: .*작업 이름 목록.*payroll/);
    expect(() => loadConfig({ JOBS: 'yes' })).toThrow(/JOBS/);
    expect(() => loadConfig({ JOBS_PG_SCHEMA: 'public; drop' })).toThrow(/JOBS_PG_SCHEMA/);
    // The tests' apps run none unless they say so.
    expect(testConfig().JOBS).toEqual([]);
  });

  it('turns named prepared statements off behind PgBouncer in transaction mode, and refuses to turn them on', () => {
    const pg = { DATABASE_URL: 'postgres://app@pgbouncer:6432/storefront' };
    expect(databaseOptions(loadConfig(pg))).toMatchObject({ pooler: 'none' });
    expect(databaseOptions(loadConfig(pg)).preparedStatements).toBeUndefined();
    expect(databaseOptions(loadConfig({ ...pg, DB_PREPARED_STATEMENTS: 'false' })).preparedStatements).toBe(
      false,
    );
    const pooled = loadConfig({ ...pg, DATABASE_POOLER: 'pgbouncer-transaction' });
    expect(databaseOptions(pooled)).toMatchObject({ pooler: 'pgbouncer-transaction' });
    expect(() =>
      loadConfig({ ...pg, DATABASE_POOLER: 'pgbouncer-transaction', DB_PREPARED_STATEMENTS: 'true' }),
    ).toThrow(/DB_PREPARED_STATEMENTS: PgBouncer 트랜잭션 모드/);
    expect(() => loadConfig({ DATABASE_POOLER: 'pgbouncer' })).toThrow(/DATABASE_POOLER/);
  });

  it('takes a read replica only beside a PostgreSQL primary', () => {
    const replica = { DATABASE_READ_URL: 'postgres://app@replica:5432/storefront' };
    expect(() => loadConfig(replica)).toThrow(/DATABASE_READ_URL: 읽기 전용 복제본/);
    const config = loadConfig({ ...replica, DATABASE_URL: 'postgres://app@primary:5432/storefront' });
    expect(databaseOptions(config).readUrl).toBe(replica.DATABASE_READ_URL);
    expect(toolDatabaseOptions(config)).not.toHaveProperty('readUrl');
  });

  it("takes a direct address for members' change notices only beside a PostgreSQL primary", () => {
    const listen = { DATABASE_LISTEN_URL: 'postgres://app@primary:5432/storefront' };
    expect(() => loadConfig(listen)).toThrow(/DATABASE_LISTEN_URL: 변경 알림 연결/);
    const config = loadConfig({
      ...listen,
      DATABASE_URL: 'postgres://app@pgbouncer:6432/storefront',
      DATABASE_POOLER: 'pgbouncer-transaction',
    });
    expect(databaseOptions(config).listenUrl).toBe(listen.DATABASE_LISTEN_URL);
    expect(toolDatabaseOptions(config)).not.toHaveProperty('listenUrl');
  });
});

describe('the embedded default', () => {
  it('listens on this machine only unless HOST says otherwise', () => {
    expect(loadConfig({}).HOST).toBe('localhost');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });
});

describe('the development stand-ins', () => {
  const mounts = async (env: Record<string, string>) => {
    const { app, cleanup } = await createTestApp('sqlite', { seed: false, env: { SERVICE: 'all', ...env } });
    try {
      const answers = await Promise.all([
        app.inject('/dev-idp/apple/auth/keys'),
        app.inject('/dev-shop/'),
        app.inject({ method: 'POST', url: '/dev-partner/v1/exchanges', payload: {} }),
      ]);
      return {
        answers: answers.map((answer) => answer.statusCode),
        endpoints: providerEndpoints(app.config),
      };
    } finally {
      await cleanup();
    }
  };

  it('are off unless asked for, whatever NODE_ENV says', async () => {
    expect(loadConfig({}).DEV_STAND_INS).toBe('off');
    const off = await mounts({ NODE_ENV: 'development', DEV_STAND_INS: 'off' });
    expect(off.answers).toEqual([404, 404, 404]);
    expect(off.endpoints.naverAuthorizeUrl).toBe('https://nid.naver.com/oauth2.0/authorize');
    expect(testConfig({ DEV_STAND_INS: 'off' }).SHOP_BASE_URL).toBe('https://shop.jecheol.kr');
  });

  it('are mounted when asked for, and the sign-in buttons lead to them', async () => {
    const on = await mounts({ DEV_STAND_INS: 'local' });
    expect(on.answers[0]).toBe(200);
    expect(on.answers[1]).toBe(200);
    expect(on.answers[2]).not.toBe(404);
    expect(on.endpoints.naverAuthorizeUrl).toBe('/dev-idp/naver/oauth2.0/authorize');
  });

  it('never listen beyond this machine unless the setting says so too', () => {
    for (const HOST of ['localhost', '127.0.0.1', '::1', '[::1]']) {
      expect(loadConfig({ HOST, DEV_STAND_INS: 'local' }).DEV_STAND_INS, HOST).toBe('local');
    }
    for (const HOST of ['0.0.0.0', '::', '192.168.0.10', 'shop.example.kr']) {
      expect(() => loadConfig({ HOST, DEV_STAND_INS: 'local' }), HOST).toThrow(/DEV_STAND_INS=network/);
      expect(loadConfig({ HOST, DEV_STAND_INS: 'network' }).DEV_STAND_INS, HOST).toBe('network');
    }
    expect(() => loadConfig({ DEV_STAND_INS: 'yes' })).toThrow(/DEV_STAND_INS/);
  });

  it('are refused by production in every form', () => {
    for (const value of ['local', 'network']) {
      expect(() => loadConfig(productionEnv({ DEV_STAND_INS: value })), value).toThrow(
        /DEV_STAND_INS: 운영 환경에서는 개발용 대역/,
      );
    }
  });
});

describe('production', () => {
  it('starts with every setting named, and never seeds demo content', () => {
    const config = loadConfig(productionEnv());
    expect(config.NODE_ENV).toBe('production');
    expect(config.DEV_STAND_INS).toBe('off');
    expect(seedsOnStart(config)).toBe(false);
    expect(seedsOnStart(testConfig())).toBe(true);
    expect(seedsOnStart(testConfig({ DATABASE_URL: 'postgres://localhost/x' }))).toBe(false);
    expect(seedsOnStart(testConfig({ DATABASE_URL: 'postgres://localhost/x', SEED_ON_START: 'true' }))).toBe(
      true,
    );
  });

  it.each(PRODUCTION_REQUIRED.map((setting) => setting.key))(
    'refuses to start without %s, naming it',
    (key) => {
      expect(() => loadConfig(productionEnv({ [key]: '' }))).toThrow(new RegExp(`\\n  ${key}: `));
    },
  );

  it('takes an explicit SQLite file instead of DATABASE_URL, and host-only cookies when said so', () => {
    const config = loadConfig(productionEnv({ DATABASE_URL: '', SQLITE_PATH: '/var/lib/jecheol/shop.db' }));
    expect(config.SQLITE_PATH).toBe('/var/lib/jecheol/shop.db');
    expect(loadConfig(productionEnv({ COOKIE_DOMAIN: 'host-only' })).COOKIE_DOMAIN).toBe('');
    expect(loadConfig(productionEnv()).COOKIE_DOMAIN).toBe('jecheol.kr');
  });

  it('refuses demo seeding', () => {
    expect(() => loadConfig(productionEnv({ SEED_ON_START: 'true' }))).toThrow(/SEED_ON_START/);
  });

  it('refuses a missing JWT_SECRET, the development secret and weak ones', () => {
    expect(() => loadConfig(productionEnv({ JWT_SECRET: '' }))).toThrow(/JWT_SECRET/);
    expect(() => loadConfig(productionEnv({ JWT_SECRET: DEV_JWT_SECRET }))).toThrow(/JWT_SECRET/);
    expect(() => loadConfig(productionEnv({ PREVIEW_TOKEN_SECRET: DEV_JWT_SECRET }))).toThrow(
      /PREVIEW_TOKEN_SECRET/,
    );
    expect(() => loadConfig(productionEnv({ JWT_PREVIOUS_SECRETS: DEV_JWT_SECRET }))).toThrow(
      /JWT_PREVIOUS_SECRETS/,
    );
    const weak = ['a'.repeat(32), 'ab'.repeat(20), 'abcdefgh'.repeat(4), '0123456789'.repeat(4)];
    for (const secret of weak) {
      expect(() => loadConfig(productionEnv({ JWT_SECRET: secret })), secret).toThrow(
        /JWT_SECRET: 추측하기 쉬운/,
      );
      expect(() => loadConfig(productionEnv({ PREVIEW_TOKEN_SECRET: secret })), secret).toThrow(
        /PREVIEW_TOKEN_SECRET/,
      );
      expect(
        () => loadConfig(productionEnv({ JWT_PREVIOUS_SECRETS: `${productionEnv().JWT_SECRET},${secret}` })),
        secret,
      ).toThrow(/JWT_PREVIOUS_SECRETS/);
    }
  });

  it('never refuses a random secret', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 24, maxLength: 64 }),
        fc.constantFrom('hex', 'base64', 'base64url') as fc.Arbitrary<BufferEncoding>,
        (bytes, encoding) => {
          const secret = Buffer.from(bytes).toString(encoding);
          fc.pre(secret.length >= 32 && new Set(bytes).size > bytes.length / 2);
          expect(isWeakSecret(secret)).toBe(false);
        },
      ),
    );
  });

  it("refuses the development partner: its key, or a partner on this server's own paths", () => {
    expect(() => loadConfig(productionEnv({ PARTNER_POINTS_API_KEY: DEV_PARTNER_API_KEY }))).toThrow(
      /PARTNER_POINTS_API_KEY/,
    );
    for (const url of ['/dev-partner', 'http://points.partner.example/v1']) {
      expect(() => loadConfig(productionEnv({ PARTNER_POINTS_URL: url })), url).toThrow(/PARTNER_POINTS_URL/);
    }
  });

  it("refuses the development shop's accounts API: its key, or the shop on this server's own paths", () => {
    expect(() => loadConfig(productionEnv({ SHOP_ACCOUNTS_API_KEY: DEV_SHOP_ACCOUNTS_API_KEY }))).toThrow(
      /SHOP_ACCOUNTS_API_KEY/,
    );
    for (const url of ['/dev-shop/api', 'http://shop-api.jecheol.kr/accounts']) {
      expect(() => loadConfig(productionEnv({ SHOP_ACCOUNTS_URL: url })), url).toThrow(/SHOP_ACCOUNTS_URL/);
    }
  });

  it("refuses the development shop's webhook secret and a push service that is not https", () => {
    expect(() => loadConfig(productionEnv({ SHOP_WEBHOOK_SECRET: DEV_SHOP_WEBHOOK_SECRET }))).toThrow(
      /SHOP_WEBHOOK_SECRET/,
    );
    expect(() => loadConfig(productionEnv({ SHOP_WEBHOOK_SECRET: 'a'.repeat(32) }))).toThrow(
      /SHOP_WEBHOOK_SECRET/,
    );
    expect(() => loadConfig(productionEnv({ PUSH_URL: 'http://push.jecheol.kr/v1/send' }))).toThrow(
      /PUSH_URL/,
    );
    expect(() => loadConfig(productionEnv())).not.toThrow();
  });

  it('names every refusal at once', () => {
    const message = (() => {
      try {
        loadConfig({ NODE_ENV: 'production' });
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    })();
    for (const key of ['JWT_SECRET', ...PRODUCTION_REQUIRED.map((setting) => setting.key)]) {
      expect(message).toContain(`  ${key}: `);
    }
  });

  it('refuses the development identity provider and providers on this same server', () => {
    const production = (env: Record<string, string> = {}) => loadConfig(productionEnv(env));
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

  it('names the app attestation: no stand-in, no credential from the repository, https only', () => {
    const production = (env: Record<string, string> = {}) => loadConfig(productionEnv(env));
    for (const key of ['PLAY_INTEGRITY_CREDENTIALS', 'APP_ATTEST_VERIFIER_CREDENTIALS']) {
      expect(() => production({ [key]: DEV_ATTESTATION_CREDENTIALS }), key).toThrow(key);
    }
    for (const key of ['PLAY_INTEGRITY_URL', 'APP_ATTEST_VERIFIER_URL']) {
      expect(() => production({ [key]: '/dev-attest/play' }), key).toThrow(key);
      expect(() => production({ [key]: 'https://m.jecheol.kr/dev-attest/play' }), key).toThrow(
        /개발용 앱 인증 서버/,
      );
      expect(() => production({ [key]: 'http://attest.verifier.example/v1' }), key).toThrow(/https/);
    }
    // Play Integrity's own address needs no setting; the verdict must name the production app.
    const endpoints = attestationEndpoints(production());
    expect(endpoints.playIntegrityUrl).toBe('https://playintegrity.googleapis.com');
    expect(endpoints).toMatchObject({
      packageName: 'kr.jecheol.app',
      bundleId: 'kr.jecheol.app',
      appAttestVerifierUrl: 'https://attest.verifier.example/v1/verify',
    });
    // Outside production, with the stand-ins, everything points at them.
    expect(attestationEndpoints(testConfig())).toMatchObject({
      playIntegrityUrl: '/dev-attest/play',
      appAttestVerifierUrl: '/dev-attest/app-attest/verify',
      playIntegrityCredentials: DEV_ATTESTATION_CREDENTIALS,
    });
    // Without them, Google's address and no iOS verifier: no app sign-in is attested by accident.
    expect(attestationEndpoints(testConfig({ DEV_STAND_INS: 'off' }))).toMatchObject({
      playIntegrityUrl: 'https://playintegrity.googleapis.com',
      appAttestVerifierUrl: undefined,
    });
  });

  it('never mounts a stand-in, and the SPA is told so: no strip, no Kakao stand-in', async () => {
    const app = await buildApp(
      testConfig(productionEnv({ DATABASE_URL: '', SERVICE: 'auth,account', SPA_DIR: fakeSpa() })),
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
      expect(providerEndpoints(app.config).naverAuthorizeUrl).toBe(
        'https://nid.naver.com/oauth2.0/authorize',
      );
      const runtime = runtimeOf((await app.inject({ url: '/', headers: { accept: 'text/html' } })).body);
      expect(runtime.standIns).toBe(false);
      expect(runtime.kakao.standIn).toBe('none');
    } finally {
      await app.close();
    }
  });
});

describe('the SPA under the stand-ins', () => {
  it('is told to show the strip and may use the Kakao stand-in', async () => {
    const { app, cleanup } = await createTestApp('sqlite', { seed: false, env: { SPA_DIR: fakeSpa() } });
    try {
      const runtime = runtimeOf((await app.inject({ url: '/', headers: { accept: 'text/html' } })).body);
      expect(runtime.standIns).toBe(true);
      expect(runtime.kakao.standIn).toBe('send');
    } finally {
      await cleanup();
    }
  });
});

function runtimeOf(html: string): RuntimeConfig {
  const content = html.match(/<meta name="app-config" content="([^"]*)">/)?.[1] ?? '';
  const json = content
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  return runtimeConfigSchema.parse(JSON.parse(json));
}
