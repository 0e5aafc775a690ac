/**
 * The star summary keeps each member's figures in process (point.summary-cache.ts) and reuses them
 * while the account's ledger version, read with the session on every call, has not moved and the
 * clock has not carried a lot into or out of the expiring window or an earning out of the level's
 * months. Whatever it kept, the answer must be the one a fresh read gives (pointSummary, which keeps
 * nothing) at that instant: after any write, by anyone, and as the date moves. The writes here go
 * through the service on the test's database, never through the summary's cache, which no writer
 * touches: they are what another instance, a job or an operator command would do.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectCases } from '../../../tests/support/databases.ts';
import { seedStarHistory } from '../../seed/points.ts';
import { expectError } from '../../shared/api.testing.ts';
import { createRandom } from '../../shared/prng.ts';
import {
  type AuthTestApp,
  bearer,
  createAuthTestApp,
  DAY,
  MINUTE,
  signInNaver,
} from '../auth/auth.testing.ts';
import { awardStars, pointSummary, revokeStars, spendStars, summaryWindow } from './point.service.ts';
import { keptFigures } from './point.summary-cache.ts';

const SUMMARY = '/api/v2/user/point/summary';

interface Caller {
  memberId: number;
  sessionId: string;
}

describe.each(dialectCases())("the star summary's kept figures on $dialect", ({ dialect, available }) => {
  describe.skipIf(!available)('', () => {
    let t: AuthTestApp;
    beforeAll(async () => {
      t = await createAuthTestApp(dialect);
    });
    afterAll(async () => {
      await t?.cleanup();
    });
    const db = () => t.app.database.db;

    const signIn = async (identity: string): Promise<Caller> => {
      const { accessToken } = await signInNaver(t.app, identity);
      const verdict = await t.app.accessTokens.verify(accessToken, t.clock.now);
      if (verdict.kind !== 'valid') throw new Error(`a fresh token did not verify: ${verdict.kind}`);
      return verdict.claims;
    };
    /** The summary as the endpoint answers it now (a token signed now for the caller's session). */
    const read = async (caller: Caller) => {
      const token = await t.app.accessTokens.sign(caller, t.clock.now, 600);
      return t.app.inject({ url: SUMMARY, headers: bearer(token) });
    };
    const summary = async (caller: Caller) => {
      const response = await read(caller);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const kept = (caller: Caller) => keptFigures(db(), caller.memberId, summaryWindow(t.clock.now));

    it('answers as a fresh read at every instant of a walk through the year, with writes between', async () => {
      const members = [await signIn('naver-full'), await signIn('naver-stars')];
      for (const member of members) await seedStarHistory(db(), member.memberId, t.clock.now);
      const random = createRandom(35);
      let hits = 0;
      let reads = 0;
      for (let step = 0; step < 160; step += 1) {
        // Mostly short steps (the kept figures should hold), some of hours and days (lots enter and
        // leave the 30-day window, earnings leave the level's twelve months, months turn).
        const roll = random.next();
        t.clock.advance(
          roll < 0.5
            ? random.int(1, 30) * MINUTE
            : roll < 0.85
              ? random.int(1, 20) * 60 * MINUTE
              : random.int(1, 4) * DAY,
        );
        const member = members[random.int(0, members.length - 1)] as Caller;
        const change = random.next();
        const key = `summary-cache:${member.memberId}:${step}`;
        const now = t.clock.now;
        if (change < 0.12) {
          await awardStars(db(), {
            memberId: member.memberId,
            amount: random.int(1, 300),
            reason: '테스트 적립',
            idempotencyKey: key,
            now,
          });
        } else if (change < 0.2) {
          // A backdated earning: it lands in the level's partial month or whole months, and may expire soon.
          const earnedAt = new Date(now.getTime() - random.int(1, 360) * DAY);
          await awardStars(db(), {
            memberId: member.memberId,
            amount: random.int(1, 300),
            reason: '테스트 적립',
            idempotencyKey: key,
            now,
            earnedAt,
          });
        } else if (change < 0.28) {
          const before = await pointSummary(db(), member.memberId, now);
          if (before.balance > 0)
            await spendStars(db(), {
              memberId: member.memberId,
              amount: random.int(1, Math.min(before.balance, 200)),
              reason: '테스트 사용',
              idempotencyKey: key,
              now,
            });
        } else if (change < 0.31) {
          const before = await pointSummary(db(), member.memberId, now);
          if (before.balance > 0)
            await revokeStars(db(), {
              memberId: member.memberId,
              amount: random.int(1, Math.min(before.balance, 50)),
              reason: '테스트 회수',
              idempotencyKey: key,
              now,
            });
        }
        if (kept(member)) hits += 1;
        reads += 1;
        const answered = await summary(member);
        expect(answered, `step ${step} at ${now.toISOString()}`).toEqual(
          await pointSummary(db(), member.memberId, now),
        );
        // Read again at the same instant: the first read keeps nothing when it had a due expiry to
        // write first (the write moved the version); after this one the figures are kept, and the
        // read after it is served from them and still agrees.
        expect(await summary(member)).toEqual(answered);
        expect(kept(member), `step ${step}: kept after a read`).toBeDefined();
        expect(await summary(member)).toEqual(answered);
      }
      // The walk exercised the kept path, not only fresh reads.
      expect(hits).toBeGreaterThan(reads / 4);
    });

    it('shows a write to its author at once, figures included', async () => {
      const caller = await signIn('naver-full');
      await summary(caller);
      const before = await summary(caller);
      expect(kept(caller)).toBeDefined();
      await awardStars(db(), {
        memberId: caller.memberId,
        amount: 1_000,
        reason: '테스트 적립',
        idempotencyKey: `summary-cache:author:${t.clock.now.getTime()}`,
        now: t.clock.now,
        // Earned eleven and a half months ago: inside the level's months and expiring within 30 days.
        earnedAt: new Date(t.clock.now.getTime() - 345 * DAY),
      });
      const after = await summary(caller);
      expect(after.balance).toBe(before.balance + 1_000);
      expect(after.expiringSoon.amount).toBe(before.expiringSoon.amount + 1_000);
      expect(after).toEqual(await pointSummary(db(), caller.memberId, t.clock.now));
    });

    it("never answers one member with another's figures", async () => {
      const a = await signIn('naver-full');
      const b = await signIn('naver-stars');
      for (let round = 0; round < 3; round += 1) {
        for (const caller of [a, b, b, a]) {
          expect(await summary(caller)).toEqual(await pointSummary(db(), caller.memberId, t.clock.now));
        }
        t.clock.advance(7 * MINUTE);
      }
    });

    it('still ends a revoked session or a withdrawn member when their figures are kept', async () => {
      const caller = await signIn('naver-full');
      await summary(caller);
      await summary(caller);
      expect(kept(caller)).toBeDefined();
      await db()
        .updateTable('auth_session')
        .set({ revoked_at: t.clock.now.toISOString(), revoke_reason: 'logout' })
        .where('session_id', '=', caller.sessionId)
        .execute();
      expectError(await read(caller), 401, 112);

      const other = await signIn('naver-full');
      await summary(other);
      await db()
        .updateTable('member')
        .set({ withdrawn_at: t.clock.now.toISOString() })
        .where('member_id', '=', other.memberId)
        .execute();
      expectError(await read(other), 401, 112);
      await db()
        .updateTable('member')
        .set({ withdrawn_at: null })
        .where('member_id', '=', other.memberId)
        .execute();
    });
  });
});
