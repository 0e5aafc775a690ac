// @vitest-environment jsdom
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { safeReturnPath, validateLoginSearch } from './return-path.ts';
import { appleNameOf, authorizeUrl, fragmentParams, stateMatches } from './sign-in.ts';

beforeEach(() => window.localStorage.clear());

describe('safeReturnPath', () => {
  it('only ever answers a path on this origin, outside the login screens', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.stringMatching(/^[/\\][/\\\t\na-z.]{0,12}$/), fc.webUrl()),
        (value) => {
          const path = safeReturnPath(value);
          if (path === undefined) return;
          expect(new URL(path, 'https://app.example.kr').origin).toBe('https://app.example.kr');
          expect(path.startsWith('/login')).toBe(false);
        },
      ),
    );
  });

  it('keeps an ordinary app path with its query', () => {
    expect(safeReturnPath('/my-page/point?tab=2')).toBe('/my-page/point?tab=2');
    expect(safeReturnPath('//evil.example')).toBeUndefined();
    expect(safeReturnPath('/\\evil.example')).toBeUndefined();
    expect(safeReturnPath('/\t/evil.example')).toBeUndefined();
    expect(safeReturnPath('https://evil.example/')).toBeUndefined();
  });

  it("is the login routes' search validation: a safe returnUrl or none, never a throw", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.anything()), fc.anything(), (extra, returnUrl) => {
        expect(validateLoginSearch({ ...extra, returnUrl })).toEqual({
          returnUrl: safeReturnPath(returnUrl),
        });
      }),
    );
    expect(validateLoginSearch({ returnUrl: '/best?period=WEEKLY' })).toEqual({
      returnUrl: '/best?period=WEEKLY',
    });
    expect(validateLoginSearch({ returnUrl: '//evil.example' }).returnUrl).toBeUndefined();
  });
});

describe('appleNameOf', () => {
  it('puts the family name first', () => {
    expect(
      appleNameOf(JSON.stringify({ name: { firstName: '사과', lastName: '이' }, email: 'a@b.kr' })),
    ).toBe('이사과');
  });

  it('answers nothing for a missing or malformed user, never throws', () => {
    expect(appleNameOf(null)).toBeUndefined();
    fc.assert(fc.property(fc.string(), (raw) => void appleNameOf(raw)));
    expect(appleNameOf('{"name":{}}')).toBeUndefined();
  });
});

describe('authorizeUrl', () => {
  it('stores the state it sends and the landing checks it', () => {
    const naver = new URL(authorizeUrl('naver', { returnPath: '/my-page' }));
    const state = naver.searchParams.get('state');
    expect(naver.searchParams.get('response_type')).toBe('token');
    expect(naver.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/login-landing`);
    expect(stateMatches(state)).toBe(true);
    expect(stateMatches('someone-elses-state')).toBe(false);
    expect(window.localStorage.getItem('redirectUri')).toBe('/my-page');
  });

  it('sends Apple the state as nonce too, and asks for the answer by form post to the server', () => {
    const apple = new URL(authorizeUrl('apple'));
    expect(apple.searchParams.get('nonce')).toBe(apple.searchParams.get('state'));
    expect(apple.searchParams.get('response_mode')).toBe('form_post');
    expect(apple.searchParams.get('redirect_uri')).toBe(
      `${window.location.origin}/api/v2/auth/social/apple/callback`,
    );
  });

  it('asks Naver again for consent when told to', () => {
    expect(new URL(authorizeUrl('naver', { reprompt: true })).searchParams.get('auth_type')).toBe('reprompt');
  });
});

it('reads the provider answer from the fragment', () => {
  const params = fragmentParams('#access_token=abc&state=xyz12345&token_type=bearer');
  expect(params.get('access_token')).toBe('abc');
  expect(params.get('state')).toBe('xyz12345');
});
