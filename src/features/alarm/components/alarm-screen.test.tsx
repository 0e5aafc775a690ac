// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Alarm } from '#contract/alarm.ts';
import { installBrowserStubs } from '../../../test-support/render-app.tsx';
import { alarmKeys } from '../api/query-keys.ts';
import type { CountSnapshot } from '../count-rule.ts';
import { AlarmScreen } from './alarm-screen.tsx';

/** /alarm against a fake API in the contract's shapes: the list, its states, tapping and 모두 읽음. */
beforeEach(() => {
  installBrowserStubs();
  window.sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function alarm(id: number, overrides: Partial<Alarm> = {}): Alarm {
  return {
    alarmId: id,
    alarmType: 1,
    label: '댓글',
    message: `이웃${id}님이 내 글에 댓글을 남겼어요.`,
    detail: `맛있겠어요 ${id}`,
    link: `/community/board-detail/${id}`,
    isRead: false,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

type Answer = { status: number; body: unknown };
function fakeApi(answer: (path: string, method: string, url: URL) => Answer) {
  const sent: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost/');
    const method = init?.method ?? 'GET';
    sent.push(`${method} ${url.pathname}${url.search}`);
    const { status, body } = answer(url.pathname, method, url);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return sent;
}

function renderScreen() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const root = createRootRoute({ component: Outlet });
  const alarms = createRoute({ getParentRoute: () => root, path: '/alarm', component: AlarmScreen });
  const post = createRoute({
    getParentRoute: () => root,
    path: '/community/board-detail/$id',
    component: () => <p>글 화면</p>,
  });
  const router = createRouter({
    routeTree: root.addChildren([alarms, post]),
    history: createMemoryHistory({ initialEntries: ['/alarm'] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { queryClient, router };
}

const page = (items: Alarm[], unreadCount: number, nextCursor: string | null = null) => ({
  status: 200,
  body: { alarms: items, nextCursor, unreadCount },
});

describe('the notification screen', () => {
  it('marks unread ones in words, and a tap marks it read, sets the count and opens its screen', async () => {
    let unread = 2;
    const sent = fakeApi((path, method) => {
      if (path === '/api/v1/alarm/view')
        return page([alarm(1), alarm(2, { isRead: true, alarmType: 5, label: '별 적립' })], unread);
      if (path === '/api/v1/alarm/view/1/read' && method === 'PUT') {
        unread = 1;
        return { status: 200, body: { alarmId: 1, unreadCount: 1 } };
      }
      if (path === '/api/v1/alarm/count') return { status: 200, body: { unreadCount: unread } };
      return { status: 404, body: { code: 8, name: 'NO_DATA', message: '없음' } };
    });
    const { queryClient, router } = renderScreen();
    const list = await screen.findByRole('list', { name: '알림 목록' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first?.textContent).toContain('새 알림');
    expect(second?.textContent).not.toContain('새 알림');
    fireEvent.click(within(first!).getByRole('link'));
    fireEvent.click(within(first!).getByRole('link'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/community/board-detail/1'));
    await waitFor(() =>
      expect(queryClient.getQueryData<CountSnapshot>(alarmKeys.count())?.unreadCount).toBe(1),
    );
    expect(sent.filter((line) => line.startsWith('PUT'))).toEqual(['PUT /api/v1/alarm/view/1/read']);
  });

  it('filters by type with the chips and pages with 알림 더보기', async () => {
    const sent = fakeApi((path, _method, url) => {
      if (path === '/api/v1/alarm/count') return { status: 200, body: { unreadCount: 0 } };
      if (url.searchParams.get('cursor') === 'next') return page([alarm(3, { isRead: true })], 0);
      if (url.searchParams.get('alarmType') === '2') return page([], 0);
      return page([alarm(1, { isRead: true })], 0, 'next');
    });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: '알림 더보기' }));
    expect(await screen.findByText('이웃3님이 내 글에 댓글을 남겼어요.')).toBeTruthy();
    expect(screen.getByRole('button', { name: '모두 읽음' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '좋아요' }));
    expect(await screen.findByText('좋아요 알림이 없어요')).toBeTruthy();
    expect(screen.getByRole('button', { name: '좋아요' }).getAttribute('aria-pressed')).toBe('true');
    expect(sent).toContain('GET /api/v1/alarm/view?alarmType=2');
  });

  it('모두 읽음 marks every row read; a failed list shows the error and retries', async () => {
    let fail = true;
    fakeApi((path, method) => {
      if (path === '/api/v1/alarm/read-all' && method === 'PUT')
        return { status: 200, body: { unreadCount: 0 } };
      if (path === '/api/v1/alarm/count') return { status: 200, body: { unreadCount: 2 } };
      if (fail)
        return {
          status: 500,
          body: { code: 5, name: 'UNEXPECTED_ERROR', message: '일시적인 오류가 발생했습니다.' },
        };
      return page([alarm(1), alarm(2)], 2);
    });
    renderScreen();
    expect((await screen.findByRole('alert')).textContent).toContain('일시적인 오류가 발생했습니다.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    const list = await screen.findByRole('list', { name: '알림 목록' });
    expect(within(list).getAllByText('새 알림')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: '모두 읽음' }));
    await waitFor(() => expect(within(list).queryAllByText('새 알림')).toHaveLength(0));
    expect(screen.getByRole('button', { name: '모두 읽음' }).hasAttribute('disabled')).toBe(true);
  });
});
