import { ofetch } from 'ofetch';
import type { BodyOf, ParamsOf, QueryOf, ResponseOf, ServiceName } from '#contract/endpoint.ts';
import type { ApiError, errorCatalogue } from '#contract/errors.ts';
import { clientFallbackMessages } from '#contract/fallback-messages.ts';
import type { ToastItem } from '#contract/guards.ts';
import { isApiErrorBody } from '#contract/guards.ts';
import { buildPath } from '#contract/rules/path.ts';
import type { RuntimeConfig } from '#contract/runtime-config.ts';
import { runtimeConfig } from '../platform/runtime-config.ts';
import { deviceId } from '../platform/storage.ts';
import type { EndpointOf, EndpointRef } from './endpoint-ref.ts';
import type { RefreshRule } from './refresh-rule.ts';

/**
 * The one HTTP client, on ofetch. Every call names a contract endpoint (from contract.gen.ts), so its
 * params, query, body and response are typed by the contract; a non-2xx answer becomes an
 * ApiRequestError carrying the server's `{ code, name, message }`.
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
 * What the session registers, once (features/session/session-host.ts): the stored token, and how to
 * renew it and end the session. The HTTP client sends the token and owns the refresh rule built from
 * the rest (refresh-rule.ts), so the reaction to an expired token has one owner.
 */
export interface HttpAuth {
  /** The stored access token: every attempt of a call that is not `auth: 'none'` carries it. */
  token(): string | undefined;
  /** Renews the stored pair; rejects with the API error (112 when the session is over). */
  refresh(): Promise<void>;
  /** The session is over (112): the one "login expired" dialog, then login. */
  onExpired(): void;
  /** A call answered SIGN_UP_REQUIRED: the person has signed in but not agreed on /sign-up yet. */
  onSignUpRequired(): void;
}

/** `onToastItems` (the toast queue) receives a response's toastItems. */
interface HttpHooks {
  auth?: HttpAuth;
  onToastItems?: (items: ToastItem[], ref: EndpointRef) => void;
}

let hooks: HttpHooks = {};
let rule: Promise<RefreshRule> | undefined;

export function configureHttp(next: HttpHooks): void {
  hooks = { ...hooks, ...next };
  // A rule belongs to the auth it was made from.
  if ('auth' in next) rule = undefined;
}

/**
 * The page's one refresh rule, made from the registered auth when first needed: the first failed
 * answer or the session's start, whichever comes first. Its code is not first-screen code.
 */
export function refreshRule(): Promise<RefreshRule> {
  // Without a registered auth this rejects (a TypeError) until configureHttp({ auth }) has run.
  const auth = hooks.auth as HttpAuth;
  rule ??= import('./refresh-rule.ts').then(({ createRefreshRule }) =>
    createRefreshRule({
      refresh: auth.refresh,
      onExpired: auth.onExpired,
      // Calls carry the stored token: once it changed (a refresh here or in another tab, a sign-in),
      // a call that met the old one's expiry is simply sent again.
      credential: auth.token,
    }),
  );
  return rule;
}

/** The code alone (first-screen code): the catalogue itself is not. */
const SIGN_UP_REQUIRED = 85 satisfies (typeof errorCatalogue)['SIGN_UP_REQUIRED']['code'];

/**
 * Asked for every failed answer of a `call()` (and the photo upload's): resolves `true` to send the
 * call again, `false` to fail it with `error`; rejects with the refresh's own error when that failed.
 * When the rule's code cannot load, the failed answer stays the call's error.
 */
async function recover(
  error: ApiRequestError,
  attempt: { sentWith: string | undefined; retriesLeft: number },
): Promise<boolean> {
  const auth = hooks.auth;
  if (!auth) return false;
  if (error.code === SIGN_UP_REQUIRED) {
    auth.onSignUpRequired();
    return false;
  }
  return refreshRule().then(
    (loaded) => loaded.recover(error, attempt),
    () => false,
  );
}

/** Spec section 4: a failed call is sent again at most twice (after a token refresh). */
const MAX_RETRIES = 2;
/** The status of ACCESS_TOKEN_EXPIRED, the one answer the refresh rule retries. */
const TOKEN_ERROR_STATUS = 401 satisfies (typeof errorCatalogue)['ACCESS_TOKEN_EXPIRED']['status'];
/**
 * Spec section 7: requests have no timeout, except those of one client, which gives up after 50 s.
 * A call opts in with `timeout: LONG_CALL_TIMEOUT_MS`; with a `signal` too, whichever comes first ends it.
 */
export const LONG_CALL_TIMEOUT_MS = 50_000;

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
    /** Milliseconds before the call gives up (status 0); none by default. */
    timeout?: number;
  };

type CallArgs<E> =
  Partial<CallOptions<E>> extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

interface LooseOptions {
  params?: Record<string, string | number | undefined>;
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  timeout?: number;
}

/** One call under the refresh rule: an expired token is renewed and the call sent again. */
export function call<R extends EndpointRef>(
  ref: R,
  ...[options]: CallArgs<EndpointOf<R>>
): Promise<ResponseOf<EndpointOf<R>>> {
  return send(ref, (options ?? {}) as LooseOptions, MAX_RETRIES) as Promise<ResponseOf<EndpointOf<R>>>;
}

/**
 * One attempt, outside the refresh rule: the session's own token calls (validation, refresh, delete)
 * use it, because they are the token lifecycle the rule drives.
 */
export function callOnce<R extends EndpointRef>(
  ref: R,
  ...[options]: CallArgs<EndpointOf<R>>
): Promise<ResponseOf<EndpointOf<R>>> {
  return send(ref, (options ?? {}) as LooseOptions, 0) as Promise<ResponseOf<EndpointOf<R>>>;
}

/**
 * The headers of spec section 7 for one attempt (deviceUuid, no-cache, the session's token), and the
 * endpoint's full URL: for the one transport that is not ofetch, the photo upload, whose progress
 * only XMLHttpRequest reports (features/community/form/photo-upload.ts).
 */
function authorization(ref: EndpointRef): { Authorization: string } | undefined {
  const token = ref.auth === 'none' ? undefined : hooks.auth?.token();
  return token ? { Authorization: token } : undefined;
}

export function requestHeaders(ref: EndpointRef): Record<string, string> {
  return {
    deviceUuid: deviceId(),
    'Cache-Control': 'no-cache',
    Pragma: 'no-cache',
    Expires: '0',
    ...authorization(ref),
  };
}

export function endpointUrl(ref: EndpointRef, params?: Record<string, string | number | undefined>): string {
  return `${runtimeConfig().api[baseOfService[ref.service]].replace(/\/+$/, '')}${buildPath(ref.path, params)}`;
}

/** The refresh rule for a failed attempt outside `call()`: true when it may be sent once more. */
export function recoverFromError(error: ApiRequestError, sentWith: string | undefined): Promise<boolean> {
  return recover(error, { sentWith, retriesLeft: 1 });
}

/**
 * Every answer is read as text and parsed as JSON when it parses (an error page of a proxy stays its
 * text, so the status still reaches the caller); an empty answer is nothing.
 */
function parseAnswer(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The query as URLSearchParams writes it (spaces as +, commas encoded), undefined values skipped. */
function queryString(query: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined) search.append(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The caller's cancellation and the time limit as one signal (AbortSignal.any is too new for the
 * web views we serve). Whichever comes first aborts the request with its own reason.
 */
function requestSignal(
  signal: AbortSignal | undefined,
  timeout: number | undefined,
): AbortSignal | undefined {
  if (!timeout) return signal;
  const limit = AbortSignal.timeout(timeout);
  if (!signal) return limit;
  const controller = new AbortController();
  for (const source of [signal, limit]) {
    if (source.aborted) controller.abort(source.reason);
    else source.addEventListener('abort', () => controller.abort(source.reason), { once: true });
  }
  return controller.signal;
}

/**
 * ofetch does the transport: base URL, a body as JSON, the answer parsed, and the retries. The hooks
 * add what is ours: the headers of spec section 7, read again for every attempt (a retry carries the
 * renewed token), and the refresh rule on a failed answer. The query and the time limit are ours too,
 * so they behave as the platform's URLSearchParams and AbortSignal.timeout do. Every failure leaves as
 * an ApiRequestError, except a cancellation.
 */
async function send(ref: EndpointRef, options: LooseOptions, retries: number): Promise<unknown> {
  const label = `${ref.method} ${ref.path}`;
  let data: unknown;
  try {
    data = await ofetch(buildPath(ref.path, options.params) + queryString(options.query), {
      baseURL: runtimeConfig().api[baseOfService[ref.service]],
      method: ref.method,
      body: options.body as Record<string, unknown> | undefined,
      signal: requestSignal(options.signal, options.timeout),
      retry: retries,
      retryStatusCodes: [TOKEN_ERROR_STATUS],
      parseResponse: parseAnswer,
      onRequest(context) {
        context.options.headers = new Headers({ ...requestHeaders(ref), ...options.headers });
      },
      // The refresh rule. Returning lets ofetch send the call again; throwing ends it with that error.
      async onResponseError({ response, options: sent }) {
        const error = new ApiRequestError(
          response.status,
          errorBodyOf(response.status, response._data),
          label,
        );
        const retriesLeft = typeof sent.retry === 'number' ? sent.retry : 0;
        const sentWith = sent.headers.get('Authorization') ?? undefined;
        const again = retries > 0 ? await recover(error, { sentWith, retriesLeft }) : false;
        if (!again || retriesLeft === 0 || response.status !== TOKEN_ERROR_STATUS) throw error;
      },
    });
  } catch (error) {
    if (error instanceof ApiRequestError) throw error;
    // A cancelled request stays a cancellation (ofetch keeps the fetch's AbortError as the cause), so
    // TanStack Query does not treat it as a failure.
    if (options.signal?.aborted) throw (error as Error).cause ?? error;
    // The time limit ran out (AbortSignal.timeout): named TIMEOUT, so the one client that sets a limit
    // can say so in its own words (features/stars/api/exchange.ts) rather than "check your connection".
    const body = errorBodyOf(0, undefined);
    if (((error as Error).cause as Error | undefined)?.name === 'TimeoutError') body.name = 'TIMEOUT';
    throw new ApiRequestError(0, body, label);
  }

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
