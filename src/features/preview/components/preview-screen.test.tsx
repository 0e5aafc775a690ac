// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
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

const notice = {
  kind: 'notice',
  notice: {
    noticeId: 3,
    title: '설 연휴 배송 안내',
    bodyHtml: '<p>연휴에도 배송해요.</p><img src=x onerror="window.__hacked = true">',
    published: false,
    createdAt: '2026-01-20T01:00:00.000Z',
  },
  published: false,
  serverTime: '2026-01-20T01:00:00.000Z',
  expiresAt: '2026-01-20T02:00:00.000Z',
};

function usePreviewApi() {
  const api = createFakeApi((url) => {
    if (!url.pathname.startsWith('/api/v1/display/preview/')) return undefined;
    if (url.searchParams.get('token') !== 'good')
      return { status: 403, body: { code: 20, name: 'FORBIDDEN', message: '권한이 없습니다.' } };
    return { status: 200, body: notice };
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

describe('admin preview', () => {
  it('without a token shows 권한이 없습니다', async () => {
    const api = usePreviewApi();
    renderApp('/admin-notice/3');
    expect(await screen.findByRole('heading', { name: '권한이 없습니다' })).toBeTruthy();
    expect(api.requests.some((request) => request.url.pathname === '/api/v1/display/preview/notice/3')).toBe(
      true,
    );
  });

  it('with a valid token shows the unpublished content, sanitised', async () => {
    usePreviewApi();
    renderApp('/admin-notice/3?token=good');
    expect(await screen.findByRole('heading', { name: '설 연휴 배송 안내' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('비공개 콘텐츠');
    expect(screen.getByText('연휴에도 배송해요.')).toBeTruthy();
    expect(document.querySelector('img[onerror]')).toBeNull();
  });
});
