import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPartnerPoints } from './partner-points.ts';

/**
 * How the adapter reads the partner's HTTP answers (docs/partner-points.md, "The partner's API"): a
 * partner on a path of a bare Fastify app, answering each key as the test says.
 */
describe('the partner adapter reads', () => {
  let app: FastifyInstance;
  const answers = new Map<string, { status: number; body: unknown; delayMs?: number }>();
  beforeAll(async () => {
    app = Fastify({ logger: false });
    app.post('/fake/v1/exchanges/:key/:call', async (request, reply) => {
      const { key } = request.params as { key: string };
      const answer = answers.get(key) ?? { status: 500, body: {} };
      if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs).unref());
      return reply.status(answer.status).send(answer.body);
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });
  const partner = () =>
    createPartnerPoints(app, {
      baseUrl: '/fake',
      apiKey: 'test-key-0000',
      timeoutMs: 100,
      forwardDevAnswer: false,
    });

  it('a cancel: 200 cancelled, 409 confirmed, anything else unknown', async () => {
    answers.set('c-200', { status: 200, body: { status: 'cancelled' } });
    answers.set('c-409', { status: 409, body: { status: 'confirmed', transactionId: 'tx-9' } });
    answers.set('c-409-bare', { status: 409, body: {} });
    answers.set('c-401', { status: 401, body: { status: 'rejected', reason: 'unauthorised' } });
    answers.set('c-200-odd', { status: 200, body: { status: 'accepted' } });
    answers.set('c-late', { status: 200, body: { status: 'cancelled' }, delayMs: 400 });
    const p = partner();
    expect(await p.cancel('c-200')).toEqual({ kind: 'cancelled' });
    expect(await p.cancel('c-409')).toEqual({ kind: 'confirmed', transactionId: 'tx-9' });
    expect(await p.cancel('c-409-bare')).toEqual({ kind: 'confirmed', transactionId: undefined });
    for (const key of ['c-401', 'c-200-odd', 'c-late', 'c-unknown-500']) {
      expect((await p.cancel(key)).kind, key).toBe('unavailable');
    }
  });

  it('a confirm: only 404 and 422 are refusals; another 4xx may follow a confirm already done', async () => {
    answers.set('f-404', { status: 404, body: { status: 'rejected', reason: 'unknown exchange' } });
    answers.set('f-422', { status: 422, body: { status: 'rejected', reason: 'cancelled' } });
    answers.set('f-401', { status: 401, body: { status: 'rejected', reason: 'unauthorised' } });
    answers.set('f-429', { status: 429, body: {} });
    const p = partner();
    expect(await p.confirm('f-404')).toEqual({ kind: 'rejected', reason: 'unknown exchange' });
    expect(await p.confirm('f-422')).toEqual({ kind: 'rejected', reason: 'cancelled' });
    expect((await p.confirm('f-401')).kind).toBe('unavailable');
    expect((await p.confirm('f-429')).kind).toBe('unavailable');
  });

  it('without a partner configured, a cancel is moot: nothing was ever sent', async () => {
    const none = createPartnerPoints(app, {
      baseUrl: undefined,
      apiKey: 'test-key-0000',
      timeoutMs: 100,
      forwardDevAnswer: false,
    });
    expect((await none.confirm('any')).kind).toBe('unavailable');
    expect(await none.cancel('any')).toEqual({ kind: 'cancelled' });
  });
});
