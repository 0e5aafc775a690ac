/**
 * The star summary is kept for its session a moment (auth/kept-answers.ts), so a repeated read makes
 * no round trip. What a member must never notice: their own write (a star exchange, logout) shows at
 * once, another's write (an award by a job, a revocation or ban by an operator) as soon as the
 * database's notice arrives, and a kept answer is at most a second behind the clock. Behind a
 * transaction-mode pooler nothing can be heard, so nothing is kept.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { starExpiresAt } from '#contract/rules/star-rules.ts';
import {
  dialectCases,
  openTestDatabase,
  TEST_NOW,
  type TestDatabase,
} from '../../../tests/support/databases.ts';
import { testPgPooler } from '../../../tests/support/pg-url.ts';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import type { MemberChanges } from '../../db/member-changes.ts';
import { expectError } from '../../shared/api.testing.ts';
import { type AuthTestApp, bearer, createAuthTestApp, signInNaver } from '../auth/auth.testing.ts';
import { awardStars, pointSummary } from './point.service.ts';

const SUMMARY = '/api/v2/user/point/summary';

describe.each(dialectCases())(
  'the star summary kept for its session on $dialect',
  ({ dialect, available }) => {
    const pooled = dialect === 'postgres' && testPgPooler() !== 'none';
    describe.skipIf(!available)('', () => {
      let t: AuthTestApp;
      /** Every member the database has announced a change of (null: everyone). */
      const announced: (number | null)[] = [];
      beforeAll(async () => {
        t = await createAuthTestApp(dialect);
        t.app.database.memberChanges.subscribe((memberId) => announced.push(memberId));
        if (!pooled) await vi.waitFor(() => expect(t.app.database.memberChanges.heard()).toBe(true));
      });
      afterAll(async () => {
        await t?.cleanup();
      });
      const db = () => t.app.database.db;

      /**
       * Waits until every notice of a write made so far has come: notices arrive in commit order, so
       * once the service stop's (which names everyone) is heard, any before it was. Then no late notice
       * can drop what the test keeps next.
       */
      const settled = async () => {
        announced.length = 0;
        await db().updateTable('point_policy').set({ service_stop_at: null }).where('id', '=', 1).execute();
        if (!pooled) await vi.waitFor(() => expect(announced).toContain(null), { timeout: 3_000 });
      };
      const signIn = async (identity = 'naver-full') => {
        const { accessToken } = await signInNaver(t.app, identity);
        const verdict = await t.app.accessTokens.verify(accessToken, t.clock.now);
        if (verdict.kind !== 'valid') throw new Error(`a fresh token did not verify: ${verdict.kind}`);
        await settled();
        return { ...verdict.claims, token: accessToken };
      };
      const summary = async (token: string) => {
        const response = await t.app.inject({ url: SUMMARY, headers: bearer(token) });
        expect(response.statusCode, response.body).toBe(200);
        return response.json() as { balance: number };
      };
      /** Waits until the database's notice of a write of this member has come (PostgreSQL: after commit). */
      const noticed = async (memberId: number, write: () => Promise<unknown>) => {
        announced.length = 0;
        await write();
        if (!pooled) await vi.waitFor(() => expect(announced).toContain(memberId), { timeout: 3_000 });
      };
      const award = (memberId: number, amount: number) =>
        awardStars(db(), {
          memberId,
          amount,
          reason: '테스트 적립',
          idempotencyKey: `test:summary-kept:${memberId}:${t.clock.now.getTime()}:${amount}`,
          now: t.clock.now,
        });

      it('answers a repeated read from what it kept, at most a second behind the clock', async () => {
        const earner = await signIn();
        await noticed(earner.memberId, () => award(earner.memberId, 30));
        // 300 ms before the stars expire (signed in again: the first token has long expired by then),
        // then 100 ms past it, when a fresh read would expire them; then a second after the kept read.
        t.clock.now = new Date(starExpiresAt(t.clock.now).getTime() - 300);
        const caller = await signIn();
        const first = await summary(caller.token);
        expect(first.balance).toBeGreaterThanOrEqual(30);
        t.clock.advance(400);
        const second = await summary(caller.token);
        t.clock.advance(600);
        const third = await summary(caller.token);
        expect(third.balance).toBeLessThan(first.balance);
        expect(third).toEqual(await pointSummary(db(), caller.memberId, t.clock.now));
        // Behind a pooler nothing is kept: the read 100 ms past the expiry was already fresh.
        expect(second).toEqual(pooled ? third : first);
      });

      it("shows the member's own star exchange at once", async () => {
        const caller = await signIn();
        await noticed(caller.memberId, () => award(caller.memberId, 500));
        const before = await summary(caller.token);
        await summary(caller.token);
        const exchanged = await t.app.inject({
          method: 'POST',
          url: '/api/v1/user/point/exchange',
          headers: bearer(caller.token),
          payload: { stars: 200 },
        });
        expect(exchanged.statusCode, exchanged.body).toBe(200);
        const after = await summary(caller.token);
        expect(after).toEqual(await pointSummary(db(), caller.memberId, t.clock.now));
        expect(after.balance).toBe(before.balance - 200);
      });

      it('ends a session at once on logout, even with its answer kept', async () => {
        const caller = await signIn();
        await summary(caller.token);
        await summary(caller.token);
        const loggedOut = await t.app.inject({
          method: 'DELETE',
          url: '/api/v1/token/jwt',
          headers: bearer(caller.token),
        });
        expect(loggedOut.statusCode, loggedOut.body).toBe(200);
        expectError(await t.app.inject({ url: SUMMARY, headers: bearer(caller.token) }), 401, 112);
      });

      it("shows another's write once the database's notice has come: an award, a revocation, a withdrawal", async () => {
        const caller = await signIn();
        const kept = await summary(caller.token);
        // An award by a job: the clock has not moved, so only the notice can make the answer new.
        await noticed(caller.memberId, () => award(caller.memberId, 7));
        expect((await summary(caller.token)).balance).toBe(kept.balance + 7);

        const revoked = await signIn();
        await summary(revoked.token);
        await noticed(revoked.memberId, () =>
          db()
            .updateTable('auth_session')
            .set({ revoked_at: t.clock.now.toISOString(), revoke_reason: 'test' })
            .where('session_id', '=', revoked.sessionId)
            .execute(),
        );
        expectError(await t.app.inject({ url: SUMMARY, headers: bearer(revoked.token) }), 401, 112);

        const withdrawn = await signIn();
        await summary(withdrawn.token);
        await noticed(withdrawn.memberId, () =>
          db()
            .updateTable('member')
            .set({ withdrawn_at: t.clock.now.toISOString() })
            .where('member_id', '=', withdrawn.memberId)
            .execute(),
        );
        expectError(await t.app.inject({ url: SUMMARY, headers: bearer(withdrawn.token) }), 401, 112);
        await db()
          .updateTable('member')
          .set({ withdrawn_at: null })
          .where('member_id', '=', withdrawn.memberId)
          .execute();
      });

      it("never answers one member's token with another's kept answer", async () => {
        const one = await signIn();
        const other = await signIn('naver-stars');
        await noticed(other.memberId, () => award(other.memberId, 11));
        await summary(other.token);
        // Signed by us, naming one member and the other's session (whose answer is kept).
        const crossed = await t.app.accessTokens.sign(
          { memberId: one.memberId, sessionId: other.sessionId },
          t.clock.now,
          600,
        );
        expectError(await t.app.inject({ url: SUMMARY, headers: bearer(crossed) }), 401, 112);
      });
    });
  },
);

describe('the star summary kept, with no notice from the database (SQLite)', () => {
  // The member's own writes on this instance must show without the database's notice, which on
  // PostgreSQL arrives only after the write's answer may have gone out. Here the notices are lost on
  // purpose, so only the instance's own drop (auth/kept-answers.ts) can make the next answer new.
  let app: FastifyInstance;
  let testDb: TestDatabase;
  const clock = { now: new Date(TEST_NOW) };
  beforeAll(async () => {
    testDb = await openTestDatabase('sqlite', { seed: false });
    const deaf: MemberChanges = { ...testDb.database.memberChanges, subscribe: () => () => undefined };
    app = await buildApp(testConfig(), {
      database: { ...testDb.database, memberChanges: deaf },
      clock: () => clock.now,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.cleanup();
  });

  it("drops a member's kept answer when their own write is answered, and on logout", async () => {
    const { accessToken } = await signInNaver(app, 'naver-full');
    const verdict = await app.accessTokens.verify(accessToken, clock.now);
    if (verdict.kind !== 'valid') throw new Error('a fresh token did not verify');
    const read = async () => (await app.inject({ url: SUMMARY, headers: bearer(accessToken) })).json();
    const kept = await read();
    await awardStars(app.database.db, {
      memberId: verdict.claims.memberId,
      amount: 500,
      reason: '테스트 적립',
      idempotencyKey: 'test:summary-kept:deaf',
      now: clock.now,
    });
    // Unheard, the award is not in the kept answer: proof that nothing but the drop renews it.
    expect(await read()).toEqual(kept);
    const exchanged = await app.inject({
      method: 'POST',
      url: '/api/v1/user/point/exchange',
      headers: bearer(accessToken),
      payload: { stars: 200 },
    });
    expect(exchanged.statusCode, exchanged.body).toBe(200);
    expect(await read()).toEqual(await pointSummary(app.database.db, verdict.claims.memberId, clock.now));

    await read();
    const loggedOut = await app.inject({
      method: 'DELETE',
      url: '/api/v1/token/jwt',
      headers: bearer(accessToken),
    });
    expect(loggedOut.statusCode, loggedOut.body).toBe(200);
    expectError(await app.inject({ url: SUMMARY, headers: bearer(accessToken) }), 401, 112);
  });
});
