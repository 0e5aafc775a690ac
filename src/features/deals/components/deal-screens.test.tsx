// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, deal, dealDetail, FIXED_NOW, product } from '../../../test-support/fake-api.ts';
import { installBrowserStubs, renderApp } from '../../../test-support/render-app.tsx';
import { ComingSoon } from '../../../ui/coming-soon.tsx';

beforeEach(() => {
  installBrowserStubs();
  window.sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function useApi(...args: Parameters<typeof createFakeApi>) {
  const api = createFakeApi(...args);
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const HOUR = 3_600_000;

// The whole list of today's deals: the home shows them as its 오늘의 특가 shelf (docs/home.md).
describe('the deal list (/deal)', () => {
  it('shows deal cards with price, rate and a countdown, each linking to its deal', async () => {
    useApi(undefined, {
      deals: [
        deal(1, { title: '부사 사과 5kg' }),
        deal(2, { discountRate: 0, salePrice: 9900, regularPrice: 9900 }),
      ],
    });
    renderApp('/deal');
    const card = (await screen.findByText('부사 사과 5kg')).closest('a')!;
    expect(card.getAttribute('href')).toBe('/deal/1');
    expect(within(card).getByText('25%')).toBeTruthy();
    expect(within(card).getByText('15,000원')).toBeTruthy();
    expect(within(card).getByText('20,000원').closest('del')).toBeTruthy();
    // The server says 5 hours are left; the phone clock does not matter.
    expect(within(card).getByText(/^0[45]:\d\d:\d\d$/)).toBeTruthy();
    const plain = (await screen.findByText('딜 2')).closest('a')!;
    expect(within(plain).queryByText(/%$/)).toBeNull();
    expect(within(plain).queryByRole('deletion')).toBeNull();
  });

  it('shows the size on each card, so two deals of one name at two prices are told apart', async () => {
    useApi(undefined, {
      deals: [
        deal(1, { title: '부사 사과', weight: '5kg', salePrice: 29900 }),
        deal(2, { title: '부사 사과', weight: '10kg', salePrice: 52900 }),
        deal(3, { title: '유정란', weight: '' }),
      ],
    });
    renderApp('/deal');
    const [small, large] = (await screen.findAllByText('부사 사과')).map((title) => title.closest('a')!);
    expect(within(small!).getByText('5kg')).toBeTruthy();
    expect(within(small!).getByText('29,900원')).toBeTruthy();
    expect(within(large!).getByText('10kg')).toBeTruthy();
    expect(within(large!).getByText('52,900원')).toBeTruthy();
    // Without a size the card keeps the line, so the prices of a row stay level.
    const eggs = screen.getByText('유정란').closest('a')!;
    expect(eggs.children.length).toBe(small!.children.length);
  });

  it('marks sold-out and ended deals', async () => {
    useApi(undefined, {
      deals: [
        deal(1, { soldOut: true }),
        deal(2, { endsAt: new Date(FIXED_NOW - 1000).toISOString() }),
        deal(3, { endsAt: new Date(FIXED_NOW + 3 * 24 * HOUR).toISOString() }),
      ],
    });
    renderApp('/deal');
    const soldOut = (await screen.findByText('딜 1')).closest('a')!;
    expect(within(soldOut).getByText('품절')).toBeTruthy();
    const ended = screen.getByText('딜 2').closest('a')!;
    expect(within(ended).getAllByText('종료된 딜').length).toBeGreaterThan(0);
    expect(within(screen.getByText('딜 3').closest('a')!).getByText('D-3')).toBeTruthy();
  });

  it('shows a sold-out deal as sold out, with no countdown as if it could still be bought', async () => {
    useApi(undefined, {
      deals: [
        deal(1, { soldOut: true, endsAt: new Date(FIXED_NOW + 30 * HOUR).toISOString() }),
        deal(2, { endsAt: new Date(FIXED_NOW + 30 * HOUR).toISOString() }),
      ],
    });
    renderApp('/deal');
    const soldOut = (await screen.findByText('딜 1')).closest('a')!;
    expect(within(soldOut).getByText('품절')).toBeTruthy();
    expect(within(soldOut).queryByText('D-1')).toBeNull();
    expect(within(soldOut).queryByText('남은 시간')).toBeNull();
    // The same window on a deal still on sale keeps its countdown.
    expect(within(screen.getByText('딜 2').closest('a')!).getByText('D-1')).toBeTruthy();
  });

  it('says so when there are no deals', async () => {
    useApi(undefined, { deals: [] });
    renderApp('/deal');
    expect(await screen.findByText('지금 진행 중인 딜이 없어요')).toBeTruthy();
  });

  it('shows a Korean error with a retry that recovers', async () => {
    let fail = true;
    useApi((url) =>
      fail && url.pathname === '/api/v1/display/deal/recommendation'
        ? {
            status: 500,
            body: { code: 5, name: 'UNEXPECTED_ERROR', message: '일시적인 오류가 발생했습니다.' },
          }
        : undefined,
    );
    renderApp('/deal');
    const retry = await screen.findByRole('button', { name: '다시 시도' });
    expect(screen.getByText('일시적인 오류가 발생했습니다.')).toBeTruthy();
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('딜 1')).toBeTruthy();
  });

  it('keeps the chosen sort in the URL and asks the server for it', async () => {
    const api = useApi();
    const { router } = renderApp('/deal');
    const chip = await screen.findByRole('button', { name: '할인율순' });
    expect(screen.getByRole('button', { name: '추천순' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(chip);
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'DISCOUNT' }));
    await waitFor(() =>
      expect(api.requests.some((r) => r.url.searchParams.get('sort') === 'DISCOUNT')).toBe(true),
    );
    expect(screen.getByRole('button', { name: '할인율순' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('loads the next page with the load-more button', async () => {
    const deals = Array.from({ length: 25 }, (_, i) => deal(i + 1));
    useApi(undefined, { deals });
    renderApp('/deal');
    fireEvent.click(await screen.findByRole('button', { name: '딜 더보기' }));
    expect(await screen.findByText('딜 25')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '딜 더보기' })).toBeNull();
  });
});

describe('deal detail', () => {
  it('shows the deal, its status and its products linking to the shop', async () => {
    useApi();
    renderApp('/deal/12');
    expect(await screen.findByRole('heading', { name: '딜 12' })).toBeTruthy();
    expect(screen.getByText('진행 중')).toBeTruthy();
    expect(screen.getByText(/아침에 수확한 사과/)).toBeTruthy();
    const product = screen.getByText('상품 101').closest('a')!;
    expect(product.getAttribute('href')).toBe('https://shop.jecheol.kr/product/detail.html?product_no=101');
    expect(within(screen.getByText('상품 102').closest('a')!).getByText('품절')).toBeTruthy();
  });

  it('shows a sold-out deal as 품절, not 진행 중 with a countdown, and offers no purchase', async () => {
    useApi((url) =>
      url.pathname === '/api/v1/display/deal/12'
        ? {
            status: 200,
            body: {
              deal: dealDetail(12, {
                soldOut: true,
                endsAt: new Date(FIXED_NOW + 30 * HOUR).toISOString(),
                products: [product(101, { soldOut: true })],
              }),
              serverTime: new Date(FIXED_NOW).toISOString(),
            },
          }
        : undefined,
    );
    renderApp('/deal/12');
    expect(await screen.findByRole('heading', { name: '딜 12' })).toBeTruthy();
    expect(screen.queryByText('진행 중')).toBeNull();
    expect(screen.queryByText('D-1')).toBeNull();
    expect(screen.queryByText('남은 시간')).toBeNull();
    const status = document.querySelector('span[data-phase="soldOut"]');
    expect(status?.textContent).toBe('품절');
    // The sold-out product says it cannot be bought instead of inviting to the shop.
    const card = screen.getByText('상품 101').closest('a')!;
    expect(within(card).queryByText('쇼핑몰에서 보기')).toBeNull();
    expect(within(card).getByText('품절된 상품이에요')).toBeTruthy();
  });

  it('takes the answer the server wrote into the page instead of asking for it, once', async () => {
    const api = useApi();
    const written = document.createElement('script');
    written.type = 'application/json';
    written.id = 'page-data';
    written.dataset.path = '/api/v1/display/deal/12';
    written.textContent = JSON.stringify({
      deal: dealDetail(12, { title: '<b>산지 직송</b> 딜' }),
      serverTime: new Date(FIXED_NOW).toISOString(),
    });
    document.body.append(written);
    renderApp('/deal/12');
    // Text from the page's JSON is text, never markup.
    expect(await screen.findByRole('heading', { name: '<b>산지 직송</b> 딜' })).toBeTruthy();
    expect(screen.getByText('진행 중')).toBeTruthy();
    expect(api.requests.filter((request) => request.url.pathname === '/api/v1/display/deal/12')).toEqual([]);
    expect(document.getElementById('page-data')).toBeNull();
  });

  it('asks the API when the page carries another deal’s answer', async () => {
    const api = useApi();
    const written = document.createElement('script');
    written.type = 'application/json';
    written.id = 'page-data';
    written.dataset.path = '/api/v1/display/deal/13';
    written.textContent = JSON.stringify({
      deal: dealDetail(13),
      serverTime: new Date(FIXED_NOW).toISOString(),
    });
    document.body.append(written);
    renderApp('/deal/12');
    expect(await screen.findByRole('heading', { name: '딜 12' })).toBeTruthy();
    expect(api.requests.some((request) => request.url.pathname === '/api/v1/display/deal/12')).toBe(true);
    written.remove();
  });

  it('shows a not-found state for an unknown deal (API code 8)', async () => {
    useApi();
    renderApp('/deal/999');
    expect(await screen.findByText('딜을 찾을 수 없어요')).toBeTruthy();
    expect(screen.getByRole('link', { name: '다른 딜 보러 가기' }).getAttribute('href')).toBe('/');
  });

  it('shows an error with a retry when the API fails', async () => {
    let fail = true;
    useApi((url) =>
      fail && url.pathname === '/api/v1/display/deal/12'
        ? {
            status: 503,
            body: { code: 141, name: 'CACHE_CREATION_TIMEOUT', message: '요청 처리 시간이 초과되었습니다.' },
          }
        : undefined,
    );
    renderApp('/deal/12');
    const retry = await screen.findByRole('button', { name: '다시 시도' });
    expect(screen.getByText('요청 처리 시간이 초과되었습니다.')).toBeTruthy();
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { name: '딜 12' })).toBeTruthy();
  });
});

describe('shell', () => {
  it('shows the five bottom items, the cart pointing at the shop basket', async () => {
    useApi();
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: '주요 메뉴' });
    const names = within(nav)
      .getAllByRole('link')
      // What a screen reader names each link (the community tooltip is its description, aria-hidden).
      .map((link) => {
        const copy = link.cloneNode(true) as HTMLElement;
        for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
        return copy.textContent;
      });
    expect(names).toEqual(['카테고리', '커뮤니티', '홈', '장바구니', '마이페이지']);
    expect(within(nav).getByRole('link', { name: '장바구니' }).getAttribute('href')).toBe(
      '/dev-shop/order/basket.html',
    );
    expect(within(nav).getByRole('link', { name: '홈' }).getAttribute('aria-current')).toBe('page');
  });

  it('hides the bottom bar on /404 and offers the way home', async () => {
    useApi();
    renderApp('/404');
    expect(await screen.findByText('페이지를 찾을 수 없어요')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '주요 메뉴' })).toBeNull();
    expect(screen.getByRole('link', { name: '홈으로 가기' }).getAttribute('href')).toBe('/');
  });

  /** A route that still shows the shared coming-soon screen (later issues replace them one by one). */
  function comingSoonRoute() {
    const { router } = renderApp('/404');
    const route = Object.values(router.routesById).find(
      (candidate) => candidate.options.component === ComingSoon && !candidate.fullPath.includes('$'),
    );
    cleanup();
    return (
      route && { path: route.fullPath.replace(/\/$/, '') || '/', title: route.options.staticData?.title }
    );
  }

  it('shows the coming-soon screen with the route title', async ({ skip }) => {
    useApi();
    const route = comingSoonRoute();
    if (!route) return skip('every screen has landed');
    renderApp(route.path);
    expect(await screen.findByRole('heading', { name: route.title })).toBeTruthy();
    expect(screen.getByText('준비 중')).toBeTruthy();
    expect(screen.getByRole('link', { name: '홈으로 가기' })).toBeTruthy();
  });

  it('hides the back button when isnavihide=true', async () => {
    useApi();
    renderApp('/deal/12');
    expect(await screen.findByRole('button', { name: '뒤로 가기' })).toBeTruthy();
    cleanup();
    renderApp('/deal/12?isnavihide=true');
    await screen.findByRole('heading', { name: '딜 12' });
    expect(screen.queryByRole('button', { name: '뒤로 가기' })).toBeNull();
  });
});
