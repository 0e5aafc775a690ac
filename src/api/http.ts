import type { BodyOf, ParamsOf, QueryOf, ResponseOf, ServiceName } from '../../contract/endpoint.ts';
import type { ApiError, errorCatalogue } from '../../contract/errors.ts';
import { clientFallbackMessages } from '../../contract/fallback-messages.ts';
import type { ToastItem } from '../../contract/guards.ts';
import { isApiErrorBody } from '../../contract/guards.ts';
import type { RuntimeConfig } from '../../contract/runtime-config.ts';
import { runtimeConfig } from '../platform/runtime-config.ts';
import { deviceId } from '../platform/storage.ts';
import type { EndpointOf, EndpointRef } from './endpoint-ref.ts';

/**
 * The one HTTP client. Every call names a contract endpoint (from contract.gen.ts), so its params,
 * query, body and response are typed by the contract; a non-2xx answer becomes an ApiRequestError
 * carrying the server's `{ code, name, message }`.
 */

/** Which of the three configured API bases (spec section 7) serves each contract service. */
const baseOfService: Record<ServiceName, keyof RuntimeConfig['api']> = {
  display: 'display',
  community: 'display',
  notice: 'display',
  search: 'search',
  account: 'account',
  auth: 'account',
  user: 'account',
  alarm: 'account',
};

/** Same rule as the contract's `buildPath` (http.test.ts checks they agree), without importing zod. */
export function buildPath(path: string, params: Record<string, string | number | undefined> = {}): string {
  return (
    path
      .replace(/:([A-Za-z]+)(\?)?/g, (_, name: string) => {
        const value = params[name];
        return value === undefined ? '' : encodeURIComponent(String(value));
      })
      .replace(/\/+$/, '') || '/'
  );
}

export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  /** HTTP status; 0 when no answer arrived (offline, DNS, CORS). */
  readonly status: number;
  readonly body: ApiError;
  /** `GET /api/v1/...` for logs. */
  readonly endpoint: string;

  constructor(status: number, body: ApiError, endpoint: string) {
    super(body.message);
    this.status = status;
    this.body = body;
    this.endpoint = endpoint;
  }

  /** The catalogue's numeric code (spec section 8), e.g. 8 for NO_DATA. */
  get code(): number {
    return this.body.code;
  }

  get errorName(): string {
    return this.body.name;
  }
}

const UNEXPECTED_ERROR_CODE = 5 satisfies (typeof errorCatalogue)['UNEXPECTED_ERROR']['code'];

/** The body an error is described by when the server's answer is not the contract's error shape. */
export function errorBodyOf(status: number, data: unknown): ApiError {
  if (isApiErrorBody(data)) return { code: data.code, name: data.name, message: data.message };
  return status === 0
    ? { code: 0, name: 'NETWORK_ERROR', message: clientFallbackMessages.network }
    : { code: UNEXPECTED_ERROR_CODE, name: 'UNEXPECTED_ERROR', message: clientFallbackMessages.temporary };
}

/**
 * Seams for later issues. `auth` (the session issue) adds the Authorization header and decides whether
 * a failed call is retried after recovering, e.g. after refreshing an expired access token; `call()`
 * asks at most MAX_RETRIES times. `onToastItems` (the toast queue) receives a response's toastItems.
 */
export interface HttpAuth {
  headers(ref: EndpointRef): Record<string, string> | undefined;
  recover?(error: ApiRequestError, attempt: number): Promise<boolean>;
  /**
   * Runs one call (each attempt is `request()`) under the session's refresh rule; the session issue
   * plugs the refresh coordinator in here. When set, `recover` is not asked.
   */
  run?<T>(request: () => Promise<T>): Promise<T>;
}

interface HttpHooks {
  auth?: HttpAuth;
  onToastItems?: (items: ToastItem[], ref: EndpointRef) => void;
}

let hooks: HttpHooks = {};

export function configureHttp(next: HttpHooks): void {
  hooks = { ...hooks, ...next };
}

const MAX_RETRIES = 2;

type Slot<K extends string, T> = [T] extends [never]
  ? { [P in K]?: undefined }
  : Partial<T> extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

export type CallOptions<E> = Slot<'params', ParamsOf<E>> &
  Slot<'query', QueryOf<E>> &
  Slot<'body', BodyOf<E>> & {
    signal?: AbortSignal;
    /** Headers of this call only, e.g. the token calls' accessToken/refreshToken, social sign-in's providerToken. */
    headers?: Record<string, string>;
  };

type CallArgs<E> =
  Partial<CallOptions<E>> extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

interface LooseOptions {
  params?: Record<string, string | number | undefined>;
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export async function call<R extends EndpointRef>(
  ref: R,
  ...[options]: CallArgs<EndpointOf<R>>
): Promise<ResponseOf<EndpointOf<R>>> {
  const loose = (options ?? {}) as LooseOptions;
  const run = hooks.auth?.run;
  if (run) return (await run(() => send(ref, loose))) as ResponseOf<EndpointOf<R>>;
  for (let attempt = 0; ; attempt++) {
    try {
      return (await send(ref, loose)) as ResponseOf<EndpointOf<R>>;
    } catch (error) {
      const retry =
        error instanceof ApiRequestError &&
        attempt < MAX_RETRIES &&
        hooks.auth?.recover !== undefined &&
        (await hooks.auth.recover(error, attempt + 1));
      if (!retry) throw error;
    }
  }
}

/**
 * One attempt, outside the refresh rule: the session's own token calls (validation, refresh, delete)
 * use it, because they are the token lifecycle the rule drives.
 */
export function callOnce<R extends EndpointRef>(
  ref: R,
  ...[options]: CallArgs<EndpointOf<R>>
): Promise<ResponseOf<EndpointOf<R>>> {
  return send(ref, (options ?? {}) as LooseOptions) as Promise<ResponseOf<EndpointOf<R>>>;
}

/** ufo's query-value encoding, which ofetch used: the wire format the API has always received. */
function encodeQueryValue(value: unknown): string {
  return encodeURI(typeof value === 'string' ? value : JSON.stringify(value))
    .replace(/%7c/gi, '|')
    .replace(/\+/g, '%2B')
    .replace(/%20/gi, '+')
    .replace(/#/g, '%23')
    .replace(/&/g, '%26')
    .replace(/%60/gi, '`')
    .replace(/%5e/gi, '^')
    .replace(/\//g, '%2F');
}

function encodeQueryItem(key: string, value: unknown): string {
  const name = encodeQueryValue(key).replace(/=/g, '%3D');
  const text = typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;
  if (!text) return name;
  if (Array.isArray(text)) return text.map((item) => `${name}=${encodeQueryValue(item)}`).join('&');
  return `${name}=${encodeQueryValue(text)}`;
}

/**
 * `?a=1&b=x` for a call's query, or '' when nothing is left: undefined values are skipped, numbers and
 * booleans are stringified, an empty string or null is sent as the bare key, and an array repeats its key.
 * Same serialization as ofetch's (ufo's `withQuery`), so the server sees the same URLs as before.
 */
export function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const items = Object.keys(query)
    .filter((key) => query[key] !== undefined)
    .map((key) => encodeQueryItem(key, query[key]))
    .filter(Boolean);
  return items.length > 0 ? `?${items.join('&')}` : '';
}

/** Statuses whose answer has no body (as ofetch treated them). */
const NO_BODY_STATUSES = new Set([101, 204, 205, 304]);
const JSON_TYPE = /^application\/(?:[\w!#$%&*.^`~-]*\+)?json$/i;

/**
 * The answer's data as ofetch read it: nothing for a bodiless answer; the parsed JSON when the answer
 * is JSON (or untyped), and the text itself when it does not parse; the text of any other type.
 */
async function readData(response: Response, method: string): Promise<unknown> {
  if (NO_BODY_STATUSES.has(response.status) || method === 'HEAD') return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
  if (type !== '' && !JSON_TYPE.test(type)) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function send(ref: EndpointRef, options: LooseOptions): Promise<unknown> {
  const base = runtimeConfig().api[baseOfService[ref.service]].replace(/\/+$/, '');
  const label = `${ref.method} ${ref.path}`;
  let response: Response;
  let data: unknown;
  try {
    const headers = new Headers({
      deviceUuid: deviceId(),
      'Cache-Control': 'no-cache',
      Pragma: 'no-cache',
      Expires: '0',
      ...hooks.auth?.headers(ref),
      ...options.headers,
    });
    let body: string | undefined;
    if (options.body !== undefined && options.body !== null) {
      body = JSON.stringify(options.body);
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
      if (!headers.has('accept')) headers.set('accept', 'application/json');
    }
    response = await fetch(`${base}${buildPath(ref.path, options.params)}${queryString(options.query)}`, {
      method: ref.method,
      headers,
      body,
      signal: options.signal,
    });
    data = await readData(response, ref.method);
  } catch (error) {
    // A cancelled request stays a cancellation, so TanStack Query does not treat it as a failure.
    if (options.signal?.aborted) throw error;
    throw new ApiRequestError(0, errorBodyOf(0, undefined), label);
  }
  if (!response.ok) throw new ApiRequestError(response.status, errorBodyOf(response.status, data), label);

  if (import.meta.env.DEV) {
    // Development only: check the answer against the contract's schema, loaded lazily so production
    // bundles never carry zod for this.
    void import(`../../contract/${ref.module}.ts`)
      .then((module) => {
        const result = module[ref.name]?.response?.safeParse(data);
        if (result && !result.success)
          console.error(`[contract] ${label}: 응답이 계약과 다릅니다.`, result.error.issues);
      })
      .catch(() => {});
  }

  const toastItems = (data as { toastItems?: ToastItem[] } | null)?.toastItems;
  if (hooks.onToastItems && Array.isArray(toastItems) && toastItems.length > 0)
    hooks.onToastItems(toastItems, ref);
  return data;
}
