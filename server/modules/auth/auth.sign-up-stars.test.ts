/**
 * A member who signs up starts with what the rules give (the welcome stars) and nothing else, even on a
 * development instance over a fully seeded demo database; the demo star history belongs to the seed's
 * demo member (naver-stars, server/seed/points.ts), who has it before ever signing in.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { getAlarmCount, listAlarms } from '#contract/alarm.ts';
import type { ResponseOf } from '#contract/endpoint.ts';
import { type getPoint, type getPointHistory, STAR_AWARDS } from '#contract/point.ts';
import {
  dialectCases,
  openTestDatabase,
  TEST_NOW,
  type TestDatabase,
} from '../../../tests/support/databases.ts';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { prepareDatabase } from '../../seed/prepare.ts';
import { getJson } from '../../shared/api.testing.ts';
import { bearer, signInNaver } from './auth.testing.ts';

type Balance = ResponseOf<typeof getPoint>;
type History = ResponseOf<typeof getPointHistory>;
type AlarmCount = ResponseOf<typeof getAlarmCount>;
type Alarms = ResponseOf<typeof listAlarms>;

describe.each(dialectCases())(
  'signing up on a development instance on $dialect',
  ({ dialect, available }) => {
    let testDb: TestDatabase;
    let app: FastifyInstance;

    beforeAll(async () => {
      if (!available) return;
      testDb = await openTestDatabase(dialect, { seed: false });
      // The demo database `npm start` makes (SEED_ON_START): catalogue, orders, community, demo members.
      await prepareDatabase(testDb.database, { seed: true, now: TEST_NOW });
      // NODE_ENV=development is what the sign-in once took for "give every member the seed's history".
      app = await buildApp(testConfig({ NODE_ENV: 'development' }), {
        database: testDb.database,
        clock: () => TEST_NOW,
      });
      await app.ready();
    }, 60_000);
    afterAll(async () => {
      if (!available) return;
      await app.close();
      await testDb.cleanup();
    });

    it.skipIf(!available)(
      'gives a new member the welcome stars only: no seeded history, no alarms but their own',
      async () => {
        expect(app.config.NODE_ENV).toBe('development');
        const signedIn = await signInNaver(app, 'naver-full');
        expect(signedIn.isNewMember).toBe(true);
        const me = bearer(signedIn.accessToken);

        const balance = await getJson<Balance>(app, '/api/v1/user/point', me);
        expect(balance).toMatchObject({ balance: STAR_AWARDS.welcome, reserved: 0 });
        const history = await getJson<History>(app, '/api/v1/user/point/history', me);
        expect(history.items).toHaveLength(1);
        expect(history.items[0]).toMatchObject({ type: 'earned', kind: 'earn', amount: STAR_AWARDS.welcome });

        // Their own alarm (the welcome stars), none of a seeded history's earnings and expiries.
        const alarms = await getJson<Alarms>(app, '/api/v1/alarm/view', me);
        expect(alarms.alarms).toHaveLength(1);
        expect(alarms.alarms[0]).toMatchObject({ label: '별 적립', detail: '회원 가입 환영 별' });
        expect(await getJson<AlarmCount>(app, '/api/v1/alarm/count', me)).toEqual({ unreadCount: 1 });

        // Signing in again adds nothing.
        await signInNaver(app, 'naver-full');
        expect((await getJson<Balance>(app, '/api/v1/user/point', me)).balance).toBe(STAR_AWARDS.welcome);
        expect((await getJson<History>(app, '/api/v1/user/point/history', me)).items).toHaveLength(1);
      },
    );

    it.skipIf(!available)('leaves the seeded demo member their history, without welcome stars', async () => {
      const signedIn = await signInNaver(app, 'naver-stars');
      expect(signedIn.isNewMember).toBe(false);
      const me = bearer(signedIn.accessToken);
      const history = await getJson<History>(app, '/api/v1/user/point/history', me);
      expect(history.items.length).toBeGreaterThan(10);
      expect(history.items.some((item) => item.amount === STAR_AWARDS.welcome && item.kind === 'earn')).toBe(
        false,
      );
      expect(new Set(history.items.map((item) => item.type))).toContain('used');
      expect((await getJson<Balance>(app, '/api/v1/user/point', me)).balance).toBeGreaterThan(
        STAR_AWARDS.welcome,
      );
    });
  },
);
