import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectCases } from '../../../tests/support/databases.ts';
import {
  type AuthTestApp,
  agreeToSignUp,
  appleIdToken,
  bearer,
  createAuthTestApp,
  signedIn,
  signInNaver,
  signInRequest,
} from '../auth/auth.testing.ts';

type ErrorBody = { code: number; name: string; message: string };

const ALL_REQUIRED = { termsYN: 'Y', privacyYN: 'Y', ageYN: 'Y' };

/**
 * A first sign-in makes an account, not a member: until the person agrees to the required items on
 * /sign-up, member-only calls answer SIGN_UP_REQUIRED (85) and only the calls the agreement screen and
 * the session need serve them. Marketing consent starts off, whatever the sign-up.
 */
describe.each(dialectCases())('the sign-up agreement on $dialect', ({ dialect, available }) => {
  let t: AuthTestApp;
  beforeAll(async () => {
    if (available) t = await createAuthTestApp(dialect);
  });
  afterAll(async () => {
    if (available) await t.cleanup();
  });

  const get = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });
  const agree = (token: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v2/user/sign-up',
      headers: bearer(token),
      payload: payload as object,
    });

  it.skipIf(!available)(
    'a new sign-in is not a member: member calls answer 85 until the agreement',
    async () => {
      const first = await signInNaver(t.app, 'naver-full', { agree: false });
      expect(first).toMatchObject({ isNewMember: true, isMember: false });
      const token = first.accessToken;

      for (const url of [
        '/api/v1/user/mypage',
        '/api/v1/alarm/count',
        '/api/v1/user/point',
        '/api/v1/user/like/product',
      ]) {
        const refused = await get(url, token);
        expect(refused.statusCode, url).toBe(403);
        expect(refused.json(), url).toEqual({
          code: 85,
          name: 'SIGN_UP_REQUIRED',
          message: '가입을 마치려면 필수 약관에 동의해 주세요.',
        });
      }
      // What the agreement screen and the session need still serves them.
      expect((await get('/api/v1/token/jwt/validation', token)).statusCode).toBe(200);
      expect((await get('/api/v2/user/profile', token)).json()).toMatchObject({ isMember: false });
      expect((await get('/api/v1/user/settings', token)).json()).toMatchObject({
        adYN: 'N',
        emailYN: 'N',
        smsYN: 'N',
      });

      // Signing in again before agreeing: still not a member, and not new either.
      const again = await signInNaver(t.app, 'naver-full', { agree: false });
      expect(again).toMatchObject({ isNewMember: false, isMember: false });

      const agreed = await agree(token, ALL_REQUIRED);
      expect(agreed.statusCode, agreed.body).toBe(200);
      const { agreedDt } = agreed.json() as { agreedDt: string };
      expect(agreed.json()).toEqual({ isMember: true, agreedDt: t.clock.now.toISOString() });
      expect((await get('/api/v1/user/mypage', token)).statusCode).toBe(200);
      expect((await get('/api/v2/user/profile', again.accessToken)).json()).toMatchObject({ isMember: true });
      // Marketing consent stays off: agreeing to the required items gives none.
      expect((await get('/api/v1/user/settings', token)).json()).toMatchObject({
        adYN: 'N',
        emailYN: 'N',
        smsYN: 'N',
      });

      // A retry, later, changes nothing and answers the same instant; the next sign-in is a member's.
      t.clock.advance(60_000);
      expect((await agree(token, ALL_REQUIRED)).json()).toEqual({ isMember: true, agreedDt });
      expect(await signInNaver(t.app, 'naver-full', { agree: false })).toMatchObject({
        isNewMember: false,
        isMember: true,
      });
    },
  );

  it.skipIf(!available)('refuses an agreement without every required item, and changes nothing', async () => {
    const { accessToken } = await signInNaver(t.app, 'naver-stars', { agree: false });
    for (const payload of [
      { ...ALL_REQUIRED, privacyYN: 'N' },
      { ...ALL_REQUIRED, ageYN: 'N' },
      { termsYN: 'Y', privacyYN: 'Y' },
      {},
    ]) {
      const refused = await agree(accessToken, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      const body = refused.json() as ErrorBody;
      expect([10, 12]).toContain(body.code);
      expect(body.message).toMatch(/[가-힣]/);
    }
    expect((await get('/api/v1/user/mypage', accessToken)).statusCode).toBe(403);
    // Without a token the agreement is a 401 like every member call.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v2/user/sign-up', payload: ALL_REQUIRED })).statusCode,
    ).toBe(401);
  });

  it.skipIf(!available)('two taps at once agree once, both with the same instant', async () => {
    const nonce = 'nonce-sign-up-twice';
    const { idToken } = await appleIdToken(t.app, 'apple-first', nonce);
    const { accessToken } = await signedIn(
      t.app,
      await signInRequest(t.app, { channelType: 1002, providerToken: idToken, state: nonce, name: '김제철' }),
      { agree: false },
    );
    const answers = await Promise.all([agree(accessToken, ALL_REQUIRED), agree(accessToken, ALL_REQUIRED)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers[0]?.json()).toEqual(answers[1]?.json());
    await agreeToSignUp(t.app, accessToken);
  });
});
