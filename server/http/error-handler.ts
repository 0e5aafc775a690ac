import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { apiError, type ErrorName } from '#contract/errors.ts';
import { DatabaseUnavailableError, isConnectionLoss } from '../db/database.ts';
import { AppError } from './errors.ts';

type ValidationIssue = {
  keyword: string;
  message?: string;
  instancePath?: string;
  params?: { params?: { required?: unknown } };
};

/**
 * Missing values are code 10, values outside their bounds code 13, a text outside the contract's
 * defined set (an unknown enum code: `sort=BOGUS`, `gender: 'X'`) code 11, any other malformed value
 * (another type, a pattern) code 12. A value is missing when zod says it got undefined, when the request
 * has nothing at the issue's path (`valueAt` gives undefined, which also covers enums and schemas with
 * a Korean message of their own), or when the contract flags its issue as a required value
 * (`requiredText` in contract/account.ts, for blanks).
 */
export function classifyValidation(
  issues: readonly ValidationIssue[],
  valueAt: (issue: ValidationIssue) => unknown = () => null,
): ErrorName {
  if (
    issues.some(
      (issue) =>
        (issue.keyword === 'invalid_type' && /undefined/.test(issue.message ?? '')) ||
        issue.params?.params?.required === true ||
        (issue.keyword !== 'custom' && valueAt(issue) === undefined),
    )
  ) {
    return 'REQUIRED_VALUE_MISSING';
  }
  if (issues.some((issue) => issue.keyword === 'too_big' || issue.keyword === 'too_small'))
    return 'OUT_OF_RANGE';
  if (issues.every((issue) => issue.keyword === 'invalid_value' && typeof valueAt(issue) === 'string'))
    return 'UNDEFINED';
  return 'NOT_MATCHED';
}

function describeIssues(
  name: ErrorName,
  issues: readonly ValidationIssue[],
  part: string | undefined,
): string {
  const first = issues[0];
  // The contract writes its own messages in Korean; zod's defaults are English and name no field.
  if (first?.message && /[가-힣]/.test(first.message)) return first.message;
  const field = `${part ?? ''}${first?.instancePath ?? ''}`.replace(/^\//, '').replace(/\//g, '.');
  if (name === 'UNDEFINED') {
    // zod names the defined values: `Invalid option: expected one of "DAILY"|"WEEKLY"`.
    const values = /expected one of (.+)$/
      .exec(first?.message ?? '')?.[1]
      ?.replace(/"/g, '')
      .split('|');
    return `정의되지 않은 값입니다: ${field}${values ? ` (${values.join(', ')} 중 하나)` : ''}`;
  }
  return field ? `잘못된 요청 값입니다: ${field}` : '잘못된 요청 값입니다.';
}

const REQUEST_PARTS = { body: 'body', querystring: 'query', params: 'params', headers: 'headers' } as const;

/**
 * The request's value at a validation issue's path (`/a/0/b`) in its part: undefined when the request
 * has nothing there (the part itself included), null when the path leads through something else.
 */
function valueIn(
  request: FastifyRequest,
  part: string | undefined,
  instancePath: string | undefined,
): unknown {
  const key = REQUEST_PARTS[part as keyof typeof REQUEST_PARTS];
  if (!key) return null;
  let value: unknown = request[key];
  for (const segment of (instancePath ?? '').split('/').filter((s) => s !== '')) {
    if (value === null || typeof value !== 'object') return null;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

/**
 * The database is out of reach or too slow to answer: known to be down, a connection lost or not made
 * in time, no free pooled connection in time, a statement cancelled by `statement_timeout` (57014) or
 * no connection slot left (53300). The caller may retry later: 503 SERVICE_UNAVAILABLE, never a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError || isConnectionLoss(error)) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return code === '57014' || code === '53300' || error.message === 'timeout exceeded when trying to connect';
}

/**
 * The request each socket last began, so that a 408 written to the bare socket (clientErrorHandler)
 * can be logged against the request whose body it cut short.
 */
const lastRequestOn = new WeakMap<Socket, FastifyRequest>();
/** Sockets answered 408 because their request did not arrive in time. */
const timedOut = new WeakSet<Socket>();

const SOCKET_ERROR_CODES = new Set(['ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE']);

/**
 * A request body the client did not deliver whole: it closed the connection halfway (node's 'aborted',
 * ECONNRESET), sent fewer or more bytes than its Content-Length, too many bytes, or took longer than
 * HTTP_REQUEST_TIMEOUT_MS (clientErrorHandler has then answered 408 and closed the socket). These are
 * the client's doing, logged at info and answered 4xx; the same socket error codes from a database
 * connection mean something else, so the body's own errors are told apart before anything else.
 */
function bodyFailure(
  error: FastifyError,
  request: FastifyRequest,
):
  | { status: number; body: ReturnType<typeof apiError>; log: string; level?: 'debug'; details?: object }
  | undefined {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return {
      status: 413,
      body: apiError('OUT_OF_RANGE', '요청 본문이 너무 큽니다.'),
      log: 'request body above the limit',
      details: { limit: request.routeOptions.bodyLimit, contentLength: request.headers['content-length'] },
    };
  }
  if (error.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH') {
    return {
      status: 400,
      body: apiError('NOT_MATCHED', '요청 본문의 길이가 Content-Length와 맞지 않습니다.'),
      log: 'request body length does not match its Content-Length',
      details: { contentLength: request.headers['content-length'] },
    };
  }
  // Fastify gives the body stream's own errors a 4xx status; a database error never has one.
  const fromBody =
    typeof error.statusCode === 'number' &&
    (SOCKET_ERROR_CODES.has(error.code) || error.message === 'aborted');
  if (!fromBody) return undefined;
  if (timedOut.has(request.raw.socket)) {
    // Answered and logged by clientErrorHandler already: this is that same event seen from the body.
    return {
      status: 408,
      body: apiError('NOT_MATCHED', '요청을 받는 시간이 초과되었습니다.'),
      log: 'request body cut short by its 408',
      level: 'debug',
    };
  }
  return {
    status: 400,
    body: apiError('NOT_MATCHED', '요청 본문이 끝까지 전송되지 않았습니다.'),
    log: 'client closed the connection before sending the whole body',
    details: { code: error.code, contentLength: request.headers['content-length'] },
  };
}

export function installErrorHandling(app: FastifyInstance): void {
  // Callback hook: it runs on every request and costs next to nothing.
  app.addHook('onRequest', (request, _reply, done) => {
    lastRequestOn.set(request.raw.socket, request);
    done();
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const failure = bodyFailure(error, request);
    if (failure) {
      request.log[failure.level ?? 'info'](failure.details ?? {}, failure.log);
      return reply.status(failure.status).send(failure.body);
    }
    // Every 429 is code 19 and says when to try again: the rate limiter has set Retry-After to what is
    // left of its window; any other 429 asks for a minute.
    if (error.statusCode === 429 || (error instanceof AppError && error.status === 429)) {
      if (!reply.hasHeader('retry-after')) reply.header('retry-after', 60);
      return reply.status(429).send(error instanceof AppError ? error.body : apiError('TOO_MANY_REQUESTS'));
    }
    if (error instanceof AppError) return reply.status(error.status).send(error.body);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const name = classifyValidation(error.validation, (issue) =>
        valueIn(request, error.validationContext, issue.instancePath),
      );
      return reply
        .status(400)
        .send(apiError(name, describeIssues(name, error.validation, error.validationContext)));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match the contract');
      return reply.status(500).send(apiError('UNEXPECTED_ERROR'));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send(apiError('UNSUPPORTED', '지원하지 않는 형식의 요청입니다.'));
    }
    // PostgreSQL's numeric_value_out_of_range: a number the contract let through overflows a column.
    // The contract bounds ids and numbers, so this is a hole in it, but still the caller's value.
    if (error.code === '22003') {
      request.log.warn({ err: error }, 'a request value overflowed a database column');
      return reply.status(400).send(apiError('OUT_OF_RANGE'));
    }
    // The embedded SQLite database has no connection to lose: a socket error there is never its own.
    if (
      isDatabaseUnavailable(error) &&
      (app.database.dialect === 'postgres' || error instanceof DatabaseUnavailableError)
    ) {
      // The outage itself is logged once when it starts (server/app.ts); refusals during it are not news.
      if (!(error instanceof DatabaseUnavailableError))
        request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).send(apiError('SERVICE_UNAVAILABLE'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, bad content length and the like: the caller's fault, never a 500.
      return reply.status(error.statusCode).send(apiError('NOT_MATCHED', '요청 형식이 올바르지 않습니다.'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(apiError('UNEXPECTED_ERROR'));
  });
}

/**
 * Errors Fastify raises before routing (a bad percent-encoding, an over-long parameter) skip the
 * error handler; without this they answer Fastify's own `{ error, code, statusCode }` body.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(414).send(apiError('OUT_OF_RANGE', '요청 주소가 너무 깁니다.'));
    return;
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    void reply
      .status(error.statusCode)
      .send(apiError('NOT_MATCHED', '요청 주소의 형식이 올바르지 않습니다.'));
    return;
  }
  request.log.error({ err: error }, 'framework error');
  void reply.status(500).send(apiError('UNEXPECTED_ERROR'));
}

/**
 * A request node cannot even parse (malformed HTTP, headers too large, a stalled upload) never reaches
 * Fastify, so the answer is written to the socket by hand; its body is still the contract error.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, body] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, apiError('OUT_OF_RANGE', '요청 헤더가 너무 큽니다.')]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, apiError('NOT_MATCHED', '요청을 받는 시간이 초과되었습니다.')]
        : [400, apiError('NOT_MATCHED', '요청 형식이 올바르지 않습니다.')];
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    timedOut.add(socket);
    // A request whose headers arrived but not its whole body is logged as that request.
    const request = lastRequestOn.get(socket);
    if (request && !request.raw.complete) request.log.info('request body not received in time: answered 408');
    else this.log.info('request headers not received in time: answered 408');
  } else {
    this.log.trace({ err: error }, 'client error');
  }
  if (socket.writable) {
    const json = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}
