// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '../../../test-support/fake-api.ts';
import { installBrowserStubs, renderApp } from '../../../test-support/render-app.tsx';

beforeEach(() => {
  installBrowserStubs();
  window.sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CONSENT_PATHS = ['/api/v2/user/ad-consent', '/api/v1/app/ad'];
const AGREEMENT_PATH = '/api/v2/user/sign-up';
const UNAVAILABLE = {
  status: 503,
  body: { code: 1, name: 'UNKNOWN', message: '잠시 후 다시 시도해 주세요.' },
};

function useConsentApi(failing: false | 'consent' | 'agreement' = false) {
  const api = createFakeApi((url, init) => {
    if (init?.method === 'POST' && url.pathname === AGREEMENT_PATH)
      return failing === 'agreement'
        ? UNAVAILABLE
        : { status: 200, body: { isMember: true, agreedDt: '2026-11-24T03:00:00.000Z' } };
    if (init?.method !== 'PUT' || !CONSENT_PATHS.includes(url.pathname)) return undefined;
    if (failing) return UNAVAILABLE;
    return url.pathname === '/api/v1/app/ad'
      ? { status: 200, body: { adYN: 'Y', changedDt: '2026-11-24T03:00:00.000Z' } }
      : {
          status: 200,
          body: { emailYN: 'Y', smsYN: 'Y', emailYNChangedDt: null, smsYNChangedDt: null },
        };
  });
  vi.stubGlobal('fetch', api.fetch);
  return () =>
    api.requests
      .filter((request) => request.method === 'PUT' || request.method === 'POST')
      .map((request) => request.url.pathname);
}

const box = (name: RegExp) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('/sign-up', () => {
  it('ticks the boxes the URL names, ignores anything else, and links each policy', async () => {
    useConsentApi();
    renderApp('/sign-up?agreed=service,marketing,bogus');
    expect(
      await screen.findByRole('heading', { name: /약관에 동의해 주세요/ }, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(box(/서비스 이용약관 동의/).checked).toBe(true);
    expect(box(/마케팅 정보 수신 동의/).checked).toBe(true);
    expect(box(/개인정보 수집/).checked).toBe(false);
    expect(box(/만 14세/).checked).toBe(false);
    expect((screen.getByRole('button', { name: '동의하고 시작하기' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    const hrefs = screen.getAllByRole('link', { name: /내용 보기/ }).map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/terms', '/privacy', '/marketing-info']);
  });

  it('a tick is written into the URL, so coming back from a policy page keeps it', async () => {
    useConsentApi();
    const { router } = renderApp('/sign-up');
    fireEvent.click(await screen.findByRole('checkbox', { name: /개인정보 수집/ }, { timeout: 5_000 }));
    await waitFor(() => expect(router.state.location.search).toEqual({ agreed: 'privacy' }));
    fireEvent.click(box(/전체 동의하기/));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ agreed: 'service,privacy,age,marketing' }),
    );
  });

  it('agrees, then stores the marketing consent, once on a double tap, then goes on', async () => {
    const sent = useConsentApi();
    const { router } = renderApp('/sign-up?agreed=service,privacy,age,marketing');
    const start = await screen.findByRole('button', { name: '동의하고 시작하기' }, { timeout: 5_000 });
    fireEvent.click(start);
    fireEvent.click(start);
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
    expect(sent()[0]).toBe(AGREEMENT_PATH);
    expect(sent().slice(1).sort()).toEqual(['/api/v1/app/ad', '/api/v2/user/ad-consent']);
  });

  it('goes on to where the sign-in was headed once agreed, instead of /welcome', async () => {
    useConsentApi();
    const { router } = renderApp('/sign-up?agreed=service,privacy,age&returnUrl=%2Fbest');
    fireEvent.click(await screen.findByRole('button', { name: '동의하고 시작하기' }, { timeout: 5_000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/best'));
    expect(window.sessionStorage.getItem('justSignedUp')).toBeNull();
  });

  it('sends the agreement alone without the marketing box: no consent is preset', async () => {
    const sent = useConsentApi();
    const { router } = renderApp('/sign-up?agreed=service,privacy,age');
    fireEvent.click(await screen.findByRole('button', { name: '동의하고 시작하기' }, { timeout: 5_000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
    expect(sent()).toEqual([AGREEMENT_PATH]);
  });

  it('stays with a Korean alert when the agreement cannot be stored, and sends no consent', async () => {
    const sent = useConsentApi('agreement');
    const { router } = renderApp('/sign-up?agreed=service,privacy,age,marketing');
    fireEvent.click(await screen.findByRole('button', { name: '동의하고 시작하기' }, { timeout: 5_000 }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('약관 동의를 저장하지 못했어요');
    expect(router.state.location.pathname).toBe('/sign-up');
    expect(sent()).toEqual([AGREEMENT_PATH]);
    // The alert is the page's one: closed, so the next one is not queued behind it.
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('stays with a Korean alert when the consent cannot be stored', async () => {
    useConsentApi('consent');
    const { router } = renderApp('/sign-up?agreed=service,privacy,age,marketing');
    fireEvent.click(await screen.findByRole('button', { name: '동의하고 시작하기' }, { timeout: 5_000 }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain(
      '마케팅 정보 수신 동의를 저장하지 못했어요',
    );
    expect(router.state.location.pathname).toBe('/sign-up');
    expect((screen.getByRole('button', { name: '동의하고 시작하기' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});

describe('/welcome', () => {
  it('is for a member who just signed up, once: a reload or anyone else goes home', async () => {
    useConsentApi();
    const { router } = renderApp('/sign-up?agreed=service,privacy,age');
    fireEvent.click(await screen.findByRole('button', { name: '동의하고 시작하기' }, { timeout: 5_000 }));
    expect(await screen.findByRole('heading', { name: '환영합니다!' }, { timeout: 5_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/welcome');
    // Shown: the mark is spent, so the next visit is sent on.
    await waitFor(() => expect(window.sessionStorage.getItem('justSignedUp')).toBeNull());
    cleanup();
    const again = renderApp('/welcome');
    await waitFor(() => expect(again.router.state.location.pathname).toBe('/'), { timeout: 5_000 });
  });

  it('a shopper who did not sign up landing there is sent home', async () => {
    useConsentApi();
    const { router } = renderApp('/welcome');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 5_000 });
    expect(screen.queryByRole('heading', { name: '환영합니다!' })).toBeNull();
  });
});
