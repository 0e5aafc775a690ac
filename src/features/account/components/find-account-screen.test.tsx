// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CELLPHONE_MESSAGES } from '#contract/rules/cellphone.ts';
import { createAppRouter } from '../../../app/router.ts';
import { createFakeApi } from '../../../test-support/fake-api.ts';
import { installBrowserStubs } from '../../../test-support/render-app.tsx';
import { FIND_ACCOUNT_TEXT } from './find-account-screen.tsx';

type Answer = { status: number; body: unknown };

const FOUND: Answer = {
  status: 200,
  body: {
    accounts: [
      {
        maskedEmail: 'ap********@privaterelay.appleid.com',
        channelType: 1002,
        signUpDt: '2026-03-02T01:00:00.000Z',
      },
      { maskedEmail: 'fu**********@dev.jecheol.kr', channelType: 1001, signUpDt: '2025-09-26T03:00:00.000Z' },
    ],
  },
};
const NOT_FOUND: Answer = {
  status: 404,
  body: { code: 8, name: 'NO_DATA', message: '010-****-9999 번호로 가입한 계정이 없습니다.' },
};
const SERVER_ERROR: Answer = {
  status: 500,
  body: { code: 5, name: 'UNEXPECTED_ERROR', message: '서버 오류가 발생했습니다.' },
};

/** The lookup answers from a queue (the last answer repeats); every number asked is recorded. */
function useLookup(...answers: Answer[]) {
  const asked: (string | null)[] = [];
  const api = createFakeApi((url) => {
    if (url.pathname !== '/api/v1/user/email') return undefined;
    asked.push(url.searchParams.get('cellphone'));
    return answers.length > 1 ? answers.shift() : answers[0];
  });
  vi.stubGlobal('fetch', api.fetch);
  return asked;
}

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createAppRouter({ queryClient, history: createMemoryHistory({ initialEntries: [path] }) });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  installBrowserStubs();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const phoneInput = () => screen.findByLabelText('휴대전화번호');
const submit = () => fireEvent.click(screen.getByRole('button', { name: FIND_ACCOUNT_TEXT.submit }));

describe('/find-account (GET /api/v1/user/email)', () => {
  it('is linked from /login, keeping the return path', async () => {
    useLookup(FOUND);
    renderAt('/login?returnUrl=%2Fmy-page');
    const link = await screen.findByRole('link', { name: '가입한 계정 찾기' });
    expect(link.getAttribute('href')).toBe('/find-account?returnUrl=%2Fmy-page');
  });

  it('shows each account of the number, masked, with a sign-in of its provider', async () => {
    const asked = useLookup(FOUND);
    renderAt('/find-account');
    fireEvent.change(await phoneInput(), { target: { value: '01077778888' } });
    expect((await phoneInput()).getAttribute('value')).toBe('010-7777-8888');
    submit();
    const heading = await screen.findByRole('heading', { name: FIND_ACCOUNT_TEXT.found });
    expect(asked).toEqual(['010-7777-8888']);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Apple 계정ap********@privaterelay.appleid.com2026년 3월 2일 가입Apple로 로그인하기',
      '네이버 계정fu**********@dev.jecheol.kr2025년 9월 26일 가입네이버로 로그인하기',
    ]);
    await vi.waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('checks the number before asking, with the contract messages', async () => {
    const asked = useLookup(FOUND);
    renderAt('/find-account');
    await phoneInput();
    submit();
    expect(await screen.findByText(CELLPHONE_MESSAGES.REQUIRED)).toBeTruthy();
    fireEvent.change(await phoneInput(), { target: { value: '011-1234-5678' } });
    submit();
    expect(await screen.findByText(CELLPHONE_MESSAGES.FORMAT)).toBeTruthy();
    expect((await phoneInput()).getAttribute('aria-invalid')).toBe('true');
    expect(asked).toEqual([]);
  });

  it('says in Korean that no account has the number, with the way back to login', async () => {
    useLookup(NOT_FOUND);
    renderAt('/find-account?returnUrl=%2Fmy-page');
    fireEvent.change(await phoneInput(), { target: { value: '010-3333-9999' } });
    submit();
    expect(await screen.findByRole('heading', { name: FIND_ACCOUNT_TEXT.notFound })).toBeTruthy();
    expect(screen.getByRole('link', { name: FIND_ACCOUNT_TEXT.toLogin }).getAttribute('href')).toBe(
      '/login?returnUrl=%2Fmy-page',
    );
  });

  it('offers a retry when the server fails, which asks again', async () => {
    const asked = useLookup(SERVER_ERROR, FOUND);
    renderAt('/find-account');
    fireEvent.change(await phoneInput(), { target: { value: '010-7777-8888' } });
    submit();
    expect(await screen.findByRole('heading', { name: FIND_ACCOUNT_TEXT.failed })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: FIND_ACCOUNT_TEXT.retry }));
    expect(await screen.findByRole('heading', { name: FIND_ACCOUNT_TEXT.found })).toBeTruthy();
    expect(asked).toEqual(['010-7777-8888', '010-7777-8888']);
  });
});
