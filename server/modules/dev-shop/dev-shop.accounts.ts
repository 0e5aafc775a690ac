import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { SOCIAL_CHANNEL } from '#contract/constants.ts';
import type { AppConfig } from '../../config.ts';
import type { DB } from '../../db/schema.ts';
import { headerValue } from '../../http/bearer.ts';
import { DEV_SHOP_WITHDRAWAL_ANSWERS } from '../account/shop-accounts.config.ts';
import { DEV_SHOP_ACCOUNTS_PATH, DEV_SHOP_ANSWER_HEADER } from '../account/shop-accounts.ts';
import { DEV_SHOP_PATH } from './dev-shop.config.ts';
import { withdrawalsPage } from './dev-shop.pages.ts';

/**
 * The development shop's accounts API (docs/shop-accounts.md), as the shop adapter
 * (server/modules/account/shop-accounts.ts) reaches it: `POST /dev-shop/api/v1/members/:id/withdrawal`
 * closes a member's shop account, idempotently, and /dev-shop/admin/withdrawals shows the accounts it
 * closed, as the shop's admin would. A shop account is one of our members the shop registered
 * (cafe24_registered); the accounts it closed are kept in memory (one process, development only). It
 * answers as the request's `X-Dev-Shop-Answer` (else SHOP_ACCOUNTS_DEV_ANSWER) says: accept, refuse
 * (422: the shop will not close it), error (500) or slow (closes it, answers after the adapter's timeout).
 */
const answerSchema = z.enum(DEV_SHOP_WITHDRAWAL_ANSWERS);
const shopMemberId = z.string().regex(/^.{1,200}@[na]$/);

export const DEV_SHOP_WITHDRAWALS_PAGE = `${DEV_SHOP_PATH}/admin/withdrawals`;
export const DEV_SHOP_REFUSAL = '배송이 끝나지 않은 주문이 있어 쇼핑몰 회원 탈퇴를 할 수 없습니다.';

export interface DevShopAccountsDeps {
  db: () => Kysely<DB>;
  now: () => Date;
  config: Pick<AppConfig, 'SHOP_ACCOUNTS_API_KEY' | 'SHOP_ACCOUNTS_TIMEOUT_MS' | 'SHOP_ACCOUNTS_DEV_ANSWER'>;
}

/** Mounts the accounts API and its page on `app` (the server's, or a command's own: account.cli.ts). */
export function mountDevShopAccounts(app: FastifyInstance, deps: DevShopAccountsDeps): void {
  const { config } = deps;
  /** Shop member id → when the shop closed the account. */
  const closed = new Map<string, string>();
  const hidden = { schema: { hide: true } };
  const slowMs = config.SHOP_ACCOUNTS_TIMEOUT_MS + 500;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());
  const answerOf = (request: FastifyRequest) =>
    answerSchema.safeParse(headerValue(request, DEV_SHOP_ANSWER_HEADER)).data ??
    config.SHOP_ACCOUNTS_DEV_ANSWER;
  const refuse = (reply: FastifyReply, status: number, reason: string) =>
    reply.status(status).send({ status: 'refused', reason });

  /** Whether the shop has this account open: one of our members it registered, not withdrawn. */
  async function isOpen(id: string): Promise<boolean> {
    const at = id.lastIndexOf('@');
    const channel = id.slice(at + 1) === 'a' ? SOCIAL_CHANNEL.apple : SOCIAL_CHANNEL.naver;
    const row = await deps
      .db()
      .selectFrom('member')
      .select('member_id')
      .where('provider_subject', '=', id.slice(0, at))
      .where('channel_type', '=', channel)
      .where('cafe24_registered', '=', 1)
      .where('withdrawn_at', 'is', null)
      .executeTakeFirst();
    return row !== undefined;
  }

  app.post<{ Params: { id: string } }>(
    `${DEV_SHOP_ACCOUNTS_PATH}/v1/members/:id/withdrawal`,
    hidden,
    async (request, reply) => {
      if (headerValue(request, 'authorization') !== `Bearer ${config.SHOP_ACCOUNTS_API_KEY}`) {
        return refuse(reply, 401, 'unauthorised');
      }
      const id = shopMemberId.safeParse(request.params.id).data;
      if (!id) return refuse(reply, 400, 'bad member id');
      const earlier = closed.get(id);
      if (earlier) return { status: 'withdrawn', withdrawnAt: earlier };
      if (!(await isOpen(id))) return reply.status(404).send({ status: 'unknown-member' });
      const answer = answerOf(request);
      if (answer === 'refuse') return refuse(reply, 422, DEV_SHOP_REFUSAL);
      if (answer === 'error') return reply.status(500).send({ status: 'error' });
      const withdrawnAt = deps.now().toISOString();
      closed.set(id, withdrawnAt);
      if (answer === 'slow') await sleep(slowMs);
      return { status: 'withdrawn', withdrawnAt };
    },
  );

  app.get(DEV_SHOP_WITHDRAWALS_PAGE, hidden, async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        withdrawalsPage([...closed].reverse().map(([id, at]) => ({ shopMemberId: id, withdrawnAt: at }))),
      ),
  );
}
