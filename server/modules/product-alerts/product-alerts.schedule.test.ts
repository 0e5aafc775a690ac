import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Alarm } from '#contract/alarm.ts';
import { ALARM_TYPE } from '#contract/rules/alarm-rules.ts';
import { dialectCases } from '../../../tests/support/databases.ts';
import { type ClockedApp, createClockedApp, createMember } from '../community/shared/community.testing.ts';
import { setConsents, webhookRequest } from './product-alerts.testing.ts';

/**
 * The embedded server runs the job by itself (the job runner, every ALERTS_JOB_INTERVAL_MS), with the push stand-in of the
 * development stand-ins, whose record GET /dev-push/sent shows. The clock the job reads is the app's
 * (the test's); only the interval's ticking is real time.
 */
describe.each(dialectCases())('the alerts job in the server on $dialect', ({ dialect, available }) => {
  let t: ClockedApp;
  beforeAll(async () => {
    if (available)
      t = await createClockedApp(dialect, { ALERTS_JOB_INTERVAL_MS: '100', JOBS: 'product-alerts' });
  });
  afterAll(async () => {
    if (available) await t.cleanup();
  });

  it.runIf(available)(
    'answers a restock without an operator and the push stand-in records the push',
    async () => {
      const db = t.database.db;
      // 12:00 KST: outside the quiet hours.
      t.clock.now = new Date('2026-11-21T03:00:00.000Z');
      const member = await createMember(t.app, '자동알림');
      await setConsents(db, member.memberId, { pushDevice: 'device-schedule-1' });
      const { product_no: productNo } = await db
        .selectFrom('product')
        .select('product_no')
        .where('sold_out', '=', 0)
        .orderBy('product_no', 'desc')
        .executeTakeFirstOrThrow();
      await db.updateTable('product').set({ sold_out: 1 }).where('product_no', '=', productNo).execute();
      const asked = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/user/alerts/restock',
        headers: member.headers,
        payload: { productNo, subscribe: true },
      });
      expect(asked.statusCode, asked.body).toBe(200);
      expect((await webhookRequest(t.app, { products: [{ productNo, soldOut: false }] })).statusCode).toBe(
        200,
      );
      await vi.waitFor(
        async () => {
          const response = await t.app.inject({
            url: `/api/v1/alarm/view?alarmType=${ALARM_TYPE.restock}`,
            headers: member.headers,
          });
          expect((response.json() as { alarms: Alarm[] }).alarms).toHaveLength(1);
        },
        { timeout: 10_000, interval: 100 },
      );
      await vi.waitFor(
        async () => {
          const sent = (await t.app.inject({ url: '/dev-push/sent' })).json() as {
            pushes: { deviceUuid: string; title: string }[];
          };
          expect(sent.pushes).toContainEqual(
            expect.objectContaining({ deviceUuid: 'device-schedule-1', title: '재입고 알림' }),
          );
        },
        { timeout: 10_000, interval: 100 },
      );
    },
  );
});
