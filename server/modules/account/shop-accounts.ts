import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type ServiceCall, serviceClient } from '../../shared/service-client.ts';

/**
 * The ONE adapter to the shop's member accounts (docs/shop-accounts.md): closing a member's shop
 * account when they withdraw. `POST /v1/members/:shopMemberId/withdrawal` is idempotent at the shop:
 * 200 (closed now or before) and 404 with `status: "unknown-member"` (no such account) both mean the
 * account is gone (a bare 404, a wrong URL, does not); 422 is the shop's refusal; anything else, or no answer within the timeout, says nothing, and the withdrawal is
 * refused so that the member can retry.
 */
export type ShopWithdrawalAnswer =
  | { kind: 'withdrawn' }
  | { kind: 'refused'; reason: string }
  | { kind: 'unavailable'; reason: string };

export interface ShopAccounts {
  withdraw(shopMemberId: string, devAnswer?: string): Promise<ShopWithdrawalAnswer>;
}

/** The path of the development shop's accounts API, mounted with the stand-ins (dev-shop.routes.ts). */
export const DEV_SHOP_ACCOUNTS_PATH = '/dev-shop/api';
export const DEV_SHOP_ANSWER_HEADER = 'x-dev-shop-answer';

const refusedBody = z.object({ status: z.literal('refused'), reason: z.string().max(200).optional() });
const withdrawnBody = z.object({ status: z.literal('withdrawn') }).passthrough();
const unknownMemberBody = z.object({ status: z.literal('unknown-member') }).passthrough();

export interface ShopAccountsOptions {
  baseUrl: string | undefined;
  apiKey: string;
  timeoutMs: number;
  /** Forward the request's `X-Dev-Shop-Answer` to the shop (only with the stand-ins). */
  forwardDevAnswer: boolean;
}

/** SHOP_ACCOUNTS_URL, else the development shop on this server where the stand-ins are mounted, else none. */
export function shopAccountsOptions(config: {
  DEV_STAND_INS: 'off' | 'local' | 'network';
  SHOP_ACCOUNTS_URL?: string | undefined;
  SHOP_ACCOUNTS_API_KEY: string;
  SHOP_ACCOUNTS_TIMEOUT_MS: number;
}): ShopAccountsOptions {
  const standIns = config.DEV_STAND_INS !== 'off';
  return {
    baseUrl: config.SHOP_ACCOUNTS_URL ?? (standIns ? DEV_SHOP_ACCOUNTS_PATH : undefined),
    apiKey: config.SHOP_ACCOUNTS_API_KEY,
    timeoutMs: config.SHOP_ACCOUNTS_TIMEOUT_MS,
    forwardDevAnswer: standIns,
  };
}

export function createShopAccounts(app: FastifyInstance, options: ShopAccountsOptions): ShopAccounts {
  const call: ServiceCall | undefined = options.baseUrl
    ? serviceClient(app, { baseUrl: options.baseUrl, apiKey: options.apiKey, timeoutMs: options.timeoutMs })
    : undefined;
  return {
    async withdraw(shopMemberId, devAnswer) {
      if (!call) return { kind: 'unavailable', reason: 'the shop is not configured (SHOP_ACCOUNTS_URL)' };
      const headers: Record<string, string> =
        options.forwardDevAnswer && devAnswer ? { [DEV_SHOP_ANSWER_HEADER]: devAnswer } : {};
      const raw = await call(`/v1/members/${encodeURIComponent(shopMemberId)}/withdrawal`, headers, {});
      if (typeof raw === 'string') return { kind: 'unavailable', reason: raw };
      if (raw.status === 200 && withdrawnBody.safeParse(raw.body).success) return { kind: 'withdrawn' };
      if (raw.status === 404 && unknownMemberBody.safeParse(raw.body).success) return { kind: 'withdrawn' };
      if (raw.status === 422) {
        return { kind: 'refused', reason: refusedBody.safeParse(raw.body).data?.reason ?? 'HTTP 422' };
      }
      return { kind: 'unavailable', reason: `HTTP ${raw.status}` };
    },
  };
}
