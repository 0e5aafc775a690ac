import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/support/databases.ts';
import { productionEnv } from '../../../tests/support/production-env.ts';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { DEV_APPLE_ISSUER } from '../auth/auth.providers.ts';
import {
  type AuthTestApp,
  approveLink,
  createAuthTestApp,
  fragmentOf,
  naverAccessToken,
} from '../auth/auth.testing.ts';
import { appleIdentities, naverIdentities } from './dev-idp.identities.ts';

const naverAuthorize = (query: string) => `/dev-idp/naver/oauth2.0/authorize?${query}`;

describe('development identity provider', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp('sqlite');
  });
  afterAll(() => t.cleanup());

  it('lists every Naver test identity on a Korean page without any script', async () => {
    const response = await t.app.inject(
      naverAuthorize(
        'response_type=token&client_id=jecheol-dev-naver&redirect_uri=%2Flogin-landing&state=abc12345',
      ),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('lang="ko"');
    expect(response.body).not.toMatch(/<script/i);
    for (const identity of naverIdentities) {
      expect(response.body).toContain(identity.label);
      expect(approveLink(response.body, identity.key)).toContain('state=abc12345');
    }
    // The CSP of the whole app applies, and the page needs nothing it forbids.
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('redirects to /login-landing with the token and state in the fragment (implicit grant)', async () => {
    const page = await t.app.inject(
      naverAuthorize(
        'response_type=token&client_id=jecheol-dev-naver&redirect_uri=%2Flogin-landing&state=s-98765432',
      ),
    );
    const approved = await t.app.inject(approveLink(page.body, 'naver-full'));
    expect(approved.statusCode).toBe(302);
    const location = String(approved.headers.location);
    expect(location.startsWith('/login-landing#')).toBe(true);
    const fragment = fragmentOf(location);
    expect(fragment.get('state')).toBe('s-98765432');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('access_token')).toMatch(/^dev-naver\./);
  });

  it('offers a cancel link that reports access_denied like Naver', async () => {
    const page = await t.app.inject(
      naverAuthorize(
        'response_type=token&client_id=jecheol-dev-naver&redirect_uri=%2Flogin-landing&state=cancel123',
      ),
    );
    const cancel = /class="cancel" href="([^"]+)"/.exec(page.body)?.[1]?.replace(/&amp;/g, '&') ?? '';
    const fragment = fragmentOf(cancel);
    expect(cancel.startsWith('/login-landing#')).toBe(true);
    expect(fragment.get('error')).toBe('access_denied');
    expect(fragment.get('state')).toBe('cancel123');
  });

  it('sends tokens only to our own landing page', async () => {
    for (const redirect of [
      'https://evil.example/login-landing',
      '//evil.example/login-landing',
      '/somewhere-else',
      'javascript:alert(1)',
      'http://localhost:5173/not-landing',
    ]) {
      const query = `response_type=token&client_id=jecheol-dev-naver&state=abc12345&redirect_uri=${encodeURIComponent(redirect)}`;
      const page = await t.app.inject(naverAuthorize(query));
      expect(page.statusCode, redirect).toBe(400);
      const approve = await t.app.inject(
        `/dev-idp/naver/oauth2.0/authorize/approve?${query}&identity=naver-full`,
      );
      expect(approve.statusCode, redirect).toBe(400);
      expect(approve.headers.location, redirect).toBeUndefined();
    }
    const local = await t.app.inject(
      naverAuthorize(
        `response_type=token&client_id=jecheol-dev-naver&state=abc12345&redirect_uri=${encodeURIComponent('http://localhost:5173/login-landing')}`,
      ),
    );
    expect(local.statusCode).toBe(200);
  });

  it('refuses an unknown client id and any grant but the implicit one', async () => {
    const wrongClient = await t.app.inject(
      naverAuthorize('response_type=token&client_id=someone-else&state=abc12345'),
    );
    expect(wrongClient.statusCode).toBe(400);
    const codeGrant = await t.app.inject(
      naverAuthorize('response_type=code&client_id=jecheol-dev-naver&state=abc12345'),
    );
    expect(codeGrant.statusCode).toBe(400);
  });

  it("answers the Naver profile call in Naver's shape, and 024 for a bad token", async () => {
    const token = await naverAccessToken(t.app, 'naver-no-mobile');
    const profile = await t.app.inject({
      url: '/dev-idp/naver/v1/nid/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.statusCode).toBe(200);
    const body = profile.json();
    expect(body).toMatchObject({ resultcode: '00', message: 'success', response: { id: 'dev-naver-0005' } });
    expect(body.response.email).toBe('no.mobile@dev.jecheol.kr');
    expect(body.response).not.toHaveProperty('mobile');

    const forged = `${token.slice(0, -2)}xx`;
    for (const authorization of [`Bearer ${forged}`, 'Bearer nonsense', undefined]) {
      const response = await t.app.inject({
        url: '/dev-idp/naver/v1/nid/me',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ resultcode: '024' });
    }
  });

  it('expires Naver tokens after an hour', async () => {
    const token = await naverAccessToken(t.app, 'naver-full');
    t.clock.advance(61 * 60_000);
    const response = await t.app.inject({
      url: '/dev-idp/naver/v1/nid/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it('signs Apple id_tokens that verify against its JWKS, with nonce, audience and issuer', async () => {
    const page = await t.app.inject(
      '/dev-idp/apple/auth/authorize?client_id=kr.jecheol.web&redirect_uri=%2Flogin-landing-apple&state=n-12345678&nonce=n-12345678&response_mode=fragment',
    );
    expect(page.statusCode).toBe(200);
    for (const identity of appleIdentities) expect(page.body).toContain(identity.label);
    const approved = await t.app.inject(approveLink(page.body, 'apple-first'));
    const location = String(approved.headers.location);
    expect(location.startsWith('/login-landing-apple#')).toBe(true);
    const fragment = fragmentOf(location);
    expect(JSON.parse(fragment.get('user') ?? '{}')).toMatchObject({
      name: { lastName: '이', firstName: '사과' },
    });

    const jwks = (await t.app.inject('/dev-idp/apple/auth/keys')).json();
    expect(jwks.keys[0]).not.toHaveProperty('d');
    const { payload, protectedHeader } = await jwtVerify(
      fragment.get('id_token') ?? '',
      createLocalJWKSet(jwks),
      {
        issuer: DEV_APPLE_ISSUER,
        audience: 'kr.jecheol.web',
        currentDate: t.clock.now,
      },
    );
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({ sub: '000123.dev-apple-0001', nonce: 'n-12345678' });

    const returning = await t.app.inject(approveLink(page.body, 'apple-returning'));
    expect(fragmentOf(String(returning.headers.location)).get('user')).toBeNull();
  });
});

describe('development identity provider, Apple form post', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp('sqlite');
  });
  afterAll(() => t.cleanup());

  const appleAuthorize = (query: string) =>
    t.app.inject(
      `/dev-idp/apple/auth/authorize?client_id=kr.jecheol.web&state=n-12345678&nonce=n-12345678&${query}`,
    );

  it('requires response_mode=form_post with scopes, as Apple does', async () => {
    const fragment = await appleAuthorize('response_mode=fragment&scope=name%20email');
    expect(fragment.statusCode).toBe(400);
    expect(fragment.body).toContain('response_mode=form_post');
    expect((await appleAuthorize('response_mode=form_post&scope=name%20email')).statusCode).toBe(200);
  });

  it('posts only to the server callback, and lets the page post to another allowed local origin', async () => {
    const landing = await appleAuthorize(
      'response_mode=form_post&scope=name&redirect_uri=%2Flogin-landing-apple',
    );
    expect(landing.statusCode).toBe(400);
    const page = await appleAuthorize(
      `response_mode=form_post&scope=name&redirect_uri=${encodeURIComponent('http://localhost:5173/api/v2/auth/social/apple/callback')}`,
    );
    const approved = await t.app.inject(approveLink(page.body, 'apple-returning'));
    expect(approved.body).toContain('action="http://localhost:5173/api/v2/auth/social/apple/callback"');
    expect(String(approved.headers['content-security-policy'])).toContain(
      "form-action 'self' http://localhost:5173",
    );
  });
});

describe('development identity provider without the stand-ins', () => {
  it.each([
    ['an instance that did not ask for them', { NODE_ENV: 'test', DEV_STAND_INS: 'off' }],
    ['production', productionEnv({ DATABASE_URL: '' })],
  ])('is not mounted on %s', async (_, env) => {
    const testDb = await openTestDatabase('sqlite', { seed: false });
    const app = await buildApp(testConfig(env), { database: testDb.database });
    try {
      for (const url of [
        '/dev-idp/naver/oauth2.0/authorize?response_type=token&client_id=jecheol-dev-naver',
        '/dev-idp/naver/v1/nid/me',
        '/dev-idp/apple/auth/keys',
      ]) {
        const response = await app.inject(url);
        expect(response.statusCode, url).toBe(404);
      }
    } finally {
      await app.close();
      await testDb.cleanup();
    }
  });

  it('refuses to start in production with the development JWT secret or identity provider', () => {
    expect(() => testConfig(productionEnv({ DATABASE_URL: '', JWT_SECRET: '' }))).toThrow(/JWT_SECRET/);
    expect(() =>
      testConfig(productionEnv({ DATABASE_URL: '', NAVER_PROFILE_URL: '/dev-idp/naver/v1/nid/me' })),
    ).toThrow(/NAVER_PROFILE_URL/);
  });
});
