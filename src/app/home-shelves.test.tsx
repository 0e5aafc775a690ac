// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, product } from '../test-support/fake-api.ts';
import { installBrowserStubs, renderApp } from '../test-support/render-app.tsx';

/**
 * The home's shelves (docs/home.md) in jsdom, where there is no IntersectionObserver: every shelf is
 * near at once. The browser's lazy loading is tests/e2e/home-shelves.spec.ts's.
 */

beforeEach(() => {
  installBrowserStubs();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const season = { month: 12, title: '12월 제철 먹거리', products: [product(1, { name: '청송 사과' })] };

function useApi(shelves: { key: string; title: string }[], failing: string[] = []) {
  const api = createFakeApi((url) => {
    if (failing.includes(url.pathname))
      return { status: 500, body: { code: 5, name: 'UNEXPECTED_ERROR', message: '일시적인 오류입니다.' } };
    if (url.pathname === '/api/v1/display/home/shelves') return { status: 200, body: { shelves } };
    if (url.pathname === '/api/v1/display/home/season') return { status: 200, body: season };
    if (url.pathname === '/api/v1/display/home/best')
      return { status: 200, body: { period: 'DAILY', items: [] } };
    return undefined;
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const headings = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('the home shelves', () => {
  it('follow the server order, skip a key the app does not know and hide an empty shelf', async () => {
    useApi([
      { key: 'season', title: '제철' },
      { key: 'coupons', title: '쿠폰' },
      { key: 'best', title: '베스트' },
      { key: 'deals', title: '오늘의 특가' },
    ]);
    renderApp('/');
    expect(await screen.findByText('청송 사과')).toBeTruthy();
    expect(await screen.findByText('딜 1')).toBeTruthy();
    await waitFor(() => expect(screen.queryAllByRole('status', { name: /불러오는 중/ })).toHaveLength(0));
    // 베스트 answered no item: it is not shown; 쿠폰 is no shelf of this app.
    expect(headings()).toEqual(['제철', '오늘의 특가']);
    expect(screen.getByText('12월 제철 먹거리')).toBeTruthy();
    expect(screen.getByRole('link', { name: '오늘의 특가 전체 보기' }).getAttribute('href')).toBe('/deal');
    expect(screen.getByRole('link', { name: '제철 전체 보기' }).getAttribute('href')).toBe('/season');
  });

  it('hide a failed shelf without an error, and show the default order when the order fails', async () => {
    useApi([], ['/api/v1/display/home/shelves', '/api/v1/display/home/season']);
    renderApp('/');
    expect(await screen.findByText('딜 1')).toBeTruthy();
    await waitFor(() => expect(screen.queryAllByRole('status', { name: /불러오는 중/ })).toHaveLength(0), {
      timeout: 5000,
    });
    expect(headings()).toContain('오늘의 특가');
    expect(headings()).not.toContain('제철');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('show 최근 본 상품 only to a shopper who viewed something', async () => {
    window.localStorage.setItem(
      'recentlyViewed',
      JSON.stringify([{ productNo: 7, isLike: false, name: '영동 곶감', salePrice: 22900 }]),
    );
    useApi([
      { key: 'recent', title: '최근 본 상품' },
      { key: 'deals', title: '오늘의 특가' },
    ]);
    renderApp('/');
    expect(await screen.findByText('영동 곶감')).toBeTruthy();
    expect(headings()[0]).toBe('최근 본 상품');
  });
});
