import { ofetch } from 'ofetch';
import type { BodyOf, ParamsOf, QueryOf, ResponseOf, ServiceName } from '../../contract/endpoint.ts';
import type { ApiError, errorCatalogue } from '../../contract/errors.ts';
import { clientFallbackMessages } from '../../contract/errors.ts';
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

async function send(ref: EndpointRef, options: LooseOptions): Promise<unknown> {
  const base = runtimeConfig().api[baseOfService[ref.service]].replace(/\/+$/, '');
  const label = `${ref.method} ${ref.path}`;
  let response: Awaited<ReturnType<typeof ofetch.raw>>;
  try {
    response = await ofetch.raw(`${base}${buildPath(ref.path, options.params)}`, {
      method: ref.method,
      query: options.query,
      body: options.body as Record<string, unknown> | undefined,
      signal: options.signal,
      retry: 0,
      ignoreResponseError: true,
      headers: {
        deviceUuid: deviceId(),
        'Cache-Control': 'no-cache',
        Pragma: 'no-cache',
        Expires: '0',
        ...hooks.auth?.headers(ref),
        ...options.headers,
      },
    });
  } catch (error) {
    // A cancelled request stays a cancellation, so TanStack Query does not treat it as a failure.
    if (options.signal?.aborted) throw error;
    throw new ApiRequestError(0, errorBodyOf(0, undefined), label);
  }
  const data: unknown = response._data;
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
