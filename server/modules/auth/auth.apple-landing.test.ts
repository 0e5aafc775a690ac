import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthTestApp,
  approveLink,
  bearer,
  createAuthTestApp,
  fragmentOf,
  signInRequest,
} from './auth.testing.ts';

const CALLBACK = '/api/v2/auth/social/apple/callback';
const STATE = 'nonce-form-post-1';

/** The hidden fields of the dev IdP's form post page, as the browser would submit them. */
function formFields(html: string): { action: string; fields: URLSearchParams } {
  const unescapeHtml = (value: string) =>
    value
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const action = /<form id="apple-form-post" method="post" action="([^"]*)"/.exec(html)?.[1];
  if (action === undefined) throw new Error('no form post');
  const fields = new URLSearchParams();
  for (const match of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    fields.append(unescapeHtml(match[1] ?? ''), unescapeHtml(match[2] ?? ''));
  }
  return { action: unescapeHtml(action), fields };
}

describe('Apple sign-in by response_mode=form_post', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp('sqlite');
  });
  afterAll(() => t.cleanup());

  const authorize = (extra = '') =>
    t.app.inject(
      `/dev-idp/apple/auth/authorize?client_id=kr.jecheol.web&redirect_uri=${encodeURIComponent(`http://localhost:80${CALLBACK}`)}&state=${STATE}&nonce=${STATE}&response_type=code%20id_token&response_mode=form_post&scope=name%20email${extra}`,
    );
  const post = (body: string, contentType = 'application/x-www-form-urlencoded') =>
    t.app.inject({ method: 'POST', url: CALLBACK, headers: { 'content-type': contentType }, payload: body });

  it('posts the answer to the server, which sends the browser to the landing page with it in the fragment', async () => {
    const page = await authorize();
    expect(page.statusCode).toBe(200);
    const approved = await t.app.inject(approveLink(page.body, 'apple-first'));
    expect(approved.statusCode).toBe(200);
    expect(approved.headers.location).toBeUndefined();
    // Same origin: the app's CSP lets the page post its form there, and its script is a file of ours.
    expect(String(approved.headers['content-security-policy'])).toContain("form-action 'self'");
    expect(approved.body).toContain('<script src="/dev-idp/apple/auth/form-post.js"></script>');
    const script = await t.app.inject('/dev-idp/apple/auth/form-post.js');
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.body).toContain('apple-form-post');

    const { action, fields } = formFields(approved.body);
    expect(new URL(action).pathname).toBe(CALLBACK);
    const landed = await post(fields.toString());
    expect(landed.statusCode).toBe(303);
    const location = String(landed.headers.location);
    expect(location.startsWith('/login-landing-apple#')).toBe(true);
    const fragment = fragmentOf(location);
    expect(fragment.get('state')).toBe(STATE);
    expect(fragment.get('code')).toBe('dev-code');
    expect(JSON.parse(fragment.get('user') ?? '{}')).toMatchObject({ name: { lastName: '이' } });

    // The landing page's exchange works with what arrived.
    const signedIn = await signInRequest(t.app, {
      channelType: 1002,
      providerToken: fragment.get('id_token') ?? '',
      state: STATE,
      name: '이사과',
    });
    expect(signedIn.statusCode).toBe(200);
    const profile = await t.app.inject({
      url: '/api/v2/user/profile',
      headers: bearer(signedIn.json().accessToken),
    });
    expect(profile.json()).toMatchObject({ name: '이사과', channelType: 1002 });
  });

  it('posts a cancel as the error Apple sends', async () => {
    const page = await authorize();
    const cancel = /class="cancel" href="([^"]+)"/.exec(page.body)?.[1]?.replace(/&amp;/g, '&') ?? '';
    const { fields } = formFields((await t.app.inject(cancel)).body);
    const landed = await post(fields.toString());
    expect(landed.statusCode).toBe(303);
    const fragment = fragmentOf(String(landed.headers.location));
    expect(Object.fromEntries(fragment)).toEqual({ error: 'user_cancelled_authorize', state: STATE });
  });

  it('answers malformed posts with a failed landing, never a 500', async () => {
    const token = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
    const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
    for (const body of [
      '',
      form({ state: STATE }),
      form({ id_token: token }),
      form({ id_token: 'not a jwt', state: STATE }),
      form({ id_token: token, state: 'with space' }),
      form({ id_token: token, state: 'x'.repeat(501) }),
      form({ id_token: token, state: STATE, user: '{"name":' }),
      form({ id_token: token, state: STATE, user: '"just a string"' }),
      form({ id_token: token, state: STATE, code: '<script>' }),
      form({ error: 'Bad Error', state: STATE }),
      `${form({ id_token: token, state: STATE })}&id_token=${token}`,
      '%E0%A4%A=broken-percent&id_token=',
    ]) {
      const response = await post(body);
      expect(response.statusCode, body).toBe(303);
      expect(response.headers.location, body).toBe('/login-landing-apple#error=invalid_request');
    }
  });

  it('takes form posts only: JSON is 415, an oversized body 413, a GET 404, each a contract error', async () => {
    const json = await post(JSON.stringify({ id_token: 'a.b.c', state: STATE }), 'application/json');
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ code: 9 });
    const huge = await post(`id_token=${'a'.repeat(40_000)}`);
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 13 });
    const get = await t.app.inject(CALLBACK);
    expect(get.statusCode).toBe(404);
    expect(get.json()).toMatchObject({ code: 9 });
  });
});
