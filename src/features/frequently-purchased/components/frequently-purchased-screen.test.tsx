// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, product } from '../../../test-support/fake-api.ts';
import { installBrowserStubs, renderApp } from '../../../test-support/render-app.tsx';

beforeEach(() => {
  installBrowserStubs();
  window.sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PATH = '/api/v1/user/frequently-purchased-products';

function purchased(no: number, orderCount: number) {
  return {
    ...product(no, { name: `자주 산 상품 ${no}` }),
    orderCount,
    totalQuantity: orderCount * 2,
    lastPurchasedDt: '2026-11-20T01:00:00.000Z',
  };
}

type Answer = { status: number; body: unknown };

/**
 * Answers the endpoint with `answers` in turn (the last one repeats; an answer may be a promise), or
 * with `answers(url)`.
 */
function usePurchasesApi(answers: (Answer | Promise<Answer>)[] | ((url: URL) => Answer)) {
  const calls: URL[] = [];
  const api = createFakeApi();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost/');
    if (url.pathname !== PATH) return api.fetch(input, init);
    const answer = await (typeof answers === 'function'
      ? answers(url)
      : answers[Math.min(calls.length, answers.length - 1)]!);
    calls.push(url);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

const page = (
  products: ReturnType<typeof purchased>[],
  pageNo = 1,
  hasNext = false,
  totalCount?: number,
) => ({
  status: 200,
  body: {
    products,
    pageInfo: { page: pageNo, size: 20, totalCount: totalCount ?? products.length, hasNext },
  },
});

const failure = {
  status: 500,
  body: { code: 5, name: 'UNEXPECTED_ERROR', message: '일시적인 오류가 발생했습니다.' },
};

describe('frequently purchased', () => {
  it('shows skeleton cards, then the products as cards to the shop with how often they were bought', async () => {
    let answer!: (value: Answer) => void;
    const calls = usePurchasesApi([new Promise<Answer>((resolve) => (answer = resolve))]);
    renderApp('/my-page/frequently-purchased');
    const skeleton = await screen.findByRole('list', { name: '자주 구매한 상품 불러오는 중' });
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    await act(async () => answer(page([purchased(11, 7), purchased(12, 3)])));

    const list = await screen.findByRole('list', { name: '자주 구매한 상품' });
    const cards = within(list).getAllByRole('link');
    expect(cards).toHaveLength(2);
    expect(cards[0]!.getAttribute('href')).toBe('https://shop.jecheol.kr/product/detail.html?product_no=11');
    expect(within(cards[0]!).getByText('구매 7회')).toBeTruthy();
    expect(within(cards[0]!).getByText('자주 산 상품 11')).toBeTruthy();
    expect(within(cards[1]!).getByText('구매 3회')).toBeTruthy();
    expect(screen.getByText('총 2개')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '자주 산 상품' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '뒤로 가기' })).toBeTruthy();
    expect(calls[0]?.searchParams.get('page')).toBe('1');
  });

  it('loads more with a real button', async () => {
    const first = Array.from({ length: 20 }, (_, index) => purchased(100 + index, 20 - index));
    const calls = usePurchasesApi((url) =>
      url.searchParams.get('page') === '2'
        ? page([purchased(200, 1)], 2, false, 21)
        : page(first, 1, true, 21),
    );
    renderApp('/my-page/frequently-purchased');
    fireEvent.click(await screen.findByRole('button', { name: '상품 더보기' }));
    expect(await screen.findByText('자주 산 상품 200')).toBeTruthy();
    expect(calls.at(-1)?.searchParams.get('page')).toBe('2');
    expect(screen.getByText('총 21개')).toBeTruthy();
  });

  it('with no orders says so and links home', async () => {
    usePurchasesApi([page([])]);
    renderApp('/my-page/frequently-purchased');
    expect(await screen.findByText('아직 구매한 상품이 없어요')).toBeTruthy();
    expect(screen.getByRole('link', { name: '홈으로 가기' }).getAttribute('href')).toBe('/');
  });

  it('shows a Korean error with a retry that recovers', async () => {
    usePurchasesApi([failure, page([purchased(11, 2)])]);
    renderApp('/my-page/frequently-purchased');
    const retry = await screen.findByRole('button', { name: '다시 시도' });
    expect(within(screen.getByRole('alert')).getByText('일시적인 오류가 발생했습니다.')).toBeTruthy();
    fireEvent.click(retry);
    await waitFor(() => expect(screen.getByText('자주 산 상품 11')).toBeTruthy());
    expect(screen.getByText('구매 2회')).toBeTruthy();
  });
});
