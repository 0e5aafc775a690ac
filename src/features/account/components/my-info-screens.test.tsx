// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '#contract/account.ts';
import type { MyInfo } from '#contract/my-page.ts';
import { CELLPHONE_MESSAGES } from '#contract/rules/cellphone.ts';
import { NICKNAME_MESSAGES } from '#contract/rules/nickname.ts';
import type { SessionActor } from '#machines/session/session.machine.ts';
import { createAppRouter } from '../../../app/router.ts';
import { sessionStore } from '../../../platform/storage.ts';
import { createFakeApi } from '../../../test-support/fake-api.ts';
import { installBrowserStubs } from '../../../test-support/render-app.tsx';
import { alertDialog } from '../../../ui/overlays/feedback-actors.ts';
import { runningSessionHost } from '../../session/session-host.ts';
import { NICKNAME_CHANGED } from './nickname-screen.tsx';
import { PHONE_CHANGED } from './phone-screen.tsx';

/** A session that has settled: a validated member, banned or not; it records what it is sent. */
function fakeSession({ banned = false } = {}) {
  const sent: string[] = [];
  const actor = {
    getSnapshot: () => ({
      hasTag: (tag: string) => tag === 'loggedIn' || (banned && tag === 'banned'),
      matches: () => false,
      can: () => false,
    }),
    subscribe: () => ({ unsubscribe() {} }),
    send: (event: { type: string }) => sent.push(event.type),
  } as unknown as SessionActor;
  return { actor, sent };
}

/** GET /api/v1/user/myinfo of a member who never changed the nickname. */
const myInfo: MyInfo = {
  nickName: '제철러버',
  email: 'full.consent@dev.jecheol.kr',
  name: '김제철',
  gender: 'F',
  birthYear: 1988,
  cellphone: '010-1234-5678',
  channelType: 1001,
  signUpDt: '2025-09-26T03:00:00.000Z',
  nickNameChangedDt: null,
  nextNickNameChangeDt: null,
};

/** PUT /api/v2/user/profile answers the whole profile of the account service. */
function profileOf(info: MyInfo): UserProfile {
  return {
    email: info.email,
    isMember: true,
    nickName: info.nickName,
    name: info.name,
    gender: info.gender,
    birthYear: info.birthYear,
    mobile: info.cellphone,
    channelType: info.channelType,
    signUpDt: info.signUpDt,
    banStatus: { isBanned: false, message: '' },
    isTermsChange: false,
    retrySignIn: false,
  };
}

const DAY_MS = 86_400_000;
const PROFILE_EMAIL = 'profile.mail@dev.jecheol.kr';
const SERVER_ERROR = { code: 5, name: 'UNEXPECTED_ERROR', message: '서버 오류가 발생했습니다.' };

interface ApiOptions {
  myInfoStatus?: number;
  /** When my info says the next nickname change is allowed (null: now). */
  nextChangeDt?: string | null;
  nicknameAnswer?: { status: number; body: unknown };
  cellphoneAnswer?: { status: number; body: unknown };
  profileUpdate?: { status: number; body: unknown };
}

function useAccountApi(options: ApiOptions = {}) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  // The server's copy of the member: a change is what the next read answers.
  let current: MyInfo = { ...myInfo, nextNickNameChangeDt: options.nextChangeDt ?? null };
  const api = createFakeApi((url, init) => {
    const method = init?.method ?? 'GET';
    const path = url.pathname;
    if (method !== 'GET')
      sent.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : null });
    if (path === '/api/v1/user/myinfo')
      return options.myInfoStatus
        ? { status: options.myInfoStatus, body: SERVER_ERROR }
        : { status: 200, body: current };
    if (path === '/api/v1/user/nick-name/validation') {
      const nickName = url.searchParams.get('nickName') ?? '';
      const nextChangeDt = current.nextNickNameChangeDt;
      if (nickName === current.nickName)
        return {
          status: 200,
          body: {
            nickName,
            isAvailable: false,
            problem: 'SAME_AS_CURRENT',
            message: NICKNAME_MESSAGES.SAME_AS_CURRENT,
            nextChangeDt,
          },
        };
      if (nickName === '정지회원')
        return {
          status: 200,
          body: {
            nickName,
            isAvailable: false,
            problem: 'TAKEN',
            message: NICKNAME_MESSAGES.TAKEN,
            nextChangeDt,
          },
        };
      return {
        status: 200,
        body: {
          nickName,
          isAvailable: true,
          problem: null,
          message: NICKNAME_MESSAGES.AVAILABLE,
          nextChangeDt,
        },
      };
    }
    if (path === '/api/v1/user/nick-name' && method === 'PUT') {
      const { nickName } = JSON.parse(String(init?.body)) as { nickName: string };
      if (options.nicknameAnswer) return options.nicknameAnswer;
      const changedDt = new Date().toISOString();
      const nextChangeDt = new Date(Date.now() + 30 * DAY_MS).toISOString();
      current = { ...current, nickName, nickNameChangedDt: changedDt, nextNickNameChangeDt: nextChangeDt };
      return { status: 200, body: { nickName, changedDt, nextChangeDt } };
    }
    if (path === '/api/v2/user/cellphone' && method === 'PUT') {
      const { cellphone } = JSON.parse(String(init?.body)) as { cellphone: string };
      if (options.cellphoneAnswer) return options.cellphoneAnswer;
      current = { ...current, cellphone };
      return { status: 200, body: { cellphone, changedDt: '2026-01-02T00:00:00.000Z' } };
    }
    // The profile's e-mail is the account's (spec section 7); my info's copy must not be the one shown.
    if (path === '/api/v2/user/profile' && method === 'GET')
      return { status: 200, body: { ...profileOf(current), email: PROFILE_EMAIL } };
    if (path === '/api/v2/user/profile' && method === 'PUT') {
      const patch = JSON.parse(String(init?.body)) as Pick<MyInfo, 'gender' | 'birthYear'>;
      if (options.profileUpdate) return options.profileUpdate;
      current = { ...current, ...patch };
      return { status: 200, body: profileOf(current) };
    }
    if (path === '/api/v2/user/survey')
      return { status: 404, body: { code: 9, name: 'UNSUPPORTED', message: '' } };
    return undefined;
  });
  vi.stubGlobal('fetch', api.fetch);
  return { ...api, sent };
}

function renderAt(path: string, session = fakeSession()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createAppRouter({
    queryClient,
    history: createMemoryHistory({ initialEntries: [path] }),
    session: runningSessionHost(session.actor),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient, session };
}

beforeEach(() => {
  installBrowserStubs();
  window.sessionStorage.clear();
  window.localStorage.clear();
  while (alertDialog.getSnapshot().hasTag('visible')) alertDialog.send({ type: 'alert.confirm' });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The dialogs and toasts load their code on first use, which jsdom may take a while for. */
const LAZY = { timeout: 5000 };
const nicknameInput = () => screen.findByLabelText('새 닉네임');
const submitButton = (name = '변경하기') => screen.getByRole('button', { name });
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('/my-page/my-info/main', () => {
  it('shows my info (GET /api/v1/user/myinfo), the e-mail from the profile (GET /api/v2/user/profile) kept in session storage', async () => {
    const api = useAccountApi();
    renderAt('/my-page/my-info/main');
    expect(await screen.findByTestId('my-info-nickname')).toHaveProperty('textContent', '제철러버');
    expect(screen.getByText('010-****-5678')).toBeTruthy();
    expect(screen.getByText('여성')).toBeTruthy();
    expect(screen.getByText('1988년')).toBeTruthy();
    expect(await screen.findByText(PROFILE_EMAIL)).toBeTruthy();
    expect(screen.queryByText('full.consent@dev.jecheol.kr')).toBeNull();
    expect(screen.getByText('네이버')).toBeTruthy();
    expect(sessionStore.get('email')).toBe(PROFILE_EMAIL);
    expect(screen.getByRole('link', { name: '닉네임 변경' }).getAttribute('href')).toBe(
      '/my-page/my-info/update/nickname',
    );
    const read = api.requests.map(({ url }) => url.pathname).filter((path) => path.startsWith('/api/v'));
    expect(read).toContain('/api/v1/user/myinfo');
    expect(read).toContain('/api/v2/user/profile');
  });

  it('shows the e-mail sign-in stored in session storage without reading the profile again', async () => {
    sessionStore.set('email', 'signed.in@dev.jecheol.kr');
    const api = useAccountApi();
    renderAt('/my-page/my-info/main');
    expect(await screen.findByText('signed.in@dev.jecheol.kr')).toBeTruthy();
    expect(screen.queryByText('full.consent@dev.jecheol.kr')).toBeNull();
    const read = api.requests.map(({ url }) => url.pathname);
    expect(read).not.toContain('/api/v2/user/profile');
  });

  it('says what sign-in did not give us', async () => {
    const bare = { ...myInfo, email: null, name: null, gender: null, birthYear: null, cellphone: null };
    const api = createFakeApi((url) => {
      if (url.pathname === '/api/v1/user/myinfo') return { status: 200, body: bare };
      if (url.pathname === '/api/v2/user/profile') return { status: 200, body: profileOf(bare) };
      return undefined;
    });
    vi.stubGlobal('fetch', api.fetch);
    renderAt('/my-page/my-info/main');
    expect(await screen.findByText('등록된 번호가 없어요')).toBeTruthy();
    expect(await screen.findByText('제공받은 이메일이 없어요')).toBeTruthy();
    expect(screen.getAllByText('입력하지 않았어요')).toHaveLength(2);
    expect(screen.getByRole('link', { name: '휴대전화번호 등록' })).toBeTruthy();
    expect(sessionStore.get('email')).toBeUndefined();
  });

  it('shows the error with a retry that loads again', async () => {
    const failing = useAccountApi({ myInfoStatus: 500 });
    renderAt('/my-page/my-info/main');
    expect(await screen.findByText('정보를 불러오지 못했어요')).toBeTruthy();
    vi.unstubAllGlobals();
    installBrowserStubs();
    const api = useAccountApi();
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByTestId('my-info-nickname')).toBeTruthy();
    expect(failing.requests.length + api.requests.length).toBeGreaterThan(1);
  });
});

describe('/my-page/my-info/update/nickname', () => {
  it('checks the contract rule as the member types, without asking the server', async () => {
    const api = useAccountApi();
    renderAt('/my-page/my-info/update/nickname');
    const input = await nicknameInput();
    for (const [value, message] of [
      ['가', NICKNAME_MESSAGES.LENGTH],
      ['ㅋㅋ웃음', NICKNAME_MESSAGES.CHARACTERS],
      ['운 영 자', NICKNAME_MESSAGES.BANNED_WORD],
      ['제철 러버', NICKNAME_MESSAGES.CHARACTERS],
      ['제철러버', NICKNAME_MESSAGES.SAME_AS_CURRENT],
    ] as const) {
      type(input, value);
      expect(await screen.findByText(message)).toBeTruthy();
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(submitButton().hasAttribute('disabled')).toBe(true);
    }
    await new Promise((resolve) => setTimeout(resolve, 400));
    const asked = api.requests
      .filter((request) => request.url.pathname === '/api/v1/user/nick-name/validation')
      .map((request) => request.url.searchParams.get('nickName'));
    expect(asked).toEqual([]);
  });

  it('waits for the syllable being composed before judging', async () => {
    useAccountApi();
    renderAt('/my-page/my-info/update/nickname');
    const input = await nicknameInput();
    fireEvent.compositionStart(input);
    type(input, '제철ㄹ');
    expect(screen.queryByText(NICKNAME_MESSAGES.CHARACTERS)).toBeNull();
    type(input, '제철러');
    fireEvent.compositionEnd(input, { target: { value: '제철러' } });
    expect(await screen.findByText(NICKNAME_MESSAGES.AVAILABLE)).toBeTruthy();
  });

  it('shows the server verdict for a taken nickname', async () => {
    useAccountApi();
    renderAt('/my-page/my-info/update/nickname');
    type(await nicknameInput(), '정지회원');
    expect(await screen.findByText(NICKNAME_MESSAGES.TAKEN)).toBeTruthy();
    expect(submitButton().hasAttribute('disabled')).toBe(true);
  });

  it('saves a free nickname once, however often it is tapped, and shows it on my info', async () => {
    const api = useAccountApi();
    const { router } = renderAt('/my-page/my-info/update/nickname');
    type(await nicknameInput(), '새벽농부');
    expect(await screen.findByText(NICKNAME_MESSAGES.AVAILABLE)).toBeTruthy();
    const button = submitButton();
    expect(button.hasAttribute('disabled')).toBe(false);
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-page/my-info/main'));
    expect(api.sent).toEqual([
      { method: 'PUT', path: '/api/v1/user/nick-name', body: { nickName: '새벽농부' } },
    ]);
    expect(await screen.findByTestId('my-info-nickname')).toHaveProperty('textContent', '새벽농부');
    expect(await screen.findByText(NICKNAME_CHANGED, {}, LAZY)).toBeTruthy();

    // My info knows the next allowed change now: the form says it before any typing.
    fireEvent.click(screen.getByRole('link', { name: '닉네임 변경' }));
    expect(
      await screen.findByText(/30일에 한 번 변경할 수 있어요\. .*부터 다시 변경할 수 있어요\./),
    ).toBeTruthy();
    expect((await nicknameInput()).hasAttribute('disabled')).toBe(true);
  });

  it('says when the once-in-30-days limit is used up (code 87)', async () => {
    const message = '닉네임은 30일에 한 번 변경할 수 있어요. 2026년 2월 1일부터 다시 변경할 수 있어요.';
    useAccountApi({
      nicknameAnswer: { status: 400, body: { code: 87, name: 'NICKNAME_LIMIT_OVER', message } },
    });
    renderAt('/my-page/my-info/update/nickname');
    type(await nicknameInput(), '새벽농부');
    await screen.findByText(NICKNAME_MESSAGES.AVAILABLE);
    fireEvent.click(submitButton());
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    expect(submitButton().hasAttribute('disabled')).toBe(true);
  });

  it('knows the next allowed change before any typing', async () => {
    useAccountApi({ nextChangeDt: '2099-02-01T00:00:00.000Z' });
    renderAt('/my-page/my-info/update/nickname');
    expect(await screen.findByText(/2099년 2월 1일부터 다시 변경할 수 있어요/)).toBeTruthy();
    expect((await nicknameInput()).hasAttribute('disabled')).toBe(true);
  });

  it('a banned member is stopped before the call, with the ban message', async () => {
    const api = useAccountApi();
    const session = fakeSession({ banned: true });
    renderAt('/my-page/my-info/update/nickname', session);
    type(await nicknameInput(), '새벽농부');
    await screen.findByText(NICKNAME_MESSAGES.AVAILABLE);
    fireEvent.click(submitButton());
    expect(session.sent).toContain('member.action');
    expect(api.sent).toEqual([]);
  });

  it('a ban the server reports (403, code 20) shows its message in the alert', async () => {
    const message = '커뮤니티 운영정책 위반으로 서비스 이용이 제한되었습니다.';
    useAccountApi({ nicknameAnswer: { status: 403, body: { code: 20, name: 'FORBIDDEN', message } } });
    renderAt('/my-page/my-info/update/nickname');
    type(await nicknameInput(), '새벽농부');
    await screen.findByText(NICKNAME_MESSAGES.AVAILABLE);
    fireEvent.click(submitButton());
    const dialog = await screen.findByRole('alertdialog', {}, LAZY);
    expect(within(dialog).getByText(message)).toBeTruthy();
  });
});

describe('/my-page/my-info/update/phone', () => {
  it('formats the number as typed and saves it in the stored form', async () => {
    const api = useAccountApi();
    const { router } = renderAt('/my-page/my-info/update/phone');
    const input = (await screen.findByLabelText('새 휴대전화번호')) as HTMLInputElement;
    type(input, '01098765432');
    expect(input.value).toBe('010-9876-5432');
    fireEvent.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-page/my-info/main'));
    expect(api.sent).toEqual([
      { method: 'PUT', path: '/api/v2/user/cellphone', body: { cellphone: '010-9876-5432' } },
    ]);
    expect(await screen.findByText('010-****-5432')).toBeTruthy();
    expect(await screen.findByText(PHONE_CHANGED, {}, LAZY)).toBeTruthy();
  });

  it('names what is wrong, in Korean, and sends nothing', async () => {
    const api = useAccountApi();
    renderAt('/my-page/my-info/update/phone');
    const input = await screen.findByLabelText('새 휴대전화번호');
    fireEvent.click(submitButton());
    expect(await screen.findByText(CELLPHONE_MESSAGES.REQUIRED)).toBeTruthy();
    type(input, '0111234');
    fireEvent.blur(input);
    expect(await screen.findByText(CELLPHONE_MESSAGES.FORMAT)).toBeTruthy();
    type(input, '01012345678');
    expect(await screen.findByText('지금 등록된 번호와 같아요.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(api.sent).toEqual([]);
  });

  it('shows the server refusal under the field', async () => {
    useAccountApi({
      cellphoneAnswer: {
        status: 400,
        body: { code: 12, name: 'NOT_MATCHED', message: CELLPHONE_MESSAGES.FORMAT },
      },
    });
    renderAt('/my-page/my-info/update/phone');
    type(await screen.findByLabelText('새 휴대전화번호'), '01055556666');
    fireEvent.click(submitButton());
    expect(await screen.findByText(CELLPHONE_MESSAGES.FORMAT)).toBeTruthy();
  });
});

describe('/my-page/my-info/update/etc', () => {
  it('sends only what changed and disables saving until something did', async () => {
    const api = useAccountApi();
    const { router } = renderAt('/my-page/my-info/update/etc');
    const save = await screen.findByRole('button', { name: '저장하기' });
    expect(save.hasAttribute('disabled')).toBe(true);
    expect((screen.getByRole('radio', { name: '여성' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(screen.getByLabelText('출생연도'), { target: { value: '1990' } });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-page/my-info/main'));
    expect(api.sent).toEqual([{ method: 'PUT', path: '/api/v2/user/profile', body: { birthYear: 1990 } }]);
    expect(await screen.findByText('1990년')).toBeTruthy();
  });

  it('offers no birth year of an under-14 member', async () => {
    useAccountApi();
    renderAt('/my-page/my-info/update/etc');
    const select = (await screen.findByLabelText('출생연도')) as HTMLSelectElement;
    const years = [...select.options].map((option) => Number(option.value));
    const thisYear = Number(
      new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Seoul', year: 'numeric' }).format(new Date()),
    );
    expect(Math.max(...years)).toBe(thisYear - 16);
  });

  it('shows the skeleton while my info loads, without a layout of its own', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = createFakeApi();
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (new URL(href, 'http://localhost/').pathname === '/api/v1/user/myinfo') {
        await gate;
        return new Response(JSON.stringify(myInfo), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }
      return api.fetch(input, init);
    });
    renderAt('/my-page/my-info/update/etc');
    expect(await screen.findByText('불러오는 중')).toBeTruthy();
    await act(async () => release());
    expect(await screen.findByRole('button', { name: '저장하기' })).toBeTruthy();
  });
});
