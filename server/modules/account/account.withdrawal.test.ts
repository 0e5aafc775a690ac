import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WITHDRAWN_NICKNAME } from '#contract/rules/nickname.ts';
import { dialectCases } from '../../../tests/support/databases.ts';
import {
  type AuthTestApp,
  bearer,
  createAuthTestApp,
  type SignedIn,
  signInNaver,
} from '../auth/auth.testing.ts';
import { BANNED_MESSAGE } from '../dev-idp/dev-idp.identities.ts';
import { shopMemberIdOf, upsertOrders } from '../order/order.repository.ts';

type ErrorBody = { code: number; name: string; message: string };

describe.each(dialectCases())('withdrawal on $dialect', ({ dialect, available }) => {
  let t: AuthTestApp;
  beforeAll(async () => {
    if (available) t = await createAuthTestApp(dialect);
  });
  afterAll(async () => {
    if (available) await t.cleanup();
  });

  const db = () => t.app.database.db;
  const memberBySubject = (subject: string) =>
    db()
      .selectFrom('member')
      .selectAll()
      .where('channel_type', '=', 1001)
      .where('provider_subject', '=', subject)
      .executeTakeFirst();
  const withdraw = (session: SignedIn, payload?: unknown) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/v2/auth/social/withdrawal',
      headers: { ...bearer(session.accessToken), deviceuuid: 'w-withdraw-device' },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

  it.skipIf(!available)(
    'closes the account: tokens dead, personal data gone, a new member on the next sign-in',
    async () => {
      const session = await signInNaver(t.app, 'naver-full');
      const second = await signInNaver(t.app, 'naver-full');
      const before = await memberBySubject('dev-naver-0001');
      expect(before).toBeDefined();
      const oldId = before!.member_id;
      // Things that are the person's: a chosen nickname, a like, survey answers, shop orders.
      const renamed = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/user/nick-name',
        headers: bearer(session.accessToken),
        payload: { nickName: '떠나는딸기' },
      });
      expect(renamed.statusCode).toBe(200);
      await db()
        .insertInto('member_survey')
        .values({
          member_id: oldId,
          survey_id: 'taste-2026',
          answers: '[]',
          completed_at: t.clock.now.toISOString(),
          updated_at: t.clock.now.toISOString(),
        })
        .execute();
      await upsertOrders(
        db(),
        [
          {
            orderId: 'T-1',
            shopMemberId: shopMemberIdOf(before!),
            orderedAt: t.clock.now.toISOString(),
            status: 'delivered',
            lines: [{ productNo: 1, quantity: 1, unitPrice: 1000 }],
          },
        ],
        'import',
        t.clock.now.toISOString(),
      );

      const response = await withdraw(session, { reasonCode: 'PRICE', reason: '  가격이 부담돼요 ' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ isWithdrawn: true, withdrawnDt: t.clock.now.toISOString() });

      // Every session of the member ends: this one, the other device's, and their refresh tokens.
      for (const token of [session.accessToken, second.accessToken]) {
        const profile = await t.app.inject({ url: '/api/v2/user/profile', headers: bearer(token) });
        expect(profile.statusCode).toBe(401);
        expect((profile.json() as ErrorBody).code).toBe(112);
      }
      const refresh = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/token/jwt/refresh',
        headers: { refreshtoken: second.refreshToken, deviceuuid: 'w-test-device-0001' },
      });
      expect(refresh.statusCode).toBe(401);
      expect((refresh.json() as ErrorBody).code).toBe(112);
      expect((await withdraw(session)).statusCode).toBe(401);

      const closed = await db()
        .selectFrom('member')
        .selectAll()
        .where('member_id', '=', oldId)
        .executeTakeFirstOrThrow();
      expect(closed).toMatchObject({
        email: null,
        name: null,
        gender: null,
        birth_year: null,
        mobile: null,
        nickname: WITHDRAWN_NICKNAME,
        nickname_key: null,
        withdrawn_at: t.clock.now.toISOString(),
      });
      expect(closed.provider_subject).not.toBe('dev-naver-0001');
      const record = await db()
        .selectFrom('member_withdrawal')
        .selectAll()
        .where('member_id', '=', oldId)
        .executeTakeFirstOrThrow();
      expect(record).toMatchObject({
        forced: 0,
        reason_code: 'PRICE',
        reason: '가격이 부담돼요',
        channel_type: 1001,
      });
      expect(
        await db().selectFrom('member_survey').selectAll().where('member_id', '=', oldId).execute(),
      ).toEqual([]);
      expect(await db().selectFrom('shop_order').selectAll().where('order_id', '=', 'T-1').execute()).toEqual(
        [],
      );
      const refreshRows = await db()
        .selectFrom('refresh_token')
        .innerJoin('auth_session', 'auth_session.session_id', 'refresh_token.session_id')
        .select('token_hash')
        .where('auth_session.member_id', '=', oldId)
        .execute();
      expect(refreshRows).toEqual([]);

      // The same Naver account signs up again as somebody new, without the old nickname.
      const again = await signInNaver(t.app, 'naver-full');
      expect(again.isNewMember).toBe(true);
      const fresh = await memberBySubject('dev-naver-0001');
      expect(fresh!.member_id).not.toBe(oldId);
      const profile = (
        await t.app.inject({ url: '/api/v2/user/profile', headers: bearer(again.accessToken) })
      ).json();
      expect(profile.nickName).not.toBe('떠나는딸기');
      expect(profile.email).toBe('full.consent@dev.jecheol.kr');
      // The old chosen nickname is free again: nothing of the withdrawn member holds it.
      const check = await t.app.inject({
        url: `/api/v1/user/nick-name/validation?nickName=${encodeURIComponent('떠나는딸기')}`,
        headers: bearer(again.accessToken),
      });
      expect(check.json()).toMatchObject({ isAvailable: true });
    },
  );

  it.skipIf(!available)(
    'takes no body, a reason code, or refuses an unknown one (11) and a long reason (13)',
    async () => {
      const bad = await signInNaver(t.app, 'naver-full');
      const unknown = await withdraw(bad, { reasonCode: 'BORED' });
      expect(unknown.statusCode).toBe(400);
      expect((unknown.json() as ErrorBody).code).toBe(11);
      const long = await withdraw(bad, { reason: '가'.repeat(501) });
      expect((long.json() as ErrorBody).code).toBe(13);
      expect((await withdraw(bad, [])).json()).toMatchObject({ code: 12 });
      // Still a member after the refusals; no body at all is fine.
      const plain = await withdraw(bad);
      expect(plain.statusCode).toBe(200);
      const record = await db()
        .selectFrom('member_withdrawal')
        .selectAll()
        .orderBy('member_id', 'desc')
        .executeTakeFirstOrThrow();
      expect(record).toMatchObject({ reason_code: null, reason: null });
    },
  );

  it.skipIf(!available)(
    'lets a banned member leave, keeping the ban on record for the star ledger',
    async () => {
      const banned = await signInNaver(t.app, 'naver-banned');
      expect(banned.banStatus).toEqual({ isBanned: true, message: BANNED_MESSAGE });
      const response = await withdraw(banned, { reasonCode: 'OTHER', reason: '정지되어서' });
      expect(response.statusCode).toBe(200);
      const row = await db()
        .selectFrom('member')
        .select(['is_banned', 'banned_at', 'withdrawn_at'])
        .where('nickname', '=', WITHDRAWN_NICKNAME)
        .where('is_banned', '=', 1)
        .executeTakeFirstOrThrow();
      expect(row.withdrawn_at).not.toBeNull();
    },
  );

  it.skipIf(!available)('needs a signed-in member (110)', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/v2/auth/social/withdrawal' });
    expect(response.statusCode).toBe(401);
    expect((response.json() as ErrorBody).code).toBe(110);
  });
});
