import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type ServiceAnswer, serviceClient } from '../../shared/service-client.ts';

/**
 * The ONE adapter to the shop's partner points (docs/partner-points.md). An exchange is two-phase:
 * `request` reserves the points at the partner under our idempotency key, `confirm` makes them final,
 * `cancel` withdraws a request (also one the partner has not seen yet, or answered too late). Every
 * answer is one of three: accepted, rejected (the partner said no: release the stars), unavailable
 * (error, malformed answer or no answer within the timeout: the partner may have acted, so ask it
 * with `cancel` before anything moves).
 */
export type PartnerAnswer =
  | { kind: 'accepted'; transactionId: string }
  | { kind: 'rejected'; reason: string }
  | { kind: 'unavailable'; reason: string };

/**
 * The answer to `cancel`, which is also how we ask the partner what became of an exchange: its state
 * is final after either answer (a cancelled key refuses a later confirm, a confirmed one refuses the
 * cancel with 409). Unavailable says nothing: the exchange may be either, so it stays pending.
 */
export type CancelAnswer =
  | { kind: 'cancelled' }
  | { kind: 'confirmed'; transactionId?: string | undefined }
  | { kind: 'unavailable'; reason: string };

export interface PartnerRequest {
  idempotencyKey: string;
  memberRef: string;
  stars: number;
  points: number;
  /** With the stand-ins only: which answer the development partner gives (tests, e2e). */
  devAnswer?: string | undefined;
}

export interface PartnerPoints {
  request(input: PartnerRequest): Promise<PartnerAnswer>;
  confirm(idempotencyKey: string, devAnswer?: string): Promise<PartnerAnswer>;
  cancel(idempotencyKey: string): Promise<CancelAnswer>;
}

export const PARTNER_MESSAGES = {
  rejected: '파트너사에서 전환을 거절했습니다. 별은 그대로 돌려드렸습니다.',
  unavailable: '파트너사 응답이 없어 전환하지 못했습니다. 별은 그대로 돌려드렸습니다.',
  /** An exchange nobody completed, cancelled by `stars reconcile`. */
  unfinished: '전환이 완료되지 않아 취소했습니다. 별은 그대로 돌려드렸습니다.',
} as const;

/** The path of the development partner mounted on this server outside production. */
export const DEV_PARTNER_PATH = '/dev-partner';
export const DEV_ANSWER_HEADER = 'x-dev-partner-answer';

const acceptedBody = z.object({ status: z.literal('accepted'), transactionId: z.string().min(1).max(120) });
const confirmedBody = z.object({ status: z.literal('confirmed'), transactionId: z.string().min(1).max(120) });
const rejectedBody = z.object({ status: z.literal('rejected'), reason: z.string().max(200).optional() });
const cancelledBody = z.object({ status: z.literal('cancelled') });
/** A 409 to a cancel; the body is not required, the status says it. */
const alreadyConfirmedBody = z.object({ transactionId: z.string().min(1).max(120).optional() }).passthrough();

export interface PartnerPointsOptions {
  baseUrl: string | undefined;
  apiKey: string;
  timeoutMs: number;
  /** Forward `devAnswer` to the partner (only with the stand-ins). */
  forwardDevAnswer: boolean;
}

/**
 * The adapter's options from the config: PARTNER_POINTS_URL, else the development partner on this
 * server (a path) where the stand-ins are mounted, else none.
 */
export function partnerPointsOptions(config: {
  DEV_STAND_INS: 'off' | 'local' | 'network';
  PARTNER_POINTS_URL?: string | undefined;
  PARTNER_POINTS_API_KEY: string;
  PARTNER_POINTS_TIMEOUT_MS: number;
}): PartnerPointsOptions {
  const standIns = config.DEV_STAND_INS !== 'off';
  return {
    baseUrl: config.PARTNER_POINTS_URL ?? (standIns ? DEV_PARTNER_PATH : undefined),
    apiKey: config.PARTNER_POINTS_API_KEY,
    timeoutMs: config.PARTNER_POINTS_TIMEOUT_MS,
    forwardDevAnswer: standIns,
  };
}

export function createPartnerPoints(app: FastifyInstance, options: PartnerPointsOptions): PartnerPoints {
  const send = options.baseUrl
    ? serviceClient(app, { baseUrl: options.baseUrl, apiKey: options.apiKey, timeoutMs: options.timeoutMs })
    : undefined;
  const call = async (path: string, headers: Record<string, string>, body: unknown) =>
    send ? send(path, headers, body) : 'partner points are not configured (PARTNER_POINTS_URL)';

  const devHeader = (answer: string | undefined): Record<string, string> =>
    options.forwardDevAnswer && answer ? { [DEV_ANSWER_HEADER]: answer } : {};

  function interpret(
    raw: ServiceAnswer | string,
    ok: z.ZodType<{ transactionId: string }>,
    isRejection: (status: number) => boolean,
  ): PartnerAnswer {
    if (typeof raw === 'string') return { kind: 'unavailable', reason: raw };
    if (raw.status === 200) {
      const parsed = ok.safeParse(raw.body);
      if (parsed.success) return { kind: 'accepted', transactionId: parsed.data.transactionId };
      return { kind: 'unavailable', reason: 'malformed answer' };
    }
    if (isRejection(raw.status)) {
      const parsed = rejectedBody.safeParse(raw.body);
      return { kind: 'rejected', reason: parsed.data?.reason ?? `HTTP ${raw.status}` };
    }
    return { kind: 'unavailable', reason: `HTTP ${raw.status}` };
  }

  return {
    async request(input) {
      const raw = await call(
        '/v1/exchanges',
        { 'idempotency-key': input.idempotencyKey, ...devHeader(input.devAnswer) },
        { memberRef: input.memberRef, stars: input.stars, points: input.points },
      );
      // A request is sent once per exchange: any 4xx means the partner did not take it.
      return interpret(raw, acceptedBody, (status) => status >= 400 && status < 500);
    },
    async confirm(idempotencyKey, devAnswer) {
      const raw = await call(
        `/v1/exchanges/${encodeURIComponent(idempotencyKey)}/confirm`,
        devHeader(devAnswer),
        {},
      );
      // A confirm may be a retry of one the partner already carried out (its answer lost): only the
      // documented refusals (404 unknown key, 422 cancelled or refused) say it is off; another 4xx
      // (401, 429, ...) says nothing about the exchange.
      return interpret(raw, confirmedBody, (status) => status === 404 || status === 422);
    },
    async cancel(idempotencyKey) {
      // Without a partner nothing was ever sent to one: there is nothing it could have confirmed.
      if (!send) return { kind: 'cancelled' };
      const raw = await call(`/v1/exchanges/${encodeURIComponent(idempotencyKey)}/cancel`, {}, {});
      if (typeof raw === 'string') return { kind: 'unavailable', reason: raw };
      if (raw.status === 200 && cancelledBody.safeParse(raw.body).success) return { kind: 'cancelled' };
      if (raw.status === 409) {
        return {
          kind: 'confirmed',
          transactionId: alreadyConfirmedBody.safeParse(raw.body).data?.transactionId,
        };
      }
      // Any other answer (a 401, a 5xx, a malformed 200) tells us nothing about the exchange.
      return { kind: 'unavailable', reason: `HTTP ${raw.status}` };
    },
  };
}
