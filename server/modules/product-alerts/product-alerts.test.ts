import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Alarm } from '#contract/alarm.ts';
import { ALARM_TYPE } from '#contract/rules/alarm-rules.ts';
import { dialectCases, TEST_NOW } from '../../../tests/support/databases.ts';
import { runAdmin } from '../../admin/admin.ts';
import { importCatalog } from '../../catalog/catalog-import.ts';
import { expectError } from '../../shared/api.testing.ts';
import {
  type ClockedApp,
  createClockedApp,
  createMember,
  type TestMember,
} from '../community/shared/community.testing.ts';
import { sendDuePushes } from './product-alerts.job.ts';
import { recordingPush, runJob, setConsents, webhookRequest } from './product-alerts.testing.ts';

const DAY = 24 * 60 * 60 * 1000;

describe.each(dialectCases())('product alerts on $dialect', ({ dialect, available }) => {
  let t: ClockedApp;
  let ana: TestMember;
  let ben: TestMember;
  /** Sold-out products of the seed, and products in stock. */
  let soldOut: number[];
  let inStock: number[];

  beforeAll(async () => {
    if (!available) return;
    t = await createClockedApp(dialect);
    ana = await createMember(t.app, '재입고기다림');
    ben = await createMember(t.app, '가격보는사람');
    const db = t.database.db;
    inStock = (
      await db
        .selectFrom('product')
        .select('product_no')
        .where('sold_out', '=', 0)
        .where('store_id', 'is not', null)
        .orderBy('product_no')
        .limit(10)
        .execute()
    ).map((row) => row.product_no);
    // Sold out for these tests: the seed's own sold-out products are in deals the other tests use.
    soldOut = inStock.splice(0, 4);
    await db.updateTable('product').set({ sold_out: 1 }).where('product_no', 'in', soldOut).execute();
  });
  afterAll(async () => {
    if (available) await t.cleanup();
  });

  const put = (who: TestMember | null, kind: 'restock' | 'opening', payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/user/alerts/${kind}`,
      headers: who?.headers ?? {},
      payload: payload as Record<string, unknown>,
    });
  const alarmsOf = async (who: TestMember, alarmType?: number) => {
    const response = await t.app.inject({
      url: `/api/v1/alarm/view${alarmType ? `?alarmType=${alarmType}` : ''}`,
      headers: who.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { alarms: Alarm[] }).alarms;
  };
  const listOf = async (who: TestMember) => {
    const response = await t.app.inject({ url: '/api/v1/user/alerts', headers: who.headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      alerts: { kind: string; targetId: number; link: string; expiresAt: string }[];
      limit: number;
    };
  };

  it.runIf(available)('asks for a restock alert once, lists it for 30 days, cancels it', async () => {
    const [productNo] = soldOut as [number];
    const first = await put(ana, 'restock', { productNo, subscribe: true });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      productNo,
      subscribed: true,
      expiresAt: new Date(TEST_NOW.getTime() + 30 * DAY).toISOString(),
      liveCount: 1,
    });
    // A double tap is one request.
    expect((await put(ana, 'restock', { productNo, subscribe: true })).json()).toMatchObject({
      liveCount: 1,
    });
    const list = await listOf(ana);
    expect(list.limit).toBe(50);
    expect(list.alerts).toEqual([
      expect.objectContaining({
        kind: 'restock',
        targetId: productNo,
        link: `/dev-shop/product/detail.html?product_no=${productNo}`,
      }),
    ]);
    const check = await t.app.inject({
      url: `/api/v1/user/alerts/check?productNos=${productNo},${inStock[0]}`,
      headers: ana.headers,
    });
    expect(check.json()).toMatchObject({ productNos: [productNo], dealIds: [] });
    // Cancelled, and cancelled again: nothing left, no error.
    expect((await put(ana, 'restock', { productNo, subscribe: false })).json()).toMatchObject({
      subscribed: false,
      liveCount: 0,
    });
    expect((await put(ana, 'restock', { productNo, subscribe: false })).statusCode).toBe(200);
    expect((await listOf(ana)).alerts).toEqual([]);
    // After 30 days a request is over: the list no longer has it.
    await put(ana, 'restock', { productNo, subscribe: true });
    t.clock.now = new Date(TEST_NOW.getTime() + 30 * DAY + 1);
    try {
      expect((await listOf(ana)).alerts).toEqual([]);
    } finally {
      t.clock.now = TEST_NOW;
    }
    await put(ana, 'restock', { productNo, subscribe: false });
  });

  it.runIf(available)('refuses bad requests in Korean, never a 500', async () => {
    expectError(await put(null, 'restock', { productNo: soldOut[0], subscribe: true }), 401, 110);
    expectError(await put(ana, 'restock', { productNo: 'abc', subscribe: true }), 400, 12);
    expectError(await put(ana, 'restock', { productNo: 0, subscribe: true }), 400, 13);
    expectError(await put(ana, 'restock', { productNo: soldOut[0] }), 400, 10);
    expectError(await put(ana, 'restock', { productNo: 2_000_000_000, subscribe: true }), 404, 8);
    // In stock: nothing to wait for.
    expectError(await put(ana, 'restock', { productNo: inStock[0], subscribe: true }), 400, 13);
    expectError(await put(ana, 'opening', { dealId: 2_000_000_000, subscribe: true }), 404, 8);
    const check = await t.app.inject({
      url: '/api/v1/user/alerts/check?productNos=1,,2',
      headers: ana.headers,
    });
    expectError(check, 400, 12);
  });

  it.runIf(available)('the shop webhook refuses what it cannot trust, and bad bodies, with 4xx', async () => {
    const body = { products: [{ productNo: inStock[1], salePrice: 1000 }] };
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/v1/shop/webhook/products',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expectError(unsigned, 401, 110);
    expectError(await webhookRequest(t.app, body, { secret: 'someone-elses-secret-1234' }), 401, 110);
    expectError(
      await webhookRequest(t.app, body, { at: new Date(TEST_NOW.getTime() - 10 * 60 * 1000) }),
      401,
      110,
    );
    expectError(await webhookRequest(t.app, body, { timestamp: 'yesterday' }), 401, 110);
    expectError(await webhookRequest(t.app, { products: [] }), 400, 13);
    expectError(await webhookRequest(t.app, { products: [{ productNo: 1, salePrice: -5 }] }), 400, 13);
    expectError(await webhookRequest(t.app, { products: [{ productNo: 1, colour: 'red' }] }), 400, 12);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/shop/webhook/products',
      headers: { 'content-type': 'application/json', 'x-shop-timestamp': '1', 'x-shop-signature': 'x' },
      payload: '{not json',
    });
    expectError(bad, 400, 12);
    // Nothing above changed the price.
    const row = await t.database.db
      .selectFrom('product')
      .select('sale_price')
      .where('product_no', '=', inStock[1] ?? 0)
      .executeTakeFirstOrThrow();
    expect(row.sale_price).not.toBe(1000);
    const unknown = await webhookRequest(t.app, { products: [{ productNo: 2_000_000_000, soldOut: false }] });
    expect(unknown.json()).toEqual({ results: [{ productNo: 2_000_000_000, status: 'unknown' }] });
  });

  it.runIf(available)(
    'stock back through the webhook: each subscriber gets one alarm, later, linking to the product',
    async () => {
      const productNo = soldOut[1] ?? 0;
      expect((await put(ana, 'restock', { productNo, subscribe: true })).statusCode).toBe(200);
      expect((await put(ben, 'restock', { productNo, subscribe: true })).statusCode).toBe(200);
      const restocked = await webhookRequest(t.app, { products: [{ productNo, soldOut: false }] });
      expect(restocked.statusCode, restocked.body).toBe(200);
      expect(restocked.json()).toEqual({ results: [{ productNo, status: 'updated' }] });
      // The shop's call made no alarm: the job does, off the request path.
      expect(await alarmsOf(ana, ALARM_TYPE.restock)).toEqual([]);
      const first = await runJob(t.database.db, dialect, TEST_NOW);
      expect(first).toMatchObject({ events: 1, alarms: 2 });
      const [alarm] = await alarmsOf(ana, ALARM_TYPE.restock);
      expect(alarm).toMatchObject({
        label: '재입고',
        message: '재입고 알림을 신청한 상품이 다시 들어왔어요.',
        link: `/dev-shop/product/detail.html?product_no=${productNo}`,
        isRead: false,
      });
      expect(await alarmsOf(ben, ALARM_TYPE.restock)).toHaveLength(1);
      // Run again: nothing more. The requests are answered and gone.
      expect(await runJob(t.database.db, dialect, TEST_NOW)).toMatchObject({ events: 0, alarms: 0 });
      expect(await alarmsOf(ana, ALARM_TYPE.restock)).toHaveLength(1);
      expect((await listOf(ana)).alerts).toEqual([]);
      // The same report again changes nothing and makes no event.
      expect((await webhookRequest(t.app, { products: [{ productNo, soldOut: false }] })).json()).toEqual({
        results: [{ productNo, status: 'unchanged' }],
      });
    },
  );

  it.runIf(available)('an opening alert arrives when the deal starts, once', async () => {
    const deal = await t.database.db
      .selectFrom('deal')
      .select(['deal_id', 'starts_at'])
      .where('published', '=', 1)
      .where('starts_at', '>', TEST_NOW.toISOString())
      .orderBy('starts_at')
      .executeTakeFirstOrThrow();
    const asked = await put(ana, 'opening', { dealId: deal.deal_id, subscribe: true });
    expect(asked.statusCode, asked.body).toBe(200);
    const check = await t.app.inject({
      url: `/api/v1/user/alerts/check?dealIds=${deal.deal_id}`,
      headers: ana.headers,
    });
    expect(check.json()).toMatchObject({ dealIds: [deal.deal_id] });
    // Before the start: nothing.
    expect(await runJob(t.database.db, dialect, TEST_NOW)).toMatchObject({ alarms: 0 });
    const started = new Date(new Date(deal.starts_at).getTime() + 1000);
    expect(await runJob(t.database.db, dialect, started)).toMatchObject({ events: 1, alarms: 1 });
    expect(await runJob(t.database.db, dialect, started)).toMatchObject({ events: 0, alarms: 0 });
    const alarms = await alarmsOf(ana, ALARM_TYPE.dealOpening);
    expect(alarms).toHaveLength(1);
    expect(alarms[0]).toMatchObject({ label: '오픈', link: `/deal/${deal.deal_id}` });
    // A started deal takes no new request.
    t.clock.now = started;
    try {
      expectError(await put(ben, 'opening', { dealId: deal.deal_id, subscribe: true }), 400, 13);
    } finally {
      t.clock.now = TEST_NOW;
    }
  });

  it.runIf(available)(
    'a lower price reaches likers with marketing consent once a day, with both prices',
    async () => {
      const productNo = inStock[2] ?? 0;
      const db = t.database.db;
      const before = await db
        .selectFrom('product')
        .select('sale_price')
        .where('product_no', '=', productNo)
        .executeTakeFirstOrThrow();
      const carol = await createMember(t.app, '동의안함');
      await setConsents(db, ben.memberId, { marketing: true });
      await setConsents(db, carol.memberId, { marketing: false });
      for (const who of [ben, carol]) {
        const liked = await t.app.inject({
          method: 'PUT',
          url: '/api/v1/user/like/product',
          headers: who.headers,
          payload: { productNo, likeMode: true },
        });
        expect(liked.statusCode, liked.body).toBe(200);
      }
      const lower = before.sale_price - 1000;
      await webhookRequest(t.app, { products: [{ productNo, salePrice: lower }] });
      // A rise is no news.
      t.clock.now = new Date(TEST_NOW.getTime() + 60_000);
      await webhookRequest(t.app, { products: [{ productNo, salePrice: lower + 500 }] });
      await runJob(db, dialect, t.clock.now);
      const won = (n: number) => `${new Intl.NumberFormat('ko-KR').format(n)}원`;
      const [alarm] = await alarmsOf(ben, ALARM_TYPE.priceDrop);
      expect(alarm).toMatchObject({ label: '가격 인하', message: '찜한 상품의 가격이 내렸어요.' });
      expect(alarm?.detail).toContain(`${won(before.sale_price)} → ${won(lower)}`);
      expect(await alarmsOf(carol, ALARM_TYPE.priceDrop)).toEqual([]);
      // Another drop the same day (KST): still one alarm for the product.
      t.clock.now = new Date(TEST_NOW.getTime() + 120_000);
      await webhookRequest(t.app, { products: [{ productNo, salePrice: lower - 2000 }] });
      await runJob(db, dialect, t.clock.now);
      expect(await alarmsOf(ben, ALARM_TYPE.priceDrop)).toHaveLength(1);
      // The next day's drop is news again.
      t.clock.now = new Date(TEST_NOW.getTime() + DAY);
      await webhookRequest(t.app, { products: [{ productNo, salePrice: lower - 3000 }] });
      await runJob(db, dialect, t.clock.now);
      expect(await alarmsOf(ben, ALARM_TYPE.priceDrop)).toHaveLength(2);
      t.clock.now = TEST_NOW;
    },
  );

  it.runIf(available)(
    'a catalogue import that lowers a price or adds a store product raises the events',
    async () => {
      const db = t.database.db;
      const row = await db
        .selectFrom('product')
        .selectAll()
        .where('product_no', '=', inStock[3] ?? 0)
        .executeTakeFirstOrThrow();
      const storeId = row.store_id ?? 0;
      const dave = await createMember(t.app, '상점팬');
      await setConsents(db, dave.memberId, { marketing: true });
      await db
        .insertInto('product_like')
        .values({
          member_id: dave.memberId,
          product_no: row.product_no,
          created_at: TEST_NOW.toISOString(),
          pre_page_name: null,
          pre_list_component: null,
          category_id: null,
        })
        .execute();
      await db
        .insertInto('shop_like')
        .values({ member_id: dave.memberId, store_id: storeId, created_at: TEST_NOW.toISOString() })
        .execute();
      const line = (productNo: number, salePrice: number) =>
        JSON.stringify({
          type: 'product',
          productNo,
          name: productNo === row.product_no ? row.name : '새로 들어온 상품',
          categoryCode: row.category_code,
          storeId,
          origin: row.origin,
          weight: row.weight,
          regularPrice: row.regular_price,
          salePrice,
          createdAt: row.created_at,
        });
      const at = new Date(TEST_NOW.getTime() + 2 * DAY);
      const imported = await importCatalog(
        db,
        [line(row.product_no, row.sale_price - 100), line(9_300_001, 5000)].join('\n'),
        {
          now: at,
        },
      );
      expect(imported.ok, JSON.stringify(imported)).toBe(true);
      await runJob(db, dialect, at);
      expect((await alarmsOf(dave, ALARM_TYPE.priceDrop))[0]?.link).toBe(
        `/dev-shop/product/detail.html?product_no=${row.product_no}`,
      );
      const [news] = await alarmsOf(dave, ALARM_TYPE.storeNews);
      expect(news).toMatchObject({ label: '상점 소식', message: '찜한 상점에 새 상품이 올라왔어요.' });
      expect(news?.link).toMatch(new RegExp(`^/local/store/\\d+/${storeId}$`));
    },
  );

  it.runIf(available)(
    'pushes go to devices with push on, held from 21:00 to 08:00 KST; withdrawn members get nothing',
    async () => {
      const db = t.database.db;
      const productNo = soldOut[2] ?? 0;
      const erin = await createMember(t.app, '푸시받음');
      const gone = await createMember(t.app, '탈퇴예정');
      await setConsents(db, erin.memberId, { pushDevice: 'device-erin-1' });
      await setConsents(db, gone.memberId, { pushDevice: 'device-gone-1' });
      expect((await put(erin, 'restock', { productNo, subscribe: true })).statusCode).toBe(200);
      expect((await put(gone, 'restock', { productNo, subscribe: true })).statusCode).toBe(200);
      await db
        .updateTable('member')
        .set({ withdrawn_at: TEST_NOW.toISOString() })
        .where('member_id', '=', gone.memberId)
        .execute();
      // A device the member signed out of (session revoked) gets no push, though its switch is on.
      const left = await createMember(t.app, '로그아웃함');
      await setConsents(db, left.memberId, { pushDevice: 'device-left-1' });
      expect((await put(left, 'restock', { productNo, subscribe: true })).statusCode).toBe(200);
      await db
        .updateTable('auth_session')
        .set({ revoked_at: TEST_NOW.toISOString(), revoke_reason: 'logout' })
        .where('session_id', '=', 'push-session-device-left-1')
        .execute();
      // 22:30 KST (13:30 UTC): the alarm now, the push at 08:00 KST (23:00 UTC).
      const night = new Date('2026-11-21T13:30:00.000Z');
      t.clock.now = night;
      await webhookRequest(t.app, { products: [{ productNo, soldOut: false }] });
      const push = recordingPush();
      const result = await runJob(db, dialect, night, { push });
      expect(result).toMatchObject({ alarms: 2, pushesQueued: 1, pushesSent: 0 });
      expect(await alarmsOf(erin, ALARM_TYPE.restock)).toHaveLength(1);
      const goneAlarms = await db
        .selectFrom('alarm')
        .select('alarm_id')
        .where('member_id', '=', gone.memberId)
        .execute();
      expect(goneAlarms).toEqual([]);
      expect(await sendDuePushes(db, push, new Date('2026-11-21T22:59:59.000Z'))).toBe(0);
      expect(await sendDuePushes(db, push, new Date('2026-11-21T23:00:00.000Z'))).toBe(1);
      expect(push.sent).toEqual([
        expect.objectContaining({
          deviceUuid: 'device-erin-1',
          title: '재입고 알림',
          link: `/dev-shop/product/detail.html?product_no=${productNo}`,
        }),
      ]);
      // Sent once, however often it runs.
      expect(await sendDuePushes(db, push, new Date('2026-11-22T00:00:00.000Z'))).toBe(0);
      t.clock.now = TEST_NOW;
    },
  );

  it.runIf(available)(
    'handled events and sent pushes are deleted after 30 days, pending ones kept',
    async () => {
      const db = t.database.db;
      const handled = await db
        .selectFrom('alert_event')
        .select('event_id')
        .where('done_at', 'is not', null)
        .execute();
      expect(handled.length).toBeGreaterThan(0);
      await db
        .insertInto('alert_event')
        .values({
          kind: 'restock',
          dedupe_key: 'restock:pending-test',
          product_no: 0,
          deal_id: null,
          store_id: null,
          old_price: null,
          new_price: null,
          occurred_at: TEST_NOW.toISOString(),
          done_at: null,
        })
        .execute();
      await runJob(db, dialect, new Date(TEST_NOW.getTime() + 40 * DAY));
      const left = await db.selectFrom('alert_event').select(['dedupe_key', 'done_at']).execute();
      // The pending one was handled by this run (its product is gone: no alarm) and is kept for 30 days.
      expect(left).toEqual([
        {
          dedupe_key: 'restock:pending-test',
          done_at: new Date(TEST_NOW.getTime() + 40 * DAY).toISOString(),
        },
      ]);
      expect(
        await db.selectFrom('push_message').select('push_id').where('sent_at', 'is not', null).execute(),
      ).toEqual([]);
    },
  );

  it.runIf(available)('npm run admin -- alerts run: runs the job once, and explains its usage', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const ctx = {
      db: t.database.db,
      now: TEST_NOW,
      builtWebVersion: 'test',
      io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) },
    };
    expect(await runAdmin(['alerts', 'run'], ctx)).toBe(0);
    expect(out.join('\n')).toMatch(/^알림 작업: 사건 \d+건 처리/);
    expect(await runAdmin(['alerts', 'go'], ctx)).toBe(2);
    expect(err.join('\n')).toContain('alerts run');
  });
});
