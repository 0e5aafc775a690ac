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
