import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ResponseOf } from '#contract/endpoint.ts';
import {
  type exchangePoints,
  type getAutoExchange,
  type getLevel,
  type getPoint,
  type getPointGuide,
  type getPointHistory,
  type getPointSummary,
  LEVELS,
  STAR_AWARDS,
  STAR_EXCHANGE,
} from '#contract/point.ts';
import { dialectCases, openTestDatabase, TEST_NOW } from '../../../tests/support/databases.ts';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { expectError, getJson } from '../../shared/api.testing.ts';
import {
  appAttestationHeaders,
  bearer,
  naverAccessToken,
  signedIn,
  signInNaver,
} from '../auth/auth.testing.ts';
import { sumOfEntries } from './point.repository.ts';
import { awardStars } from './point.service.ts';

type Balance = ResponseOf<typeof getPoint>;
type History = ResponseOf<typeof getPointHistory>;
type ExchangeAnswer = ResponseOf<typeof exchangePoints>;
type Auto = ResponseOf<typeof getAutoExchange>;
type LevelAnswer = ResponseOf<typeof getLevel>;
type Summary = ResponseOf<typeof getPointSummary>;
type Guide = ResponseOf<typeof getPointGuide>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The app on a fresh database with a clock the test moves. */
async function appWithClock(dialect: 'sqlite' | 'postgres', env: Record<string, string> = {}) {
  const testDb = await openTestDatabase(dialect, { seed: false });
  const clock = { now: TEST_NOW };
  const app = await buildApp(testConfig({ PARTNER_POINTS_TIMEOUT_MS: '300', ...env }), {
    database: testDb.database,
    clock: () => clock.now,
  });
  await app.ready();
  return {
    app,
    clock,
    testDb,
    async cleanup() {
      await app.close();
      await testDb.cleanup();
    },
  };
}

async function memberIdOf(app: FastifyInstance, headers: Record<string, string>): Promise<number> {
  const database = app.database.db;
  const token = headers.authorization?.replace('Bearer ', '') ?? '';
  const verdict = await app.accessTokens.verify(token, app.now());
  if (verdict.kind !== 'valid') throw new Error('bad token');
  const row = await database
    .selectFrom('auth_session')
    .select('member_id')
    .where('session_id', '=', verdict.claims.sessionId)
    .executeTakeFirstOrThrow();
  return row.member_id;
}

async function signInFromApp(app: FastifyInstance, identity = 'naver-full') {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v2/auth/social/signin-and-up',
    headers: {
      providertoken: await naverAccessToken(app, identity),
      deviceuuid: 'app-device-0001',
      // Only a sign-in the app's platform vouches for earns the bonus (auth/app-attestation.ts).
      ...(await appAttestationHeaders(app, { deviceUuid: 'app-device-0001' })),
    },
    payload: { channelType: 1001, redirectUri: '/login-landing', state: 'state-app-12345', deviceType: 1003 },
  });
  return bearer((await signedIn(app, response)).accessToken);
}

describe.each(dialectCases())('star calls on $dialect', ({ dialect, available }) => {
  let t: Awaited<ReturnType<typeof appWithClock>>;
  let alice: Record<string, string>;
  let aliceId: number;

  beforeAll(async () => {
    if (!available) return;
    t = await appWithClock(dialect);
    alice = bearer((await signInNaver(t.app, 'naver-full')).accessToken);
    aliceId = await memberIdOf(t.app, alice);
  });
  afterAll(async () => {
    if (available) await t.cleanup();
  });
  beforeEach(() => {
    if (available) t.clock.now = TEST_NOW;
  });

  const post = (url: string, headers: Record<string, string>, payload: unknown, extra = {}) =>
    t.app.inject({ method: 'POST', url, headers: { ...headers, ...extra }, payload: payload as object });
  const exchange = (headers: Record<string, string>, payload: unknown, answer?: string) =>
    post('/api/v1/user/point/exchange', headers, payload, answer ? { 'x-dev-partner-answer': answer } : {});

  /** The exchanges /metrics has counted (star_exchanges_total) at one step and outcome. */
  const exchangeCount = async (step: string, outcome: string) => {
    const metric = await t.app.metrics.registry.getSingleMetric('star_exchanges_total')?.get();
    return (
      metric?.values.find((value) => value.labels.step === step && value.labels.outcome === outcome)?.value ??
      0
    );
  };

  it.skipIf(!available)('every star call needs a signed-in member (110)', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/user/point'],
      ['GET', '/api/v1/user/point/history'],
      ['POST', '/api/v1/user/point/exchange'],
      ['POST', '/api/v1/user/point/exchange/complete'],
      ['GET', '/api/v1/user/point/exchange/auto'],
      ['PUT', '/api/v1/user/point/exchange/auto'],
      ['GET', '/api/v1/user/level'],
      ['GET', '/api/v2/user/point/summary'],
      ['GET', '/api/v2/user/point/guide'],
      ['GET', '/api/v1/user/game'],
      ['POST', '/api/v1/user/game/play'],
    ] as const) {
      expectError(await t.app.inject({ method, url, payload: {} }), 401, 110);
    }
  });

  it.skipIf(!available)('a new member has the welcome stars, once', async () => {
    const balance = await getJson<Balance>(t.app, '/api/v1/user/point', alice);
    expect(balance).toMatchObject({ balance: STAR_AWARDS.welcome, reserved: 0 });
    expect(balance.expiringSoon).toEqual({ amount: 0, date: null, withinDays: 30 });
    // Signing in again (from the web) awards nothing more.
    await signInNaver(t.app, 'naver-full');
    expect((await getJson<Balance>(t.app, '/api/v1/user/point', alice)).balance).toBe(STAR_AWARDS.welcome);
    const history = await getJson<History>(t.app, '/api/v1/user/point/history', alice);
    expect(history.items).toHaveLength(1);
    expect(history.items[0]).toMatchObject({ type: 'earned', kind: 'earn', amount: STAR_AWARDS.welcome });
    // Earned 2026-11-21 (KST) → usable through the end of November 2027.
    expect(history.items[0]?.usableUntil).toBe('2027-11-30');
  });

  it.skipIf(!available)('the first sign-in from the app adds 1,000 stars, only once', async () => {
    const before = (await getJson<Balance>(t.app, '/api/v1/user/point', alice)).balance;
    const fromApp = await signInFromApp(t.app);
    await signInFromApp(t.app);
    const after = await getJson<Balance>(t.app, '/api/v1/user/point', fromApp);
    expect(after.balance).toBe(before + STAR_AWARDS.appLoginBonus);
    const earned = await getJson<History>(t.app, '/api/v1/user/point/history?type=earned', alice);
    expect(earned.items.filter((item) => item.title === '앱 첫 로그인 보너스')).toHaveLength(1);
  });

  it.skipIf(!available)('pages the history by nextCursor, null on the last page', async () => {
    const all = await getJson<History>(t.app, '/api/v1/user/point/history?size=100', alice);
    expect(all.nextCursor).toBeNull();
    expect(all.items.length).toBeGreaterThanOrEqual(2);
    const seen: number[] = [];
    let url = '/api/v1/user/point/history?size=1';
    for (;;) {
      const page = await getJson<History>(t.app, url, alice);
      seen.push(...page.items.map((item) => item.entryId));
      expect(page.pageInfo).toMatchObject({
        size: 1,
        totalCount: all.items.length,
        hasNext: page.nextCursor !== null,
      });
      if (page.nextCursor === null) break;
      url = `/api/v1/user/point/history?size=1&cursor=${page.nextCursor}`;
    }
    expect(seen).toEqual(all.items.map((item) => item.entryId));
  });

  it.skipIf(!available)('summary, level and guide come from the contract tables', async () => {
    const summary = await getJson<Summary>(t.app, '/api/v2/user/point/summary', alice);
    expect(summary.balance).toBe(STAR_AWARDS.welcome + STAR_AWARDS.appLoginBonus);
    expect(summary.level.current.name).toBe(LEVELS[1].name);
    expect(summary.level.next?.level).toBe(3);
    const level = await getJson<LevelAnswer>(t.app, '/api/v1/user/level', alice);
    expect(level.levels).toHaveLength(5);
    expect(level.earnedLast12Months).toBe(1_300);
    expect(level.neededForNext).toBe(LEVELS[2].minEarned - 1_300);
    const guide = await getJson<Guide>(t.app, '/api/v2/user/point/guide', alice);
    expect(guide.exchange).toMatchObject({ partnerPointsPerStar: 0.5, unit: 100, minimum: 100 });
    expect(guide.expiry.example).toContain('2027-11-30');
    expect(guide.notices.join(' ')).toMatch(/1개월/);
  });

  it.skipIf(!available)('answers bad input with 10, 12 and 13, never a 500', async () => {
    expectError(await exchange(alice, {}), 400, 10);
    expectError(await exchange(alice, { stars: 'many' }), 400, 12);
    expectError(await exchange(alice, { stars: 150 }), 400, 12);
    expectError(await exchange(alice, { stars: 100.5 }), 400, 12);
    expectError(await exchange(alice, { stars: 0 }), 400, 13);
    expectError(await exchange(alice, { stars: -100 }), 400, 13);
    expectError(await exchange(alice, { stars: STAR_EXCHANGE.maximum + 100 }), 400, 13);
    expectError(await exchange(alice, { stars: 100, requestKey: 'short' }), 400, 12);
    expectError(await post('/api/v1/user/point/exchange/complete', alice, {}), 400, 10);
    expectError(await post('/api/v1/user/point/exchange/complete', alice, { exchangeId: 'x' }), 400, 12);
    expectError(await post('/api/v1/user/point/exchange/complete', alice, { exchangeId: 0 }), 400, 13);
    expectError(await post('/api/v1/user/point/exchange/complete', alice, { exchangeId: 999_999 }), 404, 8);
    const put = (payload: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/user/point/exchange/auto',
        headers: alice,
        payload: payload as object,
      });
    expectError(await put({}), 400, 10);
    expectError(await put({ enabled: 'yes' }), 400, 12);
    expectError(await put({ enabled: true, stars: 50 }), 400, 13);
    expectError(await put({ enabled: true, stars: 250 }), 400, 12);
    const history = (query: string) =>
      t.app.inject({ url: `/api/v1/user/point/history?${query}`, headers: alice });
    expectError(await history('type=gift'), 400, 11);
    expectError(await history('page=0'), 400, 13);
    expectError(await history('size=101'), 400, 13);
    expectError(await history('size=abc'), 400, 12);
    // A cursor the server did not write: 12 with the Korean message, whether its characters or its content are wrong.
    for (const cursor of ['not a cursor!', 'x'.repeat(201), 'Zm9v', 'MXwyMDI2LTExLTIxfDU']) {
      const bad = await history(`cursor=${encodeURIComponent(cursor)}`);
      expectError(bad, 400, 12);
      expect(bad.json().name).toBe('NOT_MATCHED');
    }
    expect((await history('cursor=Zm9v')).json().message).toContain('cursor');
    // More than the balance: a clear Korean error, nothing reserved.
    const tooMuch = await exchange(alice, { stars: 100_000 });
    expectError(tooMuch, 400, 13);
    expect(tooMuch.json().message).toContain('1,300개');
    expect((await getJson<Balance>(t.app, '/api/v1/user/point', alice)).reserved).toBe(0);
  });

  it.skipIf(!available)('exchanges 100 stars for 50 partner points: pending, then completed', async () => {
    const started = (
      await exchange(alice, { stars: 100, requestKey: 'req-exchange-0001' })
    ).json() as ExchangeAnswer;
    expect(started.exchange).toMatchObject({ stars: 100, partnerPoints: 50, status: 'pending' });
    expect(started.balance).toBe(1_200);
    // The same request key again is the same exchange, not a second one.
    const replay = (
      await exchange(alice, { stars: 100, requestKey: 'req-exchange-0001' })
    ).json() as ExchangeAnswer;
    expect(replay.exchange.exchangeId).toBe(started.exchange.exchangeId);
    expect(replay.balance).toBe(1_200);
    const pending = await getJson<Balance>(t.app, '/api/v1/user/point', alice);
    expect(pending).toMatchObject({ balance: 1_200, reserved: 100 });

    const done = (
      await post('/api/v1/user/point/exchange/complete', alice, { exchangeId: started.exchange.exchangeId })
    ).json() as ExchangeAnswer;
    expect(done.exchange).toMatchObject({ status: 'completed', partnerPoints: 50 });
    expect(done.exchange.completedAt).not.toBeNull();
    // Completing again is harmless.
    const again = await post('/api/v1/user/point/exchange/complete', alice, {
      exchangeId: started.exchange.exchangeId,
    });
    expect(again.statusCode).toBe(200);
    expect(await getJson<Balance>(t.app, '/api/v1/user/point', alice)).toMatchObject({
      balance: 1_200,
      reserved: 0,
    });
    const used = await getJson<History>(t.app, '/api/v1/user/point/history?type=used', alice);
    expect(used.items[0]).toMatchObject({
      kind: 'exchange',
      amount: -100,
      exchange: { status: 'completed' },
    });
    expect(await sumOfEntries(t.app.database.db, aliceId)).toBe(1_200);
  });

  it.skipIf(!available)(
    'a rejection, an error or a timeout of the partner gives every star back',
    async () => {
      const failedBefore = await exchangeCount('request', 'failed');
      for (const answer of ['reject', 'error', 'slow']) {
        const response = await exchange(alice, { stars: 200 }, answer);
        expect(response.statusCode, response.body).toBe(200);
        const body = response.json() as ExchangeAnswer;
        expect(body.exchange.status).toBe('failed');
        expect(body.exchange.failureReason).toMatch(/돌려드렸습니다/);
        expect(body.balance).toBe(1_200);
      }
      // Each is counted for /metrics by how it ended.
      expect((await exchangeCount('request', 'failed')) - failedBefore).toBe(3);
      // A pending exchange whose confirmation the partner refuses is released as well.
      const pending = (await exchange(alice, { stars: 100 })).json() as ExchangeAnswer;
      const refused = await post(
        '/api/v1/user/point/exchange/complete',
        alice,
        { exchangeId: pending.exchange.exchangeId },
        { 'x-dev-partner-answer': 'reject' },
      );
      expect((refused.json() as ExchangeAnswer).exchange.status).toBe('failed');
      expectError(
        await post('/api/v1/user/point/exchange/complete', alice, {
          exchangeId: pending.exchange.exchangeId,
        }),
        409,
        18,
      );
      expect(await getJson<Balance>(t.app, '/api/v1/user/point', alice)).toMatchObject({
        balance: 1_200,
        reserved: 0,
      });
      const used = await getJson<History>(t.app, '/api/v1/user/point/history?type=used&size=100', alice);
      expect(used.items.filter((item) => item.kind === 'exchange-release')).toHaveLength(4);
      expect(await sumOfEntries(t.app.database.db, aliceId)).toBe(1_200);
    },
  );

  it.skipIf(!available)(
    'a partner that confirms after the timeout: the exchange completes, never stars back as well as points',
    async () => {
      // A member of their own, given 1,000 stars for ten exchanges of 100.
      const headers = bearer((await signInNaver(t.app, 'naver-stars')).accessToken);
      const memberId = await memberIdOf(t.app, headers);
      await awardStars(t.app.database.db, {
        memberId,
        amount: 1_000,
        reason: '테스트 지급',
        idempotencyKey: 'test:late-partner',
        now: TEST_NOW,
      });
      const left = (await getJson<Balance>(t.app, '/api/v1/user/point', headers)).balance - 1_000;
      const partnerCall = (exchangeId: number, call: 'confirm' | 'cancel') =>
        t.app.inject({
          method: 'POST',
          url: `/dev-partner/v1/exchanges/exchange:${exchangeId}/${call}`,
          headers: { authorization: `Bearer ${t.app.config.PARTNER_POINTS_API_KEY}` },
          payload: {},
        });
      const ids: number[] = [];
      for (let n = 0; n < 10; n += 1) {
        const startedResponse = await exchange(headers, { stars: 100 });
        expect(startedResponse.statusCode, startedResponse.body).toBe(200);
        const started = startedResponse.json() as ExchangeAnswer;
        expect(started.exchange.status).toBe('pending');
        ids.push(started.exchange.exchangeId);
      }
      // The partner confirms at once and answers after PARTNER_POINTS_TIMEOUT_MS (300 ms here).
      const done = await Promise.all(
        ids.map((exchangeId) =>
          post(
            '/api/v1/user/point/exchange/complete',
            headers,
            { exchangeId },
            { 'x-dev-partner-answer': 'late' },
          ),
        ),
      );
      for (const response of done) {
        expect(response.statusCode, response.body).toBe(200);
        expect((response.json() as ExchangeAnswer).exchange).toMatchObject({
          status: 'completed',
          failureReason: null,
        });
      }
      expect(await getJson<Balance>(t.app, '/api/v1/user/point', headers)).toMatchObject({
        balance: left,
        reserved: 0,
      });
      // The partner holds all ten as confirmed (500 points), and our ledger gave no star back.
      for (const exchangeId of ids) {
        expect((await partnerCall(exchangeId, 'confirm')).json()).toMatchObject({ status: 'confirmed' });
        expect((await partnerCall(exchangeId, 'cancel')).statusCode).toBe(409);
      }
      const used = await getJson<History>(t.app, '/api/v1/user/point/history?type=used&size=100', headers);
      expect(used.items.filter((item) => item.kind === 'exchange-release')).toHaveLength(0);
      expect(used.items.filter((item) => item.exchange?.status === 'completed')).toHaveLength(10);
      expect(await sumOfEntries(t.app.database.db, memberId)).toBe(left);

      // A request accepted too late is cancelled in time: the stars come back, and the partner
      // refuses to confirm it afterwards.
      const late = (await exchange(headers, { stars: 100 }, 'late')).json() as ExchangeAnswer;
      expect(late.exchange).toMatchObject({ status: 'failed' });
      expect(late.balance).toBe(left);
      expect((await partnerCall(late.exchange.exchangeId, 'confirm')).statusCode).toBe(422);
    },
  );

  it.skipIf(!available)('keeps the automatic monthly exchange setting', async () => {
    expect(await getJson<Auto>(t.app, '/api/v1/user/point/exchange/auto', alice)).toMatchObject({
      enabled: false,
      stars: null,
      nextRunDate: null,
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/point/exchange/auto',
      headers: alice,
      payload: { enabled: true, stars: 500 },
    });
    expect(put.json()).toMatchObject({ enabled: true, stars: 500, nextRunDate: '2026-12-01' });
    expect(await getJson<Auto>(t.app, '/api/v1/user/point/exchange/auto', alice)).toMatchObject({
      enabled: true,
      stars: 500,
    });
  });

  it.skipIf(!available)('stars stop counting when they expire, with or without the job', async () => {
    const db = t.app.database.db;
    // Alice's stars were all earned on 2026-11-21: they count through 2027-11-30 and not a moment longer.
    t.clock.now = new Date('2027-11-30T14:59:59.000Z');
    alice = bearer((await signInNaver(t.app, 'naver-full')).accessToken);
    const last = await getJson<Summary>(t.app, '/api/v2/user/point/summary', alice);
    expect(last.balance).toBe(1_200);
    expect(last.expiringSoon).toEqual({ amount: 1_200, date: '2027-11-30', withinDays: 30 });
    t.clock.now = new Date('2027-11-30T15:00:00.000Z');
    alice = bearer((await signInNaver(t.app, 'naver-full')).accessToken);
    const gone = await getJson<Summary>(t.app, '/api/v2/user/point/summary', alice);
    expect(gone.balance).toBe(0);
    const expired = await getJson<History>(t.app, '/api/v1/user/point/history?type=expired', alice);
    expect(expired.items.reduce((sum, item) => sum + item.amount, 0)).toBe(-1_200);
    expect(await sumOfEntries(db, aliceId)).toBe(0);
    // Reading again writes nothing more.
    await getJson<Summary>(t.app, '/api/v2/user/point/summary', alice);
    expect(
      (await getJson<History>(t.app, '/api/v1/user/point/history?type=expired', alice)).items,
    ).toHaveLength(expired.items.length);
    t.clock.now = TEST_NOW;
  });

  it.skipIf(!available)('a banned member may exchange for one month, then the stars expire', async () => {
    const db = t.app.database.db;
    const banned = await signInNaver(t.app, 'naver-banned');
    const headers = bearer(banned.accessToken);
    const bannedId = await memberIdOf(t.app, headers);
    // Stars from before the ban (a member banned later keeps what they earned).
    await db.updateTable('member').set({ is_banned: 0 }).where('member_id', '=', bannedId).execute();
    await awardStars(db, {
      memberId: bannedId,
      amount: 700,
      reason: '테스트 지급',
      idempotencyKey: 'test:banned',
      now: TEST_NOW,
    });
    await db
      .updateTable('member')
      .set({ is_banned: 1, banned_at: TEST_NOW.toISOString() })
      .where('member_id', '=', bannedId)
      .execute();
    // The game is blocked with the ban message; exchanging still works within the month.
    const play = await post('/api/v1/user/game/play', headers, {});
    expectError(play, 403, 20);
    expect(play.json().message).toBe(banned.banStatus.message);
    const withinResponse = await exchange(headers, { stars: 200 });
    expect(withinResponse.statusCode, withinResponse.body).toBe(200);
    const within = withinResponse.json() as ExchangeAnswer;
    expect(within.exchange.status).toBe('pending');
    const summary = await getJson<Summary>(t.app, '/api/v2/user/point/summary', headers);
    expect(summary.expiringSoon).toMatchObject({ amount: 500, date: '2026-12-21' });

    t.clock.now = new Date(TEST_NOW.getTime() + 31 * DAY_MS);
    const later = bearer((await signInNaver(t.app, 'naver-banned')).accessToken);
    expectError(await exchange(later, { stars: 100 }), 403, 20);
    expect((await getJson<Balance>(t.app, '/api/v1/user/point', later)).balance).toBe(0);
    const expired = await getJson<History>(t.app, '/api/v1/user/point/history?type=expired', later);
    expect(expired.items[0]).toMatchObject({ amount: -500, title: '이용 정지 후 1개월이 지나 소멸' });
    t.clock.now = TEST_NOW;
  });
});
