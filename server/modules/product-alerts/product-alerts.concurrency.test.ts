import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_ALERT_LIMITS } from '#contract/product-alerts.ts';
import { ALARM_TYPE } from '#contract/rules/alarm-rules.ts';
import { TEST_NOW } from '../../../tests/support/databases.ts';
import { type ClockedApp, createClockedApp, createMember } from '../community/shared/community.testing.ts';
import { runJob, webhookRequest } from './product-alerts.testing.ts';

/**
 * Real parallel requests and job runs on PostgreSQL (each on its own pooled connection): the live
 * limit holds whatever order requests commit in, and one event makes exactly one alarm per member
 * however many runs work on it at once.
 */
const pg = Boolean(process.env.TEST_PG_URL);

describe.skipIf(!pg)('product alerts under concurrency on postgres', () => {
  let t: ClockedApp;

  beforeAll(async () => {
    t = await createClockedApp('postgres', { DB_POOL_MAX: '20' });
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  /** Members made in one statement (tokens are not needed: the job reads the database). */
  async function bulkMembers(count: number, prefix: string, adYn = 0): Promise<number[]> {
    const at = TEST_NOW.toISOString();
    const rows = await t.database.db
      .insertInto('member')
      .values(
        Array.from({ length: count }, (_, n) => ({
          channel_type: 1001,
          provider_subject: `${prefix}-${n}`,
          email: null,
          nickname: `${prefix}${n}`,
          name: null,
          gender: null,
          birth_year: null,
          mobile: null,
          ad_yn: adYn,
          created_at: at,
          updated_at: at,
        })),
      )
      .returning('member_id')
      .execute();
    return rows.map((row) => row.member_id);
  }

  it('60 parallel requests of one member: exactly 50 live, the rest refused with code 13', async () => {
    const member = await createMember(t.app, '한도시험');
    const products = (
      await t.database.db.selectFrom('product').select('product_no').orderBy('product_no').limit(60).execute()
    ).map((row) => row.product_no);
    await t.database.db
      .updateTable('product')
      .set({ sold_out: 1 })
      .where('product_no', 'in', products)
      .execute();
    const responses = await Promise.all(
      products.map((productNo) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/v1/user/alerts/restock',
          headers: member.headers,
          payload: { productNo, subscribe: true },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(PRODUCT_ALERT_LIMITS.livePerMember);
    const refused = responses.filter((response) => response.statusCode !== 200);
    expect(refused).toHaveLength(10);
    for (const response of refused) expect(response.json()).toMatchObject({ code: 13 });
    const live = await t.database.db
      .selectFrom('alert_subscription')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('member_id', '=', member.memberId)
      .executeTakeFirstOrThrow();
    expect(Number(live.count)).toBe(50);
    // Put the products back in stock for the tests below.
    await t.database.db
      .updateTable('product')
      .set({ sold_out: 0 })
      .where('product_no', 'in', products)
      .execute();
    await t.database.db.deleteFrom('alert_subscription').where('member_id', '=', member.memberId).execute();
  });

  it('four job runs at once on one restock of 600 subscribers: one alarm each, every request answered', async () => {
    const db = t.database.db;
    const productNo = (
      await db
        .selectFrom('product')
        .select('product_no')
        .orderBy('product_no', 'desc')
        .limit(1)
        .executeTakeFirstOrThrow()
    ).product_no;
    await db.updateTable('product').set({ sold_out: 1 }).where('product_no', '=', productNo).execute();
    const members = await bulkMembers(600, 'restock-wait');
    const at = TEST_NOW.toISOString();
    await db
      .insertInto('alert_subscription')
      .values(
        members.map((memberId) => ({
          member_id: memberId,
          kind: 'restock',
          target_id: productNo,
          created_at: at,
          expires_at: '2026-12-21T03:00:00.000Z',
        })),
      )
      .execute();
    const later = new Date(TEST_NOW.getTime() + 1000);
    t.clock.now = later;
    expect((await webhookRequest(t.app, { products: [{ productNo, soldOut: false }] })).statusCode).toBe(200);
    const runs = await Promise.all(
      Array.from({ length: 4 }, () => runJob(db, 'postgres', later, { batchSize: 50 })),
    );
    const alarms = await db
      .selectFrom('alarm')
      .select(['member_id'])
      .where('alarm_type', '=', ALARM_TYPE.restock)
      .where('member_id', 'in', members)
      .execute();
    expect(alarms).toHaveLength(600);
    expect(new Set(alarms.map((row) => row.member_id)).size).toBe(600);
    expect(runs.reduce((sum, run) => sum + run.alarms, 0)).toBe(600);
    const left = await db
      .selectFrom('alert_subscription')
      .select('subscription_id')
      .where('target_id', '=', productNo)
      .where('kind', '=', 'restock')
      .execute();
    expect(left).toEqual([]);
    t.clock.now = TEST_NOW;
  });

  it('four job runs at once on one price drop of 500 likers: one alarm each, marketing consent only', async () => {
    const db = t.database.db;
    const product = await db
      .selectFrom('product')
      .select(['product_no', 'sale_price'])
      .where('sold_out', '=', 0)
      .orderBy('product_no', 'desc')
      .offset(3)
      .limit(1)
      .executeTakeFirstOrThrow();
    const consenting = await bulkMembers(400, 'price-yes', 1);
    const declining = await bulkMembers(100, 'price-no', 0);
    await db
      .insertInto('product_like')
      .values(
        [...consenting, ...declining].map((memberId) => ({
          member_id: memberId,
          product_no: product.product_no,
          created_at: TEST_NOW.toISOString(),
          pre_page_name: null,
          pre_list_component: null,
          category_id: null,
        })),
      )
      .execute();
    const later = new Date(TEST_NOW.getTime() + 2000);
    t.clock.now = later;
    await webhookRequest(t.app, {
      products: [{ productNo: product.product_no, salePrice: product.sale_price - 10 }],
    });
    await Promise.all(Array.from({ length: 4 }, () => runJob(db, 'postgres', later, { batchSize: 64 })));
    const alarms = await db
      .selectFrom('alarm')
      .select(['member_id'])
      .where('alarm_type', '=', ALARM_TYPE.priceDrop)
      .where('member_id', 'in', [...consenting, ...declining])
      .execute();
    expect(alarms).toHaveLength(400);
    expect(new Set(alarms.map((row) => row.member_id))).toEqual(new Set(consenting));
    t.clock.now = TEST_NOW;
  });
});
