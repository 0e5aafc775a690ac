// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientFallbackMessages } from '#contract/errors.ts';
import { createFakeApi } from '../../../test-support/fake-api.ts';
import { installBrowserStubs, renderApp } from '../../../test-support/render-app.tsx';

const STATE = 'state-1234567890';
let landings = 0;

beforeEach(() => {
  installBrowserStubs();
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.localStorage.setItem('state', STATE);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

/** Lands from the provider with a token the server refuses with `refusal`; answers the alert's text. */
async function landRefusedWith(
  provider: 'naver' | 'apple',
  refusal: { status: number; body: { code: number; name: string; message: string } },
) {
  vi.stubGlobal(
    'fetch',
    createFakeApi((url) => (url.pathname === '/api/v2/auth/social/signin-and-up' ? refusal : undefined))
      .fetch,
  );
  // Each landing fragment is handled once per page, so every test lands with its own token.
  landings += 1;
  const tokenKey = provider === 'naver' ? 'access_token' : 'id_token';
  const path = `/${provider === 'naver' ? 'login-landing' : 'login-landing-apple'}#${tokenKey}=t${landings}&state=${STATE}`;
  window.history.replaceState(null, '', path);
  const { router } = renderApp(path);
  const dialog = await screen.findByRole('alertdialog', {}, { timeout: 5000 });
  const text = dialog.textContent ?? '';
  fireEvent.click(screen.getByRole('button', { name: '확인' }));
  return { text, router };
}

describe('social sign-in failure (spec section 8)', () => {
  it('shows the generic text, not the server message, for an ordinary refusal', async () => {
    const { text, router } = await landRefusedWith('naver', {
      status: 401,
      body: { code: 81, name: 'NAVER_LOGIN_ERROR', message: 'upstream naver 500: invalid_token' },
    });
    expect(text).toContain(clientFallbackMessages.signInFailed);
    expect(text).not.toContain('invalid_token');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows the generic text for a server error on the Apple landing too', async () => {
    const { text } = await landRefusedWith('apple', {
      status: 500,
      body: { code: 5, name: 'UNEXPECTED_ERROR', message: 'NullPointerException at AuthService' },
    });
    expect(text).toContain(clientFallbackMessages.signInFailed);
    expect(text).not.toContain('NullPointerException');
  });

  it('shows the server message for a prohibited sign-up, Naver or Apple', async () => {
    const naver = await landRefusedWith('naver', {
      status: 403,
      body: { code: 83, name: 'SIGNUP_PROHIBITED', message: '탈퇴 후 30일 동안 다시 가입할 수 없습니다.' },
    });
    expect(naver.text).toContain('탈퇴 후 30일 동안 다시 가입할 수 없습니다.');
    cleanup();
    const apple = await landRefusedWith('apple', {
      status: 403,
      body: { code: 84, name: 'SIGNUP_PROHIBITED_APPLE', message: '가입이 제한된 Apple 계정입니다.' },
    });
    expect(apple.text).toContain('가입이 제한된 Apple 계정입니다.');
  });

  it('keeps the guardian message for an under-14 shopper', async () => {
    const { text } = await landRefusedWith('naver', {
      status: 403,
      body: { code: 20, name: 'FORBIDDEN', message: '만 14세 미만은 보호자 동의가 필요합니다.' },
    });
    expect(text).toContain('만 14세 미만은 보호자 동의가 필요합니다.');
  });
});

describe('after signing in (spec section 7: GET /api/v2/user/profile)', () => {
  it('reads the profile before moving on: the e-mail to session storage, the rest to the user state', async () => {
    const profile = {
      email: 'full.consent@dev.jecheol.kr',
      isMember: true,
      nickName: '제철러버',
      name: '김제철',
      gender: 'F',
      birthYear: 1988,
      mobile: '010-1234-5678',
      channelType: 1001,
      signUpDt: '2025-09-26T03:00:00.000Z',
      banStatus: { isBanned: false, message: '' },
      isTermsChange: true,
      retrySignIn: false,
    };
    const api = createFakeApi((url) => {
      if (url.pathname === '/api/v2/auth/social/signin-and-up')
        return {
          status: 200,
          body: {
            accessToken: 'access-1',
            refreshToken: 'refresh-1',
            expireDt: '2099-01-01T00:00:00.000Z',
            refreshExpireDt: '2099-02-01T00:00:00.000Z',
            banStatus: { isBanned: false, message: '' },
            isCafe24Register: false,
            isNewMember: false,
            isMember: true,
          },
        };
      if (url.pathname === '/api/v2/user/profile') return { status: 200, body: profile };
      return undefined;
    });
    vi.stubGlobal('fetch', api.fetch);
    landings += 1;
    const path = `/login-landing#access_token=t${landings}&state=${STATE}`;
    window.history.replaceState(null, '', path);
    const { router, queryClient } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 5000 });
    const paths = api.requests.map(({ url }) => url.pathname);
    expect(paths.indexOf('/api/v2/user/profile')).toBeGreaterThan(
      paths.indexOf('/api/v2/auth/social/signin-and-up'),
    );
    expect(window.sessionStorage.getItem('email')).toContain('full.consent@dev.jecheol.kr');
    const { email: _email, ...state } = profile;
    expect(queryClient.getQueryData(['user', 'profile'])).toEqual(state);
  });
});
