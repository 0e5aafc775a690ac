// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMMUNITY_TOOLTIP_TEXT } from '#contract/rules/community-rules.ts';
import { createFakeApi } from '../test-support/fake-api.ts';
import { installBrowserStubs, renderApp } from '../test-support/render-app.tsx';
import { COMMUNITY_TOOLTIP } from './community-badge-layer.tsx';

/**
 * The bottom bar's community item: the tooltip until the community is first opened, the red dot when
 * the community has a post newer than the last opening (checked after the first screen, once per
 * session), both cleared by opening it (session keys communityAlert and communityToolTip). Both are
 * drawn into the bar by ui/community-badge-layer.tsx, after the first screen.
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

function useApi(latestPostAt: string | null) {
  const asked: string[] = [];
  const api = createFakeApi();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost/');
    if (url.pathname === '/api/v1/community/activity') {
      asked.push(url.pathname);
      return new Response(JSON.stringify({ latestPostAt }), {
        headers: { 'content-type': 'application/json' },
      });
    }
    if (url.pathname.startsWith('/api/v1/community'))
      return new Response(JSON.stringify({ posts: [], nextCursor: null }), {
        headers: { 'content-type': 'application/json' },
      });
    return api.fetch(input, init);
  });
  return asked;
}

const community = () =>
  within(screen.getByRole('navigation', { name: '주요 메뉴' })).getByRole('link', { name: /커뮤니티/ });
/** The tooltip is the link's description; its text is not part of the link's name. */
const tooltip = () => {
  const id = community().getAttribute('aria-describedby');
  return id ? document.getElementById(id) : null;
};

describe('the bottom bar’s community item', () => {
  it('carries the contract’s tooltip text', () => {
    expect(COMMUNITY_TOOLTIP).toBe(COMMUNITY_TOOLTIP_TEXT);
  });

  it('shows the tooltip and a red dot for posts newer than the last opening, and opening clears both', async () => {
    window.localStorage.setItem('communityOpenedAt', String(Date.parse('2026-11-20T00:00:00Z')));
    window.sessionStorage.removeItem('communityToolTip');
    const asked = useApi('2026-11-24T09:00:00.000Z');
    const { router } = renderApp('/category');
    await screen.findByRole('navigation', { name: '주요 메뉴' }, { timeout: 5_000 });
    // Opened before: no tooltip, only the dot.
    expect(tooltip()).toBeNull();
    await waitFor(() => expect(within(community()).getByText('새 글')).toBeTruthy(), { timeout: 5_000 });
    expect(window.sessionStorage.getItem('communityAlert')).toBe('true');
    expect(asked).toHaveLength(1);

    await router.navigate({ to: '/community/main/popular-post' });
    await waitFor(() => expect(within(community()).queryByText('새 글')).toBeNull());
    expect(window.sessionStorage.getItem('communityAlert')).toBe('false');
    expect(window.sessionStorage.getItem('communityToolTip')).toBe('false');
    expect(Number(window.localStorage.getItem('communityOpenedAt'))).toBeGreaterThan(
      Date.parse('2026-11-21T00:00:00Z'),
    );

    // Back elsewhere in the same session: the check is not made again.
    await router.navigate({ to: '/category' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(community()).queryByText('새 글')).toBeNull();
    expect(asked).toHaveLength(1);
  });

  it('shows the tooltip to a member who never opened the community, until it is opened', async () => {
    useApi(null);
    const { router } = renderApp('/category');
    await screen.findByRole('navigation', { name: '주요 메뉴' }, { timeout: 5_000 });
    // Drawn after the first screen, with the page-wide layers.
    await waitFor(() => expect(tooltip()?.textContent).toBe(COMMUNITY_TOOLTIP_TEXT), { timeout: 5_000 });
    expect(community().textContent).toContain(COMMUNITY_TOOLTIP_TEXT);
    within(screen.getByRole('navigation', { name: '주요 메뉴' })).getByRole('link', { name: '커뮤니티' });
    await router.navigate({ to: '/community/main/popular-post' });
    await waitFor(() => expect(tooltip()).toBeNull());
    await router.navigate({ to: '/category' });
    expect(tooltip()).toBeNull();
  });

  it('shows no dot when nothing was written since the last opening', async () => {
    window.localStorage.setItem('communityOpenedAt', String(Date.parse('2026-11-24T10:00:00Z')));
    const asked = useApi('2026-11-24T09:00:00.000Z');
    renderApp('/category');
    await screen.findByRole('navigation', { name: '주요 메뉴' }, { timeout: 5_000 });
    await waitFor(() => expect(asked).toHaveLength(1), { timeout: 5_000 });
    await waitFor(() => expect(window.sessionStorage.getItem('communityAlert')).toBe('false'));
    expect(within(community()).queryByText('새 글')).toBeNull();
  });
});
