import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '#contract/errors.ts';
import { dialectCases } from '../../../tests/support/databases.ts';
import {
  type AuthTestApp,
  bearer,
  createAuthTestApp,
  type SignedIn,
  signInNaver,
} from '../auth/auth.testing.ts';
import { DEV_SHOP_WITHDRAWALS_PAGE } from '../dev-shop/dev-shop.accounts.ts';
import { SHOP_WITHDRAWAL_MESSAGES } from './account.withdrawal.ts';
import { createShopAccounts } from './shop-accounts.ts';

/**
 * Withdrawal closes the member's shop account first, through the shop adapter (the development shop
 * on this server): both accounts close or neither, and a retry after any failure is safe.
 */
type ErrorBody = { code: number; name: string; message: string };

describe.each(dialectCases())('withdrawal and the shop account on $dialect', ({ dialect, available }) => {
  let t: AuthTestApp;
  beforeAll(async () => {
    // A short timeout, so the shop that answers late (slow) is quick to test.
    if (available) t = await createAuthTestApp(dialect, { env: { SHOP_ACCOUNTS_TIMEOUT_MS: '300' } });
  });
  afterAll(async () => {
    if (available) await t.cleanup();
  });

  const withdraw = (session: SignedIn, shopAnswer?: string) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/v2/auth/social/withdrawal',
      headers: {
        ...bearer(session.accessToken),
        deviceuuid: 'w-shop-withdraw-device',
        ...(shopAnswer ? { 'x-dev-shop-answer': shopAnswer } : {}),
      },
      payload: { reasonCode: 'OTHER', reason: '쇼핑몰 계정도 닫히는지 확인' },
    });
  const member = async (subject: string) =>
    t.app.database.db
      .selectFrom('member')
      .select(['member_id', 'withdrawn_at', 'provider_subject'])
      .where('provider_subject', '=', subject)
      .executeTakeFirst();
  const profile = (session: SignedIn) =>
    t.app.inject({ method: 'GET', url: '/api/v2/user/profile', headers: bearer(session.accessToken) });
  const closedAtShop = async () =>
    (await t.app.inject({ method: 'GET', url: DEV_SHOP_WITHDRAWALS_PAGE })).body;

  it.skipIf(!available)(
    'a refusal by the shop answers CAFE_WITHDRAWAL_FAILED and changes nothing; the retry closes both',
    async () => {
      const session = await signInNaver(t.app, 'naver-full');
      const refused = await withdraw(session, 'refuse');
      expect(refused.statusCode).toBe(502);
      expect(refused.json<ErrorBody>()).toEqual({
        code: 400,
        name: 'CAFE_WITHDRAWAL_FAILED',
        message: errorCatalogue.CAFE_WITHDRAWAL_FAILED.message,
      });
      // Still a member, still signed in, and the shop has closed nothing.
      expect((await member('dev-naver-0001'))?.withdrawn_at).toBeNull();
      expect((await profile(session)).statusCode).toBe(200);
      expect(await closedAtShop()).not.toContain('dev-naver-0001@n');

      const retried = await withdraw(session);
      expect(retried.statusCode).toBe(200);
      expect(retried.json()).toMatchObject({ isWithdrawn: true });
      expect(await closedAtShop()).toContain('dev-naver-0001@n');
      expect((await profile(session)).statusCode).toBe(401);
    },
  );

  it.skipIf(!available)(
    'a shop that fails or answers too late leaves our account open; the retry finds the shop closed and closes ours',
    async () => {
      const session = await signInNaver(t.app, 'naver-stars');
      const subject = 'dev-naver-0009';
      expect(await member(subject)).toBeDefined();

      const failed = await withdraw(session, 'error');
      expect(failed.statusCode).toBe(502);
      expect(failed.json<ErrorBody>().message).toBe(SHOP_WITHDRAWAL_MESSAGES.unavailable);
      expect(await closedAtShop()).not.toContain(`${subject}@n`);

      // The shop closes the account but its answer comes after our timeout.
      const late = await withdraw(session, 'slow');
      expect(late.statusCode).toBe(502);
      expect(late.json<ErrorBody>().message).toBe(SHOP_WITHDRAWAL_MESSAGES.unavailable);
      expect((await member(subject))?.withdrawn_at).toBeNull();
      expect(await closedAtShop()).toContain(`${subject}@n`);

      // Even a retry the shop would refuse finds the account already closed there.
      const retried = await withdraw(session, 'refuse');
      expect(retried.statusCode).toBe(200);
      expect((await profile(session)).statusCode).toBe(401);
    },
  );

  it.skipIf(!available)('parallel withdrawals close the account once: one 200, the rest 409', async () => {
    // naver-full again: withdrawn above, so this sign-in is a new member with the same identity.
    const session = await signInNaver(t.app, 'naver-full');
    const { member_id: memberId } = (await member('dev-naver-0001'))!;
    const answers = await Promise.all(Array.from({ length: 6 }, () => withdraw(session)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    // The losers find the account gone: closed by the winner (409), or its session already revoked (401).
    for (const status of statuses.filter((value) => value !== 200)) expect([401, 409]).toContain(status);
    const rows = await t.app.database.db
      .selectFrom('member_withdrawal')
      .select('member_id')
      .where('member_id', '=', memberId)
      .execute();
    expect(rows).toHaveLength(1);
  });
});

describe('the shop accounts adapter', () => {
  async function shopAnswering(status: number, body: unknown) {
    const app = Fastify({ logger: false });
    const seen: { authorization?: string; url: string }[] = [];
    app.post('/shop/v1/members/:id/withdrawal', async (request, reply) => {
      seen.push({ authorization: request.headers.authorization, url: request.url });
      return reply.status(status).send(body);
    });
    await app.ready();
    const accounts = createShopAccounts(app, {
      baseUrl: '/shop',
      apiKey: 'shop-key-123456',
      timeoutMs: 1000,
      forwardDevAnswer: false,
    });
    return { accounts, seen, close: () => app.close() };
  }

  it.each([
    [200, { status: 'withdrawn' }, 'withdrawn'],
    [404, { status: 'unknown-member' }, 'withdrawn'],
    // A bare 404 is a wrong address, not a closed account.
    [404, { message: 'Not Found' }, 'unavailable'],
    [200, { ok: true }, 'unavailable'],
    [422, { status: 'refused', reason: '진행 중인 주문' }, 'refused'],
    [401, { status: 'refused' }, 'unavailable'],
    [500, null, 'unavailable'],
  ])('reads %i %j as %s', async (status, body, kind) => {
    const shop = await shopAnswering(status, body);
    try {
      const answer = await shop.accounts.withdraw('naver-1@n');
      expect(answer.kind).toBe(kind);
      expect(shop.seen).toEqual([
        { authorization: 'Bearer shop-key-123456', url: '/shop/v1/members/naver-1%40n/withdrawal' },
      ]);
    } finally {
      await shop.close();
    }
  });

  it('without a configured shop, no withdrawal passes', async () => {
    const app = Fastify({ logger: false });
    const accounts = createShopAccounts(app, {
      baseUrl: undefined,
      apiKey: 'shop-key-123456',
      timeoutMs: 1000,
      forwardDevAnswer: false,
    });
    expect((await accounts.withdraw('naver-1@n')).kind).toBe('unavailable');
    await app.close();
  });
});
