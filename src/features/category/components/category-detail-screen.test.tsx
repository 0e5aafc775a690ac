// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readRecentProducts } from '../../../platform/recent-store.ts';
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

const profile = {
  filterInfo: {
    sortFilterList: [],
    searchSortFilterList: [
      { code: 'ACCURACY', name: '정확도순', isSelected: true },
      { code: 'PRICE_LOW', name: '낮은가격순', isSelected: false },
    ],
    periodSortFilterList: [],
    discountRateFilterList: [
      { code: 'ALL', name: '전체', isSelected: true },
      { code: 'OVER_10', name: '10% 이상', isSelected: false },
    ],
    communitySortFilterList: [],
  },
};

const path = [
  { code: 'C01', name: '과일', depth: 1 },
  { code: 'C0101', name: '국산과일', depth: 2 },
];

function useCategoryApi(
  options: {
    products?: ReturnType<typeof product>[];
    fail?: boolean;
    missing?: boolean;
    maxPrice?: number;
  } = {},
) {
  const api = createFakeApi((url) => {
    if (url.pathname === '/api/v1/display/web/profile') return { status: 200, body: profile };
    if (url.pathname !== '/api/v1/display/web/category/product') return undefined;
    if (options.missing)
      return { status: 404, body: { code: 8, name: 'NO_DATA', message: '카테고리를 찾을 수 없습니다.' } };
    if (options.fail)
      return { status: 500, body: { code: 5, name: 'UNEXPECTED_ERROR', message: '일시적인 오류예요.' } };
    const products = options.products ?? [product(1), product(2)];
    return {
      status: 200,
      body: {
        category: path[1],
        path,
        subCategories: [{ code: 'C010101', name: '사과·배', depth: 3 }],
        products,
        pageInfo: { page: 1, size: 20, totalCount: products.length, hasNext: false },
        maxPrice: options.maxPrice ?? 50_000,
        sort: url.searchParams.get('sort') ?? 'ACCURACY',
        discountRate: url.searchParams.get('discountRate') ?? 'ALL',
        priceRange: { min: 0, max: 50_000 },
      },
    };
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

/** Where a browser lets a range thumb rest at the far right: the last step at or below max (jsdom does not snap). */
function highestReachable(input: HTMLInputElement): number {
  const step = Number(input.step);
  return Math.floor(Number(input.max) / step) * step;
}

const productCalls = (api: ReturnType<typeof createFakeApi>) =>
  api.requests.filter((request) => request.url.pathname === '/api/v1/display/web/category/product');

describe('category detail', () => {
  it('asks for the filters in the URL; a price range the API would refuse falls back to the whole range', async () => {
    const api = useCategoryApi();
    renderApp('/category/detail/C0101?sort=PRICE_LOW&discountRate=OVER_10&minPrice=9000&maxPrice=100');
    await screen.findByText('상품 1');
    const query = productCalls(api).at(-1)?.url.searchParams;
    expect(query?.get('categoryCode')).toBe('C0101');
    expect(query?.get('sort')).toBe('PRICE_LOW');
    expect(query?.get('discountRate')).toBe('OVER_10');
    expect(query?.has('minPrice')).toBe(false);
    expect(query?.has('maxPrice')).toBe(false);
    const sort = screen.getByRole('group', { name: '상품 정렬' });
    expect(within(sort).getByRole('button', { name: '낮은가격순' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('a chip writes its filter into the URL and asks again', async () => {
    const api = useCategoryApi();
    const { router } = renderApp('/category/detail/C0101');
    await screen.findByText('상품 1');
    fireEvent.click(
      within(screen.getByRole('group', { name: '할인율' })).getByRole('button', { name: '10% 이상' }),
    );
    await waitFor(() => expect(router.state.location.search).toMatchObject({ discountRate: 'OVER_10' }));
    await waitFor(() =>
      expect(productCalls(api).at(-1)?.url.searchParams.get('discountRate')).toBe('OVER_10'),
    );
  });

  it('the top of the price slider keeps the dearest product, whatever the step', async () => {
    const api = useCategoryApi({ maxPrice: 101_900 });
    const { router } = renderApp('/category/detail/C0101');
    await screen.findByText('상품 1');
    fireEvent.click(screen.getByRole('button', { name: '가격 전체 가격' }));
    const low = screen.getByRole('slider', { name: '최소 가격' }) as HTMLInputElement;
    const high = screen.getByRole('slider', { name: '최대 가격' }) as HTMLInputElement;
    fireEvent.change(low, { target: { value: '3000' } });
    fireEvent.change(high, { target: { value: String(highestReachable(high)) } });
    expect(high.getAttribute('aria-valuetext')).toBe('101,900원');
    fireEvent.click(screen.getByRole('button', { name: '적용' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ minPrice: 3000 }));
    expect(router.state.location.search.maxPrice).toBeUndefined();
    await waitFor(() => expect(productCalls(api).at(-1)?.url.searchParams.get('minPrice')).toBe('3000'));
    expect(productCalls(api).at(-1)?.url.searchParams.has('maxPrice')).toBe(false);
  });

  it('links each product to its shop page', async () => {
    useCategoryApi();
    renderApp('/category/detail/C0101/C010101');
    const name = await screen.findByText('상품 2');
    expect(name.closest('a')?.getAttribute('href')).toBe(
      'https://shop.jecheol.kr/product/detail.html?product_no=2',
    );
    expect(screen.getByRole('button', { name: '상품 2 찜하기' })).toBeTruthy();
  });

  it('shows the empty state when no product matches', async () => {
    useCategoryApi({ products: [] });
    renderApp('/category/detail/C0101');
    expect(await screen.findByText('조건에 맞는 상품이 없어요')).toBeTruthy();
  });

  it('shows the error with 다시 시도, which asks again', async () => {
    const api = useCategoryApi({ fail: true });
    renderApp('/category/detail/C0101');
    const retry = await screen.findByRole('button', { name: '다시 시도' });
    const before = productCalls(api).length;
    fireEvent.click(retry);
    await waitFor(() => expect(productCalls(api).length).toBeGreaterThan(before));
  });

  it('tells two products of one name apart by their size', async () => {
    useCategoryApi({
      products: [
        product(1, { name: '부사 사과', weight: '5kg', salePrice: 29900 }),
        product(2, { name: '부사 사과', weight: '10kg', salePrice: 49900 }),
      ],
    });
    renderApp('/category/detail/C0101');
    const cards = within(await screen.findByRole('list', { name: '국산과일 상품' })).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      '부사 사과',
      '부사 사과',
    ]);
    expect(within(cards[0] as HTMLElement).getByText('5kg')).toBeDefined();
    expect(within(cards[1] as HTMLElement).getByText('10kg')).toBeDefined();
  });

  it('calls its default order 추천순, not the search order 정확도순', async () => {
    useCategoryApi();
    renderApp('/category/detail/C0101');
    await screen.findByText('상품 1');
    const sorts = screen.getByRole('group', { name: '상품 정렬' });
    expect(within(sorts).getByRole('button', { name: '추천순' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(sorts).queryByRole('button', { name: '정확도순' })).toBeNull();
  });

  it('records a product opened from the list as recently viewed, with its size', async () => {
    window.localStorage.clear();
    useCategoryApi({ products: [product(1, { weight: '500g x 2' }), product(2)] });
    renderApp('/category/detail/C0101');
    const link = (await screen.findByText('상품 1')).closest('a') as HTMLAnchorElement;
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(readRecentProducts()[0]).toMatchObject({ productNo: 1, name: '상품 1', weight: '500g x 2' });
  });

  it('an unknown category says so at once: one request, no retry', async () => {
    const api = useCategoryApi({ missing: true });
    renderApp('/category/detail/C9999');
    expect(await screen.findByRole('heading', { name: '카테고리를 찾을 수 없어요' })).toBeDefined();
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
    expect(screen.getByRole('link', { name: '전체 카테고리 보기' }).getAttribute('href')).toBe('/category');
    // TanStack Query's retry (500 ms later) would have asked again by now.
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(productCalls(api)).toHaveLength(1);
  });
});
