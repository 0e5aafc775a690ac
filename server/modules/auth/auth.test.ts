import { type AddressInfo, createServer } from 'node:net';
import { generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectCases } from '../../../tests/support/databases.ts';
import { insertMember } from '../account/account.repository.ts';
import { BANNED_MESSAGE } from '../dev-idp/dev-idp.identities.ts';
import { DEV_JWT_SECRET } from './auth.config.ts';
import {
  type AuthTestApp,
  appleIdToken,
  bearer,
  createAuthTestApp,
  DAY,
  MINUTE,
  naverAccessToken,
  signInNaver,
  signInRequest,
} from './auth.testing.ts';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER, keyId } from './auth.tokens.ts';

type ErrorBody = { code: number; name: string; message: string };

describe.each(dialectCases())('auth on $dialect', ({ dialect, available }) => {
  let t: AuthTestApp;
  beforeAll(async () => {
    if (available) t = await createAuthTestApp(dialect);
  });
  afterAll(async () => {
    if (available) await t.cleanup();
  });

  const validate = (headers: Record<string, string>) =>
    t.app.inject({
      url: '/api/v1/token/jwt/validation',
      headers: { deviceuuid: 'w-test-device-0001', ...headers },
    });
  const refresh = (refreshToken: string, accessToken?: string, deviceUuid?: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/token/jwt/refresh',
      headers: {
        refreshtoken: refreshToken,
        ...(accessToken ? { accesstoken: accessToken } : {}),
        ...(deviceUuid ? { deviceuuid: deviceUuid } : {}),
      },
    });
  const expectError = (response: { statusCode: number; json(): unknown }, status: number, code: number) => {
    expect(response.statusCode).toBe(status);
    const body = response.json() as ErrorBody;
    expect(body.code).toBe(code);
    expect(body.message).toMatch(/[가-힣]/);
  };

  describe.skipIf(!available)('social sign-in', () => {
    it('signs up a Naver member with full consent, then signs the same member in', async () => {
      const first = await signInNaver(t.app, 'naver-full');
      expect(first).toMatchObject({
        isNewMember: true,
        isCafe24Register: true,
        banStatus: { isBanned: false, message: '' },
      });
      expect(new Date(first.expireDt).getTime() - t.clock.now.getTime()).toBe(30 * MINUTE);
      expect(new Date(first.refreshExpireDt).getTime() - t.clock.now.getTime()).toBe(90 * DAY);

      const second = await signInNaver(t.app, 'naver-full');
      expect(second.isNewMember).toBe(false);
      expect(second.refreshToken).not.toBe(first.refreshToken);
      const profile = await t.app.inject({
        url: '/api/v2/user/profile',
        headers: bearer(second.accessToken),
      });
      expect(profile.json()).toMatchObject({
        email: 'full.consent@dev.jecheol.kr',
        nickName: '제철러버',
        birthYear: 1988,
      });
    });

    it('accepts the provider token with the Bearer prefix the client stores', async () => {
      const token = await naverAccessToken(t.app, 'naver-full');
      const response = await signInRequest(t.app, {
        channelType: 1001,
        providerToken: `Bearer ${token}`,
        state: 'state-1234',
      });
      expect(response.statusCode).toBe(200);
    });

    it.each(['naver-no-email', 'naver-no-gender', 'naver-no-birthyear', 'naver-no-mobile'])(
      'refuses sign-up without every required consent (%s) with code 10',
      async (identity) => {
        const response = await signInRequest(t.app, {
          channelType: 1001,
          providerToken: await naverAccessToken(t.app, identity),
          state: 'state-1234',
        });
        expectError(response, 400, 10);
        expect((response.json() as ErrorBody).message).toBe('필수 항목을 모두 체크해야 가입이 완료됩니다.');
      },
    );

    it('refuses an under-14 sign-up with the guardian message (403, FORBIDDEN)', async () => {
      const response = await signInRequest(t.app, {
        channelType: 1001,
        providerToken: await naverAccessToken(t.app, 'naver-under14'),
        state: 'state-1234',
      });
      expectError(response, 403, 20);
      expect(response.json()).toMatchObject({ name: 'FORBIDDEN' });
      expect((response.json() as ErrorBody).message).toContain('보호자');
    });

    it('checks consent and age on every Naver sign-in, not only on sign-up', async () => {
      // Members who signed up when Naver still shared everything (or before a birth year was known).
      for (const subject of ['dev-naver-0002', 'dev-naver-0006']) {
        await insertMember(t.app.database.db, {
          channel_type: 1001,
          provider_subject: subject,
          nickname: `기존회원${subject.slice(-1)}`,
          email: `${subject}@dev.jecheol.kr`,
          name: null,
          gender: 'F',
          birth_year: 1990,
          mobile: '010-0000-0000',
          terms_agreed_at: t.clock.now.toISOString(),
          created_at: t.clock.now.toISOString(),
          updated_at: t.clock.now.toISOString(),
        });
      }
      const withdrawnConsent = await signInRequest(t.app, {
        channelType: 1001,
        providerToken: await naverAccessToken(t.app, 'naver-no-email'),
        state: 'state-1234',
      });
      expectError(withdrawnConsent, 400, 10);
      expect((withdrawnConsent.json() as ErrorBody).message).toBe(
        '필수 항목을 모두 체크해야 가입이 완료됩니다.',
      );
      const underFourteen = await signInRequest(t.app, {
        channelType: 1001,
        providerToken: await naverAccessToken(t.app, 'naver-under14'),
        state: 'state-1234',
      });
      expectError(underFourteen, 403, 20);
      expect((underFourteen.json() as ErrorBody).message).toContain('보호자');
    });

    it('signs a banned member in and reports the ban message', async () => {
      const banned = await signInNaver(t.app, 'naver-banned');
      expect(banned.banStatus).toEqual({ isBanned: true, message: BANNED_MESSAGE });
    });

    it('answers code 83 for a prohibited Naver sign-up and 84 for Apple', async () => {
      const naver = await signInRequest(t.app, {
        channelType: 1001,
        providerToken: await naverAccessToken(t.app, 'naver-prohibited'),
        state: 'state-1234',
      });
      expectError(naver, 403, 83);
      const { idToken } = await appleIdToken(t.app, 'apple-prohibited', 'nonce-apple-1');
      const apple = await signInRequest(t.app, {
        channelType: 1002,
        providerToken: idToken,
        state: 'nonce-apple-1',
      });
      expectError(apple, 403, 84);
    });

    it('answers code 81 when Naver does not know the token, and 10 when there is none', async () => {
      expectError(
        await signInRequest(t.app, {
          channelType: 1001,
          providerToken: 'dev-naver.forged',
          state: 'state-1234',
        }),
        401,
        81,
      );
      expectError(await signInRequest(t.app, { channelType: 1001, state: 'state-1234' }), 400, 10);
    });

    it('signs up an Apple member with the name from the first sign-in', async () => {
      const { idToken, user } = await appleIdToken(t.app, 'apple-first', 'nonce-apple-2');
      const name = JSON.parse(user ?? '{}') as { name: { lastName: string; firstName: string } };
      const response = await signInRequest(t.app, {
        channelType: 1002,
        providerToken: idToken,
        state: 'nonce-apple-2',
        name: `${name.name.lastName}${name.name.firstName}`,
      });
      expect(response.statusCode).toBe(200);
      const body = response.json() as { accessToken: string; isNewMember: boolean };
      expect(body.isNewMember).toBe(true);
      const profile = await t.app.inject({ url: '/api/v2/user/profile', headers: bearer(body.accessToken) });
      expect(profile.json()).toMatchObject({
        name: '이사과',
        channelType: 1002,
        email: 'apple.first@privaterelay.appleid.com',
      });
    });

    it('refuses an Apple id_token issued for another sign-in (nonce), tampered, or too old: code 82', async () => {
      const { idToken } = await appleIdToken(t.app, 'apple-returning', 'nonce-apple-3');
      expectError(
        await signInRequest(t.app, { channelType: 1002, providerToken: idToken, state: 'nonce-other-3' }),
        401,
        82,
      );

      const [header, payload, signature] = idToken.split('.');
      const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
      const altered = Buffer.from(JSON.stringify({ ...claims, sub: '000123.someone-else' })).toString(
        'base64url',
      );
      expectError(
        await signInRequest(t.app, {
          channelType: 1002,
          providerToken: `${header}.${altered}.${signature}`,
          state: 'nonce-apple-3',
        }),
        401,
        82,
      );

      // Signed by a key that is not in the provider's JWKS, with every claim right.
      const { privateKey } = await generateKeyPair('RS256');
      const foreign = await new SignJWT({ nonce: 'nonce-apple-3', email: 'x@example.com' })
        .setProtectedHeader({
          alg: 'RS256',
          kid: JSON.parse(Buffer.from(header ?? '', 'base64url').toString()).kid,
        })
        .setIssuer(claims.iss)
        .setAudience(claims.aud)
        .setSubject(claims.sub)
        .setIssuedAt(claims.iat)
        .setExpirationTime(claims.exp)
        .sign(privateKey);
      expectError(
        await signInRequest(t.app, { channelType: 1002, providerToken: foreign, state: 'nonce-apple-3' }),
        401,
        82,
      );

      t.clock.advance(11 * MINUTE);
      expectError(
        await signInRequest(t.app, { channelType: 1002, providerToken: idToken, state: 'nonce-apple-3' }),
        401,
        82,
      );
    });

    it('validates the body: channel 1003 is not a provider (12), a missing state is 10', async () => {
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/v2/auth/social/signin-and-up',
        headers: { providertoken: 'x' },
        payload: { channelType: 1003, redirectUri: '/login-landing', state: 'state-1234', deviceType: 1001 },
      });
      expectError(bad, 400, 12);
      const missing = await t.app.inject({
        method: 'POST',
        url: '/api/v2/auth/social/signin-and-up',
        headers: { providertoken: 'x' },
        payload: { channelType: 1001, redirectUri: '/login-landing', deviceType: 1001 },
      });
      expectError(missing, 400, 10);
    });
  });

  describe.skipIf(!available)('access tokens', () => {
    it('validates a fresh token (Authorization or accessToken header, with or without Bearer)', async () => {
      const { accessToken, expireDt } = await signInNaver(t.app);
      for (const headers of [
        bearer(accessToken),
        { accesstoken: accessToken },
        { accesstoken: `Bearer ${accessToken}` },
      ]) {
        const response = await validate(headers);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ isValid: true, expireDt });
      }
    });

    it('answers 110 without a token', async () => {
      expectError(await validate({}), 401, 110);
      expectError(await validate({ authorization: 'Bearer ' }), 401, 110);
      expectError(await validate({ accesstoken: 'null' }), 401, 110);
    });

    it('answers 111 once the access token has expired, and a refresh recovers', async () => {
      const session = await signInNaver(t.app);
      t.clock.advance(31 * MINUTE);
      expectError(await validate(bearer(session.accessToken)), 401, 111);
      const refreshed = await refresh(session.refreshToken, session.accessToken);
      expect(refreshed.statusCode).toBe(200);
      expect((await validate(bearer(refreshed.json().accessToken))).statusCode).toBe(200);
    });

    it('answers 112 for tokens we did not sign for this API: wrong key, alg none, wrong audience, garbage', async () => {
      const { accessToken } = await signInNaver(t.app);
      const [, payload] = accessToken.split('.');
      const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<
        string,
        unknown
      >;
      const now = Math.floor(t.clock.now.getTime() / 1000);
      const sign = (secret: string, overrides: { aud?: string; iss?: string; kid?: string } = {}) =>
        new SignJWT({ sid: claims.sid })
          .setProtectedHeader({ alg: 'HS256', kid: overrides.kid ?? keyId(secret) })
          .setIssuer(overrides.iss ?? ACCESS_TOKEN_ISSUER)
          .setAudience(overrides.aud ?? ACCESS_TOKEN_AUDIENCE)
          .setSubject(String(claims.sub))
          .setIssuedAt(now)
          .setExpirationTime(now + 600)
          .sign(new TextEncoder().encode(secret));

      const wrongKey = await sign('an-attacker-secret-that-is-long-enough!!', { kid: keyId(DEV_JWT_SECRET) });
      const unknownKid = await sign('an-attacker-secret-that-is-long-enough!!');
      const algNone = new UnsecuredJWT({ sid: claims.sid })
        .setIssuer(ACCESS_TOKEN_ISSUER)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setSubject(String(claims.sub))
        .setIssuedAt(now)
        .setExpirationTime(now + 600)
        .encode();
      const wrongAudience = await sign(DEV_JWT_SECRET, { aud: 'another-api' });
      const wrongIssuer = await sign(DEV_JWT_SECRET, { iss: 'someone-else' });
      const swappedSubject = `${accessToken.split('.')[0]}.${Buffer.from(JSON.stringify({ ...claims, sub: '999' })).toString('base64url')}.${accessToken.split('.')[2]}`;

      // The control: the same recipe with our key and audience is accepted, so each refusal is about its flaw.
      expect((await validate(bearer(await sign(DEV_JWT_SECRET)))).statusCode).toBe(200);
      for (const [label, token] of Object.entries({
        wrongKey,
        unknownKid,
        algNone,
        wrongAudience,
        wrongIssuer,
        swappedSubject,
        garbage: 'not-a-jwt',
      })) {
        const response = await validate(bearer(token));
        expect(response.statusCode, label).toBe(401);
        expect((response.json() as ErrorBody).code, label).toBe(112);
      }
    });

    it('keeps tokens of a rotated-away key valid while JWT_PREVIOUS_SECRETS lists it', async () => {
      const { accessToken } = await signInNaver(t.app);
      const rotated = await createAuthTestApp(dialect, {
        env: { JWT_SECRET: 'the-new-secret-after-rotation-000000000', JWT_PREVIOUS_SECRETS: DEV_JWT_SECRET },
      });
      const notListed = await createAuthTestApp(dialect, {
        env: { JWT_SECRET: 'the-new-secret-after-rotation-000000000' },
      });
      try {
        // A different database: the session is unknown there, so "ended" (112), not "invalid signature".
        const onRotated = await rotated.app.inject({
          url: '/api/v2/app/profile',
          headers: bearer(accessToken),
        });
        expect(onRotated.statusCode).toBe(200);
        expect(onRotated.json().userInfo.retrySignIn).toBe(true);
        const onOther = await notListed.app.inject({
          url: '/api/v2/app/profile',
          headers: bearer(accessToken),
        });
        expectError(onOther, 401, 112);
      } finally {
        await rotated.cleanup();
        await notListed.cleanup();
      }
    });
  });

  describe.skipIf(!available)('refresh tokens', () => {
    it('rotates on every refresh: each token works once and the new pair works', async () => {
      const session = await signInNaver(t.app);
      const first = await refresh(session.refreshToken);
      expect(first.statusCode).toBe(200);
      const rotated = first.json() as { accessToken: string; refreshToken: string; expireDt: string };
      expect(rotated.refreshToken).not.toBe(session.refreshToken);
      expect(rotated.accessToken).not.toBe(session.accessToken);
      const second = await refresh(rotated.refreshToken);
      expect(second.statusCode).toBe(200);
      expect((await validate(bearer(second.json().accessToken))).statusCode).toBe(200);
    });

    it('revokes the whole family when a used refresh token comes back after the grace window', async () => {
      const session = await signInNaver(t.app);
      const rotated = (await refresh(session.refreshToken)).json() as {
        accessToken: string;
        refreshToken: string;
      };
      expect((await validate(bearer(rotated.accessToken))).statusCode).toBe(200);

      // The thief (or the victim) replays the first token: refused, and the family dies.
      t.clock.advance(31_000);
      expectError(await refresh(session.refreshToken), 401, 112);
      expectError(await refresh(rotated.refreshToken), 401, 112);
      expectError(await validate(bearer(rotated.accessToken)), 401, 112);
      expectError(await validate(bearer(session.accessToken)), 401, 112);

      // Other sessions of the same member are untouched.
      const other = await signInNaver(t.app);
      expect((await validate(bearer(other.accessToken))).statusCode).toBe(200);
    });

    it('answers ten parallel refreshes of one token with one and the same new pair', async () => {
      // Tabs of one browser refreshing at once (issue 10): one rotation, the others get its pair.
      const session = await signInNaver(t.app);
      const results = await Promise.all(
        Array.from({ length: 10 }, () => refresh(session.refreshToken, undefined, 'w-test-device-0001')),
      );
      expect(results.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
      const pairs = new Set(results.map((response) => response.body));
      expect(pairs.size).toBe(1);
      const pair = results[0]!.json() as { accessToken: string; refreshToken: string };
      expect(pair.refreshToken).not.toBe(session.refreshToken);
      expect((await validate(bearer(pair.accessToken))).statusCode).toBe(200);

      // Within the window the old token still gets that pair, and the family lives on.
      t.clock.advance(20_000);
      expect((await refresh(session.refreshToken)).body).toBe(results[0]!.body);
      const next = await refresh(pair.refreshToken);
      expect(next.statusCode).toBe(200);

      // Once the new token has been used, the old one is theft again, even inside the window.
      expectError(await refresh(session.refreshToken), 401, 112);
      expectError(await validate(bearer(next.json().accessToken)), 401, 112);
    });

    it('ends the grace at REFRESH_REUSE_GRACE_SECONDS (30 s): a replay then revokes the family', async () => {
      const session = await signInNaver(t.app);
      const rotated = await refresh(session.refreshToken);
      t.clock.advance(29_999);
      expect((await refresh(session.refreshToken)).body).toBe(rotated.body);
      t.clock.advance(1);
      expectError(await refresh(session.refreshToken), 401, 112);
      expectError(await validate(bearer(rotated.json().accessToken)), 401, 112);
    });

    it('gives the grace to the device that signed in only: another device replaying revokes', async () => {
      const session = await signInNaver(t.app);
      const rotated = await refresh(session.refreshToken, undefined, 'w-test-device-0001');
      expect((await refresh(session.refreshToken, undefined, 'w-test-device-0001')).body).toBe(rotated.body);
      expectError(await refresh(session.refreshToken, undefined, 'w-another-device-9'), 401, 112);
      expectError(await validate(bearer(rotated.json().accessToken)), 401, 112);
    });

    it('answers 112 for an unknown, missing-family or expired refresh token, and 110 for none', async () => {
      expectError(await refresh('an-unknown-refresh-token'), 401, 112);
      expectError(await t.app.inject({ method: 'PUT', url: '/api/v1/token/jwt/refresh' }), 401, 110);
      const session = await signInNaver(t.app);
      t.clock.advance(91 * DAY);
      expectError(await refresh(session.refreshToken), 401, 112);
    });

    it('slides the refresh lifetime with each rotation', async () => {
      const session = await signInNaver(t.app);
      t.clock.advance(80 * DAY);
      const rotated = (await refresh(session.refreshToken)).json() as { refreshToken: string };
      t.clock.advance(80 * DAY);
      expect((await refresh(rotated.refreshToken)).statusCode).toBe(200);
    });
  });

  describe.skipIf(!available)('logout', () => {
    const logout = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/v1/token/jwt',
        headers: { deviceuuid: 'w-test-device-0001', ...headers },
      });

    it('revokes the session of the tokens: access and refresh token stop working at once', async () => {
      const session = await signInNaver(t.app);
      const response = await logout({
        accesstoken: `Bearer ${session.accessToken}`,
        refreshtoken: session.refreshToken,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ isLoggedOut: true });
      expectError(await validate(bearer(session.accessToken)), 401, 112);
      expectError(await refresh(session.refreshToken), 401, 112);
    });

    it('works with an expired access token alone, and for unknown tokens', async () => {
      const session = await signInNaver(t.app);
      t.clock.advance(40 * MINUTE);
      expect((await logout({ accesstoken: session.accessToken })).statusCode).toBe(200);
      expectError(await refresh(session.refreshToken), 401, 112);
      expect((await logout({ refreshtoken: 'never-issued' })).statusCode).toBe(200);
    });

    it('answers 110 when no token is sent', async () => {
      expectError(await logout({}), 401, 110);
    });
  });
});

describe.each(dialectCases())('auth rate limits on $dialect', ({ dialect, available }) => {
  let t: AuthTestApp;
  beforeAll(async () => {
    if (available)
      t = await createAuthTestApp(dialect, {
        env: { AUTH_SIGNIN_RATE_LIMIT: '3', AUTH_REFRESH_RATE_LIMIT: '2' },
      });
  });
  afterAll(async () => {
    if (available) await t.cleanup();
  });

  it.skipIf(!available)('limits sign-in and refresh per client, with the contract error shape', async () => {
    const signIns = [];
    for (let i = 0; i < 4; i++)
      signIns.push(await signInRequest(t.app, { channelType: 1001, state: 'state-1234' }));
    expect(signIns.map((response) => response.statusCode)).toEqual([400, 400, 400, 429]);
    expect(signIns[3]?.json()).toMatchObject({ code: 19, name: 'TOO_MANY_REQUESTS' });
    expect(Number(signIns[3]?.headers['retry-after'])).toBeGreaterThan(0);

    const refreshes = [];
    for (let i = 0; i < 3; i++) {
      refreshes.push(
        await t.app.inject({
          method: 'PUT',
          url: '/api/v1/token/jwt/refresh',
          headers: { refreshtoken: 'x' },
        }),
      );
    }
    expect(refreshes.map((response) => response.statusCode)).toEqual([401, 401, 429]);

    // The rest of the API is not limited.
    for (let i = 0; i < 5; i++) expect((await t.app.inject('/api/v2/app/profile')).statusCode).toBe(200);
  });
});

describe('identity providers reached over the network', () => {
  // Absolute provider URLs take the real network path (global fetch, jose's remote JWKS), as a deployment
  // pointing at Naver and Apple would. Here they point at this server's own development provider.
  let t: AuthTestApp;
  beforeAll(async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const base = `http://127.0.0.1:${port}/dev-idp`;
    t = await createAuthTestApp('sqlite', {
      env: { NAVER_PROFILE_URL: `${base}/naver/v1/nid/me`, APPLE_JWKS_URL: `${base}/apple/auth/keys` },
    });
    await t.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(() => t.cleanup());

  it('signs in with Naver and Apple through HTTP calls to the configured endpoints', async () => {
    const naver = await signInRequest(t.app, {
      channelType: 1001,
      providerToken: await naverAccessToken(t.app, 'naver-full'),
      state: 'state-1234',
    });
    expect(naver.statusCode).toBe(200);
    const { idToken } = await appleIdToken(t.app, 'apple-returning', 'nonce-network-1');
    const apple = await signInRequest(t.app, {
      channelType: 1002,
      providerToken: idToken,
      state: 'nonce-network-1',
    });
    expect(apple.statusCode).toBe(200);
    expect(
      (
        await signInRequest(t.app, { channelType: 1001, providerToken: 'forged', state: 'state-1234' })
      ).json(),
    ).toMatchObject({ code: 81 });
  });
});

describe('unreachable identity providers', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    // Port 9 (discard) on loopback: nothing listens, the connection is refused at once.
    t = await createAuthTestApp('sqlite', {
      env: {
        NAVER_PROFILE_URL: 'http://127.0.0.1:9/v1/nid/me',
        APPLE_JWKS_URL: 'http://127.0.0.1:9/auth/keys',
      },
    });
  });
  afterAll(() => t.cleanup());

  it('answers code 180 (external API error), not a login failure or a 500', async () => {
    const naver = await signInRequest(t.app, {
      channelType: 1001,
      providerToken: 'any-token',
      state: 'state-1234',
    });
    expect(naver.statusCode).toBe(502);
    expect(naver.json()).toMatchObject({ code: 180 });
    const { idToken } = await appleIdToken(t.app, 'apple-returning', 'nonce-down-1');
    const apple = await signInRequest(t.app, {
      channelType: 1002,
      providerToken: idToken,
      state: 'nonce-down-1',
    });
    expect(apple.statusCode).toBe(502);
    expect(apple.json()).toMatchObject({ code: 180 });
  });
});
