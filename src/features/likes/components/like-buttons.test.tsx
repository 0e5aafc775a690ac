// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionActor } from '#machines/session/session.machine.ts';
import { createAppRouter } from '../../../app/router.ts';
import { addRecentProduct, readRecentProducts } from '../../../platform/recent-store.ts';
import { createFakeApi, product } from '../../../test-support/fake-api.ts';
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

const items = [1, 2, 3].map((no) => ({
  rank: no,
  previousRank: no,
  rankChange: 0,
  isNew: false,
  product: product(no),
}));

const sentLikes: unknown[] = [];

function useLikeApi(likeAnswer: { status: number; body: unknown }) {
  sentLikes.length = 0;
  const api = createFakeApi((url, init) => {
    if (url.pathname === '/api/v1/display/best/rank')
      return {
        status: 200,
        body: { period: 'DAILY', items, pageInfo: { page: 1, size: 20, totalCount: 3, hasNext: false } },
      };
    if (url.pathname === '/api/v1/user/like/product/check')
      return { status: 200, body: { likedProductNos: [2] } };
    if (url.pathname === '/api/v1/user/like/product' && init?.method === 'PUT') {
      sentLikes.push(JSON.parse(String(init.body)));
      return likeAnswer;
    }
    return undefined;
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

describe('product like buttons', () => {
  it('ask for the like flags of a whole page in one request', async () => {
    const api = useLikeApi({ status: 200, body: {} });
    renderApp('/best');
    const liked = await screen.findByRole('button', { name: '상품 2 찜하기' });
    await waitFor(() => expect(liked.getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByRole('button', { name: '상품 1 찜하기' }).getAttribute('aria-pressed')).toBe('false');
    const checks = api.requests.filter(
      (request) => request.url.pathname === '/api/v1/user/like/product/check',
    );
    expect(checks).toHaveLength(1);
    expect(checks[0]?.url.searchParams.get('productNos')?.split(',').sort()).toEqual(['1', '2', '3']);
  });

  it('at the maximum, show the server message in the alert and stay unliked', async () => {
    const message = '상품은 최대 200개까지 찜할 수 있습니다.';
    useLikeApi({ status: 400, body: { code: 91, name: 'LIKE_PRODUCT_MAX_LIMIT_ERROR', message } });
    renderApp('/best');
    const button = await screen.findByRole('button', { name: '상품 1 찜하기' });
    fireEvent.click(button);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(message)).toBeTruthy();
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
  });

  it('a liked product is unliked with likeMode false and the like context', async () => {
    useLikeApi({ status: 200, body: { productNo: 2, isLiked: false, likedProductCount: 0 } });
    renderApp('/best');
    const button = await screen.findByRole('button', { name: '상품 2 찜하기' });
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    expect(sentLikes).toEqual([{ productNo: 2, likeMode: false, prePageName: 'best' }]);
  });
  it('turn the heart at the tap, before the server answers, and back when the like is refused', async () => {
    const message = '상품은 최대 200개까지 찜할 수 있습니다.';
    const api = useLikeApi({
      status: 400,
      body: { code: 91, name: 'LIKE_PRODUCT_MAX_LIMIT_ERROR', message },
    });
    let answerLike: () => void = () => {};
    const likeHeld = new Promise<void>((resolve) => {
      answerLike = resolve;
    });
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'PUT' ? likeHeld.then(() => api.fetch(input, init)) : api.fetch(input, init),
    );
    renderApp('/best');
    const button = await screen.findByRole('button', { name: '상품 1 찜하기' });
    await waitFor(() => expect(api.requests.some((r) => r.url.pathname.endsWith('/check'))).toBe(true));
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(sentLikes).toEqual([]);
    answerLike();
    await screen.findByRole('alertdialog');
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
  });

  it('keep a like the server answered while the older like check was still out', async () => {
    const api = useLikeApi({ status: 200, body: { productNo: 1, isLiked: true, likedProductCount: 1 } });
    // The page's like check reads the flags before the like (product 1 not liked) and answers after it.
    let answerCheck: () => void = () => {};
    const checkHeld = new Promise<void>((resolve) => {
      answerCheck = resolve;
    });
    let checkAnswered: Promise<Response> | undefined;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).includes('/api/v1/user/like/product/check')) return api.fetch(input, init);
      checkAnswered = checkHeld.then(() => api.fetch(input, init));
      return checkAnswered;
    });
    renderApp('/best');
    const button = await screen.findByRole('button', { name: '상품 1 찜하기' });
    await waitFor(() => expect(checkAnswered).toBeDefined());
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    answerCheck();
    await checkAnswered;
    // Time for the old answer to reach the button, if it still could.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(button.getAttribute('aria-pressed')).toBe('true');
  });

  it('keep the like flag of a recently viewed product in step', async () => {
    window.localStorage.clear();
    addRecentProduct({ productNo: 1, name: '상품 1' });
    addRecentProduct({ productNo: 3, name: '상품 3' });
    useLikeApi({ status: 200, body: { productNo: 1, isLiked: true, likedProductCount: 1 } });
    renderApp('/best');
    const button = await screen.findByRole('button', { name: '상품 1 찜하기' });
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(readRecentProducts().map(({ productNo, isLike }) => ({ productNo, isLike }))).toEqual([
      { productNo: 3, isLike: false },
      { productNo: 1, isLike: true },
    ]);
  });
});

/** A session that has settled on "logged out": all a guard or a gate reads is its snapshot's tags. */
const guestSession = {
  getSnapshot: () => ({ hasTag: (tag: string) => tag === 'loggedOut' }),
  subscribe: () => ({ unsubscribe() {} }),
} as unknown as SessionActor;

describe('product like buttons for a guest', () => {
  it('ask the guest to sign in first: 취소 stays, 로그인 goes to the login page with this page as return path, without calling the like API', async () => {
    const api = useLikeApi({ status: 200, body: {} });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createAppRouter({
      queryClient,
      history: createMemoryHistory({ initialEntries: ['/best?period=WEEKLY'] }),
      session: runningSessionHost(guestSession),
    });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const heart = await screen.findByRole('button', { name: '상품 1 찜하기' });
    fireEvent.click(heart);
    const asked = await screen.findByRole('alertdialog', { name: '로그인이 필요해요' });
    expect(asked.textContent).toContain('상품을 찜하려면 로그인해 주세요.');
    fireEvent.click(within(asked).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: '로그인이 필요해요' })).toBeNull());
    expect(router.state.location.pathname).toBe('/best');

    fireEvent.click(heart);
    const again = await screen.findByRole('alertdialog', { name: '로그인이 필요해요' });
    fireEvent.click(within(again).getByRole('button', { name: '로그인' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ returnUrl: '/best?period=WEEKLY' });
    expect(api.requests.some((request) => request.url.pathname.startsWith('/api/v1/user/like'))).toBe(false);
  });
});
