import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResponseOf } from '#contract/endpoint.ts';
import type {
  getCustomEvent,
  getEventApplyStatus,
  getPeriodDetail,
  getPeriods,
} from '#contract/exhibition.ts';
import { createTestApp, dialectCases, TEST_NOW, type TestApp } from '../../../tests/support/databases.ts';
import { expectError, getJson, signInTwoMembers } from '../../shared/api.testing.ts';
import { bannerImageUrl, productImageUrl } from '../../shared/media-urls.ts';

type Periods = ResponseOf<typeof getPeriods>;
type PeriodDetail = ResponseOf<typeof getPeriodDetail>;
type CustomEvent = ResponseOf<typeof getCustomEvent>;
type ApplyStatus = ResponseOf<typeof getEventApplyStatus>;

const nowIso = TEST_NOW.toISOString();

describe.each(dialectCases())('periods and events on $dialect', ({ dialect, available }) => {
  let t: TestApp;
  let alice: Record<string, string>;
  let bob: Record<string, string>;
  /** A live, an ended and an upcoming published event of the seed, found by their windows. */
  let events: { live: number; ended: number; upcoming: number };

  beforeAll(async () => {
    if (!available) return;
    t = await createTestApp(dialect);
    [alice, bob] = await signInTwoMembers(t.app);
    const rows = await t.database.db
      .selectFrom('event')
      .selectAll()
      .where('published', '=', 1)
      .orderBy('event_id')
      .execute();
    const pick = (test: (row: (typeof rows)[number]) => boolean) => rows.find(test)!.event_id;
    events = {
      live: pick((row) => row.starts_at <= nowIso && nowIso < row.ends_at),
      ended: pick((row) => row.ends_at <= nowIso),
      upcoming: pick((row) => nowIso < row.starts_at),
    };
  });
  afterAll(async () => {
    if (available) await t.cleanup();
  });

  it.skipIf(!available)(
    'lists only live published periods, ending soonest first, with tracking names',
    async () => {
      const body = await getJson<Periods>(t.app, '/api/v2/display/deal/period?size=100');
      const live = await t.database.db
        .selectFrom('period')
        .select('period_id')
        .where('published', '=', 1)
        .where('starts_at', '<=', nowIso)
        .where('ends_at', '>', nowIso)
        .execute();
      expect(body.periods.map((p) => p.periodId).sort()).toEqual(live.map((row) => row.period_id).sort());
      expect(body.periods.every((p) => p.status === 'live')).toBe(true);
      const ends = body.periods.map((p) => p.endsAt);
      expect(ends).toEqual([...ends].sort());
      const tracked = Object.fromEntries(body.periods.map((p) => [p.periodId, p.trackName]));
      expect(tracked).toMatchObject({ 421: 'pick', 422: 'cereal', 428: 'new', 433: 'meat' });
      expect(body.periods.filter((p) => p.trackName !== null)).toHaveLength(4);
      expect(body.serverTime).toBe(nowIso);
    },
  );

  it.skipIf(!available)('shows a period with its products in the merchandised order', async () => {
    const body = await getJson<PeriodDetail>(
      t.app,
      '/api/v2/display/deal/period/detail?periodId=421&size=100',
    );
    expect(body.period).toMatchObject({ periodId: 421, trackName: 'pick', status: 'live' });
    const stored = await t.database.db
      .selectFrom('period_product')
      .select('product_no')
      .where('period_id', '=', 421)
      .orderBy('sort_order')
      .orderBy('product_no')
      .execute();
    expect(body.products.map((p) => p.productNo)).toEqual(stored.map((row) => row.product_no));
    expect(body.period.productCount).toBe(stored.length);
    expect(body.period.imageUrl).toBe(productImageUrl(stored[0]!.product_no));
    const cheap = await getJson<PeriodDetail>(
      t.app,
      '/api/v2/display/deal/period/detail?periodId=421&sort=PRICE_LOW',
    );
    const prices = cheap.products.map((p) => p.salePrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it.skipIf(!available)(
    'shows ended and upcoming periods with their status, hides unpublished ones',
    async () => {
      const all = await t.database.db
        .selectFrom('period')
        .select(['period_id', 'starts_at', 'ends_at'])
        .execute();
      const ended = all.find((row) => row.ends_at <= nowIso)!;
      const upcoming = all.find((row) => nowIso < row.starts_at)!;
      const endedBody = await getJson<PeriodDetail>(
        t.app,
        `/api/v2/display/deal/period/detail?periodId=${ended.period_id}`,
      );
      expect(endedBody.period.status).toBe('ended');
      const upBody = await getJson<PeriodDetail>(
        t.app,
        `/api/v2/display/deal/period/detail?periodId=${upcoming.period_id}`,
      );
      expect(upBody.period.status).toBe('upcoming');

      await t.database.db.updateTable('period').set({ published: 0 }).where('period_id', '=', 430).execute();
      try {
        expectError(await t.app.inject('/api/v2/display/deal/period/detail?periodId=430'), 404, 8);
        const list = await getJson<Periods>(t.app, '/api/v2/display/deal/period?size=100');
        expect(list.periods.map((p) => p.periodId)).not.toContain(430);
      } finally {
        await t.database.db
          .updateTable('period')
          .set({ published: 1 })
          .where('period_id', '=', 430)
          .execute();
      }
    },
  );

  it.skipIf(!available)('answers bad period ids and filters with 8, 10, 12 and 13', async () => {
    expectError(await t.app.inject('/api/v2/display/deal/period/detail?periodId=999'), 404, 8);
    expectError(await t.app.inject('/api/v2/display/deal/period/detail'), 400, 10);
    expectError(await t.app.inject('/api/v2/display/deal/period/detail?periodId=42a'), 400, 12);
    expectError(await t.app.inject('/api/v2/display/deal/period/detail?periodId=-421'), 400, 12);
    expectError(await t.app.inject('/api/v2/display/deal/period/detail?periodId=421&size=500'), 400, 13);
    expectError(await t.app.inject('/api/v2/display/deal/period?size=0'), 400, 13);
  });

  it.skipIf(!available)('shows an event with whether it can be applied to now', async () => {
    const live = await getJson<CustomEvent>(
      t.app,
      `/api/v2/display/deal/custom-event?eventId=${events.live}`,
    );
    expect(live.event).toMatchObject({ eventId: events.live, status: 'live', canApply: true });
    const ended = await getJson<CustomEvent>(
      t.app,
      `/api/v2/display/deal/custom-event?eventId=${events.ended}`,
    );
    expect(ended.event).toMatchObject({ status: 'ended', canApply: false });
    expectError(await t.app.inject('/api/v2/display/deal/custom-event?eventId=99999'), 404, 8);
    expectError(await t.app.inject('/api/v2/display/deal/custom-event?eventId=abc'), 400, 12);
    expectError(await t.app.inject('/api/v2/display/deal/custom-event'), 400, 10);
  });

  it.skipIf(!available)('shows an event with the picture of the banner that announces it', async () => {
    const banners = await t.database.db
      .selectFrom('banner')
      .select(['banner_id', 'link_url'])
      .where('link_url', 'like', '/event/%')
      .orderBy('banner_id')
      .execute();
    expect(banners.length).toBeGreaterThan(0);
    const announced = banners[0]!;
    const eventId = Number(announced.link_url.slice('/event/'.length));
    const body = await getJson<CustomEvent>(t.app, `/api/v2/display/deal/custom-event?eventId=${eventId}`);
    expect(body.event.imageUrl).toBe(bannerImageUrl(announced.banner_id));
    const art = await t.app.inject(body.event.imageUrl ?? '');
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toContain('image/svg+xml');

    const unannounced = (await t.database.db.selectFrom('event').select('event_id').execute()).find(
      (row) => !banners.some((banner) => banner.link_url === `/event/${row.event_id}`),
    );
    const plain = await getJson<CustomEvent>(
      t.app,
      `/api/v2/display/deal/custom-event?eventId=${unannounced!.event_id}`,
    );
    expect(plain.event.imageUrl).toBeNull();
  });

  it.skipIf(!available)('lets a member apply once; the second time is code 18', async () => {
    const url = '/api/v2/display/deal/event/apply';
    const status = () => getJson<ApplyStatus>(t.app, `${url}?eventId=${events.live}`, alice);
    expect(await status()).toEqual({ eventId: events.live, applied: false, appliedAt: null });

    const first = await t.app.inject({
      method: 'POST',
      url,
      headers: alice,
      payload: { eventId: events.live },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ eventId: events.live, applied: true, appliedAt: nowIso });
    expect(first.json().toastItems[0].phrase).toMatch(/응모/);
    expectError(
      await t.app.inject({ method: 'POST', url, headers: alice, payload: { eventId: events.live } }),
      409,
      18,
    );

    expect(await status()).toEqual({ eventId: events.live, applied: true, appliedAt: nowIso });
    // Another member is not affected by the first one's application.
    const other = await t.app.inject({
      method: 'POST',
      url,
      headers: bob,
      payload: { eventId: events.live },
    });
    expect(other.statusCode).toBe(200);
    const detail = await getJson<CustomEvent>(
      t.app,
      `/api/v2/display/deal/custom-event?eventId=${events.live}`,
    );
    expect(detail.event.applicantCount).toBe(2);
  });

  it.skipIf(!available)('two simultaneous applications make one, and the other is code 18', async () => {
    const url = '/api/v2/display/deal/event/apply';
    const live = await t.database.db
      .selectFrom('event')
      .select('event_id')
      .where('published', '=', 1)
      .where('starts_at', '<=', nowIso)
      .where('ends_at', '>', nowIso)
      .where('event_id', '!=', events.live)
      .executeTakeFirstOrThrow();
    const responses = await Promise.all(
      [1, 2, 3].map(() =>
        t.app.inject({ method: 'POST', url, headers: bob, payload: { eventId: live.event_id } }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it.skipIf(!available)('applies only while the event is live and published', async () => {
    const url = '/api/v2/display/deal/event/apply';
    const post = (eventId: unknown, headers = alice) =>
      t.app.inject({ method: 'POST', url, headers, payload: { eventId } });
    expectError(await post(events.ended), 400, 13);
    expectError(await post(events.upcoming), 400, 13);
    expectError(await post(99999), 404, 8);
    expectError(await post('51'), 400, 12);
    expectError(await post(0), 400, 13);
    expectError(await t.app.inject({ method: 'POST', url, headers: alice, payload: {} }), 400, 10);
  });

  it.skipIf(!available)('needs a signed-in member to apply or to ask', async () => {
    const url = '/api/v2/display/deal/event/apply';
    expectError(await t.app.inject({ method: 'POST', url, payload: { eventId: events.live } }), 401, 110);
    expectError(await t.app.inject(`${url}?eventId=${events.live}`), 401, 110);
    expectError(
      await t.app.inject({
        method: 'POST',
        url,
        headers: { authorization: 'Bearer not-a-token' },
        payload: { eventId: 1 },
      }),
      401,
      112,
    );
  });
});
