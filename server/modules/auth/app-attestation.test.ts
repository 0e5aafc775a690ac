/**
 * The app-login bonus goes to a sign-in the app's platform vouches for, not to one that merely says
 * deviceType 1003 (docs/app-attestation.md). Every sign-in here succeeds; what differs is the bonus.
 * The real attestation code runs against the development stand-in (/dev-attest), as the sign-in code
 * runs against the development identity provider.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { STAR_AWARDS } from '#contract/point.ts';
import { dialectCases } from '../../../tests/support/databases.ts';
import { expectError } from '../../shared/api.testing.ts';
import { CHALLENGE_TTL_MS } from './app-attestation.ts';
import {
  type AuthTestApp,
  appAttestationHeaders,
  appleIdToken,
  bearer,
  createAuthTestApp,
  naverAccessToken,
  type SignedIn,
  signedIn,
  signInRequest,
} from './auth.testing.ts';

const DEVICE = 'app-device-0001';

async function signInFromApp(
  app: FastifyInstance,
  headers: Record<string, string> = {},
  options: { identity?: 'naver-full' | 'apple-first'; deviceType?: 1002 | 1003; deviceUuid?: string } = {},
): Promise<LightMyRequestResponse> {
  const identity = options.identity ?? 'naver-full';
  const base = { deviceType: options.deviceType ?? 1003, deviceUuid: options.deviceUuid ?? DEVICE, headers };
  if (identity === 'naver-full') {
    return signInRequest(app, {
      ...base,
      channelType: 1001,
      providerToken: await naverAccessToken(app, identity),
      state: 'state-naver-1234',
    });
  }
  const nonce = 'nonce-apple-attest-1234';
  const { idToken } = await appleIdToken(app, identity, nonce);
  return signInRequest(app, { ...base, channelType: 1002, providerToken: idToken, state: nonce });
}

/** How many app-login bonuses the member behind this sign-in has (0 or 1). */
async function appBonuses(app: FastifyInstance, response: LightMyRequestResponse): Promise<number> {
  // The member agrees on /sign-up first: the history is a member call.
  const { accessToken } = await signedIn(app, response);
  const history = await app.inject({
    url: '/api/v1/user/point/history?type=earned&size=100',
    headers: bearer(accessToken),
  });
  const items = (history.json() as { items: { title: string; amount: number }[] }).items;
  const bonuses = items.filter((item) => item.title === '앱 첫 로그인 보너스');
  for (const bonus of bonuses) expect(bonus.amount).toBe(STAR_AWARDS.appLoginBonus);
  return bonuses.length;
}

const attest = (app: FastifyInstance, options: Parameters<typeof appAttestationHeaders>[1] = {}) =>
  appAttestationHeaders(app, { deviceUuid: DEVICE, ...options });

describe.each(dialectCases())(
  'the app-login bonus and app attestation on $dialect',
  ({ dialect, available }) => {
    let t: AuthTestApp | undefined;
    const start = async (env?: Record<string, string>) => {
      t = await createAuthTestApp(dialect, env ? { env } : {});
      return t;
    };
    afterEach(async () => {
      await t?.cleanup();
      t = undefined;
    });

    it.skipIf(!available)('deviceType 1003 alone signs in, but earns no app bonus', async () => {
      const { app } = await start();
      const response = await signInFromApp(app);
      expect((response.json() as SignedIn).isNewMember).toBe(true);
      expect(await appBonuses(app, response)).toBe(0);
    });

    it.skipIf(!available)('a genuine attestation earns the bonus once, on Android and on iOS', async () => {
      const { app } = await start();
      expect(await appBonuses(app, await signInFromApp(app, await attest(app)))).toBe(1);
      expect(await appBonuses(app, await signInFromApp(app, await attest(app)))).toBe(1);
      const ios = await signInFromApp(app, await attest(app, { platform: 'ios' }), {
        identity: 'apple-first',
      });
      expect(await appBonuses(app, ios)).toBe(1);
    });

    it.skipIf(!available)('the challenge call hands out a 256-bit nonce for five minutes', async () => {
      const { app, clock } = await start();
      const response = await app.inject({
        method: 'POST',
        url: '/api/v2/auth/app-attestation/challenge',
        headers: { deviceuuid: DEVICE },
      });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as { challenge: string; expireDt: string };
      expect(body.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(body.challenge, 'base64url')).toHaveLength(32);
      expect(body.expireDt).toBe(new Date(clock.now.getTime() + CHALLENGE_TTL_MS).toISOString());
      // Only its hash is kept.
      const rows = await app.database.db.selectFrom('app_attestation_challenge').selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]?.challenge_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(rows)).not.toContain(body.challenge);
    });

    it.skipIf(!available)('a forged token or a failing verdict signs in without the bonus', async () => {
      const { app } = await start();
      const forged = {
        ...(await attest(app)),
        'x-app-attestation': 'eyJmb3JnZWQiOnRydWV9.made-up-by-a-client',
      };
      const made = async (verdict: 'unrecognized-app' | 'no-device-integrity' | 'stale') =>
        attest(app, { verdict });
      // A genuine token made for another challenge than the one sent with it.
      const other = await attest(app);
      const swapped = { ...(await attest(app)), 'x-app-attestation': String(other['x-app-attestation']) };
      // An iOS attestation sent as an Android one.
      const wrongPlatform = {
        ...(await attest(app, { platform: 'ios' })),
        'x-app-attestation-platform': 'android',
      };
      for (const headers of [
        forged,
        await made('unrecognized-app'),
        await made('no-device-integrity'),
        await made('stale'),
        swapped,
        wrongPlatform,
      ]) {
        expect(await appBonuses(app, await signInFromApp(app, headers)), JSON.stringify(headers)).toBe(0);
      }
      // The member was eligible all along: a genuine attestation earns it now.
      expect(await appBonuses(app, await signInFromApp(app, await attest(app)))).toBe(1);
    });

    it.skipIf(!available)('a challenge serves one sign-in: replayed, it earns nothing', async () => {
      const { app } = await start();
      const headers = await attest(app);
      expect(await appBonuses(app, await signInFromApp(app, headers))).toBe(1);
      const replay = await signInFromApp(app, headers, { identity: 'apple-first' });
      expect(await appBonuses(app, replay)).toBe(0);
      const fresh = await signInFromApp(app, await attest(app), { identity: 'apple-first' });
      expect(await appBonuses(app, fresh)).toBe(1);
    });

    it.skipIf(!available)('an expired challenge earns nothing, even with a fresh verdict', async () => {
      const { app, clock } = await start();
      const issued = await app.inject({
        method: 'POST',
        url: '/api/v2/auth/app-attestation/challenge',
        headers: { deviceuuid: DEVICE },
      });
      const { challenge } = issued.json() as { challenge: string };
      clock.advance(CHALLENGE_TTL_MS);
      const token = await app.inject({
        method: 'POST',
        url: '/dev-attest/token',
        payload: { nonce: challenge, platform: 'android' },
      });
      const headers = {
        'x-app-attestation': (token.json() as { token: string }).token,
        'x-app-attestation-platform': 'android',
        'x-app-attestation-challenge': challenge,
      };
      expect(await appBonuses(app, await signInFromApp(app, headers))).toBe(0);
    });

    it.skipIf(!available)('a challenge asked for by another device earns nothing', async () => {
      const { app } = await start();
      const headers = await appAttestationHeaders(app, { deviceUuid: 'app-device-other' });
      expect(await appBonuses(app, await signInFromApp(app, headers))).toBe(0);
    });

    it.skipIf(!available)(
      'a web sign-in ignores the headers and leaves the challenge to the app',
      async () => {
        const { app } = await start();
        const headers = await attest(app);
        expect(await appBonuses(app, await signInFromApp(app, headers, { deviceType: 1002 }))).toBe(0);
        expect(await appBonuses(app, await signInFromApp(app, headers))).toBe(1);
      },
    );

    it.skipIf(!available)(
      'malformed attestation headers answer 400 (code 12) and sign nobody in',
      async () => {
        const { app } = await start();
        const good = await attest(app);
        const without = (name: string) =>
          Object.fromEntries(Object.entries(good).filter(([key]) => key !== name));
        for (const headers of [
          without('x-app-attestation'),
          without('x-app-attestation-platform'),
          without('x-app-attestation-challenge'),
          { ...good, 'x-app-attestation-platform': 'windows' },
          { ...good, 'x-app-attestation-challenge': 'too-short' },
          { ...good, 'x-app-attestation': 'has spaces in it, which no token has' },
        ]) {
          expectError(await signInFromApp(app, headers), 400, 12);
        }
        // Nobody was signed up, and the challenge is still good.
        const response = await signInFromApp(app, good);
        expect((response.json() as SignedIn).isNewMember).toBe(true);
        expect(await appBonuses(app, response)).toBe(1);
      },
    );

    it.skipIf(!available)(
      'a verifier that cannot be reached or refuses us: signed in, no bonus',
      async () => {
        const { app } = await start({
          PLAY_INTEGRITY_URL: '/dev-attest/nowhere',
          APP_ATTEST_VERIFIER_URL: 'http://127.0.0.1:9/verify',
          APP_ATTESTATION_TIMEOUT_MS: '500',
        });
        expect(await appBonuses(app, await signInFromApp(app, await attest(app)))).toBe(0);
        const ios = await signInFromApp(app, await attest(app, { platform: 'ios' }), {
          identity: 'apple-first',
        });
        expect(await appBonuses(app, ios)).toBe(0);
      },
    );

    it.skipIf(!available)(
      'the stand-in refuses a caller without its credential, as Google would',
      async () => {
        const { app } = await start();
        const response = await app.inject({
          method: 'POST',
          url: `/dev-attest/play/v1/${app.config.APP_ATTESTATION_PACKAGE}:decodeIntegrityToken`,
          payload: { integrity_token: 'anything-at-all' },
        });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ error: { status: 'UNAUTHENTICATED' } });
      },
    );
  },
);

describe('without the stand-ins', () => {
  it('nothing is mounted under /dev-attest', async () => {
    const t = await createAuthTestApp('sqlite', { env: { DEV_STAND_INS: 'off' } });
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/dev-attest/token',
        payload: { nonce: 'x'.repeat(43), platform: 'android' },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await t.cleanup();
    }
  });
});
