// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readRecentProducts } from '../../../platform/recent-store.ts';
import { createFakeApi, product } from '../../../test-support/fake-api.ts';
import { installBrowserStubs, renderApp } from '../../../test-support/render-app.tsx';

/** jsdom cannot open the shop's page; the click's handlers still run. */
const stayOnPage = (event: MouseEvent) => event.preventDefault();

beforeEach(() => {
  installBrowserStubs();
  window.sessionStorage.clear();
  window.localStorage.clear();
  document.addEventListener('click', stayOnPage);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.removeEventListener('click', stayOnPage);
});

describe('search results with no match', () => {
  it('records a recommended product the shopper opens as recently viewed', async () => {
    const api = createFakeApi((url) => {
      if (url.pathname === '/api/v1/search')
        return {
          status: 200,
          body: {
            keyword: '없는상품',
            correctedKeyword: null,
            correctionNotice: null,
            products: [],
            pageInfo: { page: 1, size: 20, totalCount: 0, hasNext: false },
            filters: { categories: [], maxPrice: 0 },
          },
        };
      if (url.pathname === '/api/v1/search/recommendation')
        return { status: 200, body: { title: '이런 상품은 어떠세요?', products: [product(7)] } };
      if (url.pathname === '/api/v1/search/recommend-keyword') return { status: 200, body: { keywords: [] } };
      return undefined;
    });
    vi.stubGlobal('fetch', api.fetch);
    renderApp('/search?keyword=없는상품');
    expect(await screen.findByText('검색 결과가 없어요')).toBeTruthy();
    fireEvent.click(await screen.findByText('상품 7'));
    await waitFor(() => expect(readRecentProducts().map((item) => item.productNo)).toEqual([7]));
    expect(readRecentProducts()[0]?.name).toBe('상품 7');
  });
});
