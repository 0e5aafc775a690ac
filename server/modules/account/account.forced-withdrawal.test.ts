import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WITHDRAWN_NICKNAME } from '#contract/rules/nickname.ts';
import { banGraceEndsAt } from '#contract/rules/star-rules.ts';
import { dialectCases } from '../../../tests/support/databases.ts';
import { expectError } from '../../shared/api.testing.ts';
import {
  type AuthTestApp,
  appleIdToken,
  bearer,
  createAuthTestApp,
  DAY,
  MINUTE,
  type SignedIn,
  signedIn,
  signInNaver,
  signInRequest,
} from '../auth/auth.testing.ts';
import { assertMayExchange } from '../point/point.exchange.ts';
import { sumOfEntries } from '../point/point.repository.ts';
import { awardStars, pointBalance, pointHistory } from '../point/point.service.ts';
import { openShopAccounts, runMemberCli } from './account.cli.ts';

/**
 * A forced withdrawal (account.forced-withdrawal.ts): the operator's `member force-withdraw`, a month
 * in which the member may only read and exchange their stars, then the stars expire and
 * `member close-due` (or the member's next sign-in) closes the account as a withdrawal does.
 */
type ErrorBody = { code: number; name: string; message: string };

describe.each(dialectCases())('forced withdrawal on $dialect', ({ dialect, available }) => {
  let t: AuthTestApp;
  beforeAll(async () => {
    if (available) t = await createAuthTestApp(dialect, { env: { PARTNER_POINTS_TIMEOUT_MS: '2000' } });
  });
  afterAll(async () => {
    if (available) await t.cleanup();
  });

  const db = () => t.app.database.db;
  const out: string[] = [];
  const err: string[] = [];
  /** The command, with the development shop answering as `shopAnswer` says (accept by default). */
  const cliWithShop = (shopAnswer: 'accept' | 'refuse', ...args: string[]) =>
    runMemberCli(
      {
        db: db(),
        io: { out: (l) => out.push(l), err: (l) => err.push(l) },
        now: t.clock.now,
        shopAccounts: () => openShopAccounts({ ...t.app.config, SHOP_ACCOUNTS_DEV_ANSWER: shopAnswer }, db()),
      },
      args,
    );
  const cli = (...args: string[]) => cliWithShop('accept', ...args);
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...bearer(token), deviceuuid: 'fw-test-device' },
      ...(payload ? { payload } : {}),
    });
  const memberOf = (subject: string) =>
    db().selectFrom('member').selectAll().where('provider_subject', '=', subject).executeTakeFirstOrThrow();
  const grant = (memberId: number, amount: number, key: string) =>
    awardStars(db(), { memberId, amount, reason: '테스트 지급', idempotencyKey: key, now: t.clock.now });
  const entriesOf = (memberId: number) =>
    db()
      .selectFrom('point_entry')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('entry_id')
      .execute();
  async function signInApple(key: string, nonce: string): Promise<SignedIn> {
    const { idToken } = await appleIdToken(t.app, key, nonce);
    const response = await signInRequest(t.app, {
      channelType: 1002,
      providerToken: idToken,
      state: nonce,
      name: '이사과',
    });
    return signedIn(t.app, response);
  }

  it.skipIf(!available)(
    'a month of reading and exchanging stars, then the stars expire and the account closes, once',
    async () => {
      const start = new Date(t.clock.now);
      const forced = await signInNaver(t.app, 'naver-full');
      const normal = await signInApple('apple-first', 'nonce-fw-0001');
      const forcedId = (await memberOf('dev-naver-0001')).member_id;
      const normalRow = await db()
        .selectFrom('member')
        .selectAll()
        .where('channel_type', '=', 1002)
        .executeTakeFirstOrThrow();
      await grant(forcedId, 700, 'test:fw:forced');
      await grant(normalRow.member_id, 700, 'test:fw:normal');

      // The command: arguments checked, the member marked, a second run changes nothing.
      expect(await cli('force-withdraw', String(forcedId))).toBe(2);
      expect(await cli('force-withdraw', 'nobody@dev.jecheol.kr', '사유')).toBe(1);
      expect(await cli('force-withdraw', String(forcedId), '운영정책', '위반')).toBe(0);
      expect(out.at(-1)).toContain('강제 탈퇴');
      const marked = await memberOf('dev-naver-0001');
      expect(marked).toMatchObject({
        force_withdrawn_at: start.toISOString(),
        force_withdrawal_reason: '운영정책 위반',
        withdrawn_at: null,
      });
      t.clock.advance(MINUTE);
      expect(await cli('force-withdraw', String(forcedId), '다른', '사유')).toBe(0);
      expect(out.at(-1)).toContain('이미 강제 탈퇴');
      expect((await memberOf('dev-naver-0001')).force_withdrawn_at).toBe(start.toISOString());

      // The member still signs in, told why and until when, as the ban path tells a banned member.
      const again = await signInNaver(t.app, 'naver-full');
      expect(again.isNewMember).toBe(false);
      expect(again.banStatus.isBanned).toBe(true);
      expect(again.banStatus.message).toContain('운영정책 위반');
      expect(again.banStatus.message).toContain('2026-12-21까지');
      const notice = again.banStatus.message;
      const profile = await call('GET', '/api/v2/user/profile', again.accessToken);
      expect(profile.json()).toMatchObject({ banStatus: { isBanned: true, message: notice } });

      // Reading the stars and exchanging them: allowed within the month.
      const balance = await call('GET', '/api/v1/user/point', forced.accessToken);
      expect(balance.json()).toMatchObject({
        balance: 1_000,
        expiringSoon: { amount: 1_000, date: '2026-12-21' },
      });
      expect((await call('GET', '/api/v1/user/point/history', forced.accessToken)).statusCode).toBe(200);
      const exchanged = await call('POST', '/api/v1/user/point/exchange', forced.accessToken, { stars: 200 });
      expect(exchanged.statusCode, exchanged.body).toBe(200);
      const { exchange } = exchanged.json() as { exchange: { exchangeId: number; status: string } };
      expect(exchange.status).toBe('pending');
      const completed = await call('POST', '/api/v1/user/point/exchange/complete', forced.accessToken, {
        exchangeId: exchange.exchangeId,
      });
      expect(completed.json()).toMatchObject({ exchange: { status: 'completed' }, balance: 800 });

      // Every other action answers the ban path's refusal with the forced-withdrawal message.
      for (const [method, url, payload] of [
        ['PUT', '/api/v1/user/nick-name', { nickName: '새이름딸기' }],
        ['PUT', '/api/v1/user/like/product', { productNo: 1, likeMode: true }],
        ['PUT', '/api/v1/user/like/shop', { shopId: 1, isLike: true }],
        ['POST', '/api/v2/display/deal/event/apply', { eventId: 1 }],
        ['POST', '/api/v1/user/game/play', {}],
        ['PUT', '/api/v1/user/point/exchange/auto', { enabled: true }],
        ['PUT', '/api/v2/user/profile', { gender: 'F' }],
      ] as const) {
        const refused = await call(method, url, forced.accessToken, payload);
        expectError(refused, 403, 20);
        expect((refused.json() as ErrorBody).message, url).toBe(notice);
      }
      // Stars are not earned meanwhile.
      expect((await grant(forcedId, 50, 'test:fw:forced:later')).status).toBe('not-eligible');

      // A member nobody force-withdrew is untouched by all of it.
      const renamed = await call('PUT', '/api/v1/user/nick-name', normal.accessToken, {
        nickName: '멀쩡한사과',
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      const normalExchange = await call('POST', '/api/v1/user/point/exchange', normal.accessToken, {
        stars: 100,
      });
      expect(normalExchange.statusCode, normalExchange.body).toBe(200);

      // Nothing is due yet.
      expect(await cli('close-due')).toBe(0);
      expect(out.at(-1)).toContain('계정 0개를 닫았습니다 (아직 기간 중인 계정 1개)');

      // The last minute of the month: still allowed.
      const end = banGraceEndsAt(start);
      t.clock.now = new Date(end.getTime() - MINUTE);
      const lastMinute = await signInNaver(t.app, 'naver-full');
      const late = await call('POST', '/api/v1/user/point/exchange', lastMinute.accessToken, { stars: 100 });
      expect(late.statusCode, late.body).toBe(200);
      await call('POST', '/api/v1/user/point/exchange/complete', lastMinute.accessToken, {
        exchangeId: (late.json() as { exchange: { exchangeId: number } }).exchange.exchangeId,
      });

      // The month is over and no job has run: the session is over, exchanging is refused, and a read
      // of the stars shows none.
      t.clock.now = new Date(end.getTime() + MINUTE);
      expectError(await call('GET', '/api/v1/user/point', lastMinute.accessToken), 401, 112);
      await expect(assertMayExchange(db(), forcedId, t.clock.now)).rejects.toMatchObject({
        body: {
          code: 20,
          message:
            '이용 정지 또는 강제 탈퇴 후 1개월이 지나 별을 전환할 수 없습니다. 남은 별은 소멸되었습니다.',
        },
      });
      expect((await pointBalance(db(), forcedId, t.clock.now)).balance).toBe(0);
      const expired = await pointHistory(db(), forcedId, t.clock.now, { type: 'expired', page: 1, size: 20 });
      expect(expired.items.map((item) => [item.amount, item.title])).toEqual([
        [-700, '강제 탈퇴 후 1개월이 지나 소멸'],
      ]);
      expect(await sumOfEntries(db(), forcedId)).toBe(0);

      // A shop that will not close its account: ours stays open, the command says so and fails.
      expect(await cliWithShop('refuse', 'close-due')).toBe(1);
      expect(err.join('\n')).toContain(`회원 #${forcedId}: 쇼핑몰 계정을 닫지 못해 그대로 두었습니다`);
      const stillOpen = await db()
        .selectFrom('member')
        .select('withdrawn_at')
        .where('member_id', '=', forcedId)
        .executeTakeFirstOrThrow();
      expect(stillOpen.withdrawn_at).toBeNull();

      // The next run closes both accounts as a withdrawal does.
      expect(await cli('close-due')).toBe(0);
      expect(out.join('\n')).toContain(`회원 #${forcedId}: 남은 별을 소멸하고 계정을 닫았습니다.`);
      const closed = await db()
        .selectFrom('member')
        .selectAll()
        .where('member_id', '=', forcedId)
        .executeTakeFirstOrThrow();
      expect(closed).toMatchObject({
        email: null,
        name: null,
        mobile: null,
        birth_year: null,
        nickname: WITHDRAWN_NICKNAME,
        withdrawn_at: t.clock.now.toISOString(),
        force_withdrawn_at: start.toISOString(),
      });
      expect(closed.provider_subject).not.toBe('dev-naver-0001');
      const record = await db()
        .selectFrom('member_withdrawal')
        .selectAll()
        .where('member_id', '=', forcedId)
        .execute();
      expect(record).toEqual([
        expect.objectContaining({ forced: 1, reason_code: 'OTHER', reason: '운영정책 위반' }),
      ]);
      const sessions = await db()
        .selectFrom('auth_session')
        .select(['revoked_at', 'revoke_reason'])
        .where('member_id', '=', forcedId)
        .execute();
      expect(sessions.length).toBeGreaterThan(0);
      expect(sessions.every((s) => s.revoked_at !== null)).toBe(true);
      expect(sessions.some((s) => s.revoke_reason === 'forced-withdrawal')).toBe(true);
      const refresh = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/token/jwt/refresh',
        headers: { refreshtoken: lastMinute.refreshToken, deviceuuid: 'w-test-device-0001' },
      });
      expectError(refresh, 401, 112);

      // Again: nothing more to close, no row written.
      const rowsBefore = await entriesOf(forcedId);
      t.clock.advance(DAY);
      expect(await cli('close-due')).toBe(0);
      expect(out.at(-1)).toContain('계정 0개를 닫았습니다 (아직 기간 중인 계정 0개)');
      expect(await entriesOf(forcedId)).toEqual(rowsBefore);
      expect(
        await db().selectFrom('member_withdrawal').selectAll().where('member_id', '=', forcedId).execute(),
      ).toHaveLength(1);

      // The other member keeps their session, stars and name.
      const normalAgain = await signInApple('apple-first', 'nonce-fw-0002');
      expect(normalAgain.isNewMember).toBe(false);
      expect(normalAgain.banStatus).toEqual({ isBanned: false, message: '' });
      expect((await call('GET', '/api/v1/user/point', normalAgain.accessToken)).json()).toMatchObject({
        balance: 900,
      });
      expect((await memberOf(normalRow.provider_subject)).withdrawn_at).toBeNull();
    },
  );

  it.skipIf(!available)(
    'a sign-in after the month closes the account first, when no job has, and the person starts anew',
    async () => {
      const first = await signInApple('apple-returning', 'nonce-fw-0003');
      const old = await db()
        .selectFrom('member')
        .selectAll()
        .where('channel_type', '=', 1002)
        .orderBy('member_id', 'desc')
        .executeTakeFirstOrThrow();
      expect(first.isNewMember).toBe(true);
      expect(await cli('force-withdraw', String(old.member_id), '부정', '이용')).toBe(0);
      t.clock.advance(32 * DAY);
      const again = await signInApple('apple-returning', 'nonce-fw-0004');
      expect(again.isNewMember).toBe(true);
      expect(again.banStatus.isBanned).toBe(false);
      const closed = await db()
        .selectFrom('member')
        .selectAll()
        .where('member_id', '=', old.member_id)
        .executeTakeFirstOrThrow();
      expect(closed.withdrawn_at).not.toBeNull();
      expect(closed.nickname).toBe(WITHDRAWN_NICKNAME);
      expect(
        (await entriesOf(old.member_id)).filter((e) => e.kind === 'expire').map((e) => e.reason),
      ).toEqual(['강제 탈퇴 후 1개월이 지나 소멸']);
      expect(await sumOfEntries(db(), old.member_id)).toBe(0);
      // And the command has nothing left to do for it.
      expect(await cli('close-due')).toBe(0);
      expect(out.at(-1)).toContain('계정 0개를 닫았습니다');
    },
  );

  it.skipIf(!available)('refuses a member already withdrawn and an unknown action', async () => {
    const closed = await db()
      .selectFrom('member')
      .select('member_id')
      .where('withdrawn_at', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(await cli('force-withdraw', String(closed.member_id), '사유')).toBe(1);
    expect(err.at(-1)).toContain('이미 탈퇴한 회원');
    expect(await cli('bogus')).toBe(2);
  });
});
