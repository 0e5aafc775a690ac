import { z } from 'zod';
import { WEB_VERSION } from '#contract/constants.ts';
import { serviceNames } from '#contract/endpoint.ts';
import { COOKIE_HOST_ONLY, normalizeCookieDomain } from '#contract/rules/cookie-domain.ts';
import { defaultKakaoConfig } from '#contract/runtime-config.ts';
import { jobsConfigShape } from './jobs/jobs.config.ts';
import { shopAccountsConfigShape } from './modules/account/shop-accounts.config.ts';
import { authConfigShape, refineAuthConfig } from './modules/auth/auth.config.ts';
import { refineShopConfig, shopBaseUrlSchema, withShopDefault } from './modules/dev-shop/dev-shop.config.ts';
import { pointConfigShape } from './modules/point/point.config.ts';
import { browseConfigShape } from './modules/preview/preview.config.ts';
import { productAlertsConfigShape } from './modules/product-alerts/product-alerts.config.ts';
import { storageConfigShape } from './modules/storage/storage.config.ts';
import { DEFAULT_SQLITE_PATH, productionRefusals } from './production-config.ts';

const serviceSelection = z
  .string()
  .default('all')
  .transform((value, ctx) => {
    const names = value
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    if (names.includes('all')) return [...serviceNames];
    for (const name of names) {
      if (!(serviceNames as readonly string[]).includes(name)) {
        ctx.addIssue({ code: 'custom', message: `알 수 없는 서비스: ${name}` });
        return z.NEVER;
      }
    }
    return names as (typeof serviceNames)[number][];
  });

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('')
  .transform((value) => value === 'true' || value === '1');

export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    /** Only this machine by default; `HOST=0.0.0.0` opens the server to the network on purpose. */
    HOST: z.string().default('localhost'),
    /**
     * The development stand-ins (identity provider, shop, partner points, app attestation, Kakao share;
     * docs/operations.md): `off` (the default) mounts none, `local` mounts them on an instance that
     * listens on this machine only, `network` also beyond it. `npm start`, `npm run dev` and the tests
     * set it; production refuses any value but `off`.
     */
    DEV_STAND_INS: z.enum(['off', 'local', 'network']).default('off'),
    /**
     * Which `X-Forwarded-For` hops to believe: empty (default) believes none, a number that many hops,
     * otherwise a comma list of proxy addresses or CIDRs (`10.0.0.0/8,127.0.0.1`).
     */
    TRUST_PROXY: z
      .string()
      .default('')
      .transform((value, ctx): false | number | string[] => {
        const trimmed = value.trim();
        if (trimmed === '' || trimmed === 'false') return false;
        if (/^\d+$/.test(trimmed)) return Number(trimmed);
        const list = trimmed
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean);
        if (list.some((item) => !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(item))) {
          ctx.addIssue({ code: 'custom', message: '홉 수 또는 쉼표로 구분한 주소·CIDR 목록이어야 합니다.' });
          return z.NEVER;
        }
        return list;
      }),
    /**
     * PostgreSQL: opening a connection (also waiting for a free one), one query (client side) and one
     * statement (server side). Below 2 s by default, so that a stalled database answers 503 within 2 s
     * (docs/operations.md, "Database faults").
     */
    DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(1_500),
    DB_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(1_500),
    DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(1_000),
    DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    /** PostgreSQL: one probe (readiness, and each retry while the database is unavailable), and how often it retries. */
    DB_PROBE_TIMEOUT_MS: z.coerce.number().int().min(100).max(10_000).default(1_000),
    DB_PROBE_INTERVAL_MS: z.coerce.number().int().min(100).max(10_000).default(1_000),
    /**
     * PostgreSQL: hot statements run as named prepared statements, planned once per connection. Set
     * `false` behind a transaction-mode pooler that does not track them (PgBouncer before 1.21).
     */
    DB_PREPARED_STATEMENTS: z
      .enum(['true', 'false', '1', '0'])
      .optional()
      .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1')),
    /**
     * What sits between the instances and PostgreSQL (docs/operations.md, "Behind PgBouncer"): `none`
     * (default), or `pgbouncer-transaction`, PgBouncer in transaction mode. The latter sends no startup
     * parameters (PgBouncer refuses `options` and `statement_timeout`; the role carries those settings)
     * and turns the named prepared statements off (PgBouncer 1.18 does not track them).
     */
    DATABASE_POOLER: z.enum(['none', 'pgbouncer-transaction']).default('none'),
    /**
     * PostgreSQL: a streaming replica for the catalogue's, search's and community's reads; unset, they
     * go to DATABASE_URL. Writes, transactions and a member's reads for DB_READ_AFTER_WRITE_MS after
     * their own write go to the primary; while the replica is out of reach its reads go there too.
     */
    DATABASE_READ_URL: z.string().url().optional(),
    /**
     * PostgreSQL behind DATABASE_POOLER=pgbouncer-transaction: a direct address of the primary for the
     * one connection per instance that LISTENs to members' changes (db/member-changes.ts), which a
     * transaction-mode pooler cannot carry. Unset there, nothing is kept per member (the star summary
     * reads the database every time). Without a pooler DATABASE_URL serves, and this is not needed.
     */
    DATABASE_LISTEN_URL: z.string().url().optional(),
    DB_READ_AFTER_WRITE_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
    /** Receiving a whole request, headers and body; a body that never finishes is dropped after it. */
    HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(15_000),
    /** How long a SIGTERM waits for in-flight requests before the process ends anyway. */
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
    /** Requests per minute per client (member, else address) on every write and on search. */
    WRITE_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(120),
    SEARCH_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(300),
    /** PostgreSQL when set; otherwise the embedded SQLite file below. */
    DATABASE_URL: z.string().url().optional(),
    SQLITE_PATH: z.string().default(DEFAULT_SQLITE_PATH),
    SERVICE: serviceSelection,
    /** Serve the built SPA from this folder; empty disables it (API-only instances). */
    SPA_DIR: z.string().default('dist/client'),
    /**
     * The shop (Cafe24): an absolute URL, or a path on this server. Unset: the development shop
     * (`/dev-shop`, docs/dev-shop.md) outside production, https://shop.jecheol.kr in production.
     */
    SHOP_BASE_URL: shopBaseUrlSchema.optional(),
    /** The shop's login page; by default our own /login route so the embedded default works. */
    SHOP_LOGIN_URL: z.string().default('/login'),
    /** Kakao share: no key (the default) gives the SPA the development stand-in (src/platform/kakao-share.ts). */
    KAKAO_JAVASCRIPT_KEY: z.string().default(''),
    KAKAO_SDK_URL: z.string().default(defaultKakaoConfig.sdkUrl),
    /** The stand-in's answer while there is no key: 'fail' lets end-to-end tests walk the failure path. */
    KAKAO_STAND_IN: z.enum(['send', 'fail']).default('send'),
    /**
     * The parent domain the token cookies are shared on with the shop (`jecheol.kr`); unset or
     * `host-only`: cookies for the page's host only (production must say which). The SPA uses it only
     * on that domain or below it.
     */
    COOKIE_DOMAIN: z
      .string()
      .optional()
      .transform((value, ctx) => {
        if (value === undefined || value === COOKIE_HOST_ONLY) return '';
        const domain = normalizeCookieDomain(value);
        if (domain) return domain;
        ctx.addIssue({ code: 'custom', message: '점으로 이어진 도메인 이름이어야 합니다 (예: jecheol.kr).' });
        return z.NEVER;
      }),
    PUBLIC_BASE_URL: z.string().url().optional(),
    /**
     * `GET /metrics` (Prometheus) answers only a request bearing this token; unset, there is no such
     * route (docs/operations.md, "Metrics"). At least 32 characters, as any secret here.
     */
    METRICS_TOKEN: z.string().min(32, { message: 'METRICS_TOKEN은 32자 이상이어야 합니다.' }).optional(),
    WEB_VERSION: z.string().default(WEB_VERSION),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Seed a fresh database on start (the embedded default does; a production PostgreSQL would not). */
    SEED_ON_START: booleanFlag,
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(10 * 1024 * 1024)
      .default(64 * 1024),
    ...authConfigShape,
    ...browseConfigShape,
    ...jobsConfigShape,
    ...pointConfigShape,
    ...productAlertsConfigShape,
    ...shopAccountsConfigShape,
    ...storageConfigShape,
  })
  .superRefine(refineStandIns)
  .superRefine(refineDatabase)
  .superRefine(refineAuthConfig)
  .superRefine(refineShopConfig)
  .transform(withShopDefault);

export type AppConfig = z.output<typeof configSchema>;

/**
 * Whether a start fills a new database with the demo content: the embedded SQLite default does, a
 * shared PostgreSQL only with SEED_ON_START, production never (it refuses SEED_ON_START).
 */
export function seedsOnStart(
  config: Pick<AppConfig, 'NODE_ENV' | 'SEED_ON_START' | 'DATABASE_URL'>,
): boolean {
  if (config.NODE_ENV === 'production') return false;
  return config.SEED_ON_START || !config.DATABASE_URL;
}

/** Whether this instance mounts the development stand-ins (`DEV_STAND_INS`). */
export function standInsMounted(config: { DEV_STAND_INS: 'off' | 'local' | 'network' }): boolean {
  return config.DEV_STAND_INS !== 'off';
}

/** An address only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare);
}

/** Settings about the database that only make sense together. */
function refineDatabase(
  config: {
    DATABASE_URL?: string | undefined;
    DATABASE_READ_URL?: string | undefined;
    DATABASE_LISTEN_URL?: string | undefined;
    DATABASE_POOLER: string;
    DB_PREPARED_STATEMENTS?: boolean | undefined;
  },
  ctx: z.RefinementCtx,
) {
  if (config.DATABASE_READ_URL && !config.DATABASE_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['DATABASE_READ_URL'],
      message: '읽기 전용 복제본은 DATABASE_URL(PostgreSQL 주 서버)과 함께만 쓸 수 있습니다.',
    });
  }
  if (config.DATABASE_LISTEN_URL && !config.DATABASE_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['DATABASE_LISTEN_URL'],
      message: '변경 알림 연결은 DATABASE_URL(PostgreSQL 주 서버)과 함께만 쓸 수 있습니다.',
    });
  }
  if (config.DATABASE_POOLER === 'pgbouncer-transaction' && config.DB_PREPARED_STATEMENTS === true) {
    ctx.addIssue({
      code: 'custom',
      path: ['DB_PREPARED_STATEMENTS'],
      message:
        'PgBouncer 트랜잭션 모드(1.21 미만)는 이름 붙은 준비된 문장을 추적하지 못합니다. DB_PREPARED_STATEMENTS를 지우거나 false로 두세요.',
    });
  }
}

/** Stand-ins let anyone sign in as anyone: never in production, beyond loopback only when asked. */
function refineStandIns(
  config: { NODE_ENV: string; HOST: string; DEV_STAND_INS: string },
  ctx: z.RefinementCtx,
) {
  if (config.DEV_STAND_INS === 'off') return;
  if (config.NODE_ENV === 'production') {
    ctx.addIssue({
      code: 'custom',
      path: ['DEV_STAND_INS'],
      message: '운영 환경에서는 개발용 대역(로그인·쇼핑몰·파트너 포인트)을 켤 수 없습니다. off로 두세요.',
    });
  } else if (config.DEV_STAND_INS === 'local' && !isLoopbackHost(config.HOST)) {
    ctx.addIssue({
      code: 'custom',
      path: ['DEV_STAND_INS'],
      message: `local은 이 컴퓨터에서만 듣는 서버용입니다 (HOST=${config.HOST}). 네트워크에도 열려면 DEV_STAND_INS=network로 설정하세요.`,
    });
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  // An empty variable (`DATABASE_URL=`) means "not set", as it does for most tools.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = configSchema.safeParse(present);
  const issues = [
    ...(parsed.success
      ? []
      : parsed.error.issues.map((issue) => ({ key: issue.path.join('.'), message: issue.message }))),
    ...productionRefusals(present),
  ];
  if (!parsed.success || issues.length > 0) {
    const lines = issues.map(({ key, message }) => `  ${key}: ${message}`);
    throw new Error(`환경 설정이 올바르지 않습니다:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** A config for tests and tools: defaults plus overrides, validated the same way. */
export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SPA_DIR: '',
    SQLITE_PATH: ':memory:',
    DEV_STAND_INS: 'local',
    // Tests run the alerts job themselves, with the clock they set.
    ALERTS_JOB_INTERVAL_MS: '0',
    // Likewise the scheduled jobs: a test that wants the runner says JOBS=on (server/jobs/).
    JOBS: 'off',
    ...overrides,
  });
}
