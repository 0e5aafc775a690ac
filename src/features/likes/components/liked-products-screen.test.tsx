// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionActor } from '#machines/session/session.machine.ts';
import { createAppRouter } from '../../../app/router.ts';
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

const PATH = '/api/v1/user/like/product';

type Answer = { status: number; body: unknown };

const page = (products: ReturnType<typeof product>[], pageNo = 1, hasNext = false, totalCount?: number) => ({
  status: 200,
  body: {
    products,
    pageInfo: { page: pageNo, size: 20, totalCount: totalCount ?? products.length, hasNext },
    limit: 100,
  },
});

const failure = {
  status: 500,
  body: { code: 5, name: 'UNEXPECTED_ERROR', message: '일시적인 오류가 발생했습니다.' },
};

/**
 * Answers the list with `answers` in turn (the last one repeats; an answer may be a promise), the
 * like check with `liked`, and a like or unlike with its new flag (recorded in `sent`).
 */
function useLikesApi(answers: (Answer | Promise<Answer>)[] | ((url: URL) => Answer), liked: number[] = []) {
  const calls: URL[] = [];
  const sent: unknown[] = [];
  const api = createFakeApi((url, init) => {
    if (url.pathname === `${PATH}/check`) return { status: 200, body: { likedProductNos: liked } };
    if (url.pathname === PATH && init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { productNo: number; likeMode: boolean };
      sent.push(body);
      return {
        status: 200,
        body: { productNo: body.productNo, isLiked: body.likeMode, likedProductCount: 0 },
      };
    }
    return undefined;
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost/');
    if (url.pathname !== PATH || (init?.method ?? 'GET') !== 'GET') return api.fetch(input, init);
    const answer = await (typeof answers === 'function'
      ? answers(url)
      : answers[Math.min(calls.length, answers.length - 1)]!);
    calls.push(url);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { calls, sent };
}

describe('/my-page/likes (찜한 상품)', () => {
  it('shows skeleton cards, then the liked products as cards to the shop, latest first', async () => {
    let answer!: (value: Answer) => void;
    const { calls } = useLikesApi([new Promise<Answer>((resolve) => (answer = resolve))], [21, 22]);
    renderApp('/my-page/likes');
    const skeleton = await screen.findByRole('list', { name: '찜한 상품 불러오는 중' });
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    await act(async () =>
      answer(page([product(21, { name: '부사 사과' }), product(22, { name: '꿀고구마' })])),
    );

    const list = await screen.findByRole('list', { name: '찜한 상품' });
    const cards = within(list).getAllByRole('link');
    expect(cards).toHaveLength(2);
    expect(cards[0]!.getAttribute('href')).toBe('https://shop.jecheol.kr/product/detail.html?product_no=21');
    expect(within(cards[0]!).getByText('부사 사과')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '찜한 상품' })).toBeTruthy();
    expect(screen.getByText('총 2개')).toBeTruthy();
    expect(calls[0]?.searchParams.get('page')).toBe('1');
    // Each card's heart is on: these are the member's likes.
    const heart = await screen.findByRole('button', { name: '부사 사과 찜하기' });
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
  });

  it('unlikes from the list: the heart goes off, and the card stays until the next visit', async () => {
    const { sent } = useLikesApi([page([product(21, { name: '부사 사과' })])], [21]);
    renderApp('/my-page/likes');
    const heart = await screen.findByRole('button', { name: '부사 사과 찜하기' });
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
    expect(sent).toEqual([
      expect.objectContaining({ productNo: 21, likeMode: false, prePageName: 'my_page_likes' }),
    ]);
    // Still there, so a slip can be undone on the spot.
    expect(screen.getByText('부사 사과')).toBeTruthy();
  });

  it('loads more with a real button', async () => {
    const first = Array.from({ length: 20 }, (_, index) => product(100 + index));
    const { calls } = useLikesApi((url) =>
      url.searchParams.get('page') === '2' ? page([product(200)], 2, false, 21) : page(first, 1, true, 21),
    );
    renderApp('/my-page/likes');
    fireEvent.click(await screen.findByRole('button', { name: '상품 더보기' }));
    expect(await screen.findByText('상품 200')).toBeTruthy();
    expect(calls.at(-1)?.searchParams.get('page')).toBe('2');
  });

  it('with no likes says so and offers a way to find products', async () => {
    useLikesApi([page([])]);
    renderApp('/my-page/likes');
    expect(await screen.findByText('아직 찜한 상품이 없어요')).toBeTruthy();
    expect(screen.getByRole('link', { name: '인기 상품 보러 가기' }).getAttribute('href')).toBe('/best');
  });

  it('shows a Korean error with a retry that recovers', async () => {
    useLikesApi([failure, page([product(21, { name: '부사 사과' })])]);
    renderApp('/my-page/likes');
    const retry = await screen.findByRole('button', { name: '다시 시도' });
    expect(within(screen.getByRole('alert')).getByText('일시적인 오류가 발생했습니다.')).toBeTruthy();
    fireEvent.click(retry);
    expect(await screen.findByText('부사 사과')).toBeTruthy();
  });
});

/** A session that has settled on "logged out": all a guard reads is its snapshot's tags. */
const guestSession = {
  getSnapshot: () => ({ hasTag: (tag: string) => tag === 'loggedOut', matches: () => false }),
  subscribe: () => ({ unsubscribe() {} }),
} as unknown as SessionActor;

describe('the header 찜 button', () => {
  it('opens the member’s liked products; a guest signs in first and comes back', async () => {
    const { calls } = useLikesApi([page([])]);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createAppRouter({
      queryClient,
      history: createMemoryHistory({ initialEntries: ['/'] }),
      session: runningSessionHost(guestSession),
    });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const wishList = await screen.findByRole('link', { name: '찜' });
    expect(wishList.getAttribute('href')).toBe('/my-page/likes');
    fireEvent.click(wishList);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ returnUrl: '/my-page/likes' });
    expect(calls).toHaveLength(0);
  });
});
