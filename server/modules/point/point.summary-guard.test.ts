/**
 * The star summary's statement carries the guard's session read (auth.guard.ts `sessionRead`), so the
 * summary is guarded by its own read, not by the one every other member endpoint makes. It must judge
 * every session exactly as they do: for each state a session or its member can be in, the summary and
 * the star balance (guarded the ordinary way) answer alike, and the summary's figures reach only a
 * caller the guard admitted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectCases } from '../../../tests/support/databases.ts';
import { expectError } from '../../shared/api.testing.ts';
import {
  type AuthTestApp,
  bearer,
  createAuthTestApp,
  DAY,
  MINUTE,
  signInNaver,
} from '../auth/auth.testing.ts';

const SUMMARY = '/api/v2/user/point/summary';
const BALANCE = '/api/v1/user/point';

interface Caller {
  memberId: number;
  sessionId: string;
  token: string;
}

describe.each(dialectCases())(
  'the star summary guards its own session read on $dialect',
  ({ dialect, available }) => {
    describe.skipIf(!available)('', () => {
      let t: AuthTestApp;
      beforeAll(async () => {
        t = await createAuthTestApp(dialect);
      });
      afterAll(async () => {
        await t?.cleanup();
      });
      const db = () => t.app.database.db;

      /** A member signed in afresh (a session of its own), with the ids the token stands for. */
      const signIn = async (identity = 'naver-full'): Promise<Caller> => {
        const { accessToken } = await signInNaver(t.app, identity);
        const verdict = await t.app.accessTokens.verify(accessToken, t.clock.now);
        if (verdict.kind !== 'valid') throw new Error(`a fresh token did not verify: ${verdict.kind}`);
        return { ...verdict.claims, token: accessToken };
      };
      const both = async (headers: Record<string, string>) => ({
        summary: await t.app.inject({ url: SUMMARY, headers }),
        balance: await t.app.inject({ url: BALANCE, headers }),
      });
      const expectBoth = async (headers: Record<string, string>, status: number, code?: number) => {
        const { summary, balance } = await both(headers);
        for (const response of [summary, balance]) {
          if (code === undefined) expect(response.statusCode, response.body).toBe(status);
          else expectError(response, status, code);
        }
        return summary;
      };
      const setMember = (memberId: number, values: Record<string, unknown>) =>
        db().updateTable('member').set(values).where('member_id', '=', memberId).execute();

      it('serves a live session its own figures', async () => {
        const caller = await signIn();
        const summary = await expectBoth(bearer(caller.token), 200);
        expect(summary.json()).toMatchObject({ balance: expect.any(Number), level: expect.any(Object) });
      });

      it('answers 110 without a token, 112 for a token we did not sign, 111 for an expired one', async () => {
        await expectBoth({}, 401, 110);
        await expectBoth(bearer('not.a.token'), 401, 112);
        const caller = await signIn();
        t.clock.advance(40 * MINUTE);
        await expectBoth(bearer(caller.token), 401, 111);
      });

      it('ends a session logged out or revoked, at once', async () => {
        const caller = await signIn();
        await db()
          .updateTable('auth_session')
          .set({ revoked_at: t.clock.now.toISOString(), revoke_reason: 'logout' })
          .where('session_id', '=', caller.sessionId)
          .execute();
        await expectBoth(bearer(caller.token), 401, 112);
      });

      it("ends a token whose session is unknown, or is another member's", async () => {
        const caller = await signIn();
        const other = await signIn('naver-stars');
        const unknown = await t.app.accessTokens.sign(
          { memberId: caller.memberId, sessionId: 'no-such-session-0000000000000000' },
          t.clock.now,
          600,
        );
        await expectBoth(bearer(unknown), 401, 112);
        // Signed by us, but naming one member and another member's session.
        const crossed = await t.app.accessTokens.sign(
          { memberId: caller.memberId, sessionId: other.sessionId },
          t.clock.now,
          600,
        );
        await expectBoth(bearer(crossed), 401, 112);
      });

      it('ends the session of a withdrawn member, and of one force-withdrawn over a month ago', async () => {
        const withdrawn = await signIn();
        await setMember(withdrawn.memberId, { withdrawn_at: t.clock.now.toISOString() });
        await expectBoth(bearer(withdrawn.token), 401, 112);
        await setMember(withdrawn.memberId, { withdrawn_at: null });

        const forced = await signIn();
        await setMember(forced.memberId, {
          force_withdrawn_at: new Date(t.clock.now.getTime() - 40 * DAY).toISOString(),
          force_withdrawal_reason: '테스트',
        });
        await expectBoth(bearer(forced.token), 401, 112);
        // Within the month: may still read their stars, as a banned member may.
        await setMember(forced.memberId, { force_withdrawn_at: t.clock.now.toISOString() });
        await expectBoth(bearer(forced.token), 200);
        await setMember(forced.memberId, { force_withdrawn_at: null, force_withdrawal_reason: null });
      });

      it('lets a banned member read their stars', async () => {
        const caller = await signIn();
        await setMember(caller.memberId, { is_banned: 1, ban_message: '이용이 제한되었습니다.' });
        await expectBoth(bearer(caller.token), 200);
        await setMember(caller.memberId, { is_banned: 0, ban_message: '' });
      });

      it('sends a person who has not agreed on /sign-up there (SIGN_UP_REQUIRED)', async () => {
        const caller = await signIn();
        await setMember(caller.memberId, { sign_up_pending: 1 });
        const { summary, balance } = await both(bearer(caller.token));
        await setMember(caller.memberId, { sign_up_pending: 0 });
        expect(summary.statusCode, summary.body).toBe(balance.statusCode);
        expect(summary.json().code).toBe(balance.json().code);
        expect(summary.json().name).toBe('SIGN_UP_REQUIRED');
      });
    });
  },
);
