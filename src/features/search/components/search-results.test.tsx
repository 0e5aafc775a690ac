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
            suggestedKeyword: null,
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

describe('search results for a food word that found nothing', () => {
  it('offers the near word the server suggests instead of replacing the one typed', async () => {
    const searched: string[] = [];
    const api = createFakeApi((url) => {
      if (url.pathname === '/api/v1/search') {
        const keyword = url.searchParams.get('keyword') ?? '';
        searched.push(keyword);
        const found = keyword === '배추';
        return {
          status: 200,
          body: {
            keyword,
            correctedKeyword: null,
            correctionNotice: null,
            suggestedKeyword: found ? null : '배추',
            products: found ? [product(4)] : [],
            pageInfo: { page: 1, size: 20, totalCount: found ? 1 : 0, hasNext: false },
            filters: { categories: [], maxPrice: found ? 10_000 : 0 },
          },
        };
      }
      if (url.pathname === '/api/v1/search/recommendation')
        return { status: 200, body: { title: '이런 상품은 어떠세요?', products: [] } };
      if (url.pathname === '/api/v1/search/recommend-keyword') return { status: 200, body: { keywords: [] } };
      return undefined;
    });
    vi.stubGlobal('fetch', api.fetch);
    renderApp('/search?keyword=부추');
    const offer = await screen.findByText(/찾으세요\?/);
    expect(offer.textContent).toBe('혹시 ‘배추’를 찾으세요?');
    fireEvent.click(screen.getByRole('link', { name: '‘배추’' }));
    expect(await screen.findByText('상품 4')).toBeTruthy();
    expect([...new Set(searched)]).toEqual(['부추', '배추']);
  });
});

describe('search results for a corrected keyword', () => {
  it('says what was searched, as portals do, and links to the keyword exactly as typed', async () => {
    const requests: URL[] = [];
    const api = createFakeApi((url) => {
      if (url.pathname !== '/api/v1/search') {
        if (url.pathname === '/api/v1/search/recommendation')
          return { status: 200, body: { title: '이런 상품은 어떠세요?', products: [] } };
        if (url.pathname === '/api/v1/search/recommend-keyword')
          return { status: 200, body: { keywords: [] } };
        return undefined;
      }
      requests.push(url);
      const literal = url.searchParams.get('literal') === '1';
      return {
        status: 200,
        body: {
          keyword: '토마톼',
          correctedKeyword: literal ? null : '토마토',
          correctionNotice: literal ? null : '이 검색어로 찾았어요',
          suggestedKeyword: null,
          products: literal ? [] : [product(3)],
          pageInfo: { page: 1, size: 20, totalCount: literal ? 0 : 1, hasNext: false },
          filters: { categories: [], maxPrice: literal ? 0 : 10_000 },
        },
      };
    });
    vi.stubGlobal('fetch', api.fetch);
    renderApp('/search?keyword=토마톼');
    const notice = (await screen.findByText(/검색 결과입니다/)).closest('p');
    expect(notice?.getAttribute('role')).toBe('status');
    expect(notice?.textContent).toBe('‘토마토’ 검색 결과입니다·‘토마톼’로 검색');
    expect(await screen.findByText('상품 3')).toBeTruthy();
    expect(requests[0]?.searchParams.get('literal')).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: '‘토마톼’로 검색' }));
    expect(await screen.findByText('검색 결과가 없어요')).toBeTruthy();
    expect(requests.at(-1)?.searchParams.get('keyword')).toBe('토마톼');
    expect(requests.at(-1)?.searchParams.get('literal')).toBe('1');
    expect(screen.queryByText(/검색 결과입니다/)).toBeNull();
  });

  it.each([
    ['딸깁', '딸기', '‘딸깁’으로 검색'],
    ['부추', '부츄', '‘부추’로 검색'],
    ['귤물', '귤', '‘귤물’로 검색'],
  ])('picks 으로 or 로 by the last syllable of %s', async (typed, corrected, link) => {
    const api = createFakeApi((url) => {
      if (url.pathname === '/api/v1/search')
        return {
          status: 200,
          body: {
            keyword: typed,
            correctedKeyword: corrected,
            correctionNotice: '이 검색어로 찾았어요',
            suggestedKeyword: null,
            products: [product(3)],
            pageInfo: { page: 1, size: 20, totalCount: 1, hasNext: false },
            filters: { categories: [], maxPrice: 10_000 },
          },
        };
      if (url.pathname === '/api/v1/search/recommend-keyword') return { status: 200, body: { keywords: [] } };
      return undefined;
    });
    vi.stubGlobal('fetch', api.fetch);
    renderApp(`/search?keyword=${typed}`);
    expect(await screen.findByRole('link', { name: link })).toBeTruthy();
  });
});
