// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '../../../test-support/fake-api.ts';
import { installBrowserStubs, renderApp } from '../../../test-support/render-app.tsx';

beforeEach(() => {
  installBrowserStubs();
  window.sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const tree = {
  categories: [
    {
      code: 'C01',
      name: '과일',
      depth: 1,
      children: [{ code: 'C0101', name: '국산과일', depth: 2, children: [] }],
    },
  ],
  current: null,
  path: [],
};

function useTreeApi(options: { fail?: boolean } = {}) {
  const api = createFakeApi((url) => {
    if (url.pathname !== '/api/v1/display/web/category') return undefined;
    if (options.fail)
      return { status: 500, body: { code: 5, name: 'UNEXPECTED_ERROR', message: '일시적인 오류예요.' } };
    return { status: 200, body: tree };
  });
  vi.stubGlobal('fetch', api.fetch);
}

describe('category main', () => {
  it('leads to search and to the 제철, 베스트 and 지역 특산 screens, which nothing else links to', async () => {
    useTreeApi();
    renderApp('/category');
    await screen.findByRole('tab', { name: '과일' });
    expect(screen.getByRole('link', { name: '상품, 지역, 초성으로 검색' }).getAttribute('href')).toBe(
      '/search/list',
    );
    const shortcuts = within(screen.getByRole('navigation', { name: '바로가기' }));
    expect(shortcuts.getByRole('link', { name: '제철' }).getAttribute('href')).toBe('/season');
    expect(shortcuts.getByRole('link', { name: '베스트' }).getAttribute('href')).toBe('/best');
    expect(shortcuts.getByRole('link', { name: '지역 특산' }).getAttribute('href')).toBe('/local-main');
  });

  it('keeps the search entry when the categories fail to load, and it opens the search screen', async () => {
    useTreeApi({ fail: true });
    const { router } = renderApp('/category');
    await screen.findByRole('button', { name: '다시 시도' });
    fireEvent.click(screen.getByRole('link', { name: '상품, 지역, 초성으로 검색' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/list'));
  });
});
