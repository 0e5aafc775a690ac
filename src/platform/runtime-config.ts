import type { RuntimeConfig } from '../../contract/runtime-config.ts';
import { defaultRuntimeConfig } from '../api/contract.gen.ts';

/**
 * The contract's `runtimeConfigSchema`, checked by hand: zod would add several KB to the first load
 * just to read one meta tag. runtime-config.test.ts proves this accepts and produces exactly what the
 * schema does, for any input.
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
function validateSignIn(raw: unknown): SignInConfig | undefined {
  if (raw === undefined) return defaultRuntimeConfig.signIn;
  if (!isRecord(raw)) return undefined;
  const naver = validateProvider(raw.naver);
  const apple = validateProvider(raw.apple);
  return naver && apple ? { naver, apple } : undefined;
}

function validateKakao(raw: unknown): RuntimeConfig['kakao'] | undefined {
  if (raw === undefined) return defaultRuntimeConfig.kakao;
  if (!isRecord(raw)) return undefined;
  const { javascriptKey, sdkUrl, standIn } = raw;
  if (typeof javascriptKey !== 'string' || typeof sdkUrl !== 'string') return undefined;
  return standIn === 'send' || standIn === 'fail' || standIn === 'none'
    ? { javascriptKey, sdkUrl, standIn }
    : undefined;
}

function validate(raw: unknown): RuntimeConfig | undefined {
  if (!isRecord(raw) || !isRecord(raw.api)) return undefined;
  const { display, account, search } = raw.api;
  const { shopBaseUrl, shopLoginUrl } = raw;
  if (typeof display !== 'string' || typeof account !== 'string' || typeof search !== 'string')
    return undefined;
  if (typeof shopBaseUrl !== 'string' || typeof shopLoginUrl !== 'string') return undefined;
  const shop = validShopBase(shopBaseUrl);
  if (shop === undefined) return undefined;
  const signIn = validateSignIn(raw.signIn);
  const kakao = validateKakao(raw.kakao);
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
export function parseRuntimeConfig(content: string | null | undefined): RuntimeConfig {
  if (!content) return defaultRuntimeConfig;
  try {
    return validate(JSON.parse(content)) ?? defaultRuntimeConfig;
  } catch {
    return defaultRuntimeConfig;
  }
}

export function readRuntimeConfig(doc: Document = document): RuntimeConfig {
  return parseRuntimeConfig(doc.querySelector('meta[name="app-config"]')?.getAttribute('content'));
}

let current: RuntimeConfig | undefined;

/** The deployment's config, read from index.html once. */
export function runtimeConfig(): RuntimeConfig {
  current ??= typeof document === 'undefined' ? defaultRuntimeConfig : readRuntimeConfig();
  return current;
}

/** The bootstrap (and tests) set it explicitly. */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}
