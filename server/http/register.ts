import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Endpoint } from '#contract/endpoint.ts';
import { accessTokenOf } from './bearer.ts';
import { refuseControlCharacters } from './control-characters.ts';
import { acceptsGzip, atLeastBytes, gzipOf, isSplitJson, type SplitJson, textOf } from './split-json.ts';

export interface HandlerInput<E> {
  params: E extends Endpoint<infer P, z.ZodType, z.ZodType, z.ZodType> ? z.output<P> : never;
  query: E extends Endpoint<z.ZodType, infer Q, z.ZodType, z.ZodType> ? z.output<Q> : never;
  body: E extends Endpoint<z.ZodType, z.ZodType, infer B, z.ZodType> ? z.output<B> : never;
  request: FastifyRequest;
}

export type HandlerResult<E> =
  E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.input<R> : never;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract endpoint the route serves: the OpenAPI document describes it (plugins/external/swagger.ts). */
    endpoint?: Endpoint;
  }
}

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
/** @fastify/compress's threshold (plugins/external/compress.ts): smaller answers go uncompressed. */
const COMPRESS_FROM_BYTES = 1024;

type Handler<E, R> = (input: HandlerInput<E>) => Promise<R>;

export interface SerialisedOptions {
  /**
   * The handler answers JSON it has serialised itself (a string), already checked against the
   * endpoint's response schema: Fastify sends it as it is, without serialising it again. For a hot
   * endpoint that caches its answer as text; the request side (hooks, schemas) is unchanged. A
   * `SplitJson` (http/split-json.ts) goes gzipped to a client that accepts gzip, its cached part
   * compressed once; to any other client as text, which @fastify/compress treats as usual.
   */
  serialised: true;
}

export interface GuardOptions {
  /**
   * A member endpoint's own guard, in place of `app.authenticate`: one whose statement carries the
   * session read (auth.guard.ts `sessionRead`). It must judge the token and the session as the
   * guard does; requireSignedUp still follows it.
   */
  authenticate?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

/**
 * Registers one contract endpoint: the contract's schemas validate the request and serialise the
 * response, and the OpenAPI document is generated from the same objects.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E, HandlerResult<E>>,
  options?: GuardOptions,
): void;
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E, string | SplitJson>,
  options: SerialisedOptions & GuardOptions,
): void;
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E, unknown>,
  options?: Partial<SerialisedOptions> & GuardOptions,
): void {
  if (options?.authenticate && endpoint.auth !== 'member') {
    throw new Error(`${endpoint.method} ${endpoint.path} is no member endpoint: it has no guard to replace`);
  }
  if (endpoint.auth === 'member' && !app.hasDecorator('authenticate')) {
    throw new Error(`${endpoint.method} ${endpoint.path} needs the account service's authenticate hook`);
  }
  // Runs before validation, so a caller without a valid token learns nothing about the request schema
  // (a member endpoint answers 401 whatever the body); optional endpoints read a token when one is sent.
  // A member endpoint serves only members who have agreed on /sign-up, unless it is one of the calls
  // the agreement screen itself needs (`beforeSignUp`).
  const authenticate = options?.authenticate ?? app.authenticate;
  const authHooks =
    endpoint.auth === 'member'
      ? endpoint.beforeSignUp
        ? [authenticate]
        : [authenticate, app.requireSignedUp]
      : endpoint.auth === 'optional' && app.hasDecorator('authenticateOptional')
        ? [app.authenticateOptional]
        : [];
  const input = (request: FastifyRequest) =>
    ({
      params: request.params,
      query: request.query,
      body: request.body,
      request,
    }) as HandlerInput<E>;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    // The OpenAPI document names the operation and its errors from it (plugins/external/swagger.ts).
    config: { endpoint },
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.service],
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { 200: endpoint.response },
    },
    // The token first (see above), then control characters, then the contract's schemas.
    preValidation: [...authHooks, refuseControlCharacters],
    // A member's answer is theirs alone: no shared cache, and no browser cache left behind after logout.
    ...(endpoint.auth === 'none' ? {} : { onSend: noStoreForMembers(endpoint) }),
    // A string with a JSON content type skips Fastify's serialiser (see SerialisedOptions).
    handler: options?.serialised
      ? async (request, reply) => sendSerialised(request, reply, await handler(input(request)))
      : (request) => handler(input(request)),
  });
}

function sendSerialised(request: FastifyRequest, reply: FastifyReply, answer: unknown): FastifyReply {
  reply.type(JSON_CONTENT_TYPE);
  if (!isSplitJson(answer)) return reply.send(answer);
  if (!atLeastBytes(answer, COMPRESS_FROM_BYTES) || !acceptsGzip(request.headers['accept-encoding'])) {
    return reply.send(textOf(answer));
  }
  // @fastify/compress leaves an answer that already names its encoding alone.
  return reply.header('content-encoding', 'gzip').header('vary', 'accept-encoding').send(gzipOf(answer));
}

function noStoreForMembers(endpoint: Endpoint) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (endpoint.auth === 'member' || accessTokenOf(request) !== undefined) {
      reply.header('cache-control', 'no-store');
    }
  };
}
