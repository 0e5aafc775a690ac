// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserSettings } from '#contract/account.ts';
import { WEB_VERSION } from '#contract/constants.ts';
import type { SessionActor } from '#machines/session/session.machine.ts';
import { APP_WEB_VIEW_UA_MARKER } from '#machines/user-agent/user-agent.ts';
import { createAppRouter } from '../../../app/router.ts';
import { createFakeApi } from '../../../test-support/fake-api.ts';
import { installBrowserStubs } from '../../../test-support/render-app.tsx';
import { alertDialog, confirmDialog } from '../../../ui/overlays/feedback-actors.ts';
import { runningSessionHost } from '../../session/session-host.ts';
import { WITHDRAWAL_REASON_MESSAGES } from '../withdrawal-reason.ts';
import { DEVICE_PUSH_OFF } from './settings-screen.tsx';
import { WITHDRAWN_TOAST } from './withdraw-screen.tsx';

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

const settings: UserSettings = {
  pushYN: 'Y',
  adYN: 'N',
  emailYN: 'Y',
  smsYN: 'N',
  pushYNChangedDt: '2025-09-26T03:00:00.000Z',
  adYNChangedDt: null,
  emailYNChangedDt: '2025-10-01T03:00:00.000Z',
  smsYNChangedDt: null,
  nickName: '제철러버',
  signUpDt: '2025-09-26T03:00:00.000Z',
};

const summary = {
  balance: 2350,
  expiringSoon: { amount: 300, date: '2026-01-31', withinDays: 30 },
  level: {
    current: { level: 1, name: '새싹', minEarned: 0 },
    next: { level: 2, name: '잎새', minEarned: 3000 },
    earnedLast12Months: 2350,
    neededForNext: 650,
    ratio: 0.78,
  },
};

const SERVER_ERROR = { code: 5, name: 'UNEXPECTED_ERROR', message: '서버 오류가 발생했습니다.' };

interface ApiOptions {
  settingsStatus?: number;
  /** PUT /api/v1/app/push answers with this error status, storing nothing. */
  pushStatus?: number;
  summaryStatus?: number;
  withdrawal?: { status: number; body: unknown };
}

function useAccountApi(options: ApiOptions = {}) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  // What the server holds: a push change is stored, so a second read of the settings sees it.
  const stored = { ...settings };
  const api = createFakeApi((url, init) => {
    const method = init?.method ?? 'GET';
    const path = url.pathname;
    if (method !== 'GET')
      sent.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : null });
    if (path === '/api/v1/user/settings')
      return options.settingsStatus
        ? { status: options.settingsStatus, body: SERVER_ERROR }
        : { status: 200, body: { ...stored } };
    if (path === '/api/v2/user/ad-consent') {
      const body = JSON.parse(String(init?.body)) as { emailYN: 'Y' | 'N'; smsYN: 'Y' | 'N' };
      return {
        status: 200,
        body: {
          ...body,
          emailYNChangedDt:
            body.emailYN === settings.emailYN ? settings.emailYNChangedDt : '2026-01-05T03:00:00.000Z',
          smsYNChangedDt:
            body.smsYN === settings.smsYN ? settings.smsYNChangedDt : '2026-01-05T03:00:00.000Z',
        },
      };
    }
    if (path === '/api/v1/app/ad') {
      const { adYN } = JSON.parse(String(init?.body)) as { adYN: 'Y' | 'N' };
      stored.adYN = adYN;
      stored.adYNChangedDt = '2026-01-05T03:00:00.000Z';
      return { status: 200, body: { adYN, changedDt: stored.adYNChangedDt } };
    }
    if (path === '/api/v1/app/push') {
      if (options.pushStatus) return { status: options.pushStatus, body: SERVER_ERROR };
      const { pushYN } = JSON.parse(String(init?.body)) as { pushYN: boolean };
      stored.pushYN = pushYN ? 'Y' : 'N';
      stored.pushYNChangedDt = '2026-01-05T03:00:00.000Z';
      return { status: 200, body: { pushYN: stored.pushYN, changedDt: stored.pushYNChangedDt } };
    }
    if (path === '/api/v2/user/point/summary')
      return options.summaryStatus
        ? { status: options.summaryStatus, body: SERVER_ERROR }
        : { status: 200, body: summary };
    if (path === '/api/v2/auth/social/withdrawal')
      return (
        options.withdrawal ?? {
          status: 200,
          body: { isWithdrawn: true, withdrawnDt: '2026-01-05T03:00:00.000Z' },
        }
      );
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
  return { router, session };
}

beforeEach(() => {
  installBrowserStubs();
  window.sessionStorage.clear();
  window.localStorage.clear();
  while (alertDialog.getSnapshot().hasTag('visible')) alertDialog.send({ type: 'alert.confirm' });
  if (confirmDialog.getSnapshot().hasTag('visible')) confirmDialog.send({ type: 'confirm.cancel' });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const switchNamed = (name: string) => screen.findByRole('switch', { name });
/** The dialogs and toasts load their code on first use, which jsdom may take a while for. */
const LAZY = { timeout: 5000 };
const findDialog = () => screen.findByRole('alertdialog', {}, LAZY);

describe('/my-page/settings', () => {
  it('shows each consent with the date it was given, the policies and the version', async () => {
    useAccountApi();
    renderAt('/my-page/settings');
    const email = await switchNamed('이메일');
    expect(email.getAttribute('aria-checked')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('2025년 10월 1일 동의')).toBeTruthy();
    expect((await switchNamed('문자(SMS)')).getAttribute('aria-checked')).toBe('false');
    // SMS and advertising notifications were never given.
    expect(screen.getAllByText('동의하지 않음')).toHaveLength(2);
    expect((await switchNamed('광고성 알림')).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText(WEB_VERSION)).toBeTruthy();
    // The product pictures' licence (Twemoji, CC BY 4.0) asks for a credit.
    expect(screen.getByRole('link', { name: 'Twemoji · CC BY 4.0' }).getAttribute('href')).toBe(
      'https://creativecommons.org/licenses/by/4.0/',
    );
    expect(screen.getByRole('link', { name: '서비스 이용약관' }).getAttribute('href')).toBe('/terms');
    expect(screen.getByRole('link', { name: '개인정보 처리방침' }).getAttribute('href')).toBe('/privacy');
    expect(screen.getByRole('link', { name: '마케팅 정보 수신 안내' }).getAttribute('href')).toBe(
      '/marketing-info',
    );
    expect(screen.getByRole('link', { name: '회원 탈퇴' }).getAttribute('href')).toBe('/withdrawInfo');
  });

  it('turns e-mail marketing off, keeping SMS as it is, and tells the date', async () => {
    const api = useAccountApi();
    renderAt('/my-page/settings');
    const email = await switchNamed('이메일');
    fireEvent.click(email);
    fireEvent.click(email);
    await waitFor(() => expect(email.getAttribute('aria-checked')).toBe('false'));
    expect(api.sent).toEqual([
      { method: 'PUT', path: '/api/v2/user/ad-consent', body: { emailYN: 'N', smsYN: 'N' } },
    ]);
    expect(screen.getByText('2026년 1월 5일 수신 거부')).toBeTruthy();
    expect(
      await screen.findByText('2026년 1월 5일 이메일 마케팅 정보 수신을 거부했어요.', {}, LAZY),
    ).toBeTruthy();
  });

  it('turns advertising notifications on and off again through PUT /api/v1/app/ad, with the date', async () => {
    const api = useAccountApi();
    renderAt('/my-page/settings');
    const ad = await switchNamed('광고성 알림');
    expect(ad.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(ad);
    await waitFor(() => expect(ad.getAttribute('aria-checked')).toBe('true'));
    expect(await screen.findByText('2026년 1월 5일 광고성 알림 수신에 동의했어요.', {}, LAZY)).toBeTruthy();
    fireEvent.click(ad);
    await waitFor(() => expect(ad.getAttribute('aria-checked')).toBe('false'));
    expect(api.sent).toEqual([
      { method: 'PUT', path: '/api/v1/app/ad', body: { adYN: 'Y' } },
      { method: 'PUT', path: '/api/v1/app/ad', body: { adYN: 'N' } },
    ]);
  });

  it('a banned member may withdraw consent but not give it', async () => {
    const api = useAccountApi();
    const session = fakeSession({ banned: true });
    renderAt('/my-page/settings', session);
    fireEvent.click(await switchNamed('문자(SMS)'));
    expect(session.sent).toContain('member.action');
    expect(api.sent).toEqual([]);
    fireEvent.click(await switchNamed('이메일'));
    await waitFor(() => expect(api.sent).toHaveLength(1));
  });

  it('switches push through PUT /api/v1/app/push', async () => {
    const api = useAccountApi();
    renderAt('/my-page/settings');
    const push = await switchNamed('푸시 알림');
    fireEvent.click(push);
    await waitFor(() => expect(push.getAttribute('aria-checked')).toBe('false'));
    expect(api.sent).toEqual([{ method: 'PUT', path: '/api/v1/app/push', body: { pushYN: false } }]);
  });

  describe("in the app's web view", () => {
    /** The app's user agent, and a way to know the bridge (loaded after the first screen) listens. */
    function inApp() {
      vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(
        `Mozilla/5.0 (Linux; Android 14) Chrome/126 Mobile ${APP_WEB_VIEW_UA_MARKER}/${WEB_VERSION}`,
      );
      const listen = vi.spyOn(window, 'addEventListener');
      return () =>
        vi.waitFor(() => expect(listen.mock.calls.some(([type]) => type === 'message')).toBe(true), LAZY);
    }
    const settingsReads = (api: ReturnType<typeof useAccountApi>) =>
      api.requests.filter(({ url }) => url.pathname === '/api/v1/user/settings').length;

    afterEach(() => vi.restoreAllMocks());

    it("shows the app's own push switch (setDevicePush) at once, then as the server stored it", async () => {
      const bridgeListens = inApp();
      const api = useAccountApi();
      // The server's answer to the push call waits until released.
      let release: () => void = () => {};
      const answered = new Promise<void>((resolve) => {
        release = resolve;
      });
      vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).includes('/api/v1/app/push')) await answered;
        return api.fetch(input, init);
      });
      renderAt('/my-page/settings');
      const push = await switchNamed('푸시 알림');
      expect(push.getAttribute('aria-checked')).toBe('true');
      expect(screen.getByText('2025년 9월 26일 동의')).toBeTruthy();
      await bridgeListens();

      window.postMessage({ type: 'setDevicePush', data: { pushYN: 'false' } }, '*');
      await waitFor(() => expect(push.getAttribute('aria-checked')).toBe('false'));
      expect(settingsReads(api)).toBe(1);
      release();
      // The date is the server's: only reading the settings again can know it.
      expect(await screen.findByText('2026년 1월 5일 수신 거부', {}, LAZY)).toBeTruthy();
      expect(push.getAttribute('aria-checked')).toBe('false');
      // (The app's start also records the access: POST /api/v1/app/access, not this screen's.)
      expect(api.sent.filter(({ path }) => path === '/api/v1/app/push')).toEqual([
        { method: 'PUT', path: '/api/v1/app/push', body: { pushYN: false } },
      ]);
      expect(settingsReads(api)).toBe(2);
    });

    it('returns to what the server holds when it did not store the switch', async () => {
      const bridgeListens = inApp();
      const api = useAccountApi({ pushStatus: 500 });
      renderAt('/my-page/settings');
      const push = await switchNamed('푸시 알림');
      await bridgeListens();

      window.postMessage({ type: 'setDevicePush', data: { pushYN: false } }, '*');
      await waitFor(() => expect(settingsReads(api)).toBe(2), LAZY);
      expect(api.sent).toContainEqual({ method: 'PUT', path: '/api/v1/app/push', body: { pushYN: false } });
      await waitFor(() => expect(push.getAttribute('aria-checked')).toBe('true'));
      expect(screen.getByText('2025년 9월 26일 동의')).toBeTruthy();
    });

    /** The app's handler host (docs/native-bridge.md), answering getDevicePush and requestPermission. */
    function appHost(device: { pushYN: boolean; granted: boolean }) {
      const calls: string[] = [];
      (window as { flutter_inappwebview?: unknown }).flutter_inappwebview = {
        callHandler: async (name: string) => {
          calls.push(name);
          if (name === 'getDevicePush') return { pushYN: device.pushYN, deviceInfo: {} };
          if (name === 'requestPermission') {
            device.pushYN = device.granted;
            return { granted: device.granted };
          }
          return null;
        },
      };
      return calls;
    }

    it("shows the switch off while the phone does not allow the app's notifications", async () => {
      inApp();
      appHost({ pushYN: false, granted: false });
      useAccountApi();
      renderAt('/my-page/settings');
      const push = await switchNamed('푸시 알림');
      await waitFor(() => expect(push.getAttribute('aria-checked')).toBe('false'), LAZY);
    });

    it('asks the phone for permission when turned on; refused, nothing is sent', async () => {
      inApp();
      const calls = appHost({ pushYN: false, granted: false });
      const api = useAccountApi();
      renderAt('/my-page/settings');
      const push = await switchNamed('푸시 알림');
      await waitFor(() => expect(push.getAttribute('aria-checked')).toBe('false'), LAZY);
      fireEvent.click(push);
      expect(await screen.findByText(DEVICE_PUSH_OFF, {}, LAZY)).toBeTruthy();
      expect(calls).toContain('requestPermission');
      expect(push.getAttribute('aria-checked')).toBe('false');
      expect(api.sent.filter(({ path }) => path === '/api/v1/app/push')).toEqual([]);
    });

    it('allowed by the phone, the switch is on again without asking the server to change', async () => {
      inApp();
      appHost({ pushYN: false, granted: true });
      const api = useAccountApi();
      renderAt('/my-page/settings');
      const push = await switchNamed('푸시 알림');
      await waitFor(() => expect(push.getAttribute('aria-checked')).toBe('false'), LAZY);
      fireEvent.click(push);
      await waitFor(() => expect(push.getAttribute('aria-checked')).toBe('true'), LAZY);
      // The member's setting was already on: only the phone had to agree.
      expect(api.sent.filter(({ path }) => path === '/api/v1/app/push')).toEqual([]);
    });
  });

  it('when the consents cannot load, says so with a retry, and logout still works', async () => {
    useAccountApi({ settingsStatus: 500 });
    const { session } = renderAt('/my-page/settings');
    expect(await screen.findByText('정보를 불러오지 못했어요')).toBeTruthy();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '로그아웃' }));
    const dialog = await findDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: '로그아웃' }));
    await waitFor(() => expect(session.sent).toContain('session.logout'));
  });

  it('logout asks first; cancelling keeps the session', async () => {
    useAccountApi();
    const { session } = renderAt('/my-page/settings');
    fireEvent.click(await screen.findByRole('button', { name: '로그아웃' }));
    const dialog = await findDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(session.sent).not.toContain('session.logout');
  });
});

describe('/withdrawInfo', () => {
  it('shows the stars that would be lost and lets the member go on only once acknowledged', async () => {
    useAccountApi();
    renderAt('/withdrawInfo');
    expect(await screen.findByTestId('withdraw-stars')).toHaveProperty('textContent', '2,350개');
    expect(screen.getByText(/300개는 2026년 1월 31일에 소멸될 예정/)).toBeTruthy();
    expect(screen.getByText(/‘탈퇴한 회원’으로 표시돼요/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '다음' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByLabelText('안내 사항을 모두 확인했어요'));
    expect(screen.getByRole('link', { name: '다음' }).getAttribute('href')).toBe('/withdraw');
  });

  it('retries the stars when they cannot load', async () => {
    useAccountApi({ summaryStatus: 500 });
    renderAt('/withdrawInfo');
    expect(await screen.findByText(/보유한 별을 불러오지 못했어요/)).toBeTruthy();
    vi.unstubAllGlobals();
    installBrowserStubs();
    useAccountApi();
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByTestId('withdraw-stars')).toBeTruthy();
  });
});

describe('/withdraw', () => {
  it('asks for a reason, in Korean, before anything is sent', async () => {
    const api = useAccountApi();
    renderAt('/withdraw');
    const submit = await screen.findByRole('button', { name: '탈퇴하기' });
    fireEvent.click(submit);
    expect(await screen.findByText(WITHDRAWAL_REASON_MESSAGES.CODE_REQUIRED)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '기타' }));
    fireEvent.change(screen.getByLabelText('기타 사유 (필수)'), { target: { value: '음' } });
    fireEvent.click(submit);
    expect(await screen.findByText(WITHDRAWAL_REASON_MESSAGES.OTHER_REQUIRED)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('기타 사유 (필수)'), { target: { value: 'a'.repeat(501) } });
    expect(await screen.findByText(WITHDRAWAL_REASON_MESSAGES.TOO_LONG)).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.sent).toEqual([]);
  });

  it('confirms, closes the account once and ends the session the spec way', async () => {
    const api = useAccountApi();
    const { session } = renderAt('/withdraw');
    fireEvent.click(await screen.findByRole('radio', { name: '가격이 비싸요' }));
    fireEvent.change(screen.getByLabelText('더 하고 싶은 말 (선택)'), {
      target: { value: '  조금 비싸요  ' },
    });
    const submit = screen.getByRole('button', { name: '탈퇴하기' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    const dialog = await findDialog();
    expect(within(dialog).getByText(/정말 탈퇴하시겠어요/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '탈퇴하기' }));
    await waitFor(() => expect(session.sent).toContain('session.logout'));
    expect(api.sent).toEqual([
      {
        method: 'DELETE',
        path: '/api/v2/auth/social/withdrawal',
        body: { reasonCode: 'PRICE', reason: '조금 비싸요' },
      },
    ]);
    expect(await screen.findByText(WITHDRAWN_TOAST, {}, LAZY)).toBeTruthy();
  });

  it('cancelling the confirm sends nothing', async () => {
    const api = useAccountApi();
    const { session } = renderAt('/withdraw');
    fireEvent.click(await screen.findByRole('radio', { name: '이용 빈도가 낮아요' }));
    fireEvent.click(screen.getByRole('button', { name: '탈퇴하기' }));
    fireEvent.click(within(await findDialog()).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.sent).toEqual([]);
    expect(session.sent).not.toContain('session.logout');
    expect(screen.getByRole('button', { name: '탈퇴하기' }).hasAttribute('disabled')).toBe(false);
  });

  it('a failure leaves the member signed in with the reason shown', async () => {
    useAccountApi({ withdrawal: { status: 500, body: SERVER_ERROR } });
    const { session } = renderAt('/withdraw');
    fireEvent.click(await screen.findByRole('radio', { name: '이용 빈도가 낮아요' }));
    fireEvent.click(screen.getByRole('button', { name: '탈퇴하기' }));
    fireEvent.click(within(await findDialog()).getByRole('button', { name: '탈퇴하기' }));
    expect(await screen.findByText(SERVER_ERROR.message)).toBeTruthy();
    expect(session.sent).not.toContain('session.logout');
  });
});
