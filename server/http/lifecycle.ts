import type { ServerOptions } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiError } from '#contract/errors.ts';
import type { AppConfig } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Answers every request still in progress with the contract's 503 and waits (at most `waitMs`)
     * for those answers to be written: the end of the shutdown grace, before the process exits.
     */
    answerInFlight(waitMs?: number): Promise<void>;
  }
}

/**
 * The HTTP server's time limits (docs/operations.md, "Timeouts"). Node checks the request and header
 * limits on a timer (30 s by default); once a second keeps a stalled body's drop close to the limit.
 */
export function httpServerOptions(config: AppConfig): {
  requestTimeout: number;
  connectionTimeout: number;
  http: ServerOptions;
  return503OnClosing: boolean;
} {
  const requestTimeout = config.HTTP_REQUEST_TIMEOUT_MS;
  const checkEveryMs = 1_000;
  return {
    // Headers and body must have arrived within this; a stalled upload is answered 408 and dropped.
    requestTimeout,
    // A socket silent for this long (a handler stuck far past every database timeout, or a client that
    // stopped reading the answer) is destroyed. It must outlast the 408 of a stalled request, which
    // comes on the first check after requestTimeout, a check late when the machine is busy: with a
    // bare 2 x requestTimeout, a busy machine destroyed such sockets silently before their 408.
    connectionTimeout: 2 * requestTimeout + 2 * checkEveryMs,
    http: { requestTimeout, headersTimeout: requestTimeout, connectionsCheckingInterval: checkEveryMs },
    // Fastify's own 503 while closing has its own body; installLifecycle answers with the contract's.
    return503OnClosing: false,
  };
}

/** Requests arriving while the server closes are refused with the contract's 503, and in-flight ones tracked. */
export function installLifecycle(app: FastifyInstance): void {
  let closing = false;
  const inFlight = new Map<FastifyRequest, FastifyReply>();
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Callback hooks rather than async ones: they run on every request, and these cost next to nothing.
  app.addHook('onRequest', (request, reply, done) => {
    if (closing) {
      reply.status(503).header('connection', 'close').send(apiError('SERVICE_UNAVAILABLE'));
      return;
    }
    inFlight.set(request, reply);
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    inFlight.delete(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    inFlight.delete(request);
    done();
  });
  // Once closing, every answer ends its connection, so the server's close is not held up by keep-alive.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  app.decorate('answerInFlight', async (waitMs = 1_000) => {
    const pending: Promise<void>[] = [];
    for (const reply of inFlight.values()) {
      if (reply.sent || reply.raw.headersSent) continue;
      pending.push(new Promise((resolve) => reply.raw.once('close', () => resolve())));
      void reply.status(503).header('connection', 'close').send(apiError('SERVICE_UNAVAILABLE'));
    }
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(pending),
      new Promise((resolve) => {
        timer = setTimeout(resolve, waitMs);
      }),
    ]);
    clearTimeout(timer);
  });
}
