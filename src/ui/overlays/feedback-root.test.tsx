// @vitest-environment jsdom
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { getWebProfile } from '../../api/contract.gen.ts';
import { call } from '../../api/http.ts';
import { createFakeApi, webProfile } from '../../test-support/fake-api.ts';
import { installBrowserStubs } from '../../test-support/render-app.tsx';
import { FeedbackRoot } from './feedback-root.tsx';

beforeEach(() => installBrowserStubs());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('shows the toastItems of a response that arrived before React mounted (main.tsx awaits the first route)', async () => {
  vi.stubGlobal(
    'fetch',
    createFakeApi((url) =>
      url.pathname === '/api/v1/display/web/profile'
        ? { status: 200, body: { ...webProfile, toastItems: [{ phrase: '출석 체크 완료!' }] } }
        : undefined,
    ).fetch,
  );
  // As during boot: the first route's loader has its answer while nothing is rendered yet.
  await call(getWebProfile);

  const router = createRouter({
    routeTree: createRootRoute({ component: FeedbackRoot }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RouterProvider router={router} />);
  await act(async () => {
    await router.load();
  });
  const toast = await screen.findByTestId('toast', {}, { timeout: 5000 });
  expect(toast.textContent).toBe('출석 체크 완료!');
});
