// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionActor } from '#machines/session/session.machine.ts';
import { createAppRouter } from '../../../app/router.ts';
import { createFakeApi, dealDetail, FIXED_NOW, product } from '../../../test-support/fake-api.ts';
import { installBrowserStubs, renderApp } from '../../../test-support/render-app.tsx';
import { runningSessionHost } from '../../session/session-host.ts';

beforeEach(() => {
  installBrowserStubs();
  window.sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const HOUR = 3_600_000;

type Answer = { status: number; body: unknown };

/** The alerts API: `asked` answers the check; PUTs are recorded and answered (after `delay`, if given). */
function useAlertsApi(options: {
  asked?: { productNos?: number[]; dealIds?: number[] };
  upcoming?: boolean;
  list?: Answer;
  delay?: Promise<void>;
}) {
  const sent: { path: string; body: unknown }[] = [];
  const api = createFakeApi((url, _init) => {
    if (url.pathname === '/api/v1/display/deal/12') {
      return {
        status: 200,
        body: {
          deal: dealDetail(12, {
            ...(options.upcoming
              ? {
                  startsAt: new Date(FIXED_NOW + 5 * HOUR).toISOString(),
                  endsAt: new Date(FIXED_NOW + 50 * HOUR).toISOString(),
                }
              : {}),
            products: [product(101), product(102, { soldOut: true })],
          }),
          serverTime: new Date(FIXED_NOW).toISOString(),
        },
      };
    }
    if (url.pathname === '/api/v1/user/alerts/check')
      return { status: 200, body: { productNos: [], dealIds: [], ...options.asked } };
    if (url.pathname === '/api/v1/user/alerts' && options.list) return options.list;
    return undefined;
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost/');
    if (init?.method === 'PUT' && url.pathname.startsWith('/api/v1/user/alerts/')) {
      const body = JSON.parse(String(init.body)) as {
        subscribe: boolean;
        productNo?: number;
        dealId?: number;
      };
      sent.push({ path: url.pathname, body });
      await options.delay;
      return new Response(
        JSON.stringify({ ...body, subscribed: body.subscribe, expiresAt: null, liveCount: 1 }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    }
    return api.fetch(input, init);
  });
  return { sent, requests: api.requests };
}

describe('재입고 알림 on the deal detail', () => {
  it('only sold-out products offer it; a tap asks once, shows 신청됨 and a toast', async () => {
    let release = () => {};
    const delay = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = useAlertsApi({ delay });
    renderApp('/deal/12');
    const button = await screen.findByRole('button', { name: '재입고 알림 받기: 상품 102' });
    expect(screen.queryByRole('button', { name: /재입고 알림 받기: 상품 101/ })).toBeNull();
    // A double tap before the answer: one request.
    fireEvent.click(button);
    fireEvent.click(button);
    release();
    await screen.findByText('신청됨');
    expect(api.sent).toEqual([
      { path: '/api/v1/user/alerts/restock', body: { productNo: 102, subscribe: true } },
    ]);
    expect(await screen.findByText('재입고 알림을 신청했어요. 다시 들어오면 알려 드릴게요.')).toBeTruthy();
    const checks = api.requests.filter((request) => request.url.pathname === '/api/v1/user/alerts/check');
    expect(checks).toHaveLength(1);
    expect(checks[0]?.url.searchParams.get('productNos')).toBe('102');
  });

  it('an asked product reads 신청됨 · 알림 취소 and cancels', async () => {
    const api = useAlertsApi({ asked: { productNos: [102] } });
    renderApp('/deal/12');
    const button = await screen.findByRole('button', { name: /신청됨 · 알림 취소: 상품 102/ });
    fireEvent.click(button);
    await screen.findByText('재입고 알림을 취소했어요.');
    expect(api.sent).toEqual([
      { path: '/api/v1/user/alerts/restock', body: { productNo: 102, subscribe: false } },
    ]);
    expect(await screen.findByRole('button', { name: '재입고 알림 받기: 상품 102' })).toBeTruthy();
  });
});

describe('재입고 알림 refused', () => {
  it('at the limit, the alert dialog shows the server message and the button stays unasked', async () => {
    const message =
      '재입고·오픈 알림은 최대 50개까지 신청할 수 있어요. 신청한 알림을 정리한 뒤 다시 시도해 주세요.';
    const api = createFakeApi((url, init) => {
      if (url.pathname === '/api/v1/display/deal/12')
        return {
          status: 200,
          body: {
            deal: dealDetail(12, { products: [product(102, { soldOut: true })] }),
            serverTime: new Date(FIXED_NOW).toISOString(),
          },
        };
      if (url.pathname === '/api/v1/user/alerts/check')
        return { status: 200, body: { productNos: [], dealIds: [] } };
      if (url.pathname === '/api/v1/user/alerts/restock' && init?.method === 'PUT')
        return { status: 400, body: { code: 13, name: 'OUT_OF_RANGE', message } };
      return undefined;
    });
    vi.stubGlobal('fetch', api.fetch);
    renderApp('/deal/12');
    fireEvent.click(await screen.findByRole('button', { name: '재입고 알림 받기: 상품 102' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(message)).toBeTruthy();
    expect(screen.getByRole('button', { name: '재입고 알림 받기: 상품 102' })).toBeTruthy();
  });
});

describe('오픈 알림 on the deal detail', () => {
  it('an upcoming deal offers it; a live deal does not', async () => {
    const api = useAlertsApi({ upcoming: true });
    renderApp('/deal/12');
    const button = await screen.findByRole('button', { name: '오픈 알림 받기: 딜 12' });
    fireEvent.click(button);
    await screen.findByText('오픈 알림을 신청했어요. 딜이 시작되면 알려 드릴게요.');
    expect(api.sent).toEqual([
      { path: '/api/v1/user/alerts/opening', body: { dealId: 12, subscribe: true } },
    ]);
    cleanup();
    useAlertsApi({});
    renderApp('/deal/12');
    await screen.findByRole('heading', { name: '딜 12' });
    expect(screen.queryByRole('button', { name: /오픈 알림/ })).toBeNull();
  });
});

describe('/my-page/alerts', () => {
  const alert = (kind: 'restock' | 'opening', targetId: number, title: string) => ({
    kind,
    targetId,
    title,
    link: kind === 'restock' ? `/dev-shop/product/detail.html?product_no=${targetId}` : `/deal/${targetId}`,
    createdAt: new Date(FIXED_NOW).toISOString(),
    expiresAt: '2026-12-21T03:00:00.000Z',
  });

  it('lists the requests with their links and cancels one', async () => {
    const api = useAlertsApi({
      list: {
        status: 200,
        body: { alerts: [alert('restock', 102, '꿀사과 2kg'), alert('opening', 12, '제철 딜')], limit: 50 },
      },
    });
    renderApp('/my-page/alerts');
    const link = await screen.findByRole('link', { name: '꿀사과 2kg' });
    expect(link.getAttribute('href')).toBe('/dev-shop/product/detail.html?product_no=102');
    expect(screen.getByRole('link', { name: '제철 딜' }).getAttribute('href')).toBe('/deal/12');
    expect(screen.getAllByText(/2026년 12월 21일/)).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: '알림 취소: 제철 딜' }));
    await screen.findByText('오픈 알림을 취소했어요.');
    expect(api.sent).toEqual([
      { path: '/api/v1/user/alerts/opening', body: { dealId: 12, subscribe: false } },
    ]);
  });

  it('says so when there is none, and offers a retry on an error', async () => {
    useAlertsApi({ list: { status: 200, body: { alerts: [], limit: 50 } } });
    renderApp('/my-page/alerts');
    expect(await screen.findByText('신청한 알림이 없어요')).toBeTruthy();
    cleanup();
    let fail = true;
    const api = createFakeApi((url) =>
      url.pathname === '/api/v1/user/alerts'
        ? fail
          ? {
              status: 503,
              body: {
                code: 141,
                name: 'CACHE_CREATION_TIMEOUT',
                message: '요청 처리 시간이 초과되었습니다.',
              },
            }
          : { status: 200, body: { alerts: [alert('restock', 7, '배 3kg')], limit: 50 } }
        : undefined,
    );
    vi.stubGlobal('fetch', api.fetch);
    renderApp('/my-page/alerts');
    const retry = await screen.findByRole('button', { name: /다시 시도/ });
    fail = false;
    fireEvent.click(retry);
    await waitFor(() => expect(screen.getByRole('link', { name: '배 3kg' })).toBeTruthy());
  });
});

describe('재입고 알림 on product lists', () => {
  it('a sold-out card has the bell beside its heart; a tap asks, and it shows as asked', async () => {
    const items = [1, 2].map((no) => ({
      rank: no,
      previousRank: no,
      rankChange: 0,
      isNew: false,
      product: product(no, { soldOut: no === 2 }),
    }));
    const sent: unknown[] = [];
    const api = createFakeApi((url, init) => {
      if (url.pathname === '/api/v1/display/best/rank')
        return {
          status: 200,
          body: { period: 'DAILY', items, pageInfo: { page: 1, size: 20, totalCount: 2, hasNext: false } },
        };
      if (url.pathname === '/api/v1/user/like/product/check')
        return { status: 200, body: { likedProductNos: [] } };
      if (url.pathname === '/api/v1/user/alerts/check')
        return { status: 200, body: { productNos: [], dealIds: [] } };
      if (url.pathname === '/api/v1/user/alerts/restock' && init?.method === 'PUT') {
        sent.push(JSON.parse(String(init.body)));
        return { status: 200, body: { productNo: 2, subscribed: true, expiresAt: null, liveCount: 1 } };
      }
      return undefined;
    });
    vi.stubGlobal('fetch', api.fetch);
    renderApp('/best');
    const bell = await screen.findByRole('button', { name: '재입고 알림 받기: 상품 2' });
    expect(screen.queryByRole('button', { name: '재입고 알림 받기: 상품 1' })).toBeNull();
    expect(screen.getByRole('button', { name: '상품 2 찜하기' })).toBeTruthy();
    fireEvent.click(bell);
    expect(await screen.findByRole('button', { name: '신청됨 · 알림 취소: 상품 2' })).toBeTruthy();
    expect(sent).toEqual([{ productNo: 2, subscribe: true }]);
  });
});

/** A session that has settled on "logged out": all a guard reads is its snapshot's tags. */
const guestSession = {
  getSnapshot: () => ({ hasTag: (tag: string) => tag === 'loggedOut', matches: () => false }),
  subscribe: () => ({ unsubscribe() {} }),
} as unknown as SessionActor;

describe('재입고 알림 for a guest', () => {
  it('asks the guest to sign in and comes back to the deal, without calling the alerts API', async () => {
    const api = useAlertsApi({});
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createAppRouter({
      queryClient,
      history: createMemoryHistory({ initialEntries: ['/deal/12'] }),
      session: runningSessionHost(guestSession),
    });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: '재입고 알림 받기: 상품 102' }));
    const asked = await screen.findByRole('alertdialog', { name: '로그인이 필요해요' });
    expect(asked.textContent).toContain('재입고 알림을 받으려면 로그인해 주세요.');
    fireEvent.click(within(asked).getByRole('button', { name: '로그인' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ returnUrl: '/deal/12' });
    expect(api.sent).toEqual([]);
    expect(api.requests.some((request) => request.url.pathname.startsWith('/api/v1/user/alerts'))).toBe(
      false,
    );
  });
});
