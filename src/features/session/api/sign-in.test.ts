// @vitest-environment jsdom
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '../../../test-support/fake-api.ts';
import { safeReturnPath, validateLoginSearch } from '../return-path.ts';
import {
  afterSignInPath,
  appAttestationHeaders,
  appleNameOf,
  authorizeUrl,
  fragmentParams,
  rememberSignInStart,
  returnThroughLogin,
  stateMatches,
  takeAfterSignIn,
} from './sign-in.ts';

beforeEach(() => window.localStorage.clear());

describe('afterSignInPath', () => {
  const ban = { isBanned: false, message: '' };
  it('sends anyone who has not agreed on /sign-up there first, carrying where they were headed', () => {
    expect(
      afterSignInPath({ isNewMember: true, isMember: false, banStatus: ban, returnPath: undefined }),
    ).toBe('/sign-up');
    // Not only the first sign-in: an account that never agreed is still not a member.
    expect(
      afterSignInPath({ isNewMember: false, isMember: false, banStatus: ban, returnPath: '/deal/21?type=a' }),
    ).toBe('/sign-up?returnUrl=%2Fdeal%2F21%3Ftype%3Da');
    expect(
      afterSignInPath({ isNewMember: false, isMember: false, banStatus: ban, returnPath: '/sign-up' }),
    ).toBe('/sign-up');
  });

  it('takes a member where they were headed, else a new one to /welcome and anyone else home', () => {
    expect(afterSignInPath({ isNewMember: true, isMember: true, banStatus: ban, returnPath: '/best' })).toBe(
      '/best',
    );
    expect(
      afterSignInPath({ isNewMember: true, isMember: true, banStatus: ban, returnPath: undefined }),
    ).toBe('/welcome');
    expect(
      afterSignInPath({ isNewMember: false, isMember: true, banStatus: ban, returnPath: undefined }),
    ).toBe('/');
  });
});

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

describe('history after signing in', () => {
  let length = 3;
  beforeEach(() => {
    window.sessionStorage.clear();
    vi.spyOn(window.history, 'length', 'get').mockImplementation(() => length);
  });
  afterEach(() => vi.restoreAllMocks());

  it('the landing steps back over the provider pages to the /login entry, which takes the destination once', () => {
    const go = vi.spyOn(window.history, 'go').mockImplementation(() => {});
    length = 3; // …, /best, /login
    rememberSignInStart();
    length = 5; // + the provider's page, the landing
    expect(returnThroughLogin('/best')).toBe(true);
    expect(go).toHaveBeenCalledWith(-2);
    expect(takeAfterSignIn()).toBe('/best');
    expect(takeAfterSignIn()).toBeUndefined();
  });

  it('without a start on /login in this tab, or with a capped history, the landing replaces itself', () => {
    const go = vi.spyOn(window.history, 'go').mockImplementation(() => {});
    length = 50;
    expect(returnThroughLogin('/best')).toBe(false);
    rememberSignInStart();
    expect(returnThroughLogin('/best')).toBe(false);
    expect(go).not.toHaveBeenCalled();
    expect(takeAfterSignIn()).toBeUndefined();
  });

  it('a destination off this origin left in storage is never followed', () => {
    window.sessionStorage.setItem('afterSignIn', '//evil.example/');
    expect(takeAfterSignIn()).toBeUndefined();
  });
});

describe('appAttestationHeaders (inside the native app, docs/app-attestation.md)', () => {
  const CHALLENGE = 'q3Zp0n8yJd5bWm2vXk7cR1aT4sHf6gLe9uNi0oPrQwE';
  const withChallenge = (status = 200) =>
    createFakeApi((url) =>
      url.pathname === '/api/v2/auth/app-attestation/challenge'
        ? { status, body: { challenge: CHALLENGE, expireDt: '2026-11-21T03:05:00.000Z' } }
        : undefined,
    );
  const installApp = (answer: (name: string, args: unknown) => unknown) => {
    const calls: { name: string; args: unknown }[] = [];
    vi.stubGlobal('flutter_inappwebview', {
      callHandler: async (name: string, args: unknown) => {
        calls.push({ name, args });
        return answer(name, args);
      },
    });
    return calls;
  };
  afterEach(() => vi.unstubAllGlobals());

  it("has the app attest the server's challenge and sends all three headers", async () => {
    vi.stubGlobal('fetch', withChallenge().fetch);
    const calls = installApp(() => ({ token: 'play-integrity-token-0123456789', platform: 'android' }));
    expect(await appAttestationHeaders()).toEqual({
      'X-App-Attestation': 'play-integrity-token-0123456789',
      'X-App-Attestation-Platform': 'android',
      'X-App-Attestation-Challenge': CHALLENGE,
    });
    expect(calls).toEqual([{ name: 'getAppAttestation', args: { nonce: CHALLENGE } }]);
  });

  it('sends none when the server or the app cannot give one: the sign-in goes on without the bonus', async () => {
    const silence = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', withChallenge(503).fetch);
    installApp(() => ({ token: 'play-integrity-token-0123456789', platform: 'android' }));
    expect(await appAttestationHeaders()).toEqual({});
    vi.stubGlobal('fetch', withChallenge().fetch);
    for (const answer of [
      null,
      { token: 'has spaces, not a token', platform: 'android' },
      { token: 'x'.repeat(40) },
    ]) {
      installApp(() => answer);
      expect(await appAttestationHeaders()).toEqual({});
    }
    installApp(() => {
      throw new Error('no such handler');
    });
    expect(await appAttestationHeaders()).toEqual({});
    silence.mockRestore();
  });
});
