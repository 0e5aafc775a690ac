import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { standInsMounted } from '../../config.ts';
import { headerValue } from '../../http/bearer.ts';
import { DEV_ANSWER_HEADER, DEV_PARTNER_PATH } from './partner-points.ts';
import { DEV_PARTNER_ANSWERS } from './point.config.ts';

/**
 * The development partner (docs/partner-points.md): the shop's partner-points API as the embedded
 * default and the tests reach it, on this same server. Mounted only with the stand-ins (DEV_STAND_INS), never in production. It keeps its
 * exchanges in memory (one process, development only) and answers as the request's
 * `X-Dev-Partner-Answer` header (else PARTNER_POINTS_DEV_ANSWER) says: accept, reject, slow (acts
 * after the adapter's timeout, unless cancelled meanwhile), late (acts at once and answers after the
 * timeout, as a real partner under load does: a cancel then finds it done and answers 409) or error
 * (500).
 */
type Answer = (typeof DEV_PARTNER_ANSWERS)[number];
const answerSchema = z.enum(DEV_PARTNER_ANSWERS);

interface PartnerExchange {
  memberRef: string;
  stars: number;
  points: number;
  state: 'accepted' | 'confirmed' | 'cancelled' | 'rejected';
  transactionId: string;
  reason?: string;
}

const requestBody = z.object({
  memberRef: z.string().min(1).max(100),
  stars: z.number().int().min(1),
  points: z.number().int().min(1),
});

export async function devPartnerModule(app: FastifyInstance): Promise<void> {
  if (!standInsMounted(app.config)) return;
  const exchanges = new Map<string, PartnerExchange>();
  const hidden = { schema: { hide: true } };
  const slowMs = app.config.PARTNER_POINTS_TIMEOUT_MS + 500;

  const answerOf = (request: FastifyRequest): Answer =>
    answerSchema.safeParse(headerValue(request, DEV_ANSWER_HEADER)).data ??
    app.config.PARTNER_POINTS_DEV_ANSWER;
  const authorised = (request: FastifyRequest) =>
    headerValue(request, 'authorization') === `Bearer ${app.config.PARTNER_POINTS_API_KEY}`;
  const reject = (reply: FastifyReply, status: number, reason: string) =>
    reply.status(status).send({ status: 'rejected', reason });
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

  app.post(`${DEV_PARTNER_PATH}/v1/exchanges`, hidden, async (request, reply) => {
    if (!authorised(request)) return reject(reply, 401, 'unauthorised');
    const key = headerValue(request, 'idempotency-key');
    const body = requestBody.safeParse(request.body).data;
    if (!key || !body) return reject(reply, 400, 'bad request');
    const previous = exchanges.get(key);
    if (previous) {
      // The same key again is the same exchange; with another body it is a client bug.
      if (previous.stars !== body.stars || previous.memberRef !== body.memberRef) {
        return reject(reply, 409, 'idempotency key reused with another body');
      }
      if (previous.state === 'accepted' || previous.state === 'confirmed') {
        return { status: 'accepted', transactionId: previous.transactionId };
      }
      return reject(reply, 422, previous.reason ?? previous.state);
    }
    const answer = answerOf(request);
    if (answer === 'error') return reply.status(500).send({ status: 'error' });
    if (answer === 'reject') {
      exchanges.set(key, { ...body, state: 'rejected', transactionId: '', reason: 'member not eligible' });
      return reject(reply, 422, 'member not eligible');
    }
    if (answer === 'slow') {
      await sleep(slowMs);
      // Cancelled while we were slow: the caller gave up and released its stars.
      if (exchanges.get(key)?.state === 'cancelled') return reject(reply, 422, 'cancelled');
    }
    const exchange: PartnerExchange = { ...body, state: 'accepted', transactionId: `dev-${randomUUID()}` };
    exchanges.set(key, exchange);
    // Done, but the answer comes after the caller stopped waiting.
    if (answer === 'late') await sleep(slowMs);
    return { status: 'accepted', transactionId: exchange.transactionId };
  });

  app.post(`${DEV_PARTNER_PATH}/v1/exchanges/:key/confirm`, hidden, async (request, reply) => {
    if (!authorised(request)) return reject(reply, 401, 'unauthorised');
    const { key } = request.params as { key: string };
    const exchange = exchanges.get(key);
    if (!exchange) return reject(reply, 404, 'unknown exchange');
    if (exchange.state === 'confirmed') return { status: 'confirmed', transactionId: exchange.transactionId };
    if (exchange.state !== 'accepted') return reject(reply, 422, exchange.state);
    const answer = answerOf(request);
    if (answer === 'error') return reply.status(500).send({ status: 'error' });
    if (answer === 'reject') {
      exchange.state = 'rejected';
      exchange.reason = 'confirmation refused';
      return reject(reply, 422, exchange.reason);
    }
    if (answer === 'slow') await sleep(slowMs);
    if (exchange.state !== 'accepted') return reject(reply, 422, exchange.state);
    exchange.state = 'confirmed';
    // Confirmed (the points are usable), but the answer comes after the caller stopped waiting.
    if (answer === 'late') await sleep(slowMs);
    return { status: 'confirmed', transactionId: exchange.transactionId };
  });

  app.post(`${DEV_PARTNER_PATH}/v1/exchanges/:key/cancel`, hidden, async (request, reply) => {
    if (!authorised(request)) return reject(reply, 401, 'unauthorised');
    const { key } = request.params as { key: string };
    const exchange = exchanges.get(key);
    // Once confirmed the points are the member's: the caller must settle, not give the stars back.
    if (exchange?.state === 'confirmed') {
      return reply
        .status(409)
        .send({ status: 'confirmed', reason: 'already confirmed', transactionId: exchange.transactionId });
    }
    // Unknown keys are remembered as cancelled, so a request arriving late is refused.
    if (exchange) exchange.state = 'cancelled';
    else exchanges.set(key, { memberRef: '', stars: 0, points: 0, state: 'cancelled', transactionId: '' });
    return { status: 'cancelled' };
  });
}
