import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW } from '../../../tests/support/databases.ts';
import { claimChallenge } from './app-attestation.repository.ts';
import { issueChallenge } from './app-attestation.ts';
import {
  type AuthTestApp,
  appAttestationHeaders,
  appleIdToken,
  bearer,
  createAuthTestApp,
  naverAccessToken,
  signedIn,
  signInRequest,
} from './auth.testing.ts';
import { hashToken } from './auth.tokens.ts';

/**
 * Real parallel requests on PostgreSQL (each on its own pooled connection): one challenge, presented
 * by many sign-ins at once, is consumed by one of them, so one attestation earns at most one bonus.
 * SQLite runs one writer at a time, which app-attestation.test.ts covers.
 */
const pg = Boolean(process.env.TEST_PG_URL);

describe.skipIf(!pg)('app attestation challenges under concurrency on postgres', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp('postgres');
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it('20 claims of one challenge at once: exactly one wins', async () => {
    const db = t.app.database.db;
    const { challenge } = await issueChallenge(db, { deviceUuid: 'app-device-0001', now: TEST_NOW });
    const claims = await Promise.all(
      Array.from({ length: 20 }, () =>
        claimChallenge(db, {
          challengeHash: hashToken(challenge),
          deviceUuid: 'app-device-0001',
          now: TEST_NOW.toISOString(),
        }),
      ),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it('three members sign in from the app at once with one attestation: one bonus among them', async () => {
    const app = t.app;
    const headers = await appAttestationHeaders(app, { deviceUuid: 'app-device-0001' });
    const nonce = 'nonce-apple-parallel-1234';
    const requests = [
      {
        channelType: 1001 as const,
        providerToken: await naverAccessToken(app, 'naver-full'),
        state: 'state-naver-1234',
      },
      {
        channelType: 1002 as const,
        providerToken: (await appleIdToken(app, 'apple-first', nonce)).idToken,
        state: nonce,
      },
      {
        channelType: 1002 as const,
        providerToken: (await appleIdToken(app, 'apple-returning', nonce)).idToken,
        state: nonce,
      },
    ];
    const responses = await Promise.all(
      requests.map((request) =>
        signInRequest(app, { ...request, deviceType: 1003, deviceUuid: 'app-device-0001', headers }),
      ),
    );
    let bonuses = 0;
    for (const response of responses) {
      const history = await app.inject({
        url: '/api/v1/user/point/history?type=earned&size=100',
        headers: bearer((await signedIn(app, response)).accessToken),
      });
      const items = (history.json() as { items: { title: string }[] }).items;
      bonuses += items.filter((item) => item.title === '앱 첫 로그인 보너스').length;
    }
    expect(bonuses).toBe(1);
  });
});
