import type { RuntimeConfig } from '#contract/runtime-config.ts';

/**
 * The contract's `runtimeConfigSchema`, checked by hand: zod would add several KB to the first load
 * just to read one meta tag. runtime-config.test.ts proves this accepts and produces exactly what the
 * schema does, for any input. The schema's defaults come in as an argument (main.tsx passes the
 * contract mirror's `defaultRuntimeConfig`), so platform/ does not import api/.
 */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function canParseUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/** The contract's shop path: one leading slash, never `//host` or `/\\host`; no spaces, backslashes or controls. */
const SHOP_PATH = /^\/(?![/\\])[^\s\\\p{Cc}]*$/u;

/** An absolute URL as zod's url() reads it, or a path on this server (the development shop). */
function validShopBase(value: string): string | undefined {
  if (SHOP_PATH.test(value)) return value;
  // zod's url(): the trimmed value must parse; tabs and newlines (which URL parsers drop) are removed.
  const trimmed = value.trim();
  return canParseUrl(trimmed) ? trimmed.replace(/[\t\n\r]/g, '') : undefined;
}

type SignInConfig = RuntimeConfig['signIn'];

function validateProvider(raw: unknown): SignInConfig['naver'] | undefined {
  if (!isRecord(raw) || typeof raw.authorizeUrl !== 'string' || typeof raw.clientId !== 'string')
    return undefined;
  return { authorizeUrl: raw.authorizeUrl, clientId: raw.clientId };
}

/** Absent means the defaults (zod's `.default()`); present but malformed fails the whole config. */
function validateSignIn(raw: unknown, defaults: SignInConfig): SignInConfig | undefined {
  if (raw === undefined) return defaults;
  if (!isRecord(raw)) return undefined;
  const naver = validateProvider(raw.naver);
  const apple = validateProvider(raw.apple);
  return naver && apple ? { naver, apple } : undefined;
}

function validateKakao(raw: unknown, defaults: RuntimeConfig['kakao']): RuntimeConfig['kakao'] | undefined {
  if (raw === undefined) return defaults;
  if (!isRecord(raw)) return undefined;
  const { javascriptKey, sdkUrl, standIn } = raw;
  if (typeof javascriptKey !== 'string' || typeof sdkUrl !== 'string') return undefined;
  return standIn === 'send' || standIn === 'fail' || standIn === 'none'
    ? { javascriptKey, sdkUrl, standIn }
    : undefined;
}

function validate(raw: unknown, defaults: RuntimeConfig): RuntimeConfig | undefined {
  if (!isRecord(raw) || !isRecord(raw.api)) return undefined;
  const { display, account, search } = raw.api;
  const { shopBaseUrl, shopLoginUrl } = raw;
  if (typeof display !== 'string' || typeof account !== 'string' || typeof search !== 'string')
    return undefined;
  if (typeof shopBaseUrl !== 'string' || typeof shopLoginUrl !== 'string') return undefined;
  const shop = validShopBase(shopBaseUrl);
  if (shop === undefined) return undefined;
  const signIn = validateSignIn(raw.signIn, defaults.signIn);
  const kakao = validateKakao(raw.kakao, defaults.kakao);
  // Absent means '' (host-only cookies); whether it applies to this page is tokens.ts's question.
  const cookieDomain = raw.cookieDomain === undefined ? '' : raw.cookieDomain;
  const standIns = raw.standIns === undefined ? true : raw.standIns;
  if (!signIn || !kakao || typeof cookieDomain !== 'string' || typeof standIns !== 'boolean')
    return undefined;
  return {
    api: { display, account, search },
    shopBaseUrl: shop,
    shopLoginUrl,
    signIn,
    kakao,
    cookieDomain,
    standIns,
  };
}

/** Parses the meta tag's content; anything malformed (bad JSON, wrong shape) gives the defaults. */
export function parseRuntimeConfig(
  content: string | null | undefined,
  defaults: RuntimeConfig,
): RuntimeConfig {
  if (!content) return defaults;
  try {
    return validate(JSON.parse(content), defaults) ?? defaults;
  } catch {
    return defaults;
  }
}

export function readRuntimeConfig(defaults: RuntimeConfig, doc: Document = document): RuntimeConfig {
  return parseRuntimeConfig(doc.querySelector('meta[name="app-config"]')?.getAttribute('content'), defaults);
}

let current: RuntimeConfig | undefined;

/** The deployment's config, read from index.html once by main.tsx before anything asks for it. */
export function runtimeConfig(): RuntimeConfig {
  // Unset only before main.tsx ran: nothing reads the config at module load.
  return current as RuntimeConfig;
}

/** The bootstrap (and tests: tests/support/dom-testing.ts sets the defaults) set it explicitly. */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}
