// @vitest-environment jsdom

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientFallbackMessages } from '#contract/fallback-messages.ts';
import { ApiRequestError } from '../api/http.ts';
import { installBrowserStubs } from '../test-support/render-app.tsx';

const loads: string[] = [];
const chunkReloads: string[] = [];

// The real once-per-URL rule (release-reload.ts), with the page load and reload recorded instead.
vi.mock('../platform/release-reload.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../platform/release-reload.ts')>();
  return {
    ...actual,
    reloadNavigationTarget: (href: string) =>
      actual.reloadNavigationTarget(href, { load: (url) => loads.push(url) }),
    reloadForRelease: (reason: string, options: Parameters<typeof actual.reloadForRelease>[1]) =>
      actual.reloadForRelease(reason, { ...options, reload: () => chunkReloads.push(reason) }),
  };
});

const { RouteError } = await import('./route-error.tsx');

function renderFailingRoute(path: string, failure: () => unknown) {
  const root = createRootRoute({ component: Outlet });
  const failing = createRoute({
    getParentRoute: () => root,
    path: '/deal/$id',
    loader: () => {
      throw failure();
    },
    component: () => <p>딜 화면</p>,
  });
  const router = createRouter({
    routeTree: root.addChildren([failing]),
    history: createMemoryHistory({ initialEntries: [path] }),
    defaultErrorComponent: RouteError,
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  installBrowserStubs();
  sessionStorage.clear();
  loads.length = 0;
  chunkReloads.length = 0;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const target = (path: string) => new URL(path, window.location.href).href;

describe('route errors (spec section 4)', () => {
  it('reload the target URL of a failed navigation once, then keep the error screen', async () => {
    renderFailingRoute('/deal/12?tab=info', () => new TypeError('x is undefined'));
    expect(await screen.findByText(clientFallbackMessages.temporary)).toBeTruthy();
    expect(loads).toEqual([target('/deal/12?tab=info')]);

    // The reloaded page fails the same way: no second reload, the screen and its retry stay.
    cleanup();
    renderFailingRoute('/deal/12?tab=info', () => new TypeError('x is undefined'));
    expect(await screen.findByRole('button', { name: '다시 시도' })).toBeTruthy();
    expect(loads).toHaveLength(1);

    // Another URL is tried once too.
    cleanup();
    renderFailingRoute('/deal/13', () => new TypeError('x is undefined'));
    await screen.findByText(clientFallbackMessages.temporary);
    expect(loads).toEqual([target('/deal/12?tab=info'), target('/deal/13')]);
  });

  it('do not reload for a call the server answered or that got no answer: its message and a retry show', async () => {
    renderFailingRoute(
      '/deal/12',
      () => new ApiRequestError(404, { code: 8, name: 'NO_DATA', message: '딜이 없어요.' }, 'GET /x'),
    );
    expect(await screen.findByText('딜이 없어요.')).toBeTruthy();
    cleanup();
    renderFailingRoute(
      '/deal/14',
      () =>
        new ApiRequestError(
          0,
          { code: 0, name: 'NETWORK_ERROR', message: clientFallbackMessages.network },
          'GET /x',
        ),
    );
    expect(await screen.findByText(clientFallbackMessages.network)).toBeTruthy();
    expect(loads).toEqual([]);
    expect(chunkReloads).toEqual([]);
  });

  it('reload the page for a failed code chunk (not the target-URL rule)', async () => {
    renderFailingRoute(
      '/deal/12',
      () => new TypeError('Failed to fetch dynamically imported module: /assets/deal-1.js'),
    );
    await screen.findByText(clientFallbackMessages.temporary);
    expect(chunkReloads).toEqual(['chunk']);
    expect(loads).toEqual([]);
  });
});
